/**
 * What the gate's screens share: a card with the screen's title (the app bar's too), big touch
 * targets for a phone at the gate, and a failed call's message in the page (a 4xx the screen
 * explains) or in the message bar (anything else; 401 ends the session).
 */
import { Alert, Card, CardContent, Typography } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { Title } from 'react-admin';
import { ApiError } from '../../providers/httpClient';
import { useApiError } from '../layout/useApiError';

/** At least 48 px high (WCAG 2.5.5's target, a gloved thumb at the gate). */
export const BIG_TARGET = { minHeight: 48, fontSize: '1rem' } as const;

export const GateCard = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card sx={{ mt: 2, maxWidth: 760 }}>
    <Title title={title} />
    <CardContent>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

/** A client error the screen shows in place (its Spanish message); other failures go to the message bar. */
export const inPageMessage = (error: unknown): string | undefined =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 403
    ? error.serverMessage
    : undefined;

/** A query's error: in the page when it is one the screen explains, else to the message bar. */
export function QueryError({ error, testId }: { error: unknown; testId: string }) {
  const onError = useApiError();
  const message = inPageMessage(error);
  useEffect(() => {
    if (error && message === undefined) void onError(error);
  }, [error, message, onError]);
  return message ? (
    <Alert severity="error" data-testid={testId}>
      {message}
    </Alert>
  ) : null;
}
