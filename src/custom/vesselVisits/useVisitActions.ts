/**
 * What the visit list's actions do (VV-020, VV-021, VV-023, VV-030, VV-033…037): print one unit's
 * gate pass or the selected units' (checked first, the PDF in a new tab), go to the reassignment
 * or the calendar, and change the pickup condition (server's mensaje, then the list reloads).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { readGatePassCheck } from '../terminal/documents/gatePassAnswer';
import { importApi } from '../terminal/api/importApi';
import { openPdf } from '../terminal/documents/openPdf';
import { vesselVisitsApi } from './vesselVisitsApi';
import { visitPaths } from './paths';
import { useBusyCall } from '../terminal/forms/useBusyCall';

/** 'Ocurrieron errores.' and at most six lines (D3 §8.4). */
export const MAX_ERROR_LINES = 6;
export const errorLines = (title: string, lines: readonly string[]) =>
  [title, ...lines.slice(0, MAX_ERROR_LINES)].join('\n');

export const unitsKey = (visitId: string) => ['portal', 'visitUnits', visitId] as const;

export function useVisitActions(visitId: string) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { busy, run } = useBusyCall();
  const errorsTitle = translate('app.visitScreens.vesselVisits.gatePassErrors');

  return {
    busy,
    printOne: (nbr: string) =>
      run(async () => {
        const check = readGatePassCheck(await importApi.canPrintGatePass(nbr));
        if (!check.ok) notify(errorLines(errorsTitle, check.reasons), { type: 'error', multiLine: true });
        else await openPdf(() => importApi.gatePassPdf(nbr));
      }),
    printMany: (nbrs: readonly string[]) =>
      run(async () => {
        const check = await vesselVisitsApi.canPrintMany(nbrs);
        if (!check.valor) {
          const lines =
            check.errors.length > 0 ? check.errors.map((e) => `${e.unitNbr}: ${e.msg}`) : [check.mensaje ?? ''];
          notify(errorLines(errorsTitle, lines), { type: 'error', multiLine: true });
        } else await openPdf(() => vesselVisitsApi.massGatePassPdf(nbrs));
      }),
    changeCondition: (nbr: string) =>
      run(async () => {
        const answer = await vesselVisitsApi.changeCondition(nbr);
        notify(answer.mensaje, { type: answer.valor ? 'success' : 'error' });
        await queryClient.invalidateQueries({ queryKey: unitsKey(visitId) });
      }),
    reassign: (nbrs: readonly string[]) => navigate(visitPaths.reassign(visitId, nbrs)),
    appointment: (nbr: string) => navigate(visitPaths.appointment(visitId, nbr)),
    pickup: (nbr: string) => navigate(visitPaths.pickup(nbr)),
  };
}
