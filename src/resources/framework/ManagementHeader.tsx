/**
 * The management view's header: '<resource>: <record>' and the record's buttons (list, edit,
 * record actions, delete) for the roles that may. A resource's own view passes the actions its
 * per-record rules leave and whether the record may change at all.
 */
import { Stack, Typography } from '@mui/material';
import { EditButton, ListButton, Title, useTranslate } from 'react-admin';
import { AuditHistoryButton } from './AuditHistoryButton';
import { DeleteRecordButton } from './DeleteRecordButton';
import { RecordActions } from './RecordActions';
import type { RecordAction, ResourceDefinition } from './types';
import { useRoles } from './useRoles';

interface Props {
  definition: ResourceDefinition;
  record: Record<string, unknown>;
  /** False when a per-record rule forbids edit and delete (they are then not offered). */
  mayChange?: boolean;
  /** The record actions offered (default: the definition's). */
  actions?: readonly RecordAction[];
}

export const ManagementHeader = ({ definition, record, mayChange = true, actions = definition.actions }: Props) => {
  const translate = useTranslate();
  const { can } = useRoles();
  return (
    <>
      <Title title={definition.label.one} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'center' }, mb: 1 }}>
        <Typography variant="h6" component="h1" sx={{ flex: 1 }} data-testid="record-title">
          {definition.label.one}: {definition.represent(record)}
        </Typography>
        {/* gap, not spacing: spacing's margins misalign the buttons that wrap to a second line on a phone. */}
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <ListButton />
          {mayChange && can(definition.name, 'edit') && <EditButton label={translate('app.ui.edit')} />}
          <RecordActions definition={{ ...definition, actions }} />
          {mayChange && definition.api.delete && can(definition.name, 'delete') && (
            <DeleteRecordButton definition={definition} />
          )}
          <AuditHistoryButton definition={definition} record={record} />
        </Stack>
      </Stack>
    </>
  );
};
