/** How a field's value reads on screen, by kind (lists, panels and the management view). */
import { Chip, Link } from '@mui/material';
import { Suspense, type ReactNode } from 'react';
import { formatDate, formatDateTime, formatNumber } from '../../domain/formats';
import { formatIdentification } from '../../domain/rut';
import { getPath } from '../../domain/validators';
import { SI_NO_CHOICES } from './siNoChoices';
import type { FieldDef } from './types';

type Translate = (key: string) => string;

/** An e-mail that may wrap after its '@' and dots, so a long address does not push a table's last columns out of view. */
function breakableEmail(email: string): ReactNode {
  const parts = email.split(/(?<=[@.])/);
  return parts.map((part, i) => (i < parts.length - 1 ? [part, <wbr key={i} />] : part));
}

/** A yes/no, one way everywhere: a boolean field and an 'SI'/'NO' one alike. */
const yesNoChip = (yes: boolean, translate: Translate) =>
  yes ? (
    <Chip size="small" color="success" variant="outlined" label={translate('app.ui.yes')} />
  ) : (
    <Chip size="small" variant="outlined" label={translate('app.ui.no')} />
  );

/** `links` makes e-mails clickable (not in list rows, where a click selects the row). */
export function renderFieldValue(
  field: FieldDef,
  record: Record<string, unknown> | undefined,
  translate: Translate,
  { links = false }: { links?: boolean } = {},
): ReactNode {
  const value = getPath(record, field.source);
  // Empty stays empty, so the panel's '—' shows as for any other field.
  // A display may be lazy (it then reads as the raw value until it loads).
  if (field.display)
    return value === null || value === undefined || value === '' ? (
      ''
    ) : (
      <Suspense fallback={String(value)}>
        <field.display value={value} />
      </Suspense>
    );
  if (field.choices === SI_NO_CHOICES)
    return value === 'SI' || value === 'NO' ? yesNoChip(value === 'SI', translate) : (field.emptyText ?? '');
  if (field.kind !== 'boolean' && field.emptyText && (value === null || value === undefined || value === ''))
    return field.emptyText;
  switch (field.kind) {
    case 'boolean':
      return yesNoChip(value === true || value === 1 || value === 'true', translate);
    case 'rut':
    case 'identification':
      // A foreign client's or carrier's free identification is shown as given, not forced into a RUT.
      return value ? <span style={{ whiteSpace: 'nowrap' }}>{formatIdentification(value)}</span> : '';
    case 'email':
      if (!links) return value ? breakableEmail(String(value)) : '';
      return value ? (
        <Link href={`mailto:${value}`} onClick={(e) => e.stopPropagation()} underline="hover">
          {String(value)}
        </Link>
      ) : (
        ''
      );
    case 'number':
      return formatNumber(value);
    case 'date':
      return formatDate(value);
    case 'datetime':
      return formatDateTime(value);
    case 'password':
      return '';
    case 'select': {
      const nameOf = (v: unknown) =>
        field.choices?.find((c) => c.id === v)?.name ?? (v === null || v === undefined ? '' : String(v));
      // A multiple choice (e.g. a user's roles) reads as its names, comma-separated.
      return Array.isArray(value) ? value.map(nameOf).join(', ') : nameOf(value);
    }
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}
