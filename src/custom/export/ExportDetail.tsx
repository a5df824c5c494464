/**
 * /exportDetail (EXP-065, EXP-066, EXP-061…077): the unit and its pre-advice — times as
 * DD/MM/YYYY HH:mm — and its actions as the server allows them now (the answer's `actions`: an
 * action absent is not this role's, one with a reason is disabled with that reason as its hint):
 * coordinate or re-coordinate, edit, reassign the trucking, cancel (back to the new form,
 * EXP-068; the server's message when refused, EXP-069), the delivery voucher, the EIR, the DRC of
 * a box the gate received (ruling P85; for the DRC row's roles) and the temperature letter.
 */
import CancelIcon from '@mui/icons-material/Cancel';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EditIcon from '@mui/icons-material/Edit';
import EventIcon from '@mui/icons-material/Event';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PrintIcon from '@mui/icons-material/Print';
import { Alert, Button, Card, CardContent, Stack, Tooltip, Typography } from '@mui/material';
import { cloneElement, useState, type ReactElement } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { ExportDetailAction } from '../../domain/exportPreadvice/detailActions';
import { VENT_UNIT_LABELS } from '../../domain/exportPreadvice/preadviceRules';
import { formatDateTime, formatNumber } from '../../domain/formats';
import { exportStateLabel, normalizeTransitState, stateOnScreen } from '../../domain/transitStates';
import { exportUnitReceived } from '../../domain/exportPreadvice/unitLife';
import { operationTypeLabel, sagConditionLabel } from '../../i18n/codeLabels';
import { withSlotEnd } from '../../domain/appointmentSlot';
import { exportMessages } from '../../i18n/exportMessages';
import { ConfirmDialog } from '../../resources/framework/ConfirmDialog';
import { useApiError } from '../layout/useApiError';
import { Fact, FactList } from '../terminal/units/Facts';
import { exportApi } from '../terminal/api/exportApi';
import { openPdf } from '../terminal/documents/openPdf';
import { exportPath, fill, multiPath } from './paths';
import { useRoles } from '../../resources/framework/useRoles';
import { useExportAction, useExportUnit } from './exportUnit';
import { appMessages } from '../../i18n/appMessages';

const t = exportMessages.detail;
const yesNo = (b: boolean) => (b ? t.yes : t.no);
/** Received at the gate (ECIN and later: P53), from the state as the server writes it. */
const received = (state: string) => {
  const s = normalizeTransitState(state);
  return s !== undefined && exportUnitReceived(s);
};

/** An action button: hidden when not this role's, disabled with the server's reason when the state does not allow it. */
const ActionButton = ({
  reason,
  children,
}: {
  reason: string | null | undefined;
  children: ReactElement<{ disabled?: boolean }>;
}) => {
  if (reason === undefined) return null;
  if (reason === null) return children;
  return (
    <Tooltip title={reason}>
      <span>{cloneElement(children, { disabled: true })}</span>
    </Tooltip>
  );
};

export const ExportDetail = () => {
  const { preadvice } = useExportUnit();
  const { run, busy } = useExportAction();
  const navigate = useNavigate();
  const onError = useApiError();
  const [confirm, setConfirm] = useState(false);
  const { can } = useRoles();
  const { unit, operation: op, actions } = preadvice;
  const reason = (a: ExportDetailAction) => actions[a];

  if (!op)
    return (
      <Alert severity="info" data-testid="not-preadvised">
        {t.notPreadvised}
      </Alert>
    );

  const cancel = async () => {
    const answer = await run(
      () => exportApi.cancel(unit.number, op.vesselVisitId, op.draftNumber),
      (a) => a.mensaje,
    );
    setConfirm(false);
    if (answer?.valor) navigate(exportPath(unit.number, null, 'new'));
  };
  const reefer = unit.reefer;
  const oog = unit.oog;
  const recoordinate = preadvice.appointment !== null;
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t.title}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }} data-testid="export-actions">
          <ActionButton reason={reason('coordinate')}>
            <Button
              component={Link}
              to={exportPath(unit.number, op.id, 'exportApp')}
              variant="contained"
              startIcon={<EventIcon />}
              data-testid="export-coordinate"
            >
              {recoordinate ? t.recoordinate : t.coordinate}
            </Button>
          </ActionButton>
          <ActionButton reason={reason('editPreadvice')}>
            <Button
              component={Link}
              to={exportPath(unit.number, op.id, 'edit')}
              variant="outlined"
              startIcon={<EditIcon />}
              data-testid="export-edit"
            >
              {t.edit}
            </Button>
          </ActionButton>
          <ActionButton reason={reason('reassignTrucking')}>
            <Button
              component={Link}
              to={exportPath(unit.number, op.id, 'trucking')}
              variant="outlined"
              startIcon={<LocalShippingIcon />}
              data-testid="export-reassign"
            >
              {t.reassign}
            </Button>
          </ActionButton>
          <ActionButton reason={reason('printVoucher')}>
            <Button
              variant="outlined"
              startIcon={<PrintIcon />}
              data-testid="export-voucher"
              onClick={() => openPdf(() => exportApi.voucherPdf(unit.number)).catch(onError)}
            >
              {t.voucher}
            </Button>
          </ActionButton>
          {/* EXP-076, EXP-077: shown only when received / reefer. */}
          {reason('eir') === null && (
            <Button
              variant="outlined"
              startIcon={<PrintIcon />}
              data-testid="export-eir"
              onClick={() => openPdf(() => exportApi.eirPdf(unit.number, op.id)).catch(onError)}
            >
              {t.eir}
            </Button>
          )}
          {/* The gate's receipt (P85): once received, for the DRC row's roles (the mock refuses the others). */}
          {received(unit.transitState) && can('drc', 'print') && (
            <Button
              variant="outlined"
              startIcon={<PrintIcon />}
              data-testid="export-drc"
              onClick={() => openPdf(() => exportApi.drcPdf(unit.number, op.vesselVisitId)).catch(onError)}
            >
              {t.drc}
            </Button>
          )}
          {reason('temperatureLetter') === null && (
            <Button
              variant="outlined"
              startIcon={<PrintIcon />}
              data-testid="export-temperature-letter"
              onClick={() => openPdf(() => exportApi.temperatureLetterPdf(unit.number)).catch(onError)}
            >
              {t.temperatureLetter}
            </Button>
          )}
          {/* Issue 30 §5: a new pre-advice (one or several containers) with this one's shared data. */}
          {can('exports', 'preadvise') && (
            <Tooltip title={exportMessages.multi.copyHint} describeChild>
              <Button
                component={Link}
                to={multiPath({ copy: unit.number })}
                variant="outlined"
                startIcon={<ContentCopyIcon />}
                data-testid="export-copy"
              >
                {exportMessages.multi.copy}
              </Button>
            </Tooltip>
          )}
          <ActionButton reason={reason('cancelPreadvice')}>
            <Button
              color="error"
              variant="outlined"
              startIcon={<CancelIcon />}
              onClick={() => setConfirm(true)}
              disabled={busy}
              data-testid="export-cancel"
            >
              {t.cancel}
            </Button>
          </ActionButton>
        </Stack>
        <FactList>
          <Fact label={t.unit} value={`${unit.number} · ${unit.container.type.length} (${unit.container.type.id})`} />
          <Fact
            label={t.state}
            value={stateOnScreen(exportStateLabel(unit.transitState))}
            testId="export-detail-state"
          />
          <Fact label={t.draftNumber} value={op.draftNumber} testId="export-draft" />
          <Fact label={t.operationType} value={operationTypeLabel(op.operationType)} />
          <Fact label={t.booking} value={op.bookingOrBl} />
          <Fact label={t.vessel} value={preadvice.vesselName} />
          <Fact label={t.visit} value={op.vesselVisitId} />
          <Fact label={t.outVoy} value={op.outVoy} />
          <Fact label={t.agent} value={op.agent.name ?? op.agent.id} />
          <Fact
            label={t.trucking}
            value={unit.truckingCompany?.name ?? unit.truckingCompany?.id}
            testId="export-trucking"
          />
          <Fact
            label={t.dateApp}
            value={withSlotEnd(formatDateTime(preadvice.dateApp), preadvice.slotEndTime)}
            testId="export-date-app"
          />
          <Fact label={t.appointmentNbr} value={preadvice.appointment?.nbr} />
          <Fact label={t.weight} value={formatNumber(unit.contents.weightKg)} />
          <Fact label={t.weighing} value={op.weighbridge ? t.weighbridge : t.declaredVgm} />
          <Fact label={t.vgm} value={unit.verifiedGrossMass === null ? null : formatNumber(unit.verifiedGrossMass)} />
          <Fact label={t.document} value={[unit.tipoDocumento, unit.numeroDocumento].filter(Boolean).join(' ')} />
          <Fact label={t.guias} value={unit.numerosGuias} />
          <Fact label={t.seals} value={unit.seals.values.join(', ')} testId="export-seals" />
          <Fact label={t.lampa} value={unit.lampa} />
          <Fact label={t.commodity} value={`${unit.contents.commodityId} ${unit.contents.commodityName}`} />
          <Fact label={t.sag} value={sagConditionLabel(op.sagCondition)} />
          {reefer && <Fact label={t.reefer} value={fill(t.temperature, { temp: reefer.tempReq })} />}
          {reefer?.ventValue !== null && reefer?.ventValue !== undefined && (
            <Fact
              label={t.ventilation}
              value={`${reefer.ventValue} ${reefer.ventUnit ? (VENT_UNIT_LABELS[reefer.ventUnit as keyof typeof VENT_UNIT_LABELS] ?? reefer.ventUnit) : ''}`}
            />
          )}
          {reefer?.humidityPct != null && <Fact label={t.humidity} value={`${reefer.humidityPct} %`} />}
          {reefer?.o2Pct != null && <Fact label={t.o2} value={reefer.o2Pct} />}
          {reefer?.co2Pct != null && <Fact label={t.co2} value={reefer.co2Pct} />}
          {oog && <Fact label={t.oog} value={fill(t.oogValue, oog)} />}
          <Fact label={t.stackingStart} value={formatDateTime(preadvice.stackingDateStart)} />
          <Fact label={t.stackingEnd} value={formatDateTime(preadvice.stackingDateEnd)} />
          <Fact label={t.stackingReefer} value={formatDateTime(preadvice.stackingReeferDateStart)} />
          <Fact label={t.lateDate} value={formatDateTime(preadvice.lateDate)} />
          <Fact label={t.early} value={yesNo(preadvice.early)} />
          <Fact label={t.functionary} value={preadvice.fctnary_name} />
          <Fact label={t.storekeeper} value={preadvice.storekeeperName} />
          <Fact label={t.dateIn} value={formatDateTime(unit.dateIn)} />
          <Fact label={t.dateLoad} value={formatDateTime(unit.dateLoad)} />
          <Fact label={t.dateOut} value={formatDateTime(unit.dateOut)} />
          <Fact label={t.received} value={yesNo(unit.receive)} />
        </FactList>
        <ConfirmDialog
          open={confirm}
          content={fill(t.cancelConfirm, { unit: unit.number })}
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
