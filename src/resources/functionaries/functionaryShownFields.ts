/** The fields a functionary's management view shows (ADM-FUN-005). */
import type { FieldDef, ResourceDefinition } from '../framework/types';

const OWNER_FIELDS = ['agentName', 'agentRut', 'storekpName', 'storekpRut', 'agnName', 'agnRut', 'deposito'];

/** The carnet for an agent's functionary only; of the owner fields, those set, under one heading. */
export function functionaryShownFields(definition: ResourceDefinition, record: Record<string, unknown>): FieldDef[] {
  const fields = definition.fields.filter((f) => f.show && (f.source !== 'carnetNumber' || !!record.agent_id));
  const own = fields.filter((f) => !OWNER_FIELDS.includes(f.source));
  const owners = fields
    .filter((f) => OWNER_FIELDS.includes(f.source) && !!record[f.source])
    .map((f, i) => ({ ...f, section: i === 0 ? 'Pertenece a' : undefined }));
  return [...own, ...owners];
}
