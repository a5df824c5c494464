/**
 * Reefers and their temperature letters on the list framework (TMP-004…011): container, booking,
 * type, set temperature and state; a row prints its letter (GET /api/report/cartatemp/{id}); the
 * selected ones print as one PDF (POST /api/report/masivecartatemp/). 8 a page, 10 page links
 * (D2 §9 booking unit lists). Shared by /cartas and /booking.
 */
import PrintIcon from '@mui/icons-material/Print';
import { Alert, Button, IconButton, Tooltip } from '@mui/material';
import { useMemo } from 'react';
import { BOOKING_UNITS_PAGING } from '../../../domain/listPaging';
import { exportStateLabel, stateOnScreen } from '../../../domain/transitStates';
import { exportMessages } from '../../../i18n/exportMessages';
import { RowsList, type ListColumn } from '../../../resources/framework/RowsList';
import { useApiError } from '../../layout/useApiError';
import { exportApi } from '../api/exportApi';
import { openPdf } from './openPdf';

const t = exportMessages.letters;

export interface ReeferRow {
  unitNbr: string;
  bookingId: string;
  isoType: string;
  tempReqdC: number | null;
  transitState: string;
}
type Row = ReeferRow & { id: string; state: string };

const columns: readonly ListColumn[] = [
  { source: 'unitNbr', label: t.unitNbr, kind: 'text', list: true },
  { source: 'bookingId', label: t.booking, kind: 'text', list: true },
  { source: 'isoType', label: t.type, kind: 'text', list: true },
  { source: 'tempReqdC', label: t.temperature, kind: 'number', list: true },
  { source: 'state', label: t.state, kind: 'text', list: true },
];
const SEARCH = ['unitNbr', 'bookingId'] as const;

export const ReeferLetterList = ({
  id,
  title,
  reefers,
  empty,
}: {
  id: string;
  title: string;
  reefers: readonly ReeferRow[];
  empty: string;
}) => {
  const onError = useApiError();
  const rows = useMemo<Row[]>(
    () => reefers.map((r) => ({ ...r, id: r.unitNbr, state: stateOnScreen(exportStateLabel(r.transitState)) })),
    [reefers],
  );
  const print = (nbrs: readonly string[]) =>
    openPdf(() =>
      nbrs.length === 1 ? exportApi.temperatureLetterPdf(nbrs[0]!) : exportApi.massiveLettersPdf(nbrs),
    ).catch(onError);
  return (
    <RowsList<Row>
      id={id}
      title={title}
      rows={rows}
      columns={columns}
      search={SEARCH}
      sort={{ field: 'unitNbr', order: 'ASC' }}
      perPage={BOOKING_UNITS_PAGING.perPage}
      maxPageLinks={BOOKING_UNITS_PAGING.maxPageLinks}
      empty={
        <Alert severity="info" data-testid="reefers-empty">
          {empty}
        </Alert>
      }
      selectable
      selectionLabels={{ page: t.selectPage, row: (r) => t.selectRow.replace('{unit}', r.unitNbr) }}
      bulkActions={(ids) => (
        <Button
          size="small"
          variant="contained"
          startIcon={<PrintIcon />}
          disabled={ids.length === 0}
          onClick={() => print(ids.map(String))}
          data-testid="print-selected-letters"
        >
          {t.printSelected}
        </Button>
      )}
      rowActions={{
        label: t.print,
        render: (r) => (
          <Tooltip title={t.print}>
            <IconButton
              size="small"
              aria-label={`${t.print} ${r.unitNbr}`}
              onClick={() => print([r.unitNbr])}
              data-testid="print-letter"
            >
              <PrintIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ),
      }}
      rowAttributes={(r) => ({ 'data-testid': 'reefer-row', 'data-unit': r.unitNbr })}
      data-testid="reefers-table"
    />
  );
};
