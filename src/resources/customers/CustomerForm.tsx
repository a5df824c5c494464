/**
 * The customer form: the generated layout with the giro picked from the list (ADM-CUS-008); a
 * foreign company's giro stays free text, as on its client form (ADM-CLI-039).
 */
import { isChilean } from '../../domain/clients';
import { LIMITS } from '../../domain/validators';
import { FieldInput } from '../framework/FieldInput';
import type { Mode, ResourceDefinition } from '../framework/types';
import { ResourceForm, type InputOverride } from '../framework/ResourceForm';
import { ListPicker } from '../clients/inputs';
import { useGiroOptions } from '../clients/lookups';

const GiroPicker: InputOverride = ({ field, disabled, required }) => (
  <ListPicker
    required={required}
    source={field.source}
    label={field.label}
    options={useGiroOptions('label')}
    disabled={disabled}
    helperText="app.clients.giroHint"
  />
);

const overrides: Record<string, InputOverride> = {
  giro: (p) =>
    isChilean(p.values.countryName) ? (
      <GiroPicker {...p} />
    ) : (
      <FieldInput
        field={{ ...p.field, maxLength: LIMITS.foreignGiro }}
        disabled={p.disabled}
        mode={p.mode}
        required={p.required}
      />
    ),
};

export const CustomerForm = ({ definition, mode }: { definition: ResourceDefinition; mode: Mode }) => (
  <ResourceForm
    definition={definition}
    mode={mode}
    overrides={overrides}
    defaults={{ diasDeCredito: 0, codigoImputacion: 1999, bloqueado: 'NO' }}
  />
);
