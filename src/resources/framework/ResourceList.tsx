/**
 * Generated list: search box (≥ 3 characters, ADM-SHELL-009), the definition's filters and
 * columns, 10 rows a page (ADM-SHELL-010), and a detail panel on the right (ADM-SHELL-008)
 * showing the selected row, or the definition's empty text until one is chosen.
 */
import {
  CreateButton, Datagrid, ExportButton, FilterButton, FunctionField, List, NullableBooleanInput, SearchInput,
  SelectInput, TopToolbar, useStore, useTranslate,
} from 'react-admin';
import { Box } from '@mui/material';
import { renderFieldValue } from './fieldValue';
import { SelectedPanel } from './SelectedPanel';
import type { ResourceDefinition } from './types';
import { useDefinition } from './useDefinition';
import { useRoles } from './useRoles';

type Rec = Record<string, unknown> & { id: string | number };

const filtersOf = (definition: ResourceDefinition, translate: (k: string) => string) => [
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder={`${translate('app.ui.search')} (${translate('app.ui.searchHint').toLowerCase()})`}
    sx={{ minWidth: 320 }}
  />,
  ...definition.fields
    .filter((f) => f.filter)
    .map((f) =>
      f.kind === 'boolean' ? (
        <NullableBooleanInput key={f.source} source={f.source} label={f.label} />
      ) : (
        <SelectInput key={f.source} source={f.source} label={f.label} choices={(f.choices ?? []) as { id: string; name: string }[]} />
      ),
    ),
];

const ListActions = ({ definition }: { definition: ResourceDefinition }) => {
  const { can } = useRoles();
  return (
    <TopToolbar>
      <FilterButton />
      {can(definition.name, 'create') && <CreateButton />}
      <ExportButton />
    </TopToolbar>
  );
};

const ResourceList = () => {
  const definition = useDefinition();
  const translate = useTranslate();
  // The selection survives leaving and coming back to the list (e.g. after an edit).
  const [selectedId, setSelectedId] = useStore<string | undefined>(`${definition.name}.list.selected`);
  const columns = definition.fields.filter((f) => f.list);
  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
        <List
          aside={<SelectedPanel definition={definition} selectedId={selectedId} />}
          filters={filtersOf(definition, translate)}
          actions={<ListActions definition={definition} />}
          sort={definition.list?.sort ?? { field: 'id', order: 'ASC' }}
          perPage={definition.list?.perPage ?? 10}
          title={definition.label.many}
        >
          <Datagrid
            rowClick={(_id, _resource, record) => {
              setSelectedId(String((record as Rec).id));
              return false;
            }}
            rowSx={(record) => (String(record.id) === selectedId ? { backgroundColor: 'action.selected' } : {})}
            bulkActionButtons={false}
          >
            {columns.map((field) => (
              <FunctionField
                key={field.source}
                source={field.source}
                sortBy={field.source}
                render={(record: Rec) => renderFieldValue(field, record, translate)}
              />
            ))}
          </Datagrid>
        </List>
    </Box>
  );
};

export default ResourceList;
