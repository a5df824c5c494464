/**
 * The shipper/consignee form: country first; on create the identification is a RUT in Chile
 * and free elsewhere, and an id already registered is offered for editing, while an unknown
 * one says 'Cliente no registrado…' (ADM-CLI-048).
 */
import { Alert } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { isChilean } from '../../domain/clients';
import { isValidRut } from '../../domain/rut';
import { apiFetch } from '../../providers/httpClient';
import { ResourceForm, type InputOverride } from '../framework/ResourceForm';
import { CountrySelect, IdentificationInput } from '../clients/inputs';
import type { Mode, ResourceDefinition } from '../framework/types';

type Lookup = 'known' | 'unknown' | undefined;

/** Looks a typed identification up (GET /api/shipperconsignee/{id}) once it is complete. */
function useShipperLookup(id: unknown, chile: boolean): Lookup {
  const [state, setState] = useState<Lookup>();
  useEffect(() => {
    const value = String(id ?? '').trim();
    const complete = chile ? isValidRut(value) : value.length >= 4;
    setState(undefined);
    if (!complete) return;
    let live = true;
    apiFetch(`/shipperconsignee/${encodeURIComponent(value)}`, { silent: true }).then(
      () => live && setState('known'),
      () => live && setState('unknown'),
    );
    return () => {
      live = false;
    };
  }, [id, chile]);
  return state;
}

const IdWithLookup: InputOverride = ({ field, values, disabled, required }) => {
  const chile = isChilean(values.countryName);
  const state = useShipperLookup(values.id, chile);
  const translate = useTranslate();
  return (
    <>
      <IdentificationInput
        source={field.source}
        label={field.label}
        chile={chile}
        disabled={disabled}
        required={required}
      />
      {state === 'unknown' && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('app.clients.unknown')}
        </Alert>
      )}
      {state === 'known' && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate('app.clients.alreadyRegistered')}
        </Alert>
      )}
    </>
  );
};

const overrides: Record<string, InputOverride> = {
  countryName: ({ field, disabled, mode, required }) => (
    <CountrySelect
      source={field.source}
      label={field.label}
      disabled={disabled}
      required={required}
      clears={mode === 'create' ? ['id'] : []}
    />
  ),
  id: (p) => <IdWithLookup {...p} />,
};

export const ShipperForm = ({ definition, mode }: { definition: ResourceDefinition; mode: Mode }) => (
  <ResourceForm
    definition={definition}
    mode={mode}
    overrides={overrides}
    defaults={{ countryName: 'CL', contactInfo: {} }}
  />
);
