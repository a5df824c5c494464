/**
 * Generated list: search box (≥ 3 characters, ADM-SHELL-009), the definition's filters and
 * columns, 10 rows a page (ADM-SHELL-010), and a detail panel on the right (ADM-SHELL-008)
 * showing the selected row, or the definition's empty text until one is chosen.
 *
 * Every list also gets: a column chooser (react-admin's DatagridConfigurable) and saved queries (search + filters + sort, in the
 * filter button's menu), both kept per user (list/UserPreferences); an export of every filtered
 * row in the visible columns (export/); and its search, filters, sort and page kept when the user
 * opens a record and comes back (react-admin's list params in the store, per resource). The grid,
 * columns, filters, chooser and export are the ones the operational lists use too (RowsList).
 */
import { CreateButton, FilterButton, List, TopToolbar, useStore, useTranslate } from 'react-admin';
import { Box } from '@mui/material';
import { ExportMenuButton } from './export/ExportMenuButton';
import { ColumnChooserButton } from './list/ColumnChooserButton';
import { fieldFilterInputs, searchInput } from './list/listFilters';
import { ListGrid } from './list/ListGrid';
import { UserPreferences } from './list/UserPreferences';
import { datagridPreferenceKey, useVisibleFields } from './list/visibleColumns';
import { SelectedPanel } from './SelectedPanel';
import type { FieldDef, ResourceDefinition } from './types';
import { useDefinition } from './useDefinition';
import { useRoles } from './useRoles';

const ListActions = ({ definition, columns }: { definition: ResourceDefinition; columns: readonly FieldDef[] }) => {
  const { can } = useRoles();
  const visible = useVisibleFields(definition.name, columns);
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      <FilterButton />
      <ColumnChooserButton preferenceKey={datagridPreferenceKey(definition.name, columns)} fields={columns} />
      {can(definition.name, 'create') && <CreateButton />}
      <ExportMenuButton title={definition.label.many} fields={visible} />
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
          filters={[searchInput(translate), ...fieldFilterInputs(definition.fields)]}
          actions={<ListActions definition={definition} columns={columns} />}
          sort={definition.list?.sort ?? { field: 'id', order: 'ASC' }}
          perPage={definition.list?.perPage ?? 10}
          title={definition.label.many}
          sx={LIST_LAYOUT}
        >
          <ListGrid
            listId={definition.name}
            columns={columns}
            onRowClick={(record) => setSelectedId(String(record.id))}
            rowSx={(record) => (String(record.id) === selectedId ? { backgroundColor: 'action.selected' } : {})}
          />
        </List>
      </UserPreferences>
    </Box>
  );
};

export default ResourceList;
