/**
 * The Coprar report's answer (type 10; D3 §2.5, §3 EDI batch, §5; RPT-032…034; Q38): the EDI batch of
 * the number typed, looked up with GET /api/edibatch/{id} — its date, visit, number, state, session
 * and message class —; a batch that is not a COPRAR load list is refused with 'Ingrese un número de
 * Batch de Coprar', a number on no batch with the server's 'No se encontró el batch'.
 */
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { batchNumberOf, coprarRefusal } from '../../domain/reports/coprar';
import { formatDateTime } from '../../domain/formats';
import { inlineErrorText } from '../layout/inlineError';
import { reportMessages as t } from '../../i18n/reportMessages';
import { ediBatchStateLabel, ediMessageClassLabel } from '../../i18n/codeLabels';
import { ReportFacts } from './ReportFacts';
import { reportApi } from './reportApi';

const c = t.coprar;

export const CoprarResult = ({ batchNbr }: { batchNbr: string }) => {
  const nbr = batchNumberOf(batchNbr) ?? 0;
  const answer = useQuery({
    queryKey: ['portal', 'report', 'coprar', nbr],
    queryFn: ({ signal }) => reportApi.ediBatch(nbr, signal),
    retry: false,
    gcTime: 0,
  });
  if (answer.isLoading) return <CircularProgress aria-label={t.form.resultsTitle} sx={{ mt: 3 }} />;
  if (answer.isError)
    return (
      <Alert severity="error" sx={{ mt: 3 }} data-testid="report-coprar-failed">
        {inlineErrorText(answer.error)}
      </Alert>
    );
  const batch = answer.data!;
  const refusal = coprarRefusal(batch);
  if (refusal)
    return (
      <Alert severity="warning" sx={{ mt: 3 }} data-testid="report-coprar-refused">
        {refusal}
      </Alert>
    );
  return (
    <Box sx={{ mt: 3 }} data-testid="report-results">
      <Typography variant="h6" component="h2" gutterBottom>
        {c.title}
      </Typography>
      <ReportFacts
        testId="report-coprar"
        facts={[
          [c.nbr, batch.nbr, 'nbr'],
          [c.date, formatDateTime(batch.date), 'date'],
          [c.vesselVisit, `${batch.vesselVisit} · ${batch.vesselName}`, 'vesselVisit'],
          [c.status, ediBatchStateLabel(batch.status), 'status'],
          [c.session, batch.session, 'session'],
          [c.messageClass, ediMessageClassLabel(batch.messageClass), 'messageClass'],
          [c.units, batch.units.toLocaleString('es-CL'), 'units'],
        ]}
      />
    </Box>
  );
};
