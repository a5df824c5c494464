/**
 * The definition's record actions (block, gate pass, resend activation…) as buttons that
 * confirm first, call the legacy path and show the spec's success message.
 */
import { Button } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { ConfirmDialog } from './ConfirmDialog';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { iconFor } from './icons';
import type { RecordAction, ResourceDefinition } from './types';
import { useRoles } from './useRoles';

type Rec = Record<string, unknown>;

export const RecordActions = ({ definition }: { definition: ResourceDefinition }) => {
  const record = useRecordContext<Rec & { id: string }>();
  const { can } = useRoles();
  if (!record) return null;
  const actions = (definition.actions ?? []).filter(
    (a) => can(definition.name, a.permission) && (!a.visibleWhen || a.visibleWhen(record)),
  );
  return (
    <>
      {actions.map((action) => (
        <RecordActionButton key={action.name} definition={definition} action={action} record={record} />
      ))}
    </>
  );
};

const RecordActionButton = ({
  definition,
  action,
  record,
}: {
  definition: ResourceDefinition;
  action: RecordAction;
  record: Rec & { id: string };
}) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const Icon = iconFor(action.icon);
  const confirm = action.confirm?.(record);

  const run = async () => {
    setBusy(true);
    try {
      await dataProvider.runAction(definition.name, action.name, record);
      notify(
        [action.success(record)]
          .flat()
          .map((key) => translate(key))
          .join('\n'),
        { type: 'success' },
      );
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <>
      <Button
        size="small"
        startIcon={<Icon />}
        onClick={() => (confirm ? setAsking(true) : run())}
        disabled={busy}
        data-testid={`action-${action.name}`}
      >
        {action.label(record)}
      </Button>
      {confirm && (
        <ConfirmDialog
          open={asking}
          content={translate(confirm.key, confirm.values)}
          onConfirm={run}
          onCancel={() => setAsking(false)}
          busy={busy}
        />
      )}
    </>
  );
};
