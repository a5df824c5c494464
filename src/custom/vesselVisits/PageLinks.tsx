/** The unit list's pager (VV-010): first/previous, at most 8 page links around the current one, next/last. */
import { Button, IconButton, Stack } from '@mui/material';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { useTranslate } from 'react-admin';
import { pageLinks } from './visitUnits';

const V = 'app.visitScreens.vesselVisits';

export const PageLinks = ({ page, pageCount, onPage }: { page: number; pageCount: number; onPage: (page: number) => void }) => {
  const translate = useTranslate();
  if (pageCount <= 1) return null;
  return (
    <Stack component="nav" direction="row" aria-label={translate(`${V}.pagination`)} sx={{ gap: 0.5, alignItems: 'center', justifyContent: 'center', mt: 1 }} data-testid="unit-pages">
      <IconButton size="small" aria-label={translate(`${V}.firstPage`)} disabled={page === 1} onClick={() => onPage(1)}><FirstPageIcon /></IconButton>
      <IconButton size="small" aria-label={translate(`${V}.previousPage`)} disabled={page === 1} onClick={() => onPage(page - 1)}><NavigateBeforeIcon /></IconButton>
      {pageLinks(page, pageCount).map((p) => (
        <Button
          key={p}
          size="small"
          variant={p === page ? 'contained' : 'text'}
          aria-current={p === page ? 'page' : undefined}
          aria-label={translate(`${V}.pageN`, { page: p })}
          onClick={() => onPage(p)}
          sx={{ minWidth: 36 }}
          data-testid="page-link"
        >
          {p}
        </Button>
      ))}
      <IconButton size="small" aria-label={translate(`${V}.nextPage`)} disabled={page === pageCount} onClick={() => onPage(page + 1)}><NavigateNextIcon /></IconButton>
      <IconButton size="small" aria-label={translate(`${V}.lastPage`)} disabled={page === pageCount} onClick={() => onPage(pageCount)}><LastPageIcon /></IconButton>
    </Stack>
  );
};
