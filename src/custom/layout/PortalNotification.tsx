/**
 * One message bar for errors (red, 'message - code'), successes and info; every message stays
 * 15 s (ERR-001..004). Several server messages arrive joined by new lines: one line each (ERR-003).
 *
 * Unlike react-admin's bar, a new message replaces the one on screen at once: with 15 s per
 * message a queue would keep showing stale texts (e.g. 'El formulario no es válido' after the
 * user fixed the form). An undoable message still runs its course, as react-admin's contract
 * (the mutation runs when its message goes away) requires.
 */
import { Button, Snackbar } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotificationContext, useTakeUndoableMutation, useTranslate, type NotificationPayload } from 'react-admin';
import { MESSAGE_TIMEOUT_MS } from '../../domain/formats';

type Shown = NotificationPayload & { serial: number };

const COLORS = {
  success: { bgcolor: 'success.main', color: 'success.contrastText' },
  error: { bgcolor: 'error.main', color: 'error.contrastText' },
  warning: { bgcolor: 'warning.main', color: 'warning.contrastText' },
  info: {},
} as const;

export const PortalNotification = () => {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const [current, setCurrent] = useState<Shown>();
  const [open, setOpen] = useState(false);
  const serial = useRef(0);
  const undone = useRef(false);

  useEffect(() => {
    if (notifications.length === 0) return;
    if (open && current?.notificationOptions?.undoable) return;
    const next = takeNotification();
    if (!next) return;
    serial.current += 1;
    undone.current = false;
    setCurrent({ ...next, serial: serial.current });
    setOpen(true);
  }, [notifications, takeNotification, open, current]);

  const onExited = useCallback(() => {
    if (current?.notificationOptions?.undoable && !undone.current) takeMutation()?.({ isUndo: false });
    setCurrent((shown) => (shown?.serial === current?.serial ? undefined : shown));
  }, [current, takeMutation]);

  const undo = () => {
    undone.current = true;
    takeMutation()?.({ isUndo: true });
    setOpen(false);
  };

  if (!current) return null;
  const { message, type = 'info', notificationOptions } = current;
  const { messageArgs, undoable, autoHideDuration } = notificationOptions ?? {};
  const text = typeof message === 'string' ? translate(message, messageArgs) : message;
  return (
    <Snackbar
      key={current.serial}
      open={open}
      onClose={(_, reason) => reason !== 'clickaway' && setOpen(false)}
      autoHideDuration={autoHideDuration === undefined ? MESSAGE_TIMEOUT_MS : (autoHideDuration ?? undefined)}
      // At the bottom: the bar covers neither the page's title nor the menu button (a phone's top bar).
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      // On a phone, above the lists' round create button (bottom right) rather than over it.
      sx={{ bottom: { xs: 88, sm: 24 } }}
      message={text}
      action={
        undoable ? (
          <Button color="inherit" size="small" onClick={undo}>
            {translate('ra.action.undo')}
          </Button>
        ) : null
      }
      slotProps={{
        transition: { onExited },
        content: {
          // react-admin's class names, which tests and themes rely on.
          className: `RaNotification-${type}`,
          sx: { ...COLORS[type], whiteSpace: 'pre-line' },
        },
      }}
    />
  );
};
