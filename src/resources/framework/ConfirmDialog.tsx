/**
 * The confirmation modal: default title 'Confirmación', static backdrop and no keyboard
 * closing (ADM-SHELL-014). Only its buttons close it.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface ConfirmDialogProps {
  open: boolean;
  title?: string;
  content: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
}

export const ConfirmDialog = ({
  open,
  title,
  content,
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
  busy,
}: ConfirmDialogProps) => {
  const translate = useTranslate();
  return (
    <Dialog
      open={open}
      // Static backdrop and no Escape: the user must choose.
      onClose={() => undefined}
      aria-labelledby="confirm-dialog-title"
      data-testid="confirm-dialog"
    >
      <DialogTitle id="confirm-dialog-title">{title ?? translate('app.confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{content}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {cancelLabel ?? translate('app.confirm.no')}
        </Button>
        <Button onClick={onConfirm} variant="contained" disabled={busy} autoFocus>
          {confirmLabel ?? translate('app.confirm.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
