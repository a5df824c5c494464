/**
 * 'Saltar al contenido' (issue 30): react-admin's skip button, landing on what the user skips
 * for. On a screen with a list, the first row (rows open with Enter; a row with no action of its
 * own gives its first control, a phone's card its own): the list's search, filters and column
 * headers stay one Shift+Tab away. Elsewhere (a form, a detail, a list still loading), the
 * start of the page's content, as react-admin does. It replaces react-admin's own button, which
 * PortalLayout hides: that one is an empty icon button on a phone (react-admin's buttons drop
 * their label on small screens), invisible when it has the focus.
 */
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The first record a list shows: a table row, or a phone's card. */
const FIRST_RECORD = '.RaDataTable-root tbody tr, [data-testid="list-card"]';
const CONTROL =
  'input:not([type="hidden"]):not(:disabled), button:not(:disabled), a[href], [tabindex]:not([tabindex="-1"])';

/** Where the skip lands inside the page's content, or null for its start. */
export function skipTarget(content: Element | null): HTMLElement | null {
  const record = content?.querySelector<HTMLElement>(FIRST_RECORD);
  if (!record) return null;
  if (record.matches('[tabindex="0"]')) return record;
  return record.querySelector<HTMLElement>(CONTROL);
}

function skipToContent() {
  const content = document.getElementById('main-content');
  if (!content) return;
  const target = skipTarget(content);
  if (target) return target.focus();
  // react-admin's own: the next Tab starts at the beginning of the content.
  content.setAttribute('tabIndex', '-1');
  content.focus();
  content.blur();
  content.removeAttribute('tabIndex');
}

/** Off screen until it has the focus, then over the top left corner (react-admin's look). */
const SKIP_SX = {
  position: 'fixed',
  left: 16,
  top: -80,
  zIndex: 5000,
  bgcolor: 'background.paper',
  color: 'primary.main',
  '&:focus': { top: 16 },
  '&:hover': { bgcolor: 'background.paper' },
} as const;

export const SkipToContent = () => {
  const translate = useTranslate();
  return (
    <Button variant="outlined" className="skip-nav-button" onClick={skipToContent} sx={SKIP_SX}>
      {translate('ra.navigation.skip_nav')}
    </Button>
  );
};
