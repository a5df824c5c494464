/** The export unit and its pre-advice for the shell (the shared unit kit), a refresh after each change, and its calls one at a time. */
import { useQuery } from '@tanstack/react-query';
import { exportApi, type ExportPreadviceWire } from '../terminal/api/exportApi';
import { unitKit, type UnitLoad } from '../terminal/units/unitKit';

export interface ExportUnitView {
  preadvice: ExportPreadviceWire;
}

const kit = unitKit<ExportUnitView>('exportArea', 'useExportUnit fuera de la ficha de exportación');
export const { Context: ExportUnitContext, useUnit: useExportUnit, useUnitAction: useExportAction } = kit;

export function useExportUnitLoad(nbr: string): UnitLoad<ExportUnitView> {
  const unit = useQuery({ queryKey: [...kit.key(nbr), 'unit'], queryFn: () => exportApi.unit(nbr), retry: false });
  const refresh = kit.useRefresh(nbr);
  if (unit.isPending) return { status: 'pending' };
  if (unit.isError) return { status: 'error', message: unit.error.message };
  return { status: 'ready', state: { preadvice: unit.data, refresh } };
}
