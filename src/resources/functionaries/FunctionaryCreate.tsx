/** New functionary of the user's own entity (ADM-FUN-006): the generated form, with the deposit checkbox only where offered. */
import { Create, useNotify, useRedirect, useTranslate } from 'react-admin';
import { ResourceForm } from '../framework/ResourceForm';
import { useDefinition } from '../framework/useDefinition';
import { formDefinition, useFunctionaryRules } from './useFunctionaryRules';

const FunctionaryCreate = () => {
  const definition = useDefinition();
  const { depositFlag } = useFunctionaryRules();
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  return (
    <Create
      title={translate('app.organizations.newFunctionary')}
      mutationOptions={{
        onSuccess: (data: { id: string | number }) => {
          const keys = [definition.messages?.created ?? 'ra.notification.created'].flat();
          notify(keys.map((key) => translate(key)).join('\n'), { type: 'success' });
          redirect('show', definition.name, data.id);
        },
      }}
    >
      <ResourceForm definition={formDefinition(definition, depositFlag)} mode="create" />
    </Create>
  );
};

export default FunctionaryCreate;
