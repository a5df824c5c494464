/** One message bar for errors, successes and info; every message stays 15 s (ERR-002, ERR-004). */
import { Notification, type NotificationProps } from 'react-admin';
import { MESSAGE_TIMEOUT_MS } from '../../domain/formats';

export const PortalNotification = (props: NotificationProps) => (
  <Notification {...props} autoHideDuration={MESSAGE_TIMEOUT_MS} anchorOrigin={{ vertical: 'top', horizontal: 'center' }} />
);
