/**
 * A car visit's BLs (CAR-018…021): per BL its vehicles, those in the yard, under aforo, received in
 * and delivered from the warehouse — on the list framework, with the actions the user's role allows
 * on the selected BLs: aforo set or cleared (customer service autos), warehouse receipt (operator,
 * chief customer service) and delivery (customer service, its chief, documentary).
 */
import { Alert, Button, Card, CardContent, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNotify, type Identifier } from 'react-admin';
import { can } from '../../domain/permissions';
import { carMessages } from '../../i18n/carMessages';
import { fillText as fill } from '../../i18n/fillText';
import { RowsList, type ListColumn } from '../../resources/framework/RowsList';
import { carsApi, type VisitBlWire } from '../terminal/api/carsApi';
import { withLegacyCode } from '../terminal/forms/legacyCode';
import { useBusyCall } from '../terminal/forms/useBusyCall';

const t = carMessages.visitBls;
type Row = VisitBlWire & { id: string };
const columns: readonly ListColumn[] = [
  { source: 'blNbr', label: t.bl, kind: 'text', list: true },
  { source: 'vehiculos', label: t.vehiculos, kind: 'number', list: true },
  { source: 'enPatio', label: t.enPatio, kind: 'number', list: true },
  { source: 'aforo', label: t.aforo, kind: 'number', list: true },
  { source: 'recibidos', label: t.recibidos, kind: 'number', list: true },
  { source: 'entregados', label: t.entregados, kind: 'number', list: true },
  { source: 'inscrito', label: t.inscrito, kind: 'text', list: true, render: (r) => (r.inscrito ? t.yes : t.no) },
];

export const VisitBls = ({ visitId, roles }: { visitId: string; roles: readonly string[] }) => {
  const notify = useNotify();
  const queries = useQueryClient();
  const { busy, run } = useBusyCall();
  const bls = useQuery({
    queryKey: ['carVisits', visitId, 'bls'],
    queryFn: () => carsApi.visitBls(visitId),
    retry: false,
  });
  const rows = useMemo<Row[] | undefined>(() => bls.data?.map((b) => ({ ...b, id: b.blNbr })), [bls.data]);
  const act = (call: (ids: string[]) => Promise<{ message: string }>) => (ids: readonly Identifier[]) =>
    run(async () => {
      try {
        notify((await call(ids.map(String))).message, { type: 'success' });
      } catch (error) {
        throw withLegacyCode(error);
      } finally {
        await queries.invalidateQueries({ queryKey: ['carVisits', visitId] });
      }
    });
  const actions = [
    {
      allowed: can(roles, 'carVisits', 'aforo'),
      label: t.setAforo,
      testId: 'bls-aforo',
      call: (ids: string[]) => carsApi.setAforo(visitId, ids, true),
    },
    {
      allowed: can(roles, 'carVisits', 'aforo'),
      label: t.clearAforo,
      testId: 'bls-aforo-clear',
      call: (ids: string[]) => carsApi.setAforo(visitId, ids, false),
    },
    {
      allowed: can(roles, 'carVisits', 'warehouseReceipt'),
      label: t.receipt,
      testId: 'bls-receipt',
      call: (ids: string[]) => carsApi.warehouseReceipt(visitId, ids),
    },
    {
      allowed: can(roles, 'carVisits', 'warehouseDelivery'),
      label: t.delivery,
      testId: 'bls-delivery',
      call: (ids: string[]) => carsApi.warehouseDelivery(visitId, ids),
    },
  ].filter((a) => a.allowed);
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t.title}
        </Typography>
        {bls.isError ? (
          <Alert severity="error">{bls.error.message}</Alert>
        ) : (
          <RowsList<Row>
            id="carVisitBls"
            title={t.title}
            rows={rows}
            columns={columns}
            search={['blNbr']}
            sort={{ field: 'blNbr', order: 'ASC' }}
            perPage={10}
            maxPageLinks={8}
            empty={<Alert severity="info">{t.none}</Alert>}
            data-testid="car-visit-bls"
            selectable={actions.length > 0}
            selectionLabels={{ page: t.selectAll, row: (r) => fill(t.selectOne, { bl: r.blNbr }) }}
            bulkActions={
              actions.length > 0
                ? (ids) =>
                    actions.map((a) => (
                      <Button
                        key={a.testId}
                        size="small"
                        variant="outlined"
                        disabled={busy || ids.length === 0}
                        onClick={() => void act(a.call)(ids)}
                        data-testid={a.testId}
                      >
                        {a.label}
                      </Button>
                    ))
                : undefined
            }
          />
        )}
      </CardContent>
    </Card>
  );
};
