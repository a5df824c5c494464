/** The right-hand detail panel of a list: the selected record's summary and its shortcuts. */
import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { RecordContextProvider, useCreatePath, useListContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { DetailsGrid } from './DetailsGrid';
import type { ResourceDefinition } from './types';
import { useRoles } from './useRoles';

type Rec = Record<string, unknown> & { id: string };

/** Rendered as the List's aside: reads the selected row from the list's current data. */
export const SelectedPanel = ({ definition, selectedId }: { definition: ResourceDefinition; selectedId?: string }) => {
  const { data } = useListContext<Rec>();
  const record = selectedId === undefined ? undefined : data?.find((r) => String(r.id) === selectedId);
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { can } = useRoles();
  const openTab = definition.list?.openTab;
  return (
    <Card sx={{ width: 300, flexShrink: 0, ml: 2, mt: 8, alignSelf: 'flex-start', position: 'sticky', top: 72, display: { xs: 'none', lg: 'block' } }} data-testid="detail-panel">
      {record ? (
        <RecordContextProvider value={record}>
          <CardContent>
            <Typography variant="h6" gutterBottom>
              {definition.represent(record)}
            </Typography>
            <DetailsGrid definition={definition} fields={definition.fields.filter((f) => f.show && !f.section?.startsWith('Contacto') && f.kind !== 'textarea')} columns={1} />
          </CardContent>
          <CardActions>
            <Button
              component={Link}
              to={`${createPath({ resource: definition.name, id: record.id, type: 'show' })}${openTab ? `?tab=${openTab}` : ''}`}
              variant="contained"
              size="small"
            >
              {translate('app.ui.open')}
            </Button>
            {can(definition.name, 'edit') && (
              <Button component={Link} to={createPath({ resource: definition.name, id: record.id, type: 'edit' })} size="small">
                {translate('app.ui.edit')}
              </Button>
            )}
          </CardActions>
        </RecordContextProvider>
      ) : (
        <CardContent>
          <Typography color="text.secondary" data-testid="detail-empty">
            {translate(definition.list?.emptyDetail ?? 'app.empty.selectRecord')}
          </Typography>
        </CardContent>
      )}
    </Card>
  );
};
