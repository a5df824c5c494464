/** The import unit for its shell (the shared unit kit): the unit, its operation, and a refresh after each change. */
import { useQuery } from '@tanstack/react-query';
import { importApi, type ImportOperation, type ImportUnit } from '../terminal/api/importApi';
import { unitKit, type UnitLoad } from '../terminal/units/unitKit';

export interface ImportUnitView {
  unit: ImportUnit;
  op: ImportOperation | undefined;
  /** The operation is being (re)loaded. */
  opPending: boolean;
}

const kit = unitKit<ImportUnitView>('importArea', 'useImportUnit fuera de la ficha de importación');
export const { Context: ImportUnitContext, useUnit: useImportUnit, useUnitAction } = kit;

/** The unit, then its operation when it has one; a failure of either is the shell's. */
export function useImportUnitLoad(nbr: string): UnitLoad<ImportUnitView> {
  const unit = useQuery({ queryKey: [...kit.key(nbr), 'unit'], queryFn: () => importApi.unit(nbr), retry: false });
  const hasOp = unit.data?.operationId != null;
  const op = useQuery({
    queryKey: [...kit.key(nbr), 'op', unit.data?.operationId],
    queryFn: () => importApi.operation(nbr),
    enabled: hasOp,
    retry: false,
  });
  const refresh = kit.useRefresh(nbr);
  if (unit.isPending) return { status: 'pending' };
  if (unit.isError || !unit.data || (hasOp && op.isError))
    return { status: 'error', message: (unit.error ?? (hasOp ? op.error : null))?.message };
  return {
    status: 'ready',
    state: { unit: unit.data, op: hasOp ? op.data : undefined, opPending: hasOp && op.isPending, refresh },
  };
}
