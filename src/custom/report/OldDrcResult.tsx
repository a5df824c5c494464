/**
 * The old DRC's answer (type 11; D3 §2.5, §7.6, §8.4; RPT-035…037): the receipt found by container,
 * BL and manifest — its number, its file and whether the archive holds it — and the file opened in
 * a new tab; a file the archive lost reads 'Archivo no encontrado.', as its download would answer.
 */
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { OldDrcQuery } from '../../domain/reports/oldDrc';
import { appMessages } from '../../i18n/appMessages';
import { inlineErrorText } from '../layout/inlineError';
import { reportMessages as t } from '../../i18n/reportMessages';
import { useApiError } from '../layout/useApiError';
import { openPdf } from '../terminal/documents/openPdf';
import { ReportFacts } from './ReportFacts';
import { reportApi } from './reportApi';

const d = t.oldDrc;

export const OldDrcResult = ({ query }: { query: OldDrcQuery }) => {
  const onError = useApiError();
  const answer = useQuery({
    queryKey: ['portal', 'report', 'oldDrc', query],
    queryFn: ({ signal }) => reportApi.oldDrc(query, signal),
    retry: false,
    gcTime: 0,
  });
  if (answer.isLoading) return <CircularProgress aria-label={t.form.resultsTitle} sx={{ mt: 3 }} />;
  if (answer.isError)
    return (
      <Alert severity="info" sx={{ mt: 3 }} data-testid="report-old-drc-failed">
        {inlineErrorText(answer.error)}
      </Alert>
    );
  const found = answer.data!;
  return (
    <Box sx={{ mt: 3 }} data-testid="report-results">
      <Typography variant="h6" component="h2" gutterBottom>
        {d.title} {query.unitNbr}
      </Typography>
      <ReportFacts
        testId="report-old-drc"
        facts={[
          [d.drcNum, String(found.drcNum), 'drcNum'],
          [d.file, found.pdf, 'pdf'],
          [d.fileExist, found.fileExist ? appMessages.ui.yes : appMessages.ui.no, 'fileExist'],
        ]}
      />
      {found.fileExist ? (
        <Button
          variant="contained"
          sx={{ mt: 2 }}
          startIcon={<PictureAsPdfIcon />}
          data-testid="report-old-drc-download"
          onClick={() => openPdf(() => reportApi.oldDrcFile(found.pdf)).catch(onError)}
        >
          {d.download}
        </Button>
      ) : (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="report-old-drc-missing">
          {t.fileNotFound}
        </Alert>
      )}
    </Box>
  );
};
