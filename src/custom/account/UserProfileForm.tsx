/** /account/accountEditUser (ACT-004..007): the user's own record, GET/POST getUser/updateUser. */
import { CircularProgress } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { accountApi, type UserProfile } from './accountApi';
import { userProfileSchema } from '../../domain/accountSchemas';
import { ProfileFormFrame } from './ProfileFormFrame';
import { USER_PROFILE_KEY, useUserProfile } from './useAccount';
import { useProfileSave } from './useProfileSave';

const save = (values: FieldValues) => accountApi.updateUser(values as UserProfile);

const UserProfileForm = () => {
  const translate = useTranslate();
  const { data } = useUserProfile(true);
  const onSubmit = useProfileSave({
    call: save,
    queryKey: USER_PROFILE_KEY,
    successMessage: 'app.success.userUpdated',
    refreshIdentity: true,
  });
  if (!data) return <CircularProgress sx={{ m: 2 }} />;
  const t = (k: string) => translate(`app.account.${k}`);
  return (
    <ProfileFormFrame
      schema={userProfileSchema}
      record={data as unknown as Record<string, unknown>}
      onSubmit={onSubmit}
      testId="user-profile-form"
    >
      <TextInput source="name" label={t('name')} fullWidth />
      <TextInput source="email" label={t('email')} type="email" fullWidth />
      <TextInput
        source="phone"
        label={t('phone')}
        helperText={t('phoneHint')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        fullWidth
      />
    </ProfileFormFrame>
  );
};

export default UserProfileForm;
