/**
 * /gate/lateDetail/{unitLate}/{unitPod}/{lineOp} (GATE-008…010): the late-arrival query of a box
 * on the terminal's clock — whether it may be received (valor), late or not, its late date and
 * cut-off, visit, line, booking, port of discharge and destination.
 */
import { Alert, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { formatDateTime } from '../../domain/formats';
import { gateMessages } from '../../i18n/gateMessages';
import { Fact, FactList } from '../terminal/units/Facts';
import { gateApi } from './gateApi';
import { BIG_TARGET, GateCard, QueryError } from './gateKit';

const l = gateMessages.late;
const yes = (b: boolean) => (b ? gateMessages.result.yes : gateMessages.result.no);

const GateLateDetailPage = () => {
  const navigate = useNavigate();
  const { unitLate = '', lineOp = '' } = useParams();
  const unitNbr = unitLate.toUpperCase();
  const query = useQuery({
    queryKey: ['portal', 'gate', 'cutOff', unitNbr, lineOp],
    queryFn: () => gateApi.cutOff(unitNbr, lineOp),
    retry: false,
  });
  const c = query.data;
  return (
    <GateCard title={`${l.title} ${unitNbr}`}>
      <QueryError error={query.error} testId="gate-late-error" />
      {c && (
        <>
          <Alert
            severity={c.valor ? (c.late ? 'warning' : 'success') : 'error'}
            sx={{ mb: 2 }}
            data-testid="gate-late-valor"
          >
            {c.valor ? l.admitted : l.closed}. {l.status[c.status]}
          </Alert>
          <FactList>
            <Fact label={l.unitNbr} value={c.unitNbr} testId="gate-late-unitNbr" />
            <Fact label={l.late} value={yes(c.late)} testId="gate-late-late" />
            <Fact label={l.lateDate} value={formatDateTime(c.lateDate)} testId="gate-late-lateDate" />
            <Fact label={l.stackingEnd} value={formatDateTime(c.stackingEnd)} />
            <Fact label={l.obactualVisit} value={c.obactualVisit} testId="gate-late-obactualVisit" />
            <Fact label={l.lineOp} value={c.lineOp} testId="gate-late-lineOp" />
            <Fact label={l.bookingNbr} value={c.bookingNbr} testId="gate-late-bookingNbr" />
            <Fact label={l.portOfDischarge1} value={c.portOfDischarge1} testId="gate-late-portOfDischarge1" />
            <Fact label={l.destino} value={c.destino} testId="gate-late-destino" />
          </FactList>
        </>
      )}
      <Button variant="outlined" size="large" sx={{ ...BIG_TARGET, mt: 2 }} onClick={() => navigate(-1)}>
        {gateMessages.back}
      </Button>
    </GateCard>
  );
};

export default GateLateDetailPage;
