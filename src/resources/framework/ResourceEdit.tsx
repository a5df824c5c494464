/** Generated edit page: pessimistic save (nothing is kept before the server accepts it), the definition's success message. */
import { Edit, useNotify, useRedirect, useTranslate } from 'react-admin';
import { NotFound } from '../../custom/NotFound';
import { useDefinition } from './useDefinition';
import { ResourceForm } from './ResourceForm';

const ResourceEdit = () => {
  const definition = useDefinition();
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  return (
    <Edit
      // A missing record: 'Pagina no encontrada.' rather than react-admin's redirect (Q01).
      queryOptions={{ retry: false, onError: () => undefined }}
      error={<NotFound />}
      mutationMode="pessimistic"
      title={<EditTitle />}
      mutationOptions={{
        onSuccess: (data: { id: string | number }) => {
          notify(definition.messages?.updated ?? 'ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1 } });
          redirect('show', definition.name, data.id);
        },
      }}
      actions={false}
      aria-label={translate('ra.action.edit')}
    >
      <ResourceForm definition={definition} mode="edit" />
    </Edit>
  );
};

const EditTitle = () => {
  const definition = useDefinition();
  const translate = useTranslate();
  return <span>{translate('app.ui.edit')} {definition.label.one.toLowerCase()}</span>;
};

export default ResourceEdit;
