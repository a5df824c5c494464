/**
 * Demo quick login (mock only): the demo users of GET /__mock/demo-users grouped by `group`; one
 * click logs in with the mock's demo password. Against a real server the call fails and nothing shows.
 */
import { Box, Card, CardContent, Chip, Tooltip, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { DEMO_PASSWORD, type DemoGroup, fetchDemoUsers, groupDemoUsers } from './demoUsers';

export interface DemoQuickLoginProps {
  onPick: (login: string, password: string) => void;
  disabled?: boolean;
}

export const DemoQuickLogin = ({ onPick, disabled }: DemoQuickLoginProps) => {
  const translate = useTranslate();
  const [groups, setGroups] = useState<DemoGroup[]>([]);

  useEffect(() => {
    let live = true;
    fetchDemoUsers().then((users) => {
      if (live) setGroups(groupDemoUsers(users));
    });
    return () => {
      live = false;
    };
  }, []);

  if (groups.length === 0) return null;
  return (
    <Card
      sx={{ width: 440, maxWidth: '100%', borderRadius: 2, alignSelf: 'center' }}
      elevation={8}
      data-testid="demo-users"
    >
      <CardContent sx={{ p: 3, '&:last-child': { pb: 3 } }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {translate('app.access.demoTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.access.demoHint')}
        </Typography>
        {groups.map(({ group, users }) => (
          <Box key={group} sx={{ mt: 1.5 }} data-testid="demo-group">
            {group && (
              <Typography variant="overline" component="h3" color="text.secondary" sx={{ lineHeight: 1.8 }}>
                {group}
              </Typography>
            )}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
              {users.map((user) => (
                <Tooltip key={user.login} title={user.description ?? ''} placement="top" arrow describeChild>
                  <Chip
                    label={user.login}
                    color="primary"
                    variant="outlined"
                    size="small"
                    // Not `disabled` while a login runs: a Tooltip needs an enabled child.
                    onClick={() => {
                      if (!disabled) onPick(user.login, DEMO_PASSWORD);
                    }}
                  />
                </Tooltip>
              ))}
            </Box>
          </Box>
        ))}
      </CardContent>
    </Card>
  );
};
