/**
 * The navbar bell (NOT-001..008), for ROLE_AGA and ROLE_FUNCTIONARY only: the unseen count as a
 * badge; a click opens the sliding panel and, when unseen notices exist, marks them all seen
 * (PUT /notification/watch) so the badge clears. The panel itself is loaded on first open.
 */
import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, IconButton, Tooltip } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useApiError } from '../layout/useApiError';
import { allWatched, noticeTarget, unseenCount, withWatched, type PortalNotice } from './notificationModel';
import { notificationsApi } from './notificationsApi';
import { NOTICES_KEY, useHasBell, useNotices, useSetNotices } from './useNotices';

const NotificationPanel = lazy(() => import('./NotificationPanel'));

export const NotificationBell = () => {
  const hasBell = useHasBell();
  return hasBell ? <Bell /> : null;
};

const Bell = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const onError = useApiError();
  const setNotices = useSetNotices();
  const { data: notices = [], isPending } = useNotices(true);
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  // Notices that were unseen when the panel opened keep a 'Nueva' mark while it stays open.
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const unseen = unseenCount(notices);

  const openPanel = async () => {
    setOpen(true);
    setEverOpened(true);
    if (unseen === 0) {
      setFresh(new Set());
      return;
    }
    setFresh(new Set(notices.filter((n) => !n.watched).map((n) => String(n.id))));
    setNotices(allWatched); // the badge clears at once; the server's list replaces it below
    try {
      const list = await notificationsApi.watchAll();
      setNotices(() => list);
    } catch (error) {
      void queryClient.invalidateQueries({ queryKey: NOTICES_KEY });
      await onError(error);
    }
  };

  const select = async (notice: PortalNotice) => {
    const target = noticeTarget(notice);
    try {
      const updated = await notificationsApi.watchOne(notice.id);
      setNotices((list) => withWatched(list, notice.id, updated));
    } catch (error) {
      await onError(error);
      return;
    }
    if (target) {
      setOpen(false);
      navigate(target);
    }
  };

  const label = translate('app.notifications.open');
  // The badge's number is visible text of the button, so its name must contain it (WCAG 2.5.3).
  const badgeText = unseen > 99 ? '99+' : String(unseen);
  const name =
    unseen > 0
      ? `${label}: ${badgeText} ${translate('app.shell.unseenNotifications').toLocaleLowerCase('es-CL')}`
      : label;
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          onClick={() => void openPanel()}
          aria-label={name}
          data-testid="notification-bell"
          disabled={isPending}
        >
          {/* No badge at all without unseen notices: MUI keeps showing the last number while a badge
              hides, and that stale number would be visible text missing from the button's name. */}
          {unseen > 0 ? (
            <Badge badgeContent={unseen} color="error" max={99} data-testid="notification-badge" data-count={unseen}>
              <NotificationsIcon />
            </Badge>
          ) : (
            <NotificationsIcon />
          )}
        </IconButton>
      </Tooltip>
      {everOpened && (
        <Suspense fallback={null}>
          <NotificationPanel
            open={open}
            onClose={() => setOpen(false)}
            notices={notices}
            fresh={fresh}
            onSelect={(n) => void select(n)}
          />
        </Suspense>
      )}
    </>
  );
};
