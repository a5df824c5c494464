/**
 * The shipper looked up by its RUT (EXP-040): a known one fills every shipper field the answer gives
 * (withShipperLookup: name, address, city, country…; issue 30 §5), an unknown one (404) asks to
 * complete the data by hand. Shared by the single and the multi-container forms.
 */
import { useCallback, useState, type Dispatch, type SetStateAction } from 'react';
import { withShipperLookup, type ShipperLookup } from '../../domain/exportPreadvice/multiPreadvice';
import type { PreadviceValues } from '../../domain/exportPreadvice/preadviceRules';
import { canonicalRut, isValidRut } from '../../domain/rut';
import { ApiError, apiFetch } from '../../providers/httpClient';
import { useApiError } from '../layout/useApiError';

export function useShipperLookup(setValues: Dispatch<SetStateAction<PreadviceValues>>) {
  const onError = useApiError();
  const [unknown, setUnknown] = useState(false);
  const lookUp = useCallback(
    async (values: Pick<PreadviceValues, 'shipperCountry' | 'shipperId'>) => {
      if (values.shipperCountry !== 'CL' || !isValidRut(values.shipperId)) return;
      try {
        const s = await apiFetch<ShipperLookup>(
          `/shipperconsignee/${encodeURIComponent(canonicalRut(values.shipperId))}`,
        );
        setUnknown(false);
        setValues((v) => withShipperLookup(v, s));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) setUnknown(true);
        else await onError(error);
      }
    },
    [onError, setValues],
  );
  return { unknown, setUnknown, lookUp };
}
