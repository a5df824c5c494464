/**
 * An operational list's pager, on the list context: the range shown ("9-16 de 40"), first and
 * previous, at most `maxLinks` page links around the current page (D2 §9: 8 in unit lists),
 * next and last, and a page-size choice when the screen offers more than one.
 */
import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { pageCountOf, pageLinks } from './paging';

export interface PageLinksProps {
  maxLinks: number;
  /** Page sizes to choose from; one (or none) means no choice. */
  perPageOptions?: readonly number[];
  'data-testid'?: string;
}

export const PageLinks = ({ maxLinks, perPageOptions = [], 'data-testid': testId }: PageLinksProps) => {
  const translate = useTranslate();
  const { page, perPage, total, setPage, setPerPage } = useListContext();
  if (!total) return null;
  const pageCount = pageCountOf(total, perPage);
  const from = (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', mt: 1 }}>
      {perPageOptions.length > 1 && (
        <TextField
          select
          size="small"
          variant="standard"
          label={translate('ra.navigation.page_rows_per_page')}
          value={perPage}
          onChange={(e) => setPerPage(Number(e.target.value))}
          // Beside the range and the page links, not a line of its own (the theme widens inputs).
          fullWidth={false}
          sx={{ minWidth: 120, flex: '0 0 auto' }}
        >
          {perPageOptions.map((n) => (
            <MenuItem key={n} value={n}>
              {n}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Typography variant="body2" component="p" color="text.secondary">
        {translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total })}
      </Typography>
      {pageCount > 1 && (
        <Stack
          component="nav"
          direction="row"
          aria-label={translate('app.list.pages')}
          sx={{ gap: 0.5, alignItems: 'center', flexWrap: 'wrap' }}
          data-testid={testId}
        >
          <IconButton
            size="small"
            aria-label={translate('ra.navigation.first')}
            disabled={page === 1}
            onClick={() => setPage(1)}
          >
            <FirstPageIcon />
          </IconButton>
          <IconButton
            size="small"
            aria-label={translate('ra.navigation.previous')}
            disabled={page === 1}
            onClick={() => setPage(page - 1)}
          >
            <NavigateBeforeIcon />
          </IconButton>
          {pageLinks(page, pageCount, maxLinks).map((p) => (
            <Button
              key={p}
              size="small"
              variant={p === page ? 'contained' : 'text'}
              aria-current={p === page ? 'page' : undefined}
              aria-label={translate(p === page ? 'ra.navigation.current_page' : 'ra.navigation.page', { page: p })}
              onClick={() => setPage(p)}
              sx={{ minWidth: 36 }}
              data-testid="page-link"
            >
              {p}
            </Button>
          ))}
          <IconButton
            size="small"
            aria-label={translate('ra.navigation.next')}
            disabled={page === pageCount}
            onClick={() => setPage(page + 1)}
          >
            <NavigateNextIcon />
          </IconButton>
          <IconButton
            size="small"
            aria-label={translate('ra.navigation.last')}
            disabled={page === pageCount}
            onClick={() => setPage(pageCount)}
          >
            <LastPageIcon />
          </IconButton>
        </Stack>
      )}
    </Stack>
  );
};
