/**
 * A functionary's management view (ADM-FUN-005): details and owner, and edit, block/unblock,
 * resend, unlink and delete for the roles that may (ADM-FUN-016..019), minus the changes the
 * AGA_DEPOSIT canEdit rule refuses (ADM-FUN-008).
 */
import { Box, Card, CardContent, CircularProgress } from '@mui/material';
import { ShowBase, useRecordContext, useShowContext } from 'react-admin';
import { NotFound } from '../framework/NotFound';
import { DetailsGrid } from '../framework/DetailsGrid';
import { ManagementHeader } from '../framework/ManagementHeader';
import type { ResourceDefinition } from '../framework/types';
import { useDefinition } from '../framework/useDefinition';
import { useFunctionaryRules } from './useFunctionaryRules';

const FunctionaryShow = () => {
  const definition = useDefinition();
  return (
    <ShowBase queryOptions={{ retry: false, onError: () => undefined }}>
      <Management definition={definition} />
    </ShowBase>
  );
};

const Management = ({ definition }: { definition: ResourceDefinition }) => {
  const { isPending, error } = useShowContext();
  const record = useRecordContext();
  const { mayEdit } = useFunctionaryRules();
  if (isPending) return <CircularProgress sx={{ m: 4 }} />;
  if (error || !record) return <NotFound />;
  // Resending an activation changes nothing of the functionary: the canEdit rule leaves it.
  const actions = (definition.actions ?? []).filter((a) => mayEdit || a.name === 'resendActivation');
  return (
    <Box sx={{ mt: 2 }}>
      <ManagementHeader definition={definition} record={record} mayChange={mayEdit} actions={actions} />
      <Card>
        <CardContent>
          <DetailsGrid definition={definition} fields={shownFields(definition, record)} />
        </CardContent>
      </Card>
    </Box>
  );
};

const OWNER_FIELDS = ['agentName', 'storekpName', 'agnName', 'deposito'];

/** The carnet for an agent's functionary only; of the owner fields, those set, under one heading. */
function shownFields(definition: ResourceDefinition, record: Record<string, unknown>) {
  const fields = definition.fields.filter((f) => f.show && (f.source !== 'carnetNumber' || !!record.agent_id));
  const own = fields.filter((f) => !OWNER_FIELDS.includes(f.source));
  const owners = fields
    .filter((f) => OWNER_FIELDS.includes(f.source) && !!record[f.source])
    .map((f, i) => ({ ...f, section: i === 0 ? 'Pertenece a' : undefined }));
  return [...own, ...owners];
}

export default FunctionaryShow;
