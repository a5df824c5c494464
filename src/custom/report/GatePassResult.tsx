/**
 * The gate pass report's answer (type 12; D3 §7.6, §8.4; RPT-043…046, RPT-051): by unit and driver,
 * 'Gate Pass emitido' and its PDF, or 'Ocurrieron errores.' with the lines that say why (at most
 * six); the mass gate pass of a period, its PDF. The file opens in a new tab.
 */
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Alert, AlertTitle, Box, Button, CircularProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { readDriver } from '../../domain/reports/driverInput';
import { unitListOf, reportUnitInput, type ReportForm } from '../../domain/reports/reportForm';
import { GATE_PASS_ERROR_LINES } from '../../domain/reports/gatePassReport';
import { reportMessages as t } from '../../i18n/reportMessages';
import { ApiError } from '../../providers/httpClient';
import { useApiError } from '../layout/useApiError';
import { openPdf } from '../terminal/documents/openPdf';
import { reportApi } from './reportApi';

/** The file name a gate pass report answered, or the lines it was refused with. */
async function askFor(form: ReportForm): Promise<{ file: string } | { errors: string[] }> {
  try {
    if (form.gatePass === 'MASIVO')
      return {
        file: (
          await reportApi.massGatePass({
            desde: form.desde2,
            hasta: form.hasta || form.desde2,
            unitNbrs: unitListOf(form.unitNbrs),
          })
        ).pdfFile,
      };
    const driver = readDriver(form.gateChofer, form.checkRutEx);
    const [, file] = await reportApi.gatePassByDriver({
      driver: driver.ok ? driver.driver : form.gateChofer,
      unitNbr: reportUnitInput(form.unitNbr),
    });
    return { file };
  } catch (error) {
    const lines =
      error instanceof ApiError && error.status === 409
        ? (error.body as { errors?: unknown } | null)?.errors
        : undefined;
    if (Array.isArray(lines)) return { errors: lines.map(String).slice(0, GATE_PASS_ERROR_LINES) };
    throw error;
  }
}

export const GatePassResult = ({ form }: { form: ReportForm }) => {
  const onError = useApiError();
  const answer = useQuery({
    queryKey: ['portal', 'report', 'gatePass', form],
    queryFn: () => askFor(form),
    retry: false,
    gcTime: 0,
  });
  if (answer.isLoading) return <CircularProgress aria-label={t.form.resultsTitle} sx={{ mt: 3 }} />;
  if (answer.isError)
    return (
      <Alert severity="error" sx={{ mt: 3 }} data-testid="report-gate-pass-failed">
        {answer.error.message}
      </Alert>
    );
  const result = answer.data!;
  return (
    <Box sx={{ mt: 3 }} data-testid="report-results">
      {'errors' in result ? (
        <Alert severity="error" data-testid="report-gate-pass-errors">
          <AlertTitle>{t.gatePassErrors}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {result.errors.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </Box>
        </Alert>
      ) : (
        <Alert
          severity="success"
          data-testid="report-gate-pass-ok"
          action={
            <Button
              color="inherit"
              size="small"
              startIcon={<PictureAsPdfIcon />}
              data-testid="report-gate-pass-download"
              onClick={() => openPdf(() => reportApi.gatePassFile(result.file)).catch(onError)}
            >
              {t.gatePass.download}
            </Button>
          }
        >
          {form.gatePass === 'MASIVO' ? t.gatePass.massReady : t.gatePass.ok}
        </Alert>
      )}
    </Box>
  );
};
