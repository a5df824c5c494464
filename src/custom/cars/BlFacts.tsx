/** A BL's and its car visit's facts (CAR-041): the inscription form's and the detail's header. */
import { Box, Typography } from '@mui/material';
import { formatDateTime, formatNumber } from '../../domain/formats';
import { carMessages } from '../../i18n/carMessages';
import { visitStatusLabel } from '../../i18n/codeLabels';
import type { CarImportWire } from '../terminal/api/carsApi';
import { Fact, FactList } from '../terminal/units/Facts';

const t = carMessages.import;

/** The BL's and the visit's facts (CAR-041). */
export const BlFacts = ({ answer }: { answer: CarImportWire }) => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
    <Box component="section" aria-label={t.blData}>
      <Typography variant="subtitle1" component="h2" gutterBottom>
        {t.blData}
      </Typography>
      <FactList>
        <Fact label={t.number} value={answer.bl.number} />
        <Fact label={t.portOfLoading} value={answer.bl.portOfLoading} />
        <Fact label={t.weight} value={formatNumber(answer.bl.weight)} />
        <Fact label={t.cantidadVehiculos} value={answer.bl.cantidadVehiculos} testId="bl-vehicles" />
        <Fact label={t.cantidadBultos} value={answer.bl.cantidadBultos} />
      </FactList>
    </Box>
    <Box component="section" aria-label={t.visitData}>
      <Typography variant="subtitle1" component="h2" gutterBottom>
        {t.visitData}
      </Typography>
      <FactList>
        <Fact label={t.vesselNumber} value={answer.vv.vesselNumber} />
        <Fact label={t.vesselName} value={answer.vv.vesselName} />
        <Fact label={t.mftoNumber} value={answer.vv.mftoNumber} />
        <Fact label={t.cierreDirectos} value={formatDateTime(answer.vv.cierreDirectos)} />
        <Fact label={t.despachoDirectos} value={formatDateTime(answer.vv.despachoDirectos)} />
        <Fact label={t.entregaIndirectos} value={formatDateTime(answer.vv.entregaIndirectos)} />
        <Fact label={t.estado} value={visitStatusLabel(answer.vv.estado)} />
      </FactList>
    </Box>
  </Box>
);
