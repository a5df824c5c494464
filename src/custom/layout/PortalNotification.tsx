/**
 * One message bar for errors (red, 'message - code'), successes and info; every message stays
 * 15 s (ERR-001..004). Several server messages arrive joined by new lines: one line each (ERR-003).
 *
 * Inside a page the bar takes the slot at the top of the content (messageSlot.tsx) and pushes the
 * page down: it never lies over a control, on a phone least of all (issue 30). It can be closed,
 * it goes when the user moves to another screen (not on the redirect of the action that raised
 * it), and when the session ends every message goes. Outside a page (the sign-in screen) it is the fixed bar.
 *
 * A new message replaces the one on screen at once: with 15 s per message a queue would keep
 * showing stale texts. An undoable message still runs its course, as react-admin's contract (the
 * mutation runs when its message goes away) requires.
 */
import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, Collapse, IconButton, Snackbar, SnackbarContent } from '@mui/material';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useNotificationContext, useTakeUndoableMutation, useTranslate, type NotificationPayload } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { MESSAGE_TIMEOUT_MS } from '../../domain/formats';
import { onSessionEnd } from '../../providers/sessionEnd';
import { useMessageSlot } from './messageSlot';

type Shown = NotificationPayload & { serial: number; at: number; path: string; moved?: boolean };

const COLORS = {
  success: { bgcolor: 'success.main', color: 'success.contrastText' },
  error: { bgcolor: 'error.main', color: 'error.contrastText' },
  warning: { bgcolor: 'warning.main', color: 'warning.contrastText' },
  info: {},
} as const;

/** A screen change this soon after the message is the redirect of the action that raised it. */
const OWN_REDIRECT_MS = 1_000;

export const PortalNotification = () => {
  const { notifications, takeNotification, resetNotifications } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const { pathname } = useLocation();
  const slot = useMessageSlot();
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
    setCurrent({ ...next, serial: serial.current, at: Date.now(), path: pathname });
    setOpen(true);
  }, [notifications, takeNotification, open, current, pathname]);

  // The session ends (signing out, a lost session, the next sign-in): nothing of the last user
  // stays, neither the message on screen nor those waiting (src/providers/sessionEnd.ts).
  useEffect(
    () =>
      onSessionEnd('messages', () => {
        resetNotifications();
        // An undoable change not yet sent is dropped with the session it belonged to.
        if (current?.notificationOptions?.undoable && !undone.current) takeMutation()?.({ isUndo: true });
        setOpen(false);
        setCurrent(undefined);
      }),
    [resetNotifications, current, takeMutation],
  );

  // Another screen: the message was about the last one — unless this is the redirect of the action
  // that raised it (the sign-in's landing, a save's return to its list).
  const previous = useRef(pathname);
  useEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    if (from === pathname) return;
    if (!current || !open) return;
    const ownRedirect =
      current.path === from && !current.moved && (from === '/login' || Date.now() - current.at <= OWN_REDIRECT_MS);
    if (ownRedirect) setCurrent({ ...current, path: pathname, moved: true });
    else setOpen(false);
  }, [pathname, current, open]);

  const onExited = useCallback(() => {
    if (current?.notificationOptions?.undoable && !undone.current) takeMutation()?.({ isUndo: false });
    setCurrent((shown) => (shown?.serial === current?.serial ? undefined : shown));
  }, [current, takeMutation]);

  const hideAfter =
    current?.notificationOptions?.autoHideDuration === undefined
      ? MESSAGE_TIMEOUT_MS
      : current.notificationOptions.autoHideDuration;
  // The inline bar's own timer (the fixed one has the Snackbar's).
  useEffect(() => {
    if (!slot || !open || hideAfter === null || hideAfter === undefined) return undefined;
    const timer = setTimeout(() => setOpen(false), hideAfter);
    return () => clearTimeout(timer);
  }, [slot, open, hideAfter, current?.serial]);

  // Escape closes it, as the fixed bar did.
  useEffect(() => {
    if (!slot || !open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [slot, open]);

  if (!current) return null;
  const undo = () => {
    undone.current = true;
    takeMutation()?.({ isUndo: true });
    setOpen(false);
  };
  const { message, type = 'info', notificationOptions } = current;
  const text = typeof message === 'string' ? translate(message, notificationOptions?.messageArgs) : message;
  const action: ReactNode = (
    <>
      {notificationOptions?.undoable ? (
        <Button color="inherit" size="small" onClick={undo}>
          {translate('ra.action.undo')}
        </Button>
      ) : null}
      <IconButton
        color="inherit"
        size="small"
        aria-label={translate('app.messages.dismiss')}
        onClick={() => setOpen(false)}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </>
  );
  // react-admin's class names, which tests and themes rely on.
  const content = {
    className: `RaNotification-${type}`,
    sx: { ...COLORS[type], whiteSpace: 'pre-line', flexWrap: 'nowrap' },
  };

  if (slot) {
    return createPortal(
      <Collapse key={current.serial} in={open} onExited={onExited} appear>
        <Box data-testid="message-bar" sx={{ pt: { xs: 0, sm: 1 }, pb: 1 }}>
          <SnackbarContent
            message={text}
            action={action}
            {...content}
            sx={{ ...content.sx, maxWidth: 'none', width: '100%' }}
          />
        </Box>
      </Collapse>,
      slot,
    );
  }
  return (
    <Snackbar
      key={current.serial}
      data-testid="message-bar"
      open={open}
      onClose={(_, reason) => reason !== 'clickaway' && setOpen(false)}
      autoHideDuration={hideAfter ?? undefined}
      // The sign-in screen: at the bottom, below its form.
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={text}
      action={action}
      slotProps={{ transition: { onExited }, content }}
    />
  );
};
