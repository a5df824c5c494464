/** Delete with the portal's confirmation and the definition's success message. */
import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useDelete, useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import { ConfirmDialog } from './ConfirmDialog';
import type { ResourceDefinition } from './types';

export const DeleteRecordButton = ({ definition }: { definition: ResourceDefinition }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [asking, setAsking] = useState(false);
  const [remove, { isPending }] = useDelete();
  if (!record) return null;
  const confirmDelete = () =>
    remove(
      definition.name,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(definition.messages?.deleted ?? 'ra.notification.deleted', {
            type: 'success',
            messageArgs: { smart_count: 1 },
          });
          redirect('list', definition.name);
        },
        onError: (error) => {
          setAsking(false);
          notify((error as Error).message, { type: 'error' });
        },
      },
    );
  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteIcon />}
        onClick={() => setAsking(true)}
        data-testid="delete-record"
      >
        {translate('ra.action.delete')}
      </Button>
      <ConfirmDialog
        open={asking}
        content={translate('ra.message.delete_content', { name: definition.label.one.toLowerCase(), smart_count: 1 })}
        onConfirm={confirmDelete}
        onCancel={() => setAsking(false)}
        busy={isPending}
      />
    </>
  );
};
