/** The unit and its operation for the import shell, and a refresh after each change. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext } from 'react';
import { importApi, type ImportOperation, type ImportUnit } from '../terminal/importApi';

export const importKey = (nbr: string) => ['importArea', nbr] as const;

export function useImportUnitQuery(nbr: string) {
  const unit = useQuery({ queryKey: [...importKey(nbr), 'unit'], queryFn: () => importApi.unit(nbr), retry: false });
  const hasOp = unit.data?.operationId != null;
  const op = useQuery({ queryKey: [...importKey(nbr), 'op', unit.data?.operationId], queryFn: () => importApi.operation(nbr), enabled: hasOp, retry: false });
  const client = useQueryClient();
  const refresh = useCallback(() => client.invalidateQueries({ queryKey: importKey(nbr) }), [client, nbr]);
  return { unit, op: hasOp ? op : undefined, refresh };
}

export interface ImportUnitState {
  unit: ImportUnit;
  op: ImportOperation | undefined;
  /** The operation is being (re)loaded. */
  opPending: boolean;
  refresh: () => Promise<void>;
}

export const ImportUnitContext = createContext<ImportUnitState | undefined>(undefined);

/** The shell's unit, for its children. */
export function useImportUnit(): ImportUnitState {
  const value = useContext(ImportUnitContext);
  if (!value) throw new Error('useImportUnit fuera de la ficha de importación');
  return value;
}
