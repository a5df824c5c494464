/** The block as a table ('Ver como tabla'): every occupied position's box — stack, row, tier, container, state, turn. */
import { Box, Typography } from '@mui/material';
import { fillText } from '../../../i18n/fillText';
import { yardBlockViewMessages as t } from '../../../i18n/yardBlockViewMessages';
import type { BlockModel } from './blockModel';
import { stackLabel } from './geometry';
import type { OrderOverlay } from './orderOverlay';
import { stateLabel, turnText } from './slotText';

// One style for every cell, set on the table (2,000 rows stay plain elements).
const tableSx = {
  borderCollapse: 'collapse',
  typography: 'body2',
  minWidth: '100%',
  '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5, textAlign: 'left', whiteSpace: 'nowrap' },
  '& thead th': { bgcolor: 'grey.100' },
  '& tbody th': { fontWeight: 400 },
} as const;

export function BlockTable({ model, overlay }: { model: BlockModel; overlay: OrderOverlay | null }) {
  if (model.boxes.length === 0) return <Typography data-testid="yard-block-table-empty">{t.table.empty}</Typography>;
  const h = t.table;
  return (
    <Box
      sx={{ overflow: 'auto', maxWidth: '100%', maxHeight: '70vh' }}
      tabIndex={0}
      role="region"
      aria-label={fillText(h.caption, { id: model.id })}
    >
      <Box component="table" data-testid="yard-block-table" sx={tableSx}>
        <caption style={{ textAlign: 'left', fontWeight: 600, padding: '4px 0' }}>
          {fillText(h.caption, { id: model.id })}
        </caption>
        <thead>
          <tr>
            {[h.stack, h.row, h.tier, h.unit, h.state, h.turn].map((x) => (
              <th scope="col" key={x}>
                {x}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {model.boxes.map((b) => {
            const order = overlay?.byUnit.get(b.unitNbr)?.order;
            return (
              <tr key={b.unitNbr}>
                <td>{stackLabel(b.stack)}</td>
                <td>{b.row}</td>
                <td>{b.tier}</td>
                <th scope="row">{b.unitNbr}</th>
                <td>{stateLabel(b.state)}</td>
                <td>
                  {turnText(b)}
                  {order !== undefined ? ` (${fillText(t.order, { order })})` : ''}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Box>
    </Box>
  );
}
