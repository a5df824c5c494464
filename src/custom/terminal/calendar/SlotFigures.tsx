/** A slot's fill and expected wait in words under its time ('3/10 ocupados · Espera estimada: 12 min'); part of the radio's name. */
import { Typography } from '@mui/material';
import type { SlotFigureWire } from '../../../domain/appointmentFigures/wire';
import { fillText as fill } from '../../../i18n/fillText';
import { punctualityMessages } from '../../../i18n/punctualityMessages';

const t = punctualityMessages.slot;

export const slotFigureText = (f: SlotFigureWire): string =>
  `${fill(t.fill, { used: f.used, capacity: f.capacity })} · ${f.waitMinutes === null ? t.noWait : fill(t.wait, { n: f.waitMinutes })}`;

export const SlotFigures = ({ figure }: { figure: SlotFigureWire | undefined }) =>
  figure ? (
    <Typography
      component="span"
      variant="body2"
      color="text.secondary"
      sx={{ display: 'block' }}
      data-testid="slot-figures"
    >
      {/* A separator the accessible name reads between the time and the figures. */}
      <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}> · </span>
      {slotFigureText(figure)}
    </Typography>
  ) : null;
