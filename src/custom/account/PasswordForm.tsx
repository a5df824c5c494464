/**
 * /account/accountPassword (ACT-008..013): current password, the new one under the policy of
 * src/domain/password.ts (the owner's login, name and RUT; the terminal's name), its confirmation.
 * POST /api/user/changePassword {password, passwordNew}; the session stays open.
 */
import { Alert } from '@mui/material';
import { useMemo } from 'react';
import { PasswordInput, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { appMessages } from '../../i18n/appMessages';
import { accountApi } from './accountApi';
import { passwordChangeSchema } from '../../domain/accountSchemas';
import { ProfileFormFrame } from './ProfileFormFrame';
import { useAccountIdentity } from './useAccount';
import { useProfileSave } from './useProfileSave';

const save = (values: FieldValues) =>
  accountApi.changePassword({ password: String(values.password ?? ''), passwordNew: String(values.passwordNew ?? '') });

const PasswordForm = () => {
  const translate = useTranslate();
  const { identity } = useAccountIdentity();
  const schema = useMemo(
    () =>
      passwordChangeSchema({
        login: identity?.login,
        name: identity?.fullName,
        rut: identity?.rut,
        terminal: identity?.terminal ?? appMessages.terminal.name,
      }),
    [identity],
  );
  const onSubmit = useProfileSave({ call: save, successMessage: 'app.success.passwordChanged' });
  return (
    <ProfileFormFrame schema={schema} record={{}} onSubmit={onSubmit} alwaysEnable testId="password-form">
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate('app.access.passwordRules')}
      </Alert>
      <PasswordInput
        source="password"
        label={translate('app.access.currentPassword')}
        autoComplete="current-password"
        fullWidth
      />
      <PasswordInput
        source="passwordNew"
        label={translate('app.access.newPassword')}
        autoComplete="new-password"
        fullWidth
      />
      <PasswordInput
        source="confirmation"
        label={translate('app.access.confirmPassword')}
        autoComplete="new-password"
        fullWidth
      />
    </ProfileFormFrame>
  );
};

export default PasswordForm;
