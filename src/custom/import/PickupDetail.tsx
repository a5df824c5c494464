/**
 * /detailRetiro: the pickup operation and the unit (IMP-041…046, IMP-051): cancel (direct or
 * indirect, back to the request form), book or re-coordinate the appointment, print the detail,
 * download the DRC when the unit is YARD, DEPARTED or RETIRED (IMP-050).
 * The invoices, their actions and online payment (IMP-053, IMP-054) are on the management bar's costs tab.
 */
import DownloadIcon from '@mui/icons-material/Download';
import EventIcon from '@mui/icons-material/Event';
import PrintIcon from '@mui/icons-material/Print';
import CancelIcon from '@mui/icons-material/Cancel';
import { Alert, Button, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../domain/formats';
import { importMessages } from '../../i18n/importMessages';
import { can } from '../../domain/permissions';
import { ConfirmDialog } from '../../resources/framework/ConfirmDialog';
import { useApiError } from '../layout/useApiError';
import { importApi } from '../terminal/api/importApi';
import { openPdf } from '../terminal/documents/openPdf';
import { fill, managementPath } from './paths';
import { EirButton } from './EirButton';
import { Facts, UnitData } from './UnitData';
import { useImportUnit, useUnitAction } from './importUnit';
import { appMessages } from '../../i18n/appMessages';
import { operationTypeLabel, pickupConditionLabel } from '../../i18n/codeLabels';
import { withSlotEnd } from '../../domain/appointmentSlot';

const t = importMessages.detail;
const yesNo = (b: boolean) => (b ? importMessages.unit.yes : importMessages.unit.no);

export const PickupDetail = ({ roles }: { roles: readonly string[] }) => {
  const { unit, op } = useImportUnit();
  const { run, busy } = useUnitAction();
  const navigate = useNavigate();
  const onError = useApiError();
  const [confirm, setConfirm] = useState(false);
  if (!op) return null;

  const rows: [string, ReactNode][] = [
    [t.draftNumber, op.draftNumber],
    [t.operationType, operationTypeLabel(op.operationType)],
    [t.condicionRetiro, pickupConditionLabel(op.condicionRetiro)],
    [t.appointmentNbr, op.appointmentNbr],
    [t.dateApp, withSlotEnd(op.dateApp, op.slotEndTime)],
    [t.agent, op.agent.name ?? op.agent.id],
    [t.commodity, op.commodity],
    [t.manifestNumber, op.manifestNumber],
    [t.vessel, op.vesselName ? `${op.vesselName} (${op.vesselId})` : op.vesselId],
    [t.trucking, op.truckingName],
    [t.document, `${op.documentType} ${op.documentNbrs.join(', ')}`],
    [t.guiaDespacho, op.guiaDespacho ?? yesNo(op.selecServGuia)],
    [t.includeSF, yesNo(op.includeSF)],
    [t.turno3er, yesNo(op.turno3er)],
    [t.etaforDirecto, formatDateTime(op.etaforDirecto)],
    [t.recoordinable, yesNo(op.recoordinable)],
    [t.contieneAforoPendiente, yesNo(op.contieneAforoPendiente)],
  ];
  const canCancel = unit.actions.includes('cancelPickup');
  const canBook = unit.actions.includes('bookAppointment');
  // IMP-040: re-coordinate when the operation says so and a date exists.
  const canRecoordinate = op.recoordinable && Boolean(op.dateApp) && can(roles, 'imports', 'appointment');

  const cancel = async () => {
    const answer = await run(
      () => importApi.cancel(unit.unitNbr, op.condicionRetiro),
      (a) => a.message,
    );
    setConfirm(false);
    if (answer) navigate(managementPath(unit.unitNbr, null, 'retiro'));
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t.title}
        </Typography>
        {op.condicionRetiro === 'DIRECTO' && !op.appointmentNbr && (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="terminal-assigns">
            {t.terminalAssigns}
          </Alert>
        )}
        <Facts rows={rows} testId="operation-data" />
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', my: 2 }}>
          {canBook && (
            <Button
              component={Link}
              to={managementPath(unit.unitNbr, op.id, 'appointment')}
              variant="contained"
              startIcon={<EventIcon />}
              data-testid="book"
            >
              {t.book}
            </Button>
          )}
          {canRecoordinate && (
            <Button
              component={Link}
              to={managementPath(unit.unitNbr, op.id, 'appointment')}
              variant="outlined"
              startIcon={<EventIcon />}
              data-testid="recoordinate"
            >
              {t.recoordinate}
            </Button>
          )}
          <Button
            variant="outlined"
            startIcon={<PrintIcon />}
            onClick={() => openPdf(() => importApi.importDetailPdf(unit.unitNbr)).catch(onError)}
          >
            {t.printDetail}
          </Button>
          {unit.actions.includes('drc') && unit.vesselVisitId !== null && (
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              data-testid="drc"
              onClick={() => openPdf(() => importApi.drcPdf(unit.unitNbr, unit.vesselVisitId!)).catch(onError)}
            >
              {t.drc}
            </Button>
          )}
          <EirButton unit={unit} roles={roles} />
          {canCancel && (
            <Button
              color="error"
              variant="outlined"
              startIcon={<CancelIcon />}
              onClick={() => setConfirm(true)}
              disabled={busy}
              data-testid="cancel-pickup"
            >
              {t.cancel}
            </Button>
          )}
        </Stack>
        <Divider sx={{ mb: 2 }} />
        <Typography variant="subtitle1" component="h3" gutterBottom>
          {importMessages.unit.title}
        </Typography>
        <UnitData unit={unit} roles={roles} />
        <ConfirmDialog
          open={confirm}
          content={fill(t.cancelConfirm, { unit: unit.unitNbr })}
          confirmLabel={t.cancel}
          cancelLabel={appMessages.confirm.back}
          busy={busy}
          onCancel={() => setConfirm(false)}
          onConfirm={cancel}
        />
      </CardContent>
    </Card>
  );
};
