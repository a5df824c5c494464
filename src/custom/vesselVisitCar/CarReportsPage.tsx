/**
 * /vesselvisitCar/report (CAR-026…030; Q23, Q38): the car reports. Every type for every car-report
 * role; a visit's report by its manifest (the active visits offered, any manifest typed), GG (gate
 * control) by a date range, both dates required. Downloaded as Excel.
 */
import DownloadIcon from '@mui/icons-material/Download';
import { Autocomplete, Box, Button, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useGetIdentity } from 'react-admin';
import { carReportTypesFor, reportByDates } from '../../domain/cars/carReports';
import { dateRangeErrors, slashedToPath } from '../../domain/cars/yardFigures';
import { appMessages } from '../../i18n/appMessages';
import { carReportMessages } from '../../i18n/carReportMessages';
import { carsApi } from '../terminal/api/carsApi';
import { downloadFile } from '../terminal/documents/downloadFile';
import { useBusyCall } from '../terminal/forms/useBusyCall';
import { RefusedFormNotice, useRefusedForm } from '../../resources/framework/refusal/RefusedFormNotice';

const t = carReportMessages.screen;
const types = carReportMessages.types;

export const CarReportsPage = ({ roles }: { roles: readonly string[] }) => {
  const refusal = useRefusedForm();
  const { identity } = useGetIdentity();
  const login = String(identity?.login ?? identity?.id ?? '');
  const offered = carReportTypesFor(roles);
  const { busy, run } = useBusyCall();
  const visits = useQuery({ queryKey: ['carVisits', 'actives'], queryFn: carsApi.activeVisits, retry: false });
  const [type, setType] = useState<string>(offered[0] ?? '');
  const [manifest, setManifest] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [shown, setShown] = useState(false);
  const byDates = reportByDates(type);
  const dateErrors = shown && byDates ? dateRangeErrors(from, to) : {};
  const manifestError = shown && !byDates && !manifest.trim() ? appMessages.validation.required : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (byDates) {
      const e = dateRangeErrors(from, to);
      if (e.from || e.to) return refusal.refuse();
      void run(() =>
        downloadFile(
          () => carsApi.gateControlReport(slashedToPath(from), slashedToPath(to)),
          `control-gate-${slashedToPath(from)}-${slashedToPath(to)}.xlsx`,
        ),
      );
      return;
    }
    if (!manifest.trim()) return refusal.refuse();
    void run(() =>
      downloadFile(() => carsApi.carReport(manifest.trim(), type, login), `reporte-${type}-${manifest.trim()}.xlsx`),
    );
  };
  const options = (visits.data ?? []).map((v) => v.mftoNbr);
  const labelOf = (mfto: string) => {
    const v = visits.data?.find((x) => x.mftoNbr === mfto);
    return v ? `${mfto} — ${v.naveNombre} ${v.viaje}` : mfto;
  };
  return (
    <Card sx={{ maxWidth: 720 }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {t.title}
        </Typography>
        <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
          <TextField
            select
            id="car-report-type"
            label={t.type}
            value={type}
            onChange={(e) => {
              setType(e.target.value);
              setShown(false);
            }}
            required
            size="small"
          >
            {offered.map((code) => (
              <MenuItem key={code} value={code}>{`${code} — ${types[code]}`}</MenuItem>
            ))}
          </TextField>
          {byDates ? (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <TextField
                id="car-report-from"
                label={t.from}
                value={from}
                onChange={(e) => setFrom(e.target.value)}
                required
                size="small"
                error={Boolean(dateErrors.from)}
                helperText={dateErrors.from ?? t.dateHint}
                slotProps={{ htmlInput: { maxLength: 10, inputMode: 'numeric' } }}
                sx={{ width: 170 }}
              />
              <TextField
                id="car-report-to"
                label={t.to}
                value={to}
                onChange={(e) => setTo(e.target.value)}
                required
                size="small"
                error={Boolean(dateErrors.to)}
                helperText={dateErrors.to ?? t.dateHint}
                slotProps={{ htmlInput: { maxLength: 10, inputMode: 'numeric' } }}
                sx={{ width: 170 }}
              />
            </Box>
          ) : (
            <Autocomplete
              freeSolo
              options={options}
              value={manifest}
              onInputChange={(_e, v) => setManifest(v.replace(/\s.*$/, ''))}
              getOptionLabel={labelOf}
              renderInput={(params) => (
                <TextField
                  {...params}
                  id="car-report-manifest"
                  label={t.manifest}
                  required
                  size="small"
                  error={Boolean(manifestError)}
                  helperText={manifestError}
                />
              )}
            />
          )}
          <Box>
            <Button
              type="submit"
              variant="contained"
              startIcon={<DownloadIcon />}
              disabled={busy || !type}
              data-testid="car-report-download"
            >
              {t.download}
            </Button>
            <RefusedFormNotice refusal={refusal} />
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
};
