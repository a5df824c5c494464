/**
 * The shell's condition change, DIRECTO → INDIRECTO (IMP-077…079; Q17): offered to AGA roles and
 * functionary, enabled once the unit allows it (the server's reason shown otherwise), confirmed first.
 */
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Button, Tooltip } from '@mui/material';
import { useState } from 'react';
import { importMessages } from '../../i18n/importMessages';
import { ConfirmDialog } from '../../resources/framework/ConfirmDialog';
import { importApi } from '../terminal/api/importApi';
import { conditionChangeButton } from './managementBar';
import { fill } from './paths';
import { useImportUnit, useUnitAction } from './importUnit';

export const ConditionChangeButton = ({ roles }: { roles: readonly string[] }) => {
  const { unit } = useImportUnit();
  const { run, busy } = useUnitAction();
  const [open, setOpen] = useState(false);
  const state = conditionChangeButton(
    {
      transitState: unit.transitState,
      hasOperation: unit.operationId != null,
      condicionRetiro: unit.condicionRetiro,
      actions: unit.actions,
    },
    roles,
  );
  if (state === 'hidden') return null;
  const reason = unit.refusals.changeCondition;
  const button = (
    <Button
      size="small"
      variant="outlined"
      color="secondary"
      startIcon={<SwapHorizIcon />}
      disabled={state === 'disabled' || busy}
      onClick={() => setOpen(true)}
      data-testid="change-condition"
    >
      {importMessages.condition.offer}
    </Button>
  );
  return (
    <>
      {state === 'disabled' && reason ? (
        <Tooltip title={reason}>
          <span>{button}</span>
        </Tooltip>
      ) : (
        button
      )}
      <ConfirmDialog
        open={open}
        content={fill(importMessages.detail.changeConditionConfirm, { unit: unit.unitNbr })}
        busy={busy}
        onCancel={() => setOpen(false)}
        onConfirm={async () => {
          await run(
            () => importApi.changeCondition(unit.unitNbr),
            (a) => a.mensaje,
          );
          setOpen(false);
        }}
      />
    </>
  );
};
