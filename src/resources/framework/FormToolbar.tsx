/** Save + Cancel. Cancel leaves at once on a clean form and asks first on a dirty one (ADM-SHELL-012/013). */
import { Button } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { SaveButton, Toolbar, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from './ConfirmDialog';

export const CancelButton = () => {
  const { isDirty } = useFormState();
  const [asking, setAsking] = useState(false);
  const navigate = useNavigate();
  const translate = useTranslate();
  const leave = () => navigate(-1);
  return (
    <>
      <Button onClick={() => (isDirty ? setAsking(true) : leave())} data-testid="form-cancel">
        {translate('ra.action.cancel')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={translate('app.confirm.cancelTitle')}
        content={translate('app.confirm.cancelBody')}
        onConfirm={leave}
        onCancel={() => setAsking(false)}
      />
    </>
  );
};

/** A new record can be saved untouched so that the required fields say what is missing. */
export const FormToolbar = ({ cancel, alwaysEnable }: { cancel: ReactNode; alwaysEnable?: boolean }) => (
  <Toolbar sx={{ gap: 1 }}>
    <SaveButton alwaysEnable={alwaysEnable} />
    {cancel}
  </Toolbar>
);
