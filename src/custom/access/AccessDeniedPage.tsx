/** /accessdenied (ACC-024/025): an authenticated user lacking the role for a route; a button to their landing page. */
import BlockIcon from '@mui/icons-material/Block';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { landingFor } from './landing';

export const AccessDeniedPage = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const landing = landingFor(identity?.roles as string[] | undefined, identity?.id as string | undefined);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: { xs: 2, md: 6 } }}>
      <Title title={translate('app.access.deniedTitle')} />
      <Card sx={{ maxWidth: 560, width: '100%' }} data-testid="access-denied">
        <CardContent sx={{ p: 4, textAlign: 'center' }}>
          <BlockIcon color="error" sx={{ fontSize: 56 }} />
          <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
            {translate('app.access.deniedTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {translate('app.access.deniedText')}
          </Typography>
          <Button component={RouterLink} to={landing} variant="contained" sx={{ mt: 3 }}>
            {translate('app.access.goToLanding')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
};
