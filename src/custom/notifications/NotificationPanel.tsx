/**
 * The notifications panel: slides in from the right with the legacy 'slow' animation (NOT-003)
 * and lists each notice's title, content, date (DD/MM/YYYY HH:mm), type and container (NOT-009).
 */
import CloseIcon from '@mui/icons-material/Close';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { Box, Chip, Drawer, IconButton, List, ListItem, ListItemButton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../domain/formats';
import { SLOW_MS } from '../layout/SidePanels';
import { noticeTarget, typeLabelKey, type PortalNotice } from './notificationModel';

export interface NotificationPanelProps {
  open: boolean;
  onClose: () => void;
  notices: readonly PortalNotice[];
  fresh: ReadonlySet<string>;
  onSelect: (notice: PortalNotice) => void;
}

const NotificationPanel = ({ open, onClose, notices, fresh, onSelect }: NotificationPanelProps) => {
  const translate = useTranslate();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      transitionDuration={SLOW_MS}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 400 } }, 'data-testid': 'notification-panel' } as object }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', px: 2, py: 1.5, bgcolor: 'primary.main', color: 'primary.contrastText' }}
      >
        <Typography variant="h6" component="h2" sx={{ flex: 1, fontSize: '1.1rem' }}>
          {translate('app.notifications.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={translate('ra.action.close')} sx={{ color: 'inherit' }} size="small">
          <CloseIcon />
        </IconButton>
      </Stack>
      {notices.length === 0 ? (
        <Stack sx={{ alignItems: 'center', color: 'text.secondary', p: 4, gap: 1 }} data-testid="notification-empty">
          <NotificationsNoneIcon fontSize="large" />
          <Typography>{translate('app.notifications.empty')}</Typography>
        </Stack>
      ) : (
        <List disablePadding>
          {/* Each button in its own <li>, separated by the items' borders (a list holds only items). */}
          {notices.map((notice, index) => (
            <ListItem key={String(notice.id)} disablePadding divider={index < notices.length - 1}>
              <NoticeItem notice={notice} isNew={fresh.has(String(notice.id)) || !notice.watched} onSelect={onSelect} />
            </ListItem>
          ))}
        </List>
      )}
    </Drawer>
  );
};

const NoticeItem = ({
  notice,
  isNew,
  onSelect,
}: {
  notice: PortalNotice;
  isNew: boolean;
  onSelect: (n: PortalNotice) => void;
}) => {
  const translate = useTranslate();
  const opens = noticeTarget(notice) !== undefined;
  return (
    <ListItemButton
      onClick={() => onSelect(notice)}
      alignItems="flex-start"
      sx={{ display: 'block', py: 1.5, bgcolor: isNew ? 'action.hover' : undefined }}
      data-testid="notification-item"
      data-id={String(notice.id)}
      data-type={notice.type}
      data-watched={notice.watched ? 'true' : 'false'}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Chip
          label={translate(typeLabelKey(notice.type))}
          size="small"
          color={opens ? 'primary' : 'default'}
          variant="outlined"
        />
        {isNew && <Chip label={translate('app.notifications.newBadge')} size="small" color="error" />}
        <Box sx={{ flex: 1 }} />
        <Typography variant="caption" color="text.secondary" data-testid="notification-date">
          {formatDateTime(notice.date)}
        </Typography>
      </Stack>
      <Typography variant="subtitle2" sx={{ fontWeight: isNew ? 700 : 600 }}>
        {notice.title}
      </Typography>
      {notice.content && (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
          {notice.content}
        </Typography>
      )}
    </ListItemButton>
  );
};

export default NotificationPanel;
