/**
 * /account (ACT-001) and its forms: the account's details in the centre, the options in the
 * right detail panel, and the chosen form (/account/accountEdit, /accountEditUser,
 * /accountPassword, nested routes) in the extra panel, which slides the options aside (ACC-040).
 */
import KeyIcon from '@mui/icons-material/Key';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Card, CardContent, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link, useLocation, useOutlet } from 'react-router-dom';
import { formatRut } from '../../domain/rut';
import { DetailLayout } from '../layout/SidePanels';
import { UserAvatar } from '../layout/UserAvatar';
import { roleNames } from '../shell/roleNames';
import { InfoGrid } from './InfoGrid';
import { ACCOUNT_PATHS, useAccountIdentity, useAgentProfile, useUserProfile } from './useAccount';

const EXTRA_TITLES: Record<string, string> = {
  [ACCOUNT_PATHS.agentProfile]: 'app.account.agentProfileTitle',
  [ACCOUNT_PATHS.userProfile]: 'app.account.userProfileTitle',
  [ACCOUNT_PATHS.password]: 'app.account.passwordTitle',
};

const AccountPage = () => {
  const translate = useTranslate();
  const { agent } = useAccountIdentity();
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const titleKey = EXTRA_TITLES[pathname.replace(/\/+$/, '')];
  return (
    <>
      <Title title={translate('app.account.title')} />
      <DetailLayout
        detail={<AccountOptions agent={agent} />}
        extra={outlet}
        extraOpen={outlet !== null}
        extraTitle={titleKey ? translate(titleKey) : undefined}
      >
        <IdentityCard />
        {agent ? <AgentDetails /> : <UserDetails />}
      </DetailLayout>
    </>
  );
};

const IdentityCard = () => {
  const translate = useTranslate();
  const { identity, roles } = useAccountIdentity();
  if (!identity) return null;
  const name = identity.fullName || identity.login;
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <UserAvatar email={identity.email} name={name} size={56} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h1" data-testid="account-name">
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('app.shell.login')}: <span data-testid="account-login">{identity.login}</span>
            {identity.email ? ` · ${identity.email}` : ''}
          </Typography>
          <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', mt: 1 }} data-testid="account-roles">
            {roleNames(roles).map((r) => (
              <Chip key={r} label={r} size="small" />
            ))}
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
};

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box sx={{ mb: 2 }}>
    <Typography variant="subtitle2" color="primary" sx={{ mb: 1 }}>
      {title}
    </Typography>
    {children}
  </Box>
);

const AgentDetails = () => {
  const translate = useTranslate();
  const { data, isPending } = useAgentProfile(true);
  if (isPending) return <CircularProgress sx={{ m: 2 }} />;
  if (!data) return null;
  const c = data.contactInfo;
  const t = (k: string) => translate(`app.account.${k}`);
  return (
    <Card data-testid="account-detail">
      <CardContent>
        <Section title={t('agentData')}>
          <InfoGrid
            items={[
              { field: 'name', label: t('agentName'), value: data.name },
              { field: 'id', label: t('agentRut'), value: data.id ? formatRut(data.id) : '' },
              { field: 'user.email', label: t('userEmail'), value: data.user.email },
              { field: 'emailGuiaDespacho', label: t('emailGuiaDespacho'), value: data.emailGuiaDespacho },
            ]}
          />
        </Section>
        <Section title={t('contactData')}>
          <InfoGrid
            items={[
              { field: 'contactInfo.contactName', label: t('contactName'), value: c.contactName },
              { field: 'contactInfo.contactEmail', label: t('contactEmail'), value: c.contactEmail },
              { field: 'contactInfo.contactPhone', label: t('contactPhone'), value: c.contactPhone },
              { field: 'contactInfo.contactAddress', label: t('contactAddress'), value: c.contactAddress },
              { field: 'contactInfo.contactCity', label: t('contactCity'), value: c.contactCity },
            ]}
          />
        </Section>
      </CardContent>
    </Card>
  );
};

const UserDetails = () => {
  const translate = useTranslate();
  const { data, isPending } = useUserProfile(true);
  if (isPending) return <CircularProgress sx={{ m: 2 }} />;
  if (!data) return null;
  const t = (k: string) => translate(`app.account.${k}`);
  return (
    <Card data-testid="account-detail">
      <CardContent>
        <Section title={t('detail')}>
          <InfoGrid
            items={[
              { field: 'name', label: t('name'), value: data.name },
              { field: 'login', label: translate('app.shell.login'), value: data.login },
              { field: 'rut', label: translate('app.shell.rut'), value: data.rut ? formatRut(data.rut) : '' },
              { field: 'email', label: t('email'), value: data.email },
              { field: 'phone', label: t('phone'), value: data.phone },
            ]}
          />
        </Section>
      </CardContent>
    </Card>
  );
};

const AccountOptions = ({ agent }: { agent: boolean }) => {
  const translate = useTranslate();
  return (
    <Card>
      <CardContent>
        <Typography variant="subtitle2" color="primary" sx={{ mb: 1.5 }}>
          {translate('app.account.actions')}
        </Typography>
        <Stack sx={{ gap: 1 }}>
          <Button
            component={Link}
            to={agent ? ACCOUNT_PATHS.agentProfile : ACCOUNT_PATHS.userProfile}
            variant="contained"
            startIcon={<EditIcon />}
            data-testid="account-edit"
          >
            {translate('app.account.editProfile')}
          </Button>
          <Button
            component={Link}
            to={ACCOUNT_PATHS.password}
            variant="outlined"
            startIcon={<KeyIcon />}
            data-testid="account-password"
          >
            {translate('app.account.changePassword')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};

export default AccountPage;
