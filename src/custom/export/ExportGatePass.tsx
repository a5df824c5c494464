/**
 * /gatePass (EXP-079): the delivery appointment as the gate pass carries it and its PDF — the
 * import gate pass's calls (GET /api/report/canPrintGatePass/{id}, /api/report/gatepass/{id}) —
 * or why it cannot print.
 */
import PrintIcon from '@mui/icons-material/Print';
import { Alert, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../domain/formats';
import { exportMessages } from '../../i18n/exportMessages';
import { importMessages } from '../../i18n/importMessages';
import { useApiError } from '../layout/useApiError';
import { exportApi } from '../terminal/exportApi';
import { Fact, FactList } from '../terminal/Facts';
import { readGatePassCheck } from '../terminal/gatePassAnswer';
import { openPdf } from '../terminal/openPdf';
import { useExportUnit } from './useExportUnit';

const t = exportMessages.gatePass;

export const ExportGatePass = () => {
  const { preadvice } = useExportUnit();
  const onError = useApiError();
  const nbr = preadvice.unit.number;
  const check = useQuery({ queryKey: ['exportArea', nbr, 'gatePass', preadvice.appointment?.nbr], queryFn: () => exportApi.canPrintGatePass(nbr).then(readGatePassCheck), retry: false });
  if (check.isPending) return <CircularProgress aria-label={t.title} />;
  const a = preadvice.appointment;
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>{t.title}</Typography>
        {a ? (
          <FactList>
            <Fact label={importMessages.gatePass.appointment} value={a.nbr} testId="export-gate-pass-nbr" />
            <Fact label={importMessages.gatePass.dateApp} value={formatDateTime(preadvice.dateApp)} />
            <Fact label={importMessages.gatePass.trucking} value={a.truckingCompany} />
          </FactList>
        ) : (
          <Alert severity="info">{importMessages.gatePass.noAppointment}</Alert>
        )}
        {check.data && !check.data.ok && (
          <Alert severity="warning" sx={{ mt: 2 }} data-testid="gate-pass-refusals">
            {importMessages.gatePass.cannotPrint}
            <ul>{check.data.reasons.map((r) => <li key={r}>{r}</li>)}</ul>
          </Alert>
        )}
        <Button sx={{ mt: 2 }} variant="contained" startIcon={<PrintIcon />} disabled={!check.data?.ok} data-testid="export-print-gate-pass"
          onClick={() => openPdf(() => exportApi.gatePassPdf(nbr)).catch(onError)}>
          {t.print}
        </Button>
      </CardContent>
    </Card>
  );
};
