/**
 * Left navigation (ACC-039): 'Inicio' for everyone, the registry's resources and the operational
 * areas grouped and filtered by the permissions table (menuEntries.ts), and 'Mi cuenta' for the
 * account roles.
 *
 * A side navigation is a list of links, not an application menu: it renders a <nav> landmark
 * holding plain lists (<ul><li><a>), so assistive technology announces links and groups, and
 * Tab moves through it. react-admin's Menu is a MUI MenuList (role=menu), whose items must be
 * menuitems directly inside it; our grouped lists broke that structure (axe:
 * aria-required-children, aria-required-parent, list), and MUI's MenuItem refuses to render
 * outside a menu, so the items are list buttons styled like react-admin's (same classes, active
 * style, tooltips while the sidebar is closed).
 */
import HomeIcon from '@mui/icons-material/Home';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import {
  Box,
  List,
  ListItemButton,
  ListItemIcon,
  ListSubheader,
  Tooltip,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useGetIdentity, useSidebarState, useTranslate } from 'react-admin';
import { Link, useMatch } from 'react-router-dom';
import { can } from '../../domain/permissions';
import { iconFor } from '../../resources/framework/icons';
import { MENU_GROUP_LABELS, menuEntries } from './menuEntries';

/** react-admin's sidebar widths (Sidebar.tsx DRAWER_WIDTH / CLOSED_DRAWER_WIDTH). */
const OPEN_WIDTH = 240;
const CLOSED_WIDTH = 55;

/** One link of the navigation, styled like react-admin's menu items; `aria-current` marks the page shown. */
const NavLink = ({ to, label, icon }: { to: string; label: string; icon: ReactNode }) => {
  const current = useMatch({ path: to, end: false });
  const [open, setOpen] = useSidebarState();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const link = (
    <ListItemButton
      component={Link}
      to={to}
      aria-current={current ? 'page' : undefined}
      className={current ? 'RaMenuItemLink-root RaMenuItemLink-active' : 'RaMenuItemLink-root'}
      // Like react-admin's items: on small screens the drawer closes once a page is chosen.
      onClick={() => isSmall && setOpen(false)}
      sx={{ minHeight: 32, py: 0.5, color: current ? 'text.primary' : 'text.secondary' }}
    >
      <ListItemIcon
        className="RaMenuItemLink-icon"
        sx={{ minWidth: (theme) => theme.spacing(3.5), color: 'text.secondary' }}
      >
        {icon}
      </ListItemIcon>
      <Typography variant="body2" noWrap sx={{ flexGrow: 1 }}>
        {label}
      </Typography>
    </ListItemButton>
  );
  return (
    <li>
      {open ? (
        link
      ) : (
        <Tooltip title={label} placement="right">
          {link}
        </Tooltip>
      )}
    </li>
  );
};

/** A closed (icons-only) sidebar has no room for a heading: a rule marks the group, the heading still names it for screen readers. */
const CLOSED_HEADING = {
  height: 0,
  overflow: 'hidden',
  color: 'transparent',
  p: 0,
  mx: 1,
  my: 0.5,
  borderTop: 1,
  borderColor: 'divider',
} as const;

/** A list of links, named by its heading when it has one. */
const NavGroup = ({ title, children }: { title?: string; children: ReactNode }) => {
  const headingId = useId();
  const [open] = useSidebarState();
  return (
    <List
      dense
      disablePadding
      aria-labelledby={title ? headingId : undefined}
      subheader={
        title ? (
          // Not sticky (MUI's default): a heading held at the top of a scrolled menu lay over the links passing under it.
          <ListSubheader
            id={headingId}
            disableSticky
            sx={{ lineHeight: '32px', bgcolor: 'transparent', ...(open ? {} : CLOSED_HEADING) }}
          >
            {title}
          </ListSubheader>
        ) : undefined
      }
    >
      {children}
    </List>
  );
};

export const PortalMenu = () => {
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const [open] = useSidebarState();
  const roles = (identity?.roles as string[] | undefined) ?? [];
  const visible = menuEntries(roles);
  const groups = [...new Set(visible.map((e) => e.group ?? ''))];
  return (
    <Box
      component="nav"
      data-testid="side-navigation"
      sx={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        py: 1,
        width: open ? OPEN_WIDTH : CLOSED_WIDTH,
        transition: theme.transitions.create('width', {
          easing: theme.transitions.easing.sharp,
          duration: theme.transitions.duration.leavingScreen,
        }),
      })}
    >
      <NavGroup>
        <NavLink to="/inicio" label={translate('app.shell.menuHome')} icon={<HomeIcon />} />
      </NavGroup>
      {groups.map((group) => (
        <NavGroup key={group} title={group ? translate(MENU_GROUP_LABELS[group] ?? group) : undefined}>
          {visible
            .filter((e) => (e.group ?? '') === group)
            .map((e) => {
              const Icon = iconFor(e.icon);
              return <NavLink key={e.to} to={e.to} label={e.label} icon={<Icon />} />;
            })}
        </NavGroup>
      ))}
      {can(roles, 'account', 'show') && (
        <NavGroup>
          <NavLink to="/account" label={translate('app.shell.myAccount')} icon={<ManageAccountsIcon />} />
        </NavGroup>
      )}
    </Box>
  );
};
