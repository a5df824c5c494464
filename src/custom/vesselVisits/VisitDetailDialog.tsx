/** The visit detail modal (VV-015): vessel, voyage, manifest, line operator, ETA and ATA. */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../domain/formats';
import { Fact, FactList } from '../terminal/units/Facts';
import type { VesselVisitSummary } from './visitUnits';

const D = 'app.visitScreens.vesselVisits.detail';

export const VisitDetailDialog = ({
  visit,
  open,
  onClose,
}: {
  visit: VesselVisitSummary | undefined;
  open: boolean;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  return (
    <Dialog
      open={open && visit !== undefined}
      onClose={onClose}
      aria-labelledby="visit-detail-title"
      data-testid="visit-detail"
      maxWidth="sm"
      fullWidth
    >
      {visit && (
        <>
          <DialogTitle id="visit-detail-title">
            {translate('app.visitScreens.vesselVisits.visitDetail')}: {visit.id}
          </DialogTitle>
          <DialogContent dividers tabIndex={0}>
            <FactList>
              <Fact label={translate(`${D}.vesselName`)} value={visit.vesselName} />
              <Fact label={translate(`${D}.inVoyNbr`)} value={visit.inVoyNbr} />
              <Fact label={translate(`${D}.manifestNumber`)} value={visit.manifestNumber} />
              <Fact label={translate(`${D}.operatorId`)} value={visit.operatorId} />
              <Fact label={translate(`${D}.eta`)} value={formatDateTime(visit.eta)} />
              <Fact label={translate(`${D}.ata`)} value={formatDateTime(visit.ata)} />
            </FactList>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('app.visitScreens.common.close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
};
