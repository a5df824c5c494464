/**
 * The visit of a DRC form (DRC-002): the visits offered (the user's lines' for a shipping company),
 * suggested from 3 characters on, at most 10, by vessel, voyage, manifest or visit code; the typed
 * text stays when no suggestion is picked, so the form can tell 'Requerido' (nothing) from
 * 'Seleccione una visita válida' (something that is no visit). Enter picks the highlighted one.
 */
import { Autocomplete, TextField } from '@mui/material';
import { TYPEAHEAD_MAX_SUGGESTIONS, typeaheadReady } from '../../domain/typeahead';
import { drcMessages } from '../../i18n/drcMessages';
import type { VesselVisitSummary } from './drcApi';

const t = drcMessages.screens;

export const visitName = (v: VesselVisitSummary) =>
  `${v.vesselName} ${v.inVoyNbr ?? ''} (${v.id})`.replace(/\s+\(/, ' (');

function suggest(visits: readonly VesselVisitSummary[], typed: string): VesselVisitSummary[] {
  if (!typeaheadReady(typed)) return [];
  const q = typed.trim().toUpperCase();
  return visits
    .filter((v) => `${v.id} ${v.vesselName} ${v.inVoyNbr ?? ''} ${v.manifestNumber ?? ''}`.toUpperCase().includes(q))
    .slice(0, TYPEAHEAD_MAX_SUGGESTIONS);
}

export interface DrcVisitFieldProps {
  id: string;
  visits: readonly VesselVisitSummary[];
  loading: boolean;
  picked: VesselVisitSummary | null;
  typed: string;
  onPick: (visit: VesselVisitSummary | null) => void;
  onType: (typed: string) => void;
  /** The rule's message (chooseVisit), shown under the field. */
  error?: string;
}

export const DrcVisitField = ({ id, visits, loading, picked, typed, onPick, onType, error }: DrcVisitFieldProps) => (
  <Autocomplete
    id={id}
    options={visits as VesselVisitSummary[]}
    value={picked}
    onChange={(_e, v) => onPick(v)}
    inputValue={typed}
    onInputChange={(_e, v, reason) => {
      // A blur must not wipe what was typed: the form judges it.
      if (reason !== 'reset' || v !== '') onType(v);
    }}
    filterOptions={(options, state) => suggest(options, state.inputValue)}
    getOptionLabel={visitName}
    isOptionEqualToValue={(a, b) => a.id === b.id}
    clearOnBlur={false}
    autoHighlight
    loading={loading}
    noOptionsText={t.noVisitMatch}
    sx={{ flex: '2 1 260px', minWidth: 0 }}
    renderInput={(params) => (
      <TextField {...params} label={t.visit} required error={Boolean(error)} helperText={error ?? t.visitHint} />
    )}
  />
);
