/** The password inputs and submit button shared by /expiredPass and /user/resetPass. */
import { Button, CircularProgress } from '@mui/material';
import { PasswordInput, useTranslate } from 'react-admin';
import { HookFormRefusedNotice } from '../../resources/framework/refusal/RefusedFormNotice';

export const NewPasswordFields = ({
  withCurrent = false,
  autoFocusCurrent = false,
}: {
  withCurrent?: boolean;
  autoFocusCurrent?: boolean;
}) => {
  const translate = useTranslate();
  return (
    <>
      {withCurrent && (
        <PasswordInput
          source="password"
          label={translate('app.access.currentPassword')}
          autoComplete="current-password"
          autoFocus={autoFocusCurrent}
          fullWidth
          size="medium"
        />
      )}
      <PasswordInput
        source="passwordNew"
        label={translate('app.access.newPassword')}
        autoComplete="new-password"
        autoFocus={!withCurrent}
        helperText={translate('app.access.passwordRules')}
        fullWidth
        size="medium"
      />
      <PasswordInput
        source="confirmation"
        label={translate('app.access.confirmPassword')}
        autoComplete="new-password"
        fullWidth
        size="medium"
      />
    </>
  );
};

/** The submit button, and next to it what a refused submit needs (HookFormRefusedNotice). */
export const SubmitButton = ({ busy, label }: { busy: boolean; label: string }) => (
  <>
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
      sx={{ mt: 1 }}
    >
      {label}
    </Button>
    <HookFormRefusedNotice />
  </>
);
