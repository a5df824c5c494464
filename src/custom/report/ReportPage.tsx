/**
 * /report/management/{id}/{rprtype} (D3 §2.5; RPT-001, RPT-013…017): the type selector with the
 * types the user runs (its roles' rows, of a served kind), the type's form, and its result once
 * searched. Choosing another type changes the address (a link to a type opens it) and starts a fresh
 * form with the spec's defaults on the terminal's day.
 */
import { Alert, Card, CardContent, CircularProgress, MenuItem, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { Title } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { choosesAgent } from '../../domain/reports/agentScope';
import { toReportRequest } from '../../domain/reports/calls';
import { reportUnitInput, type ReportForm as FormValues } from '../../domain/reports/reportForm';
import { reportTypeOf, servedReportTypesFor, type ReportKind } from '../../domain/reports/reportTypes';
import { santiagoToday } from '../../domain/calendarDay';
import { reportMessages as t } from '../../i18n/reportMessages';
import { useRoles } from '../../resources/framework/useRoles';
import { useTerminalNow } from '../terminal/calendar/terminalClock';
import { GatePassResult } from './GatePassResult';
import { CoprarResult } from './CoprarResult';
import { OldDrcResult } from './OldDrcResult';
import { ReportResults } from './ReportResults';
import { RESULT_VIEWS } from './resultViews';
import { ReportForm } from './ReportForm';
import { reportPath } from './paths';

/** The searched form's answer, by the type's result kind (D3 §2.5). */
const Result = ({ form, kind, chooses }: { form: FormValues; kind: ReportKind; chooses: boolean }) => {
  if (kind === 'gatePass') return <GatePassResult form={form} />;
  if (kind === 'coprar') return <CoprarResult batchNbr={form.batchNbr} />;
  if (kind === 'oldDrc')
    return (
      <OldDrcResult
        query={{
          unitNbr: reportUnitInput(form.unitNbr),
          blNbr: form.blOrBook.trim().toUpperCase(),
          manifestNbr: form.manifestNumber.trim(),
        }}
      />
    );
  const view = RESULT_VIEWS[kind];
  return view ? <ReportResults request={toReportRequest(form, chooses)} view={view} /> : null;
};

const ReportPage = () => {
  const { id = '0', rprtype } = useParams();
  const navigate = useNavigate();
  const { roles, isPending } = useRoles();
  const { now, ready } = useTerminalNow();
  const offered = useMemo(() => servedReportTypesFor(roles), [roles]);
  const type = reportTypeOf(rprtype);
  const runs = type !== undefined && offered.some((o) => o.code === type.code);
  const [searched, setSearched] = useState<FormValues | undefined>();

  if (isPending || !ready) return <CircularProgress aria-label={t.title} />;
  return (
    <Card>
      <Title title={t.title} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {t.title}
        </Typography>
        <TextField
          id="report-type"
          select
          label={t.fields.operationType}
          value={runs ? String(type.code) : ''}
          size="small"
          required
          sx={{ width: { xs: '100%', sm: 360 }, mb: 2 }}
          onChange={(e) => {
            setSearched(undefined);
            navigate(reportPath(Number(e.target.value), id));
          }}
          slotProps={{ htmlInput: { 'data-testid': 'report-type' } }}
        >
          {offered.map((o) => (
            <MenuItem key={o.code} value={String(o.code)}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
        {!runs ? (
          <Alert severity="warning" data-testid="report-type-refused">
            {t.refusals.typeNotOffered}
          </Alert>
        ) : (
          <>
            <ReportForm
              key={type.code}
              type={type}
              today={santiagoToday(now())}
              choosesAgent={choosesAgent(roles)}
              onSearch={setSearched}
            />
            {searched && searched.operationType === type.code && (
              <Result form={searched} kind={type.kind} chooses={choosesAgent(roles)} />
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
};

export default ReportPage;
