/**
 * A report's result (D3 §2.5; RPT-019…026): its rows on the list framework (8 a page; search, sort,
 * columns, saved queries, the list's own export), the kind's empty text when there are none, and
 * the server's spreadsheet of every row. What a kind shows is its entry in resultViews.ts.
 */
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import TableViewIcon from '@mui/icons-material/TableView';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { REPORT_LIST_PAGING } from '../../domain/listPaging';
import type { ReportRequest } from '../../domain/reports/calls';
import { REPORT_TYPES } from '../../domain/reports/reportTypes';
import { reportMessages as t } from '../../i18n/reportMessages';
import { RowsList } from '../../resources/framework/RowsList';
import { downloadFile } from '../terminal/documents/downloadFile';
import { useBusyCall } from '../terminal/forms/useBusyCall';
import { openPdf } from '../terminal/documents/openPdf';
import { useApiError } from '../layout/useApiError';
import type { ResultRow, ResultView } from './resultViews';

export const ReportResults = ({ request, view }: { request: ReportRequest; view: ResultView }) => {
  const sheet = useBusyCall();
  const onError = useApiError();
  const wholePdf = view.resultPdf?.(request);
  const answer = useQuery({
    queryKey: ['portal', 'report', request],
    queryFn: ({ signal }) => view.rows(request, signal),
    retry: false,
  });
  const type = REPORT_TYPES[request.operationType];
  return (
    <Box sx={{ mt: 3 }} data-testid="report-results">
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: '1 1 200px' }}>
          {t.form.resultsTitle}
        </Typography>
        {wholePdf && (
          <Button
            size="small"
            startIcon={<PictureAsPdfIcon />}
            disabled={!answer.data?.length}
            data-testid="report-result-pdf"
            onClick={() => openPdf(wholePdf.load).catch(onError)}
          >
            {wholePdf.label}
          </Button>
        )}
        {view.sheet && (
          <Button
            size="small"
            startIcon={<TableViewIcon />}
            disabled={sheet.busy || !answer.data?.length}
            data-testid="report-spreadsheet"
            onClick={() => void sheet.run(() => downloadFile(() => view.sheet!(request), `${view.sheetName}.xlsx`))}
          >
            {t.form.spreadsheet}
          </Button>
        )}
      </Stack>
      {answer.isError ? (
        <Alert severity="error">{answer.error.message}</Alert>
      ) : answer.isLoading ? (
        <CircularProgress aria-label={t.form.resultsTitle} />
      ) : (
        <RowsList<ResultRow>
          id={`report-${type.kind}-${type.code}`}
          title={`${t.title} ${type.label}`}
          rows={answer.data}
          columns={view.columns}
          search={view.search}
          sort={view.sort}
          perPage={REPORT_LIST_PAGING.perPage}
          maxPageLinks={REPORT_LIST_PAGING.maxPageLinks}
          empty={
            <Alert severity="info" data-testid="report-empty">
              {view.empty}
            </Alert>
          }
          rowAttributes={(r) => ({ 'data-testid': 'report-row', 'data-unit': String(r.unitNbr ?? '') })}
          rowActions={
            view.rowPdf && {
              label: view.rowPdf.label,
              render: (r) => (
                <Button
                  size="small"
                  startIcon={<PictureAsPdfIcon />}
                  aria-label={`${view.rowPdf!.label} ${String(r.unitNbr ?? '')}`}
                  data-testid="report-row-pdf"
                  onClick={(e) => {
                    e.stopPropagation();
                    openPdf(() => view.rowPdf!.load(r)).catch(onError);
                  }}
                >
                  {view.rowPdf!.label}
                </Button>
              ),
            }
          }
          data-testid="report-rows"
        />
      )}
    </Box>
  );
};
