/** /account/accountEdit (ACT-003, ACT-005..007): the AGA's agent profile, GET/POST getAgent/updateAgent. */
import { CircularProgress } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { accountApi, type AgentProfile } from './accountApi';
import { agentProfileSchema } from '../../domain/accountSchemas';
import { ProfileFormFrame } from './ProfileFormFrame';
import { AGENT_PROFILE_KEY, useAgentProfile } from './useAccount';
import { useProfileSave } from './useProfileSave';

const save = (values: FieldValues) => accountApi.updateAgent(values as AgentProfile);

const AgentProfileForm = () => {
  const translate = useTranslate();
  const { data } = useAgentProfile(true);
  const onSubmit = useProfileSave({
    call: save,
    queryKey: AGENT_PROFILE_KEY,
    successMessage: 'app.success.agentUpdated',
    refreshIdentity: true,
  });
  if (!data) return <CircularProgress sx={{ m: 2 }} />;
  const t = (k: string) => translate(`app.account.${k}`);
  return (
    <ProfileFormFrame
      schema={agentProfileSchema}
      record={data as unknown as Record<string, unknown>}
      onSubmit={onSubmit}
      testId="agent-profile-form"
    >
      <TextInput source="user.email" label={t('userEmail')} type="email" fullWidth />
      <TextInput source="contactInfo.contactName" label={t('contactName')} fullWidth />
      <TextInput source="contactInfo.contactEmail" label={t('contactEmail')} type="email" fullWidth />
      <TextInput
        source="contactInfo.contactPhone"
        label={t('contactPhone')}
        helperText={t('phoneHint')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        fullWidth
      />
      <TextInput source="contactInfo.contactAddress" label={t('contactAddress')} fullWidth />
      <TextInput source="contactInfo.contactCity" label={t('contactCity')} fullWidth />
      <TextInput source="emailGuiaDespacho" label={t('emailGuiaDespacho')} type="email" fullWidth />
    </ProfileFormFrame>
  );
};

export default AgentProfileForm;
