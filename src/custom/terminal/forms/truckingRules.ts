/**
 * Trucking reassignment rules (D2 §5 Trucking reassignment; IMP-070…072): the company is picked
 * from the list, at most 3 suggestions showing name and RUT; or 'Por sus propios medios' with the
 * drivers' RUTs as tags, at least one, each a valid RUT.
 */
import { canonicalRut, isValidRut, nameWithRut } from '../../../domain/rut';
import { REASSIGN_TRUCKING_SUGGESTIONS } from '../../../domain/typeahead';
import { appMessages } from '../../../i18n/appMessages';
import type { Named } from '../api/importApi';

/** Suggestions for what was typed: name or RUT contains it (case- and dot-insensitive), at most 3. */
export function truckingSuggestions(list: readonly Named[], typed: string): Named[] {
  const q = typed.trim().toLowerCase().replace(/\./g, '');
  const hits = q
    ? list.filter((c) => c.name.toLowerCase().includes(q) || c.id.toLowerCase().replace(/\./g, '').includes(q))
    : list;
  return hits.slice(0, REASSIGN_TRUCKING_SUGGESTIONS);
}

export const suggestionLabel = (c: Named) => nameWithRut(c.name, c.id);

/** A typed driver RUT becomes a tag when valid; duplicates are dropped. */
export function addDriverRut(tags: readonly string[], typed: string): { tags: string[]; error?: string } {
  if (!isValidRut(typed)) return { tags: [...tags], error: appMessages.validation.rut };
  const rut = canonicalRut(typed);
  return { tags: tags.includes(rut) ? [...tags] : [...tags, rut] };
}

export function reassignmentError(
  ownMeans: boolean,
  truckingId: string | null,
  driverRuts: readonly string[],
): string | undefined {
  if (ownMeans) return driverRuts.length > 0 ? undefined : appMessages.validation.required;
  return truckingId ? undefined : appMessages.validation.required;
}
