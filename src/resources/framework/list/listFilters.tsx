/**
 * A list's filter inputs: the search box (it searches from 3 characters, ADM-SHELL-009, and says
 * so) and one input per filterable field (Sí/No for a boolean, its choices for the rest).
 */
import { NullableBooleanInput, SearchInput, SelectInput } from 'react-admin';
import type { FieldDef } from '../types';

type Translate = (key: string) => string;

export const searchInput = (translate: Translate) => (
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder={`${translate('app.ui.search')} (${translate('app.ui.searchHint').toLowerCase()})`}
    sx={{ minWidth: 280 }}
  />
);

/** `alwaysOn`: shown at once (an operational list's few filters) rather than added from the filter menu. */
export const fieldFilterInputs = (fields: readonly FieldDef[], { alwaysOn = false }: { alwaysOn?: boolean } = {}) =>
  fields
    .filter((f) => f.filter)
    .map((f) =>
      f.kind === 'boolean' ? (
        <NullableBooleanInput key={f.source} source={f.source} label={f.label} alwaysOn={alwaysOn} />
      ) : (
        <SelectInput
          key={f.source}
          source={f.source}
          label={f.label}
          alwaysOn={alwaysOn}
          choices={(f.choices ?? []) as { id: string; name: string }[]}
        />
      ),
    );
