/** Generated create page. */
import { Create, useNotify, useRedirect, useTranslate } from 'react-admin';
import { ResourceForm } from './ResourceForm';
import { useDefinition } from './useDefinition';

const ResourceCreate = () => {
  const definition = useDefinition();
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  return (
    <Create
      title={`${translate('ra.action.create')} ${definition.label.one.toLowerCase()}`}
      mutationOptions={{
        onSuccess: (data: { id: string | number }) => {
          const keys = [definition.messages?.created ?? 'ra.notification.created'].flat();
          notify(keys.map((key) => translate(key, { smart_count: 1 })).join('\n'), { type: 'success' });
          redirect('show', definition.name, data.id);
        },
      }}
    >
      <ResourceForm definition={definition} mode="create" />
    </Create>
  );
};

export default ResourceCreate;
