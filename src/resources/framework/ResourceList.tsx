/**
 * Generated list: search box (≥ 3 characters, ADM-SHELL-009), the definition's filters and
 * columns, 10 rows a page (ADM-SHELL-010), and a detail panel on the right (ADM-SHELL-008)
 * showing the selected row, or the definition's empty text until one is chosen.
 *
 * Every list also gets: a column chooser (react-admin's DatagridConfigurable) and saved queries (search + filters + sort, in the
 * filter button's menu), both kept per user (list/UserPreferences); an export of every filtered
 * row in the visible columns (export/); and its search, filters, sort and page kept when the user
 * opens a record and comes back (react-admin's list params in the store, per resource).
 */
import {
  CreateButton, DatagridConfigurable, FilterButton, FunctionField, List, NullableBooleanInput, SearchInput,
  SelectInput, TopToolbar, useStore, useTranslate,
} from 'react-admin';
import { Box } from '@mui/material';
import { ExportMenuButton } from './export/ExportMenuButton';
import { renderFieldValue } from './fieldValue';
import { ColumnChooserButton } from './list/ColumnChooserButton';
import { UserPreferences } from './list/UserPreferences';
import { datagridPreferenceKey, useVisibleFields } from './list/visibleColumns';
import { SelectedPanel } from './SelectedPanel';
import type { FieldDef, ResourceDefinition } from './types';
import { useDefinition } from './useDefinition';
import { useRoles } from './useRoles';

type Rec = Record<string, unknown> & { id: string | number };

const filtersOf = (definition: ResourceDefinition, translate: (k: string) => string) => [
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder={`${translate('app.ui.search')} (${translate('app.ui.searchHint').toLowerCase()})`}
    sx={{ minWidth: 280 }}
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

const ListActions = ({ definition, columns }: { definition: ResourceDefinition; columns: readonly FieldDef[] }) => {
  const { can } = useRoles();
  const visible = useVisibleFields(definition, columns);
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      <FilterButton />
      <ColumnChooserButton preferenceKey={datagridPreferenceKey(definition.name, columns)} fields={columns} />
      {can(definition.name, 'create') && <CreateButton />}
      <ExportMenuButton definition={definition} fields={visible} />
    </TopToolbar>
  );
};

/**
 * Beside the detail panel at 1280 px: the actions go under the search box when both do not fit,
 * and a table wider than its card scrolls inside it rather than widening the page.
 */
const LIST_LAYOUT = {
  '& .RaList-main': { minWidth: 0 },
  '& .RaList-actions': { flexWrap: 'wrap' },
  // Inline-size containment: the table's own width no longer widens the layout (react-admin's
  // layout is min-width: fit-content); it scrolls inside its card instead.
  '& .RaList-content': { overflowX: 'auto', contain: 'inline-size' },
} as const;

const ResourceList = () => {
  const definition = useDefinition();
  const translate = useTranslate();
  // The selection survives leaving and coming back to the list (e.g. after an edit).
  const [selectedId, setSelectedId] = useStore<string | undefined>(`${definition.name}.list.selected`);
  const columns = definition.fields.filter((f) => f.list);
  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <UserPreferences>
        <List
          aside={<SelectedPanel definition={definition} selectedId={selectedId} />}
          filters={filtersOf(definition, translate)}
          actions={<ListActions definition={definition} columns={columns} />}
          sort={definition.list?.sort ?? { field: 'id', order: 'ASC' }}
          perPage={definition.list?.perPage ?? 10}
          title={definition.label.many}
          sx={LIST_LAYOUT}
        >
          <DatagridConfigurable
            preferenceKey={datagridPreferenceKey(definition.name, columns)}
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
          </DatagridConfigurable>
        </List>
      </UserPreferences>
    </Box>
  );
};

export default ResourceList;
