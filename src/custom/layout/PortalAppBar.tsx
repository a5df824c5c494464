/**
 * The navbar (ACC-041..045, NOT-001): the two logos around the page title, the notification
 * bell, the user manual, react-admin's refresh indicator and the user menu.
 */
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { Box, IconButton, Tooltip } from '@mui/material';
import { AppBar, LoadingIndicator, TitlePortal, useTranslate, type AppBarProps } from 'react-admin';
import { NotificationBell } from '../notifications/NotificationBell';
import { useLogo, type LogoKind } from './logos';
import { PortalUserMenu } from './PortalUserMenu';
import { useManualDownload } from './useManualDownload';

const Logo = ({ kind, from = 'sm' }: { kind: LogoKind; from?: 'sm' | 'md' }) => {
  const url = useLogo(kind);
  const translate = useTranslate();
  if (!url) return null;
  // The logos are drawn for a light background: each sits on a white plate in the navy bar. On a
  // phone the bar keeps the page's title and its buttons; the portal's logo shows from the tablet
  // width up, the terminal's from the desktop's (a tablet's bar keeps room for the title).
  return (
    <Box
      sx={{
        display: { xs: 'none', [from]: 'flex' },
        alignItems: 'center',
        bgcolor: '#fff',
        borderRadius: 1,
        px: 0.75,
        py: 0.25,
        mx: 1,
        flexShrink: 0,
      }}
    >
      <Box
        component="img"
        src={url}
        alt={translate(`app.shell.${kind}`)}
        data-testid={kind}
        sx={{ height: 34, width: 'auto', display: 'block' }}
      />
    </Box>
  );
};

const ManualButton = () => {
  const translate = useTranslate();
  const download = useManualDownload();
  const label = translate('app.shell.manual');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" onClick={() => void download()} aria-label={label} data-testid="manual-button">
        <MenuBookIcon />
      </IconButton>
    </Tooltip>
  );
};

const Tools = () => (
  <>
    <NotificationBell />
    <ManualButton />
    <LoadingIndicator />
  </>
);

export const PortalAppBar = (props: AppBarProps) => (
  <AppBar {...props} toolbar={<Tools />} userMenu={<PortalUserMenu />}>
    <Logo kind="logo1" />
    <TitlePortal />
    <Logo kind="logo2" from="md" />
  </AppBar>
);
