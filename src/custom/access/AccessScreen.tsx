/** The frame of the public access pages: a centred card on the terminal's navy, titled 'Business Portal'. */
import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

/**
 * `fromTop`: stacked (phone, tablet), the cards start at the top instead of the middle — for a page
 * whose lower card fills in later (the login's demo users): centred, the block grew and the card
 * above jumped, so a tap aimed at a link could land elsewhere.
 */
export const AccessScreen = ({ children, fromTop = false }: { children: ReactNode; fromTop?: boolean }) => (
  <Box
    component="main"
    sx={{
      minHeight: '100vh',
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'center',
      alignContent: fromTop ? { xs: 'flex-start', md: 'center' } : 'center',
      gap: 3,
      p: 2,
      background: 'linear-gradient(160deg, #0b3d6e 0%, #072a4d 100%)',
    }}
  >
    {children}
  </Box>
);

export interface AccessCardProps {
  /** The page's own heading under 'Business Portal' (login has none). */
  title?: string;
  subtitle?: string;
  children: ReactNode;
  width?: number;
  testId?: string;
}

export const AccessCard = ({ title, subtitle, children, width = 400, testId }: AccessCardProps) => {
  const translate = useTranslate();
  return (
    <Card sx={{ width, maxWidth: '100%', borderRadius: 2 }} elevation={8} data-testid={testId}>
      <CardContent sx={{ p: 4, '&:last-child': { pb: 4 } }}>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, color: 'primary.main', textAlign: 'center' }}>
          {translate('app.access.title')}
        </Typography>
        {title && (
          <Typography variant="h6" component="h1" sx={{ textAlign: 'center', mt: 1 }}>
            {title}
          </Typography>
        )}
        {subtitle && (
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: 1 }}>
            {subtitle}
          </Typography>
        )}
        <Box sx={{ mt: 3 }}>{children}</Box>
      </CardContent>
    </Card>
  );
};

/** A router link in the cards' style. */
export const AccessLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <Link component={RouterLink} to={to} variant="body2" underline="hover">
    {children}
  </Link>
);

export const BackToLogin = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 3, textAlign: 'center' }}>
      <AccessLink to="/login">{translate('app.access.backToLogin')}</AccessLink>
    </Box>
  );
};
