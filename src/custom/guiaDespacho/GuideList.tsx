/** /guiaDespacho (GD-001, GD-002): the trucks inside with their plate, on the list framework; a row opens its guide. */
import { Alert, Card, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../domain/formats';
import { carMessages } from '../../i18n/carMessages';
import { operationsMessages } from '../../i18n/operationsMessages';
import { RowsList, type ListColumn } from '../../resources/framework/RowsList';
import { guidesApi, type GuideTruck } from '../terminal/api/guidesApi';

const t = carMessages.guides;
type Row = GuideTruck & { state: string };
const columns: readonly ListColumn[] = [
  { source: 'license', label: t.license, kind: 'text', list: true },
  { source: 'code', label: t.code, kind: 'text', list: true },
  { source: 'gateIn', label: t.gateIn, kind: 'text', list: true, render: (r) => formatDateTime(r.gateIn) },
  { source: 'blNbr', label: t.bl, kind: 'text', list: true },
  { source: 'state', label: t.state, kind: 'text', list: true },
];

export const GuideList = () => {
  const navigate = useNavigate();
  const trucks = useQuery({ queryKey: ['guides', 'trucks'], queryFn: guidesApi.trucks, retry: false });
  const rows = useMemo<Row[] | undefined>(
    () => trucks.data?.map((x) => ({ ...x, state: x.confirmed ? t.confirmed : t.notConfirmed })),
    [trucks.data],
  );
  return (
    <Card>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {t.title}
        </Typography>
        {trucks.isError ? (
          <Alert severity="error">{trucks.error.message}</Alert>
        ) : (
          <RowsList<Row>
            id="dispatchGuides"
            title={t.list}
            rows={rows}
            columns={columns}
            search={['license', 'code', 'blNbr']}
            sort={{ field: 'gateIn', order: 'DESC' }}
            perPage={10}
            maxPageLinks={8}
            empty={
              <Alert severity="info" data-testid="no-trucks">
                {operationsMessages.guides.noActive}
              </Alert>
            }
            onRowClick={(r) => navigate(`/guiaDespacho/detail?gate=${r.id}`)}
            data-testid="guide-trucks"
          />
        )}
      </CardContent>
    </Card>
  );
};
