/**
 * The navbar's user menu (ACC-041..043, ACC-045): avatar and name on the button; inside, the
 * user's name, e-mail and login, 'Mi cuenta' (account roles), the user manual and logout.
 * Built on react-admin's UserMenu, so its button keeps react-admin's classes and label ('Perfil', then the name).
 */
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import {
  Box,
  Divider,
  ListItemIcon,
  ListItemText,
  MenuItem,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { Logout, UserMenu, useGetIdentity, useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import type { PortalIdentity } from '../../providers/authProvider';
import { can } from '../../domain/permissions';
import { UserAvatar } from './UserAvatar';
import { useManualDownload } from './useManualDownload';

const usePortalIdentity = () => useGetIdentity().identity as PortalIdentity | undefined;

const IdentityHeader = () => {
  const identity = usePortalIdentity();
  const translate = useTranslate();
  if (!identity) return null;
  const name = identity.fullName || identity.login;
  return (
    <Box
      sx={{ px: 2, pt: 1, pb: 1.5, display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 280 }}
      data-testid="user-menu-identity"
    >
      <UserAvatar email={identity.email} name={name} size={48} />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} data-testid="user-name">
          {name}
        </Typography>
        {identity.email && (
          <Typography variant="body2" color="text.secondary" data-testid="user-email">
            {identity.email}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" data-testid="user-login">
          {translate('app.shell.login')}: {identity.login}
        </Typography>
      </Box>
    </Box>
  );
};

const AccountItem = () => {
  const identity = usePortalIdentity();
  const translate = useTranslate();
  const { onClose } = useUserMenu() ?? {};
  if (!can(identity?.roles, 'account', 'show')) return null;
  return (
    <MenuItem component={Link} to="/account" onClick={onClose} data-testid="menu-account">
      <ListItemIcon>
        <ManageAccountsIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.shell.myAccount')}</ListItemText>
    </MenuItem>
  );
};

const ManualItem = () => {
  const translate = useTranslate();
  const { onClose } = useUserMenu() ?? {};
  const download = useManualDownload();
  return (
    <MenuItem
      onClick={() => {
        onClose?.();
        void download();
      }}
      data-testid="menu-manual"
    >
      <ListItemIcon>
        <MenuBookIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.shell.manual')}</ListItemText>
    </MenuItem>
  );
};

const MenuButtonAvatar = () => {
  const identity = usePortalIdentity();
  return <UserAvatar email={identity?.email} name={identity?.fullName || identity?.login} size={30} />;
};

/**
 * The button shows the user's name; its accessible name must contain that visible text
 * (WCAG 2.5.3), so it is react-admin's 'Perfil' followed by the name.
 */
export const PortalUserMenu = () => {
  const identity = usePortalIdentity();
  const translate = useTranslate();
  // react-admin shows the name as text from 'sm' up when the identity has a full name; otherwise an
  // icon button whose label it translates as a key (a plain text there fell back to 'Profile').
  const showsName = useMediaQuery<Theme>((theme) => theme.breakpoints.up('sm')) && Boolean(identity?.fullName);
  const label = showsName ? `${translate('ra.auth.user_menu')}: ${identity!.fullName}` : 'ra.auth.user_menu';
  return (
    <UserMenu icon={<MenuButtonAvatar />} label={label}>
      <IdentityHeader />
      <Divider />
      <AccountItem />
      <ManualItem />
      <Divider />
      <Logout />
    </UserMenu>
  );
};
