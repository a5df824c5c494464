/**
 * "Consultas guardadas" of an operational list: save the current search, filters, sort and page
 * size under a name, apply or remove a saved one, clear the filters. The same queries react-admin's
 * filter button keeps for a resource list ("<list id>.savedQueries", per user through
 * UserPreferences, saved and removed with react-admin's own dialogs), but applied through the list
 * context: react-admin's button applies one by rewriting the URL's query string, which would drop
 * the screen's own parameters (the visit, the tracking search).
 */
import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import BookmarkRemoveIcon from '@mui/icons-material/BookmarkRemove';
import BookmarksIcon from '@mui/icons-material/Bookmarks';
import ClearIcon from '@mui/icons-material/Clear';
import { Divider, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { useId, useState } from 'react';
import {
  AddSavedQueryDialog,
  RemoveSavedQueryDialog,
  extractValidSavedQueries,
  useListContext,
  useSavedQueries,
  useTranslate,
  type SavedQuery,
} from 'react-admin';
import { sameQuery } from './sameQuery';

export const SavedQueriesMenu = () => {
  const translate = useTranslate();
  const menuId = useId();
  const { resource, filterValues, displayedFilters, sort, perPage, setFilters, setSort, setPerPage } = useListContext();
  const [savedQueries] = useSavedQueries(resource);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'add' | 'remove' | null>(null);
  const current = { filter: filterValues, sort, perPage, displayedFilters };
  const queries = extractValidSavedQueries(savedQueries);
  const hasFilterValues = !sameQuery(filterValues, {});
  const savedCurrent = queries.some((q) => sameQuery(q.value, current));
  // A sort alone is worth saving too (an operational list has no default one).
  const savable = (hasFilterValues || Boolean(sort.field)) && !savedCurrent;
  const label = translate('ra.saved_queries.label');

  const close = () => setAnchor(null);
  const apply = ({ value }: SavedQuery) => {
    setFilters(value.filter ?? {}, value.displayedFilters ?? {});
    if (value.sort) setSort(value.sort);
    if (value.perPage) setPerPage(value.perPage);
    close();
  };
  const open = (which: 'add' | 'remove') => {
    close();
    setDialog(which);
  };

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="primary"
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <BookmarksIcon />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={close}>
        {queries.map((query) =>
          sameQuery(query.value, current) ? (
            <MenuItem key={query.label} onClick={() => open('remove')}>
              <ListItemIcon>
                <BookmarkRemoveIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{translate('ra.saved_queries.remove_label_with_name', { name: query.label })}</ListItemText>
            </MenuItem>
          ) : (
            <MenuItem key={query.label} onClick={() => apply(query)}>
              <ListItemIcon>
                <BookmarkBorderIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{query.label}</ListItemText>
            </MenuItem>
          ),
        )}
        {queries.length > 0 && (savable || hasFilterValues) && <Divider />}
        {savable && (
          <MenuItem onClick={() => open('add')}>
            <ListItemIcon>
              <BookmarkAddIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate('ra.saved_queries.new_label')}</ListItemText>
          </MenuItem>
        )}
        {hasFilterValues && (
          <MenuItem
            onClick={() => {
              setFilters({}, {});
              close();
            }}
          >
            <ListItemIcon>
              <ClearIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate('ra.action.remove_all_filters')}</ListItemText>
          </MenuItem>
        )}
        {queries.length === 0 && !savable && !hasFilterValues && (
          <MenuItem disabled sx={{ whiteSpace: 'normal', maxWidth: 320 }}>
            {translate('ra.saved_queries.help')}
          </MenuItem>
        )}
      </Menu>
      <AddSavedQueryDialog open={dialog === 'add'} onClose={() => setDialog(null)} />
      <RemoveSavedQueryDialog open={dialog === 'remove'} onClose={() => setDialog(null)} />
    </>
  );
};
