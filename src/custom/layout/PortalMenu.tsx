/**
 * Left navigation (ACC-039): 'Inicio' for everyone, the registry's resources grouped and filtered
 * by the permissions table, and 'Mi cuenta' for the account roles.
 */
import HomeIcon from '@mui/icons-material/Home';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { List, ListSubheader } from '@mui/material';
import { Menu, useGetIdentity, useTranslate } from 'react-admin';
import { can } from '../../providers/permissions';
import { definitions } from '../../resources/registry';
import { iconFor } from '../../resources/framework/icons';

const GROUP_LABELS: Record<string, string> = { administration: 'app.menu.administration' };

export const PortalMenu = () => {
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const roles = (identity?.roles as string[] | undefined) ?? [];
  const visible = definitions.filter((d) => can(roles, d.name, 'menu'));
  const groups = [...new Set(visible.map((d) => d.menuGroup ?? ''))];
  return (
    <Menu>
      <List dense disablePadding>
        <Menu.Item to="/inicio" primaryText={translate('app.shell.menuHome')} leftIcon={<HomeIcon />} />
      </List>
      {groups.map((group) => (
        <List
          key={group}
          dense
          disablePadding
          subheader={group ? <ListSubheader sx={{ lineHeight: '32px', bgcolor: 'transparent' }}>{translate(GROUP_LABELS[group] ?? group)}</ListSubheader> : undefined}
        >
          {visible
            .filter((d) => (d.menuGroup ?? '') === group)
            .map((d) => {
              const Icon = iconFor(d.icon);
              return <Menu.Item key={d.name} to={`/${d.name}`} primaryText={d.label.many} leftIcon={<Icon />} />;
            })}
        </List>
      ))}
      {can(roles, 'account', 'show') && (
        <List dense disablePadding>
          <Menu.Item to="/account" primaryText={translate('app.shell.myAccount')} leftIcon={<ManageAccountsIcon />} />
        </List>
      )}
    </Menu>
  );
};
