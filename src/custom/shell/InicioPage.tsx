/** /inicio (ACC-036, ACC-037): the welcome screen with the system version and the user's shortcuts. */
import { Box, Card, CardContent, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import type { PortalIdentity } from '../../providers/authProvider';
import { ShortcutSection } from './ShortcutGrid';
import { shortcutsFor } from './shortcuts';
import { SYSTEM_VERSION } from './version';

const InicioPage = () => {
  const translate = useTranslate();
  const identity = useGetIdentity().identity as PortalIdentity | undefined;
  const title = translate('app.shell.homeTitle');
  const shortcuts = shortcutsFor(identity?.roles ?? [], translate('app.shell.myAccount'));
  return (
    <Box sx={{ mt: 2, maxWidth: 1100 }}>
      <Title title={title} />
      <Card sx={{ mb: 3, background: 'linear-gradient(120deg, #0b3d6e 0%, #1c5d99 100%)', color: '#fff' }}>
        <CardContent sx={{ py: 4, px: { xs: 2, md: 4 } }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }} data-testid="home-title">
            {title}
          </Typography>
          <Typography sx={{ mt: 1, opacity: 0.9 }} data-testid="system-version">
            {translate('app.shell.version', { version: SYSTEM_VERSION })}
          </Typography>
          {identity && (
            <Typography variant="h6" sx={{ mt: 3, fontWeight: 400 }}>
              {translate('app.shell.greeting', { name: identity.fullName || identity.login })}
            </Typography>
          )}
          <Typography sx={{ opacity: 0.9 }}>{translate('app.shell.homeIntro')}</Typography>
        </CardContent>
      </Card>
      <ShortcutSection shortcuts={shortcuts} />
    </Box>
  );
};

export default InicioPage;
