/**
 * Messages raised in a session stay in it (issue 30): every screen of the layout raises its
 * messages through this, which drops one whose session has ended since the screen was drawn —
 * a call of the last user still on its way when they signed out (an agent's online payment
 * opening) must not speak to the next user, not even on the sign-in page.
 */
import { useMemo, type ReactNode } from 'react';
import { AddNotificationContext, useAddNotificationContext, type NotificationPayload } from 'react-admin';
import { sameSession, sessionSerial } from '../../providers/sessionEnd';

export const SessionBoundMessages = ({ children }: { children: ReactNode }) => {
  const add = useAddNotificationContext();
  const serial = sessionSerial();
  const bound = useMemo(
    () => (notification: NotificationPayload) => {
      if (sameSession(serial)) add(notification);
    },
    [add, serial],
  );
  return <AddNotificationContext.Provider value={bound}>{children}</AddNotificationContext.Provider>;
};
