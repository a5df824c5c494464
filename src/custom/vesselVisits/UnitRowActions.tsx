/**
 * The per-unit action buttons (VV-017): pickup request (VV-038), gate pass print, reassign, appointment, condition change,
 * each only for the roles offered it; a refused one is disabled with the reason as its tooltip.
 */
import AssignmentIcon from '@mui/icons-material/AssignmentTurnedIn';
import EventIcon from '@mui/icons-material/Event';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PrintIcon from '@mui/icons-material/Print';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { IconButton, Stack, Tooltip } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { ROW_ACTIONS, type RowAction, type RowActionState } from './rowActions';

const ICONS: Record<RowAction, ReactElement> = {
  pickup: <AssignmentIcon fontSize="small" />,
  printGatePass: <PrintIcon fontSize="small" />,
  reassign: <LocalShippingIcon fontSize="small" />,
  appointment: <EventIcon fontSize="small" />,
  changeCondition: <SwapHorizIcon fontSize="small" />,
};

export interface UnitRowActionsProps {
  unitNbr: string;
  states: Record<RowAction, RowActionState>;
  onAction: (action: RowAction) => void;
  busy?: boolean;
}

export const UnitRowActions = ({ unitNbr, states, onAction, busy }: UnitRowActionsProps) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" sx={{ gap: 0.25, justifyContent: 'flex-end' }}>
      {ROW_ACTIONS.filter((a) => states[a].offered).map((a) => {
        const label = translate(`app.visitScreens.vesselVisits.action.${a}`, { unitNbr });
        const refusal = states[a].refusal;
        return (
          <Tooltip key={a} title={refusal ? `${label}: ${refusal}` : label}>
            {/* A disabled button fires no events: the span carries the tooltip. */}
            <span>
              <IconButton
                size="small"
                aria-label={label}
                disabled={busy || refusal !== undefined}
                onClick={() => onAction(a)}
                data-action={a}
              >
                {ICONS[a]}
              </IconButton>
            </span>
          </Tooltip>
        );
      })}
    </Stack>
  );
};
