/**
 * Who carries the BL's vehicles (D2 §5 Car inscription, Trucking reassignment; CAR-048, CAR-049,
 * CAR-059, CAR-060): one or more trucking companies enabled for vehicles, or 'Por sus propios
 * medios' with the drivers' RUTs as tags. The inscription form and the reassignment share it.
 */
import { Autocomplete, Box, FormControlLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { nameWithRut } from '../../domain/rut';
import { carMessages } from '../../i18n/carMessages';
import { carsApi } from '../terminal/api/carsApi';
import { DriverRutTags } from '../terminal/forms/DriverRutTags';

const t = carMessages.import;

export interface Carrier {
  carrier: 'trucking' | 'drivers';
  truckingIds: string[];
  driverRuts: string[];
}

export const CarrierFields = ({
  value,
  onChange,
  errors,
}: {
  value: Carrier;
  onChange: (next: Carrier) => void;
  errors: { truckingIds?: string; driverRuts?: string };
}) => {
  const truckings = useQuery({
    queryKey: ['cars', 'truckings'],
    queryFn: carsApi.carTruckings,
    staleTime: 60_000,
    retry: false,
  });
  const options = truckings.data ?? [];
  return (
    // minmax(0, 1fr): a chosen company's chip wraps within the column instead of widening the card past a phone's screen.
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <RadioGroup
        row
        aria-label={t.carrier}
        value={value.carrier}
        onChange={(e) => onChange({ ...value, carrier: e.target.value as Carrier['carrier'] })}
      >
        <FormControlLabel value="trucking" control={<Radio />} label={t.byTrucking} />
        <FormControlLabel value="drivers" control={<Radio />} label={t.byDrivers} data-testid="carrier-drivers" />
      </RadioGroup>
      {value.carrier === 'drivers' ? (
        <DriverRutTags
          tags={value.driverRuts}
          onChange={(driverRuts) => onChange({ ...value, driverRuts })}
          error={errors.driverRuts}
        />
      ) : (
        <Autocomplete
          multiple
          id="car-truckings"
          options={options}
          loading={truckings.isPending}
          value={options.filter((o) => value.truckingIds.includes(o.id))}
          onChange={(_e, chosen) => onChange({ ...value, truckingIds: chosen.map((c) => c.id) })}
          getOptionLabel={(o) => nameWithRut(o.name, o.id)}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          // The whole name and RUT on as many lines as it takes, not cut with an ellipsis.
          slotProps={{
            chip: {
              sx: {
                height: 'auto',
                maxWidth: '100%',
                '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere', py: 0.5 },
              },
            },
          }}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t.truckings}
              required
              size="small"
              error={Boolean(errors.truckingIds)}
              helperText={errors.truckingIds ?? t.truckingsHint}
            />
          )}
        />
      )}
    </Box>
  );
};
