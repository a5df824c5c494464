/**
 * /home (ACC-038): the main view — a summary of the user (name, login, e-mail, roles in Spanish),
 * the unseen notifications for bell users, and the shortcuts.
 */
import NotificationsIcon from '@mui/icons-material/Notifications';
import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import type { PortalIdentity } from '../../providers/authProvider';
import { UserAvatar } from '../layout/UserAvatar';
import { unseenCount } from '../notifications/notificationModel';
import { useHasBell, useNotices } from '../notifications/useNotices';
import { roleNames } from './roleNames';
import { ShortcutSection } from './ShortcutGrid';
import { shortcutsFor } from './shortcuts';

const HomePage = () => {
  const translate = useTranslate();
  const identity = useGetIdentity().identity as PortalIdentity | undefined;
  const shortcuts = shortcutsFor(identity?.roles ?? [], translate('app.shell.myAccount'));
  const name = identity ? identity.fullName || identity.login : '';
  return (
    <Box sx={{ mt: 2, maxWidth: 1100 }}>
      <Title title={translate('app.shell.mainView')} />
      <Card sx={{ mb: 3 }}>
        <CardContent sx={{ display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}>
          <UserAvatar email={identity?.email} name={name} size={72} />
          <Box sx={{ flex: 1, minWidth: 240 }}>
            <Typography variant="overline" color="text.secondary">
              {translate('app.shell.mainViewTitle')}
            </Typography>
            <Typography variant="h5" component="h1" data-testid="home-name">
              {name}
            </Typography>
            <Typography color="text.secondary">
              {translate('app.shell.login')}: <span data-testid="home-login">{identity?.login}</span>
              {identity?.email ? ` · ${identity.email}` : ''}
            </Typography>
            <Stack
              direction="row"
              sx={{ gap: 0.5, flexWrap: 'wrap', mt: 1 }}
              data-testid="home-roles"
              aria-label={translate('app.shell.profiles')}
            >
              {roleNames(identity?.roles).map((r) => (
                <Chip key={r} label={r} size="small" color="primary" variant="outlined" />
              ))}
            </Stack>
          </Box>
          <UnseenSummary />
        </CardContent>
      </Card>
      <ShortcutSection shortcuts={shortcuts} />
    </Box>
  );
};

/** Bell users see their unseen count (the bell's shared query; no extra call). */
const UnseenSummary = () => {
  const hasBell = useHasBell();
  return hasBell ? <UnseenCount /> : null;
};

const UnseenCount = () => {
  const translate = useTranslate();
  const { data = [] } = useNotices(true);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, color: 'text.secondary' }} data-testid="home-unseen">
      <NotificationsIcon color={unseenCount(data) > 0 ? 'error' : 'disabled'} />
      <Typography>
        {translate('app.shell.unseenNotifications')}: <strong>{unseenCount(data)}</strong>
      </Typography>
    </Stack>
  );
};

export default HomePage;
