/** The client form (create and edit): the generated layout with the country-dependent inputs (D1 §5 Client). */
import { TextInput } from 'react-admin';
import { isChilean, newClient } from '../../domain/clients';
import { getPath } from '../../domain/validators';
import type { Mode, ResourceDefinition } from '../framework/types';
import { ResourceForm, type InputOverride } from '../framework/ResourceForm';
import { CountrySelect, IdentificationInput, ListPicker } from './inputs';
import { useCommuneOptions, useGiroOptions } from './lookups';

const chileOf = (values: Record<string, unknown>) => isChilean(getPath(values, 'customer.countryName'));

const CommunePicker: InputOverride = ({ field, disabled, required }) => (
  <ListPicker
    required={required}
    source={field.source}
    label={field.label}
    options={useCommuneOptions()}
    disabled={disabled}
    helperText="app.clients.communeHint"
  />
);

const GiroInput: InputOverride = ({ field, values, disabled, required }) => {
  const options = useGiroOptions('code');
  return chileOf(values) ? (
    <ListPicker
      required={required}
      source={field.source}
      label={field.label}
      options={options}
      disabled={disabled}
      helperText="app.clients.giroHint"
    />
  ) : (
    <TextInput
      key="free"
      source={field.source}
      label={field.label}
      disabled={disabled}
      isRequired={required}
      fullWidth
      helperText=" "
    />
  );
};

const overrides: Record<string, InputOverride> = {
  'shipperConsignee.id': ({ field, values, disabled, required }) => (
    <IdentificationInput
      source={field.source}
      label={field.label}
      chile={chileOf(values)}
      disabled={disabled}
      required={required}
    />
  ),
  'customer.countryName': ({ field, disabled, mode, required }) => (
    <CountrySelect
      source={field.source}
      label={field.label}
      disabled={disabled}
      required={required}
      // The identification is fixed once created; on create a RUT and a foreign id do not carry over.
      clears={
        mode === 'create'
          ? ['customer.stateName', 'customer.giro', 'shipperConsignee.id']
          : ['customer.stateName', 'customer.giro']
      }
    />
  ),
  'customer.stateName': (p) => <CommunePicker {...p} />,
  'customer.giro': (p) => <GiroInput {...p} />,
};

export const ClientForm = ({ definition, mode }: { definition: ResourceDefinition; mode: Mode }) => (
  <ResourceForm definition={definition} mode={mode} overrides={overrides} defaults={newClient()} />
);
