/**
 * Generated list: search box (≥ 3 characters, ADM-SHELL-009), the definition's filters and
 * columns, 10 rows a page (ADM-SHELL-010), and a detail panel on the right (ADM-SHELL-008)
 * previewing the row whose "Vista previa" was pressed, or the definition's empty text until one
 * is; the user may close it (kept per user). A row click or Enter opens the record.
 *
 * Every list also gets: a column chooser (over react-admin's DataTable) and saved queries (search + filters + sort, in the
 * filter button's menu), both kept per user (list/UserPreferences); an export of every filtered
 * row in the visible columns (export/); and its search, filters, sort and page kept when the user
 * opens a record and comes back (react-admin's list params in the store, per resource). The grid,
 * columns, filters, chooser and export are the ones the operational lists use too (RowsList).
 */
import VisibilityIcon from '@mui/icons-material/Visibility';
import ViewSidebarIcon from '@mui/icons-material/ViewSidebar';
import { Box, IconButton, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import { CreateButton, FilterButton, List, TopToolbar, useCreatePath, useStore, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ExportMenuButton } from './export/ExportMenuButton';
import { ArrivingNotice } from './list/ArrivingNotice';
import { ColumnChooserButton } from './list/ColumnChooserButton';
import { fieldFilterInputs, searchInput } from './list/listFilters';
import type { ListRecord } from './list/listColumns';
import { ListGrid } from './list/ListGrid';
import { UserPreferences } from './list/UserPreferences';
import { useVisibleFields } from './list/visibleColumns';
import { SelectedPanel } from './SelectedPanel';
import type { FieldDef, ResourceDefinition } from './types';
import { UNSPECIFIED_LIST_PAGING } from '../../domain/listPaging';
import { useDefinition } from './useDefinition';
import { useRoles } from './useRoles';

/** The detail panel's open state, kept per user and list (a "preferences." key: see userPreferencesStore). */
const usePanelOpen = (resource: string) => useStore<boolean>(`preferences.${resource}.detailPanel`, true);

const ListActions = ({ definition, columns }: { definition: ResourceDefinition; columns: readonly FieldDef[] }) => {
  const { can } = useRoles();
  const translate = useTranslate();
  const visible = useVisibleFields(definition.name, columns);
  const [panelOpen, setPanelOpen] = usePanelOpen(definition.name);
  const showPanel = translate('app.ui.showPanel');
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      <FilterButton />
      <ColumnChooserButton listId={definition.name} fields={columns} />
      {can(definition.name, 'create') && <CreateButton />}
      <ExportMenuButton title={definition.label.many} fields={visible} />
      {!panelOpen && (
        // The panel only exists beside a wide table (lg and up).
        <Tooltip title={showPanel}>
          <IconButton
            color="primary"
            aria-label={showPanel}
            onClick={() => setPanelOpen(true)}
            sx={{ display: { xs: 'none', lg: 'inline-flex' } }}
            data-testid="detail-panel-open"
          >
            <ViewSidebarIcon />
          </IconButton>
        </Tooltip>
      )}
    </TopToolbar>
  );
};

/**
 * Beside the detail panel at 1280 px: the actions go under the search box when both do not fit,
 * and a table wider than its card scrolls inside it rather than widening the page.
 */
const LIST_LAYOUT = {
  '& .RaList-main': { minWidth: 0 },
  // The bar of search box and actions. On a phone react-admin stacks the actions over the search
  // box, aligned to an edge that pushes them past the screen: they start at the left and wrap instead.
  '& .RaList-actions': { flexWrap: { xs: 'nowrap', sm: 'wrap' }, alignItems: { xs: 'stretch', sm: 'flex-end' } },
  '& .RaList-actions > .MuiToolbar-root': {
    flexWrap: 'wrap',
    whiteSpace: 'normal',
    justifyContent: { xs: 'flex-start', sm: 'flex-end' },
  },
  // Inline-size containment: the table's own width no longer widens the layout (react-admin's
  // layout is min-width: fit-content); it scrolls inside its card instead.
  '& .RaList-content': { overflowX: 'auto', contain: 'inline-size' },
} as const;

const ResourceList = () => {
  const definition = useDefinition();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const navigate = useNavigate();
  const { can } = useRoles();
  // The preview survives leaving and coming back to the list (e.g. after an edit).
  const [selectedId, setSelectedId] = useStore<string | undefined>(`${definition.name}.list.selected`);
  const columns = definition.fields.filter((f) => f.list);
  const openTab = definition.list?.openTab;
  const recordPath = (id: string) =>
    `${createPath({ resource: definition.name, id, type: 'show' })}${openTab ? `?tab=${openTab}` : ''}`;
  const editPath = (id: string) => createPath({ resource: definition.name, id, type: 'edit' });
  // A row click or Enter opens the record, as react-admin's rowClick does; the panel is a preview.
  const open = can(definition.name, 'show') ? recordPath : can(definition.name, 'edit') ? editPath : undefined;
  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <UserPreferences>
        <ListBody
          definition={definition}
          columns={columns}
          selectedId={selectedId}
          onPreview={(record) => setSelectedId(String(record.id))}
          onOpen={open && ((record) => navigate(open(String(record.id))))}
          recordPath={recordPath}
          editPath={editPath}
          previewLabel={(record) => translate('app.ui.previewOf', { name: definition.represent(record) })}
        />
      </UserPreferences>
    </Box>
  );
};

interface ListBodyProps {
  definition: ResourceDefinition;
  columns: readonly FieldDef[];
  selectedId: string | undefined;
  onPreview: (record: ListRecord) => void;
  onOpen?: (record: ListRecord) => void;
  recordPath: (id: string) => string;
  editPath: (id: string) => string;
  previewLabel: (record: ListRecord) => string;
}

/** Inside the user's preferences: the panel's open state is the user's. */
const ListBody = ({
  definition,
  columns,
  selectedId,
  onPreview,
  onOpen,
  recordPath,
  editPath,
  previewLabel,
}: ListBodyProps) => {
  const translate = useTranslate();
  const [panelOpen, setPanelOpen] = usePanelOpen(definition.name);
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('lg'), { noSsr: true });
  return (
    <List
      aside={
        panelOpen && wide ? (
          <SelectedPanel
            definition={definition}
            selectedId={selectedId}
            recordPath={recordPath}
            editPath={editPath}
            onClose={() => setPanelOpen(false)}
          />
        ) : undefined
      }
      filters={[searchInput(translate), ...fieldFilterInputs(definition.fields)]}
      actions={<ListActions definition={definition} columns={columns} />}
      sort={definition.list?.sort ?? { field: 'id', order: 'ASC' }}
      perPage={definition.list?.perPage ?? UNSPECIFIED_LIST_PAGING.perPage}
      title={definition.label.many}
      sx={LIST_LAYOUT}
    >
      <ArrivingNotice />
      <ListGrid
        listId={definition.name}
        columns={columns}
        onRowClick={onOpen}
        // The previewed row is marked by a bar at its start: a tinted background would lower the chips' contrast.
        rowSx={(record) =>
          String(record.id) === selectedId ? { boxShadow: (t) => `inset 4px 0 0 ${t.palette.primary.main}` } : {}
        }
        rowActions={
          // The preview fills the panel, which exists beside a wide table only (lg and up).
          panelOpen && wide
            ? {
                label: translate('app.ui.preview'),
                labelHidden: true,
                render: (record) => (
                  <IconButton
                    size="small"
                    aria-label={previewLabel(record)}
                    onClick={() => onPreview(record)}
                    data-testid="row-preview"
                  >
                    <VisibilityIcon fontSize="small" />
                  </IconButton>
                ),
              }
            : undefined
        }
      />
    </List>
  );
};

export default ResourceList;
