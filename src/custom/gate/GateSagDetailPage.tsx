/** /gate/sagDetail/{unitNbr} (GATE-012): the SAG's agricultural inspection of a box — type, state and remarks. */
import { Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { sagConditionLabel, sagStateLabel } from '../../i18n/codeLabels';
import { gateMessages } from '../../i18n/gateMessages';
import { Fact, FactList } from '../terminal/units/Facts';
import { gateApi } from './gateApi';
import { BIG_TARGET, GateCard, QueryError } from './gateKit';

const s = gateMessages.sag;

const GateSagDetailPage = () => {
  const navigate = useNavigate();
  const unitNbr = (useParams().unitNbr ?? '').toUpperCase();
  const query = useQuery({
    queryKey: ['portal', 'gate', 'sag', unitNbr],
    queryFn: () => gateApi.sag(unitNbr),
    retry: false,
  });
  const sag = query.data;
  return (
    <GateCard title={`${s.title} ${unitNbr}`}>
      <QueryError error={query.error} testId="gate-sag-error" />
      {sag && (
        <FactList>
          <Fact label={s.unit} value={sag.unit} testId="gate-sag-unit" />
          <Fact
            label={s.tipoInspeccion}
            value={sagConditionLabel(sag.tipoInspeccion)}
            testId="gate-sag-tipoInspeccion"
          />
          <Fact label={s.estado} value={sagStateLabel(sag.estado)} testId="gate-sag-estado" />
          <Fact label={s.observaciones} value={sag.observaciones} testId="gate-sag-observaciones" />
        </FactList>
      )}
      <Button variant="outlined" size="large" sx={{ ...BIG_TARGET, mt: 2 }} onClick={() => navigate(-1)}>
        {gateMessages.back}
      </Button>
    </GateCard>
  );
};

export default GateSagDetailPage;
