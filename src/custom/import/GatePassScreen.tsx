/**
 * /gatePass: the unit's appointment as the gate pass carries it (appointment nbr, dateApp,
 * slotStartTime, slotEndTime, trucking_name) and its PDF, or why it cannot print (IMP-073, IMP-074).
 */
import PrintIcon from '@mui/icons-material/Print';
import { Alert, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { importMessages } from '../../i18n/importMessages';
import { useApiError } from '../layout/useApiError';
import { readGatePassCheck } from '../terminal/gatePassAnswer';
import { importApi } from '../terminal/importApi';
import { openPdf } from '../terminal/openPdf';
import { Facts } from './UnitData';
import { useImportUnit } from './useImportUnit';

const t = importMessages.gatePass;

export const GatePassScreen = () => {
  const { unit } = useImportUnit();
  const onError = useApiError();
  const key = ['importArea', unit.unitNbr, 'gatePass', unit.appointmentNbr];
  const appointment = useQuery({ queryKey: [...key, 'appointment'], queryFn: () => importApi.appointment(unit.unitNbr), enabled: unit.appointmentNbr != null, retry: false });
  const check = useQuery({ queryKey: [...key, 'check'], queryFn: () => importApi.canPrintGatePass(unit.unitNbr).then(readGatePassCheck), retry: false });

  if (check.isPending || (unit.appointmentNbr != null && appointment.isPending)) return <CircularProgress aria-label={t.title} />;
  const a = appointment.data;
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>{t.title}</Typography>
        {a ? (
          <Facts testId="gate-pass-data" rows={[
            [t.appointment, a.appointmentNbr],
            [t.dateApp, a.dateApp],
            [t.slot, `${a.slotStartTime} - ${a.slotEndTime}`],
            [t.trucking, a.trucking_name],
          ]} />
        ) : (
          <Alert severity="info">{t.noAppointment}</Alert>
        )}
        {check.data && !check.data.ok && (
          <Alert severity="warning" sx={{ mt: 2 }} data-testid="gate-pass-refusals">
            {t.cannotPrint}
            <ul>{check.data.reasons.map((r) => <li key={r}>{r}</li>)}</ul>
          </Alert>
        )}
        <Button sx={{ mt: 2 }} variant="contained" startIcon={<PrintIcon />} disabled={!check.data?.ok} data-testid="print-gate-pass"
          onClick={() => openPdf(() => importApi.gatePassPdf(unit.unitNbr)).catch(onError)}>
          {t.print}
        </Button>
      </CardContent>
    </Card>
  );
};
