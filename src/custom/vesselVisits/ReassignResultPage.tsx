/**
 * /vesselVisits/reassignTransportResult?finalized&error (VV-027, VV-028): the units reassigned and
 * those that failed with the server's message; an empty list reads 'Ninguno'.
 */
import { Button, Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { visitPaths } from './paths';

/** The query's JSON lists, tolerant of a hand-edited URL. */
export function readResult(
  finalized: string | null,
  error: string | null,
): { finalized: string[]; error: { unitNbr: string; msg: string }[] } {
  const parse = (text: string | null): unknown[] => {
    try {
      const v: unknown = JSON.parse(text ?? '[]');
      return Array.isArray(v) ? v : [];
    } catch {
      return [];
    }
  };
  return {
    finalized: parse(finalized).map(String),
    error: parse(error).map((e) => {
      const item = (e ?? {}) as { unitNbr?: unknown; msg?: unknown };
      return { unitNbr: String(item.unitNbr ?? ''), msg: String(item.msg ?? '') };
    }),
  };
}

const R = 'app.visitScreens.reassign';

const ReassignResultPage = () => {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const { finalized, error } = readResult(params.get('finalized'), params.get('error'));
  const none = (
    <ListItem>
      <ListItemText primary={translate(`${R}.none`)} />
    </ListItem>
  );
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate(`${R}.resultTitle`)} />
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate(`${R}.resultTitle`)}
        </Typography>
        <Typography variant="h6" component="h2" id="finalized-label">
          {translate(`${R}.finalized`)}
        </Typography>
        <List dense aria-labelledby="finalized-label" data-testid="reassign-finalized">
          {finalized.length === 0
            ? none
            : finalized.map((n) => (
                <ListItem key={n}>
                  <ListItemText primary={n} />
                </ListItem>
              ))}
        </List>
        <Typography variant="h6" component="h2" id="errors-label">
          {translate(`${R}.errors`)}
        </Typography>
        <List dense aria-labelledby="errors-label" data-testid="reassign-errors">
          {error.length === 0
            ? none
            : error.map((e) => (
                <ListItem key={e.unitNbr}>
                  <ListItemText primary={e.unitNbr} secondary={e.msg} />
                </ListItem>
              ))}
        </List>
        <Button component={Link} to={visitPaths.search(params.get('visit') || undefined)} variant="outlined">
          {translate('app.visitScreens.common.back')}
        </Button>
      </CardContent>
    </Card>
  );
};

export default ReassignResultPage;
