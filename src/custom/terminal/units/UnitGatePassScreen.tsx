/**
 * A unit's gate pass (IMP-073, IMP-074; EXP-079): its appointment as the gate pass carries it (the
 * kind's facts), or that it has none; why it cannot print (GET /api/report/canPrintGatePass/{id},
 * read by readGatePassCheck), and its PDF (GET /api/report/gatepass/{id}).
 */
import PrintIcon from '@mui/icons-material/Print';
import { Alert, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { unitMessages } from '../../../i18n/unitMessages';
import { useApiError } from '../../layout/useApiError';
import { readGatePassCheck } from '../documents/gatePassAnswer';
import { openPdf } from '../documents/openPdf';

export interface UnitGatePassScreenProps {
  /** The kind's title and print button's texts. */
  texts: { title: string; print: string };
  /** The check's query key. */
  queryKey: QueryKey;
  canPrint: () => Promise<unknown>;
  pdf: () => Promise<Blob>;
  /** The appointment's facts, or null when the unit has none. */
  facts: ReactNode | null;
  /** The kind's own reads still loading (the import's appointment). */
  loading?: boolean;
  printTestId: string;
}

export const UnitGatePassScreen = ({
  texts: t,
  queryKey,
  canPrint,
  pdf,
  facts,
  loading,
  printTestId,
}: UnitGatePassScreenProps) => {
  const onError = useApiError();
  const check = useQuery({ queryKey, queryFn: () => canPrint().then(readGatePassCheck), retry: false });
  if (check.isPending || loading) return <CircularProgress aria-label={t.title} />;
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t.title}
        </Typography>
        {facts ?? <Alert severity="info">{unitMessages.gatePass.noAppointment}</Alert>}
        {check.data && !check.data.ok && (
          <Alert severity="warning" sx={{ mt: 2 }} data-testid="gate-pass-refusals">
            {unitMessages.gatePass.cannotPrint}
            <ul>
              {check.data.reasons.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </Alert>
        )}
        <Button
          sx={{ mt: 2 }}
          variant="contained"
          startIcon={<PrintIcon />}
          disabled={!check.data?.ok}
          data-testid={printTestId}
          onClick={() => openPdf(pdf).catch(onError)}
        >
          {t.print}
        </Button>
      </CardContent>
    </Card>
  );
};
