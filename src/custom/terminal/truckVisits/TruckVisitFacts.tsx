/**
 * A multi-move truck visit's facts (issue 31 §3): slot, plate, state and both moves with their
 * boxes' states — shared by the company's 'Mis citas' and the gate's visit screen.
 */
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { appointmentSlot } from '../../../domain/appointmentSlot';
import { exportStateLabel, importStateLabel, stateOnScreen } from '../../../domain/transitStates';
import type { TruckVisitWire } from '../../../domain/truckVisit/wire';
import { fillText } from '../../../i18n/fillText';
import { truckVisitMessages as t } from '../../../i18n/truckVisitMessages';

const moveText = (m: TruckVisitWire['moves'][number]) =>
  `${fillText(m.role === 'drop' ? t.dropMove : t.pickupMove, { unit: m.unitNbr, id: m.appointmentId })}: ${stateOnScreen(m.role === 'drop' ? exportStateLabel(m.transitState) : importStateLabel(m.transitState))}`;

export const TruckVisitFacts = ({ v, extra }: { v: TruckVisitWire; extra?: ReactNode }) => (
  <Box
    component="dl"
    sx={{
      m: 0,
      display: 'grid',
      gridTemplateColumns: 'max-content 1fr',
      columnGap: 1.5,
      rowGap: 0.25,
      '& dd': { m: 0, minWidth: 0, overflowWrap: 'anywhere' },
    }}
  >
    {extra}
    <dt>{t.slot}</dt>
    <dd>{appointmentSlot(v.day, v.start, v.end)}</dd>
    <dt>{t.plate}</dt>
    <dd>{v.plate}</dd>
    <dt>{t.state}</dt>
    <dd data-testid="truck-visit-state">{t.states[v.state]}</dd>
    <dt>{t.moves}</dt>
    <dd>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {v.moves.map((m) => (
          <li key={m.appointmentId} data-testid={`truck-visit-move-${m.role}`}>
            {moveText(m)}
          </li>
        ))}
      </Box>
    </dd>
  </Box>
);
