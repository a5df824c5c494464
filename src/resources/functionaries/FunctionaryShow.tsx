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
import { functionaryShownFields } from './functionaryShownFields';
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
          <DetailsGrid definition={definition} fields={functionaryShownFields(definition, record)} />
        </CardContent>
      </Card>
    </Box>
  );
};

export default FunctionaryShow;
