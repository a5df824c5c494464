/**
 * The create and edit pages around a form: the definition's success messages, then the
 * management view; pessimistic edits (nothing is kept before the server accepts it);
 * 'Pagina no encontrada.' for a missing record (Q01). The generated pages use ResourceForm; a
 * resource folder passes its own form (which usually is ResourceForm with a few inputs drawn).
 */
import type { ComponentType } from 'react';
import { Create, Edit, useNotify, useRedirect, useTranslate } from 'react-admin';
import { NotFound } from './NotFound';
import type { Mode, ResourceDefinition } from './types';
import { useDefinition } from './useDefinition';

export type FormComponent = ComponentType<{ definition: ResourceDefinition; mode: Mode }>;

export const makeCreatePage = (Form: FormComponent) => {
  const CreatePage = () => {
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
        <Form definition={definition} mode="create" />
      </Create>
    );
  };
  return CreatePage;
};

const EditTitle = () => {
  const definition = useDefinition();
  const translate = useTranslate();
  return (
    <span>
      {translate('app.ui.edit')} {definition.label.one.toLowerCase()}
    </span>
  );
};

export const makeEditPage = (Form: FormComponent) => {
  const EditPage = () => {
    const definition = useDefinition();
    const notify = useNotify();
    const redirect = useRedirect();
    const translate = useTranslate();
    return (
      <Edit
        queryOptions={{ retry: false, onError: () => undefined }}
        error={<NotFound />}
        mutationMode="pessimistic"
        title={<EditTitle />}
        mutationOptions={{
          onSuccess: (data: { id: string | number }) => {
            notify(definition.messages?.updated ?? 'ra.notification.updated', {
              type: 'success',
              messageArgs: { smart_count: 1 },
            });
            redirect('show', definition.name, data.id);
          },
        }}
        actions={false}
        aria-label={translate('ra.action.edit')}
      >
        <Form definition={definition} mode="edit" />
      </Edit>
    );
  };
  return EditPage;
};
