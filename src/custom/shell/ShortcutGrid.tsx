/** Cards linking to the user's menu entries. */
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { Box, Card, CardActionArea, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { iconFor } from '../../resources/framework/icons';
import type { Shortcut } from './shortcuts';

/** The 'Accesos directos' heading and grid shared by /inicio and /home. */
export const ShortcutSection = ({ shortcuts }: { shortcuts: readonly Shortcut[] }) => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {translate('app.shell.shortcuts')}
      </Typography>
      <ShortcutGrid shortcuts={shortcuts} />
    </>
  );
};

export const ShortcutGrid = ({ shortcuts }: { shortcuts: readonly Shortcut[] }) => {
  const translate = useTranslate();
  if (shortcuts.length === 0) {
    return (
      <Typography color="text.secondary" data-testid="no-shortcuts">
        {translate('app.shell.noShortcuts')}
      </Typography>
    );
  }
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 2 }}
      data-testid="shortcuts"
    >
      {shortcuts.map((s) => {
        const Icon = s.icon === 'account' ? ManageAccountsIcon : iconFor(s.icon);
        return (
          <Card key={s.to} variant="outlined">
            <CardActionArea
              component={Link}
              to={s.to}
              sx={{ p: 2, display: 'flex', gap: 1.5, justifyContent: 'flex-start' }}
              data-testid={`shortcut-${s.to.slice(1)}`}
            >
              <Icon color="primary" />
              <Box>
                <Typography sx={{ fontWeight: 600 }}>{s.label}</Typography>
                {s.group && (
                  <Typography variant="caption" color="text.secondary">
                    {translate(`app.menu.${s.group}`, { _: s.group })}
                  </Typography>
                )}
              </Box>
            </CardActionArea>
          </Card>
        );
      })}
    </Box>
  );
};
