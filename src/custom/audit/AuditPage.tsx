/**
 * /audit (issue 33 §3, beyond-spec): the audit trail, newest first, filtered by user, record,
 * area and period (kept in the URL: a record's 'Historial' opens /audit?record=<type>/<id>). Each
 * entry reads before → after in Spanish (rows on the list framework: pages, columns, its export
 * of the rows shown); 'Descargar XLSX' is the server's sheet of every matching entry. A refused
 * filter focuses its field.
 */
import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Title } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { AUDIT_AREAS } from '../../domain/audit/areas';
import { actionLabel, areaLabel, changeText, recordTypeLabel } from '../../domain/audit/present';
import type { AuditEntry } from '../../domain/audit/wire';
import { formatDateTime, formatNumber } from '../../domain/formats';
import { auditMessages as t } from '../../i18n/auditMessages';
import { fillText as fill } from '../../i18n/fillText';
import { auditCatalog } from '../../resources/auditCatalog';
import { RowsList, type ListColumn } from '../../resources/framework/RowsList';
import { downloadFile } from '../terminal/documents/downloadFile';
import { auditApi } from './auditApi';
import { readFilters, typedFromUrl, type FilterField, type TypedFilters } from './auditFilters';

interface Row {
  id: number;
  at: string;
  user: string;
  area: string;
  recordType: string;
  recordId: string;
  action: string;
  changes: string;
  lines: { field: string; before: string; after: string }[];
}

const SHOWN_CHANGES = 8;

function rowOf(e: AuditEntry): Row {
  const lines = e.changes.map((c) => changeText(e.recordType, c, auditCatalog));
  return {
    id: e.id,
    at: formatDateTime(e.at),
    user: e.user,
    area: areaLabel(e.area),
    recordType: recordTypeLabel(e.recordType),
    recordId: e.recordId,
    action: actionLabel(e.action),
    lines,
    changes: lines.map((l) => `${l.field}: ${l.before} → ${l.after}`).join('\n'),
  };
}

const Changes = ({ row }: { row: Row }) => (
  <Box component="ul" sx={{ m: 0, pl: 2, minWidth: 220, overflowWrap: 'anywhere' }} data-testid="audit-changes">
    {row.lines.slice(0, SHOWN_CHANGES).map((l, i) => (
      <li key={i}>
        <strong>{l.field}</strong>: <span data-testid="audit-before">{l.before}</span> →{' '}
        <span data-testid="audit-after">{l.after}</span>
      </li>
    ))}
    {row.lines.length > SHOWN_CHANGES && <li>… (+{row.lines.length - SHOWN_CHANGES})</li>}
  </Box>
);

const columns: ListColumn[] = [
  { source: 'at', label: t.columns.at, kind: 'text', list: true, card: 'always' },
  { source: 'user', label: t.columns.user, kind: 'text', list: true, card: 'always' },
  { source: 'action', label: t.columns.action, kind: 'text', list: true, card: 'always' },
  { source: 'recordType', label: t.columns.recordType, kind: 'text', list: true, card: 'always' },
  { source: 'recordId', label: t.columns.recordId, kind: 'text', list: true, card: 'always' },
  { source: 'area', label: t.columns.area, kind: 'text', list: true },
  {
    source: 'changes',
    label: t.columns.changes,
    kind: 'text',
    list: true,
    card: 'always',
    sortable: false,
    render: (r) => <Changes row={r as unknown as Row} />,
  },
];

const FIELDS: FilterField[] = ['user', 'record', 'area', 'from', 'to'];

/** 'agent/12' (as a record's 'Historial' fills it) read in words: 'Agente de aduanas 12'. */
const recordHint = (record: string) => {
  const at = record.indexOf('/');
  return at > 0 ? `${recordTypeLabel(record.slice(0, at))} ${record.slice(at + 1)}` : undefined;
};

const AuditPage = () => {
  const [params, setParams] = useSearchParams();
  const [typed, setTyped] = useState<TypedFilters>(() => typedFromUrl(params));
  const [errors, setErrors] = useState<Partial<Record<FilterField, string>>>({});
  const refs: Record<FilterField, RefObject<HTMLInputElement | null>> = {
    user: useRef<HTMLInputElement>(null),
    record: useRef<HTMLInputElement>(null),
    area: useRef<HTMLInputElement>(null),
    from: useRef<HTMLInputElement>(null),
    to: useRef<HTMLInputElement>(null),
  };
  const read = useMemo(() => readFilters(typedFromUrl(params)), [params]);
  const query = read.ok ? read.query : null;
  const list = useQuery({
    queryKey: ['audit', query],
    queryFn: () => auditApi.list(query!),
    enabled: query !== null,
    retry: false,
  });
  const rows = useMemo(() => list.data?.rows.map(rowOf), [list.data]);
  const [downloading, setDownloading] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = readFilters(typed);
    if (!r.ok) {
      setErrors(r.errors);
      const first = FIELDS.find((f) => r.errors[f]);
      if (first) refs[first].current?.focus();
      return;
    }
    setErrors({});
    setParams(r.url);
  };
  const clear = () => {
    setTyped({ user: '', record: '', area: '', from: '', to: '' });
    setErrors({});
    setParams({});
  };
  const download = async () => {
    if (!query) return;
    setDownloading(true);
    try {
      await downloadFile(() => auditApi.exportSheet(query), `${t.exportFile}.xlsx`);
    } finally {
      setDownloading(false);
    }
  };

  const field = (name: FilterField, label: string, hint?: string) => (
    <TextField
      key={name}
      label={label}
      value={typed[name]}
      size="small"
      inputRef={refs[name]}
      onChange={(e) => setTyped((x) => ({ ...x, [name]: e.target.value }))}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? hint ?? (name === 'record' ? recordHint(typed.record) : undefined)}
      slotProps={{
        htmlInput: {
          'data-testid': `audit-${name}`,
          'aria-invalid': Boolean(errors[name]),
          ...(hint ? { inputMode: 'numeric' } : {}),
        },
      }}
      sx={{ width: { xs: '100%', sm: hint ? 150 : 200 } }}
    />
  );

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={t.title} />
      <Typography variant="h6" component="h1" sx={{ mb: 1 }}>
        {t.title}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t.intro}
      </Typography>
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Box component="form" onSubmit={submit} noValidate>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              sx={{ gap: 2, flexWrap: 'wrap', alignItems: { sm: 'flex-start' } }}
            >
              {field('user', t.filters.user)}
              {field('record', t.filters.record)}
              <TextField
                select
                label={t.filters.area}
                value={typed.area}
                size="small"
                inputRef={refs.area}
                onChange={(e) => setTyped((x) => ({ ...x, area: e.target.value }))}
                slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'audit-area' } as object } }}
                sx={{ width: { xs: '100%', sm: 210 } }}
              >
                <MenuItem value="">{t.filters.anyArea}</MenuItem>
                {AUDIT_AREAS.map((a) => (
                  <MenuItem key={a} value={a}>
                    {areaLabel(a)}
                  </MenuItem>
                ))}
              </TextField>
              {field('from', t.filters.from, t.filters.dayHint)}
              {field('to', t.filters.to, t.filters.dayHint)}
              <Stack direction="row" sx={{ gap: 1 }}>
                <Button type="submit" variant="contained" data-testid="audit-search">
                  {t.filters.search}
                </Button>
                <Button onClick={clear} data-testid="audit-clear">
                  {t.filters.clear}
                </Button>
              </Stack>
            </Stack>
          </Box>
        </CardContent>
      </Card>
      {list.isError ? (
        <Alert severity="error">{list.error.message}</Alert>
      ) : !list.data || !rows ? (
        <CircularProgress aria-label={t.loading} />
      ) : (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, mb: 1, alignItems: { sm: 'center' } }}>
            <Typography variant="body2" sx={{ flex: 1 }} data-testid="audit-total">
              {fill(t.shown, { shown: formatNumber(rows.length), total: formatNumber(list.data.total) })}
              {list.data.total > rows.length ? ` ${t.narrow}` : ''}
            </Typography>
            <Button
              startIcon={<DownloadIcon />}
              onClick={download}
              disabled={downloading || list.data.total === 0}
              data-testid="audit-export"
            >
              {t.exportAll}
            </Button>
          </Stack>
          <RowsList<Row>
            id="auditTrail"
            title={t.exportSheet}
            rows={rows}
            columns={columns}
            search={[]}
            perPage={20}
            perPageOptions={[10, 20, 50]}
            maxPageLinks={8}
            empty={
              <Alert severity="info" data-testid="audit-empty">
                {t.empty}
              </Alert>
            }
            data-testid="audit-list"
          />
        </>
      )}
    </Box>
  );
};

export default AuditPage;
