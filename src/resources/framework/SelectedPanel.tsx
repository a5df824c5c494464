/**
 * The right-hand detail panel of a list (ADM-SHELL-008): a preview of the record chosen with a
 * row's "Vista previa" button, with its shortcuts, or the definition's empty text (ADM-AGA-001).
 * The user may close it (the table then takes the whole width); the choice is kept per user.
 */
import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, Card, CardActions, CardContent, IconButton, Tooltip, Typography } from '@mui/material';
import { RecordContextProvider, useListContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { DetailsGrid } from './DetailsGrid';
import type { ResourceDefinition } from './types';
import { useRoles } from './useRoles';

type Rec = Record<string, unknown> & { id: string };

interface Props {
  definition: ResourceDefinition;
  selectedId?: string;
  /** The record's page, as a row click opens it. */
  recordPath: (id: string) => string;
  editPath: (id: string) => string;
  onClose: () => void;
}

/** Rendered as the List's aside: reads the previewed row from the list's current data. */
export const SelectedPanel = ({ definition, selectedId, recordPath, editPath, onClose }: Props) => {
  const { data } = useListContext<Rec>();
  const record = selectedId === undefined ? undefined : data?.find((r) => String(r.id) === selectedId);
  const translate = useTranslate();
  const { can } = useRoles();
  const close = translate('app.ui.hidePanel');
  return (
    <Card
      sx={{
        width: { lg: 260, xl: 320 },
        flexShrink: 0,
        ml: 2,
        mt: 8,
        alignSelf: 'flex-start',
        position: 'sticky',
        top: 72,
        display: { xs: 'none', lg: 'block' },
      }}
      data-testid="detail-panel"
      component="aside"
      aria-label={translate('app.ui.details')}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', pt: 0.5, pr: 0.5 }}>
        <Tooltip title={close}>
          <IconButton size="small" aria-label={close} onClick={onClose} data-testid="detail-panel-close">
            <CloseIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      {record ? (
        <RecordContextProvider value={record}>
          <CardContent sx={{ pt: 0 }}>
            <Typography variant="h6" gutterBottom>
              {definition.represent(record)}
            </Typography>
            <DetailsGrid
              definition={definition}
              fields={definition.fields.filter(
                (f) => f.show && !f.section?.startsWith('Contacto') && f.kind !== 'textarea',
              )}
              columns={1}
            />
          </CardContent>
          <CardActions>
            <Button component={Link} to={recordPath(record.id)} variant="contained" size="small">
              {translate('app.ui.open')}
            </Button>
            {can(definition.name, 'edit') && (
              <Button component={Link} to={editPath(record.id)} size="small">
                {translate('app.ui.edit')}
              </Button>
            )}
          </CardActions>
        </RecordContextProvider>
      ) : (
        <CardContent sx={{ pt: 0 }}>
          <Typography color="text.secondary" data-testid="detail-empty">
            {translate(definition.list?.emptyDetail ?? 'app.empty.selectRecord')}
          </Typography>
        </CardContent>
      )}
    </Card>
  );
};
