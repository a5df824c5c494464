/**
 * The vessel typeahead of the visit search (VV-003…005): the active visits, suggested from 3
 * characters on, at most 10, by manifest number or vessel name; only a suggestion can be chosen
 * (no free text), and the field is required ('Requerido').
 */
import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { typeaheadReady } from '../../domain/typeahead';
import { suggestVisits, visitLabel, type VesselVisitSummary } from './visitUnits';

export interface VesselTypeaheadProps {
  visits: readonly VesselVisitSummary[];
  value: VesselVisitSummary | null;
  onChange: (visit: VesselVisitSummary | null) => void;
  /** Show 'Requerido' (after a search without a vessel). */
  missing: boolean;
  loading?: boolean;
}

const V = 'app.visitScreens.vesselVisits';

export const VesselTypeahead = ({ visits, value, onChange, missing, loading }: VesselTypeaheadProps) => {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  return (
    <Autocomplete
      options={visits as VesselVisitSummary[]}
      value={value}
      onChange={(_e, v) => onChange(v)}
      inputValue={typed}
      onInputChange={(_e, v) => setTyped(v)}
      filterOptions={(options, state) => suggestVisits(options, state.inputValue)}
      getOptionLabel={visitLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      // Nothing to offer under 3 characters: keep the list closed rather than show 'Sin coincidencias'.
      open={open && typeaheadReady(typed)}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      noOptionsText={translate(`${V}.noVessel`)}
      loading={loading}
      sx={{ minWidth: 340, flex: 2 }}
      renderInput={(params) => (
        <TextField
          {...params}
          name="vessel"
          size="small"
          label={translate(`${V}.vessel`)}
          required
          error={missing}
          helperText={missing ? translate('app.visitScreens.common.required') : translate(`${V}.vesselHint`)}
        />
      )}
    />
  );
};
