/**
 * One message bar for errors (red, 'message - code'), successes and info; every message stays
 * 15 s (ERR-001..004). Several server messages arrive joined by new lines: one line each (ERR-003).
 */
import { Notification, type NotificationProps } from 'react-admin';
import { MESSAGE_TIMEOUT_MS } from '../../domain/formats';

export const PortalNotification = (props: NotificationProps) => (
  <Notification
    {...props}
    autoHideDuration={MESSAGE_TIMEOUT_MS}
    anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    sx={{ '& .MuiSnackbarContent-message': { whiteSpace: 'pre-line' } }}
  />
);
