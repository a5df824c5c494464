/**
 * The fields a refused form marks invalid, read from the page as the user meets them: every
 * `[aria-invalid="true"]` control in document order (MUI puts it on a TextField's input, a Select's
 * combobox, an Autocomplete's input; a group of radios or checkboxes carries it on its
 * role="radiogroup"/"group" element). One field counts once: MUI's Select also marks its hidden
 * native input, and a marked group holds its controls.
 */

const FOCUSABLE = 'input:not([type="hidden"]), select, textarea, button, [tabindex]';

/** Out of the user's reach: hidden from assistive technology, disabled, or inert. */
const unreachable = (el: HTMLElement) =>
  el.closest('[aria-hidden="true"], [hidden], [inert]') !== null ||
  el.getAttribute('aria-disabled') === 'true' ||
  (el as HTMLInputElement).disabled === true ||
  (el instanceof HTMLInputElement && el.type === 'hidden');

/** The invalid fields of `form`, first in document order first. */
export function invalidFields(form: Element): HTMLElement[] {
  const marked = [...form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')].filter((el) => !unreachable(el));
  return marked.filter((el) => !marked.some((other) => other !== el && other.contains(el)));
}

const canFocus = (el: HTMLElement) => el.matches(FOCUSABLE) && el.tabIndex >= 0 && !unreachable(el);

/** What takes the focus for a field: the control itself, or in a group its checked (else first) control. */
export function focusTargetOf(field: HTMLElement): HTMLElement | undefined {
  if (canFocus(field)) return field;
  const inside = [...field.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(canFocus);
  return inside.find((el) => (el as HTMLInputElement).checked) ?? inside[0];
}

/**
 * Brings a field to the middle of the screen (at once when the user asked for reduced motion) and
 * focuses it, so that a phone shows the field and its message instead of the button that was pressed.
 */
export function moveToField(field: HTMLElement): void {
  const target = focusTargetOf(field) ?? field;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
  // jsdom has no scrollIntoView.
  target.scrollIntoView?.({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
  target.focus({ preventScroll: true });
}
