/** Edit a functionary (ADM-FUN-007): the generated form; a user the canEdit rule stops goes back to the management view. */
import { Edit, useNotify, useRedirect, useTranslate } from 'react-admin';
import { Navigate, useParams } from 'react-router-dom';
import { NotFound } from '../framework/NotFound';
import { ResourceForm } from '../framework/ResourceForm';
import { useDefinition } from '../framework/useDefinition';
import { formDefinition, useFunctionaryRules } from './useFunctionaryRules';

const FunctionaryEdit = () => {
  const definition = useDefinition();
  const { mayEdit, depositFlag } = useFunctionaryRules();
  const { id } = useParams();
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  if (!mayEdit) return <Navigate to={`/functionaries/${encodeURIComponent(id ?? '')}/show`} replace />;
  return (
    <Edit
      queryOptions={{ retry: false, onError: () => undefined }}
      error={<NotFound />}
      mutationMode="pessimistic"
      title={`${translate('app.ui.edit')} ${definition.label.one.toLowerCase()}`}
      mutationOptions={{
        onSuccess: (data: { id: string | number }) => {
          notify(definition.messages?.updated ?? 'ra.notification.updated', { type: 'success' });
          redirect('show', definition.name, data.id);
        },
      }}
      actions={false}
    >
      <ResourceForm definition={formDefinition(definition, depositFlag)} mode="edit" />
    </Edit>
  );
};

export default FunctionaryEdit;
