/**
 * The tracking detail modal (TRK-004, TRK-006…015): every field of the tracking unit with the
 * tracking labels of its state (import or export reading), and the reefer, hazard and OOG data
 * when the unit has them. Without the customer's facts (ruling P78) it says who sees them instead.
 */
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../../domain/formats';
import { trackingStateLabel } from '../../domain/transitStates';
import { categoryLabel, pickupConditionLabel } from '../../i18n/codeLabels';
import { Fact, FactList } from '../terminal/units/Facts';
import { isHazardous, isOog, isReefer, type TrackingUnit } from './trackingApi';

const T = 'app.visitScreens.tracking';
const OOG_SIDES = ['topCm', 'frontCm', 'backCm', 'rightCm', 'leftCm'] as const;

const Section = ({ title, children, testId }: { title: string; children: ReactNode; testId: string }) => (
  <Box component="section" sx={{ mt: 2 }} data-testid={testId} aria-label={title}>
    <Typography variant="subtitle2" component="h3" color="primary" sx={{ mb: 1 }}>
      {title}
    </Typography>
    {children}
  </Box>
);

const impedimentsText = (value: TrackingUnit['impediments']) =>
  Array.isArray(value) ? value.join(', ') : (value ?? '');

export const TrackingDetailDialog = ({ unit, onClose }: { unit: TrackingUnit | undefined; onClose: () => void }) => {
  const translate = useTranslate();
  const f = (key: string) => translate(`${T}.fields.${key}`);
  // Ruling P78: a caller who does not work the unit gets its public facts only (the server says so).
  const customerFacts = unit?.customerFacts !== false;
  return (
    <Dialog
      open={unit !== undefined}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="tracking-detail-title"
      data-testid="tracking-detail"
    >
      {unit && (
        <>
          <DialogTitle id="tracking-detail-title">
            {translate(`${T}.detailTitle`, { unitNbr: unit.unitNbr })}
          </DialogTitle>
          <DialogContent dividers tabIndex={0}>
            <Section title={translate(`${T}.sections.general`)} testId="tracking-detail-general">
              <FactList>
                <Fact label={f('unitNbr')} value={unit.unitNbr} />
                <Fact label={f('category')} value={categoryLabel(unit.category)} />
                <Fact
                  label={f('transitState')}
                  value={trackingStateLabel(unit.transitState, unit.category)}
                  testId="tracking-detail-state"
                />
                {customerFacts && (
                  <>
                    <Fact label={f('blNumbers')} value={unit.blNumbers?.join(', ')} />
                    <Fact label={f('almacenista')} value={unit.almacenista} />
                    <Fact label={f('condicionDeRetiro')} value={pickupConditionLabel(unit.condicionDeRetiro)} />
                    <Fact label={f('apptTime')} value={unit.apptTime} />
                    <Fact label={f('truckingCo')} value={unit.truckingCo} />
                  </>
                )}
                <Fact label={f('typeIso')} value={unit.typeIso} />
                <Fact label={f('weight')} value={formatNumber(unit.weight)} />
                <Fact label={f('vesselVisit')} value={unit.vesselVisit} />
                <Fact label={f('vesselName')} value={unit.vesselName} />
                <Fact label={f('timeIn')} value={unit.timeIn} />
                <Fact label={f('timeOut')} value={unit.timeOut} />
                <Fact
                  label={f('impediments')}
                  value={impedimentsText(unit.impediments) || translate(`${T}.noImpediments`)}
                />
              </FactList>
              {!customerFacts && (
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ mt: 1.5 }}
                  data-testid="tracking-detail-customer-hidden"
                >
                  {translate(`${T}.customerFactsHidden`)}
                </Typography>
              )}
            </Section>
            {isReefer(unit) && (
              <Section title={translate(`${T}.sections.reefer`)} testId="tracking-detail-reefer">
                <FactList>
                  <Fact label={f('temperature')} value={formatNumber(unit.temperature)} />
                  <Fact label={f('rfrType')} value={unit.rfrType} />
                </FactList>
              </Section>
            )}
            {isHazardous(unit) && (
              <Section title={translate(`${T}.sections.hazards`)} testId="tracking-detail-hazards">
                <Table size="small">
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate(`${T}.hazards.unna`)}</TableCell>
                      <TableCell>{translate(`${T}.hazards.imdgClass`)}</TableCell>
                      <TableCell>{translate(`${T}.hazards.properName`)}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {(unit.hazards ?? []).map((h, i) => (
                      <TableRow key={`${h.unna}-${i}`}>
                        <TableCell>{h.unna}</TableCell>
                        <TableCell>{h.imdgClass}</TableCell>
                        <TableCell>{h.properName}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Section>
            )}
            {isOog(unit) && unit.od && (
              <Section title={translate(`${T}.sections.oog`)} testId="tracking-detail-oog">
                <FactList>
                  {OOG_SIDES.map((side) => (
                    <Fact key={side} label={translate(`${T}.oog.${side}`)} value={formatNumber(unit.od?.[side])} />
                  ))}
                </FactList>
              </Section>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('app.visitScreens.common.close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
};
