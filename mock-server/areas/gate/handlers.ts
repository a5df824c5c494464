/**
 * The gate's calls (D2 §7 Gate; API.md A100–A104, A122): HTTP only — the decoded input, one
 * transition of the gate module (modules/gate/arrivals.ts), commit, the view.
 */
import type { Request, Response } from 'express';
import { GATES } from '../../../src/domain/gate/gates';
import type { CutOffQuery, GateArrivalInput, GateConfirmInput } from '../../../src/domain/gate/calls';
import { gateUnitInput } from '../../../src/domain/gate/calls';
import type { AppContext } from '../../context';
import { terminalHttp } from '../../terminalModel/http';
import {
  arrivalContextOf,
  boxesAtGate,
  confirmArrival,
  gateUnitAt,
  registerArrival,
} from '../../modules/gate/arrivals';
import { arrivalView, cutOffView, sagView } from '../../modules/gate/views';

export function gateRoutes(ctx: AppContext) {
  const { store } = ctx;
  const http = terminalHttp(ctx);

  /** GET /appointmentrules/gates (GATE-003, CONST-045): the gates, 'Puerta N', the first by default. */
  function gates(_req: Request, res: Response) {
    res.json(GATES);
  }

  /** POST /unitfacilityvisit/arribogate (GATE-002, GATE-006). */
  async function arrive({ unitNbr, gate }: GateArrivalInput, _req: Request, res: Response) {
    const c = registerArrival(store, gateUnitAt(store, unitNbr), gate, http.moment(res));
    await store.commit();
    res.json(arrivalView(store, c, http.now()));
  }

  /** POST /unitfacilityvisit/arribogateupdate (GATE-007). */
  async function confirm({ unitNbr, gate, arriboGate }: GateConfirmInput, _req: Request, res: Response) {
    const c = confirmArrival(store, gateUnitAt(store, unitNbr), { gate, arriboGate }, http.moment(res));
    await store.commit();
    res.json(arrivalView(store, c, http.now()));
  }

  /** GET /unitfacilityvisit/getallecin: the boxes at the gate. */
  function atGate(_req: Request, res: Response) {
    const now = http.now();
    res.json(boxesAtGate(store).map((c) => arrivalView(store, c, now)));
  }

  /** GET /unitfacilityvisit/consultacutoff/{id}/{line} (GATE-008…010). */
  function cutOff({ unitNbr, line }: CutOffQuery, _req: Request, res: Response) {
    res.json(cutOffView(arrivalContextOf(store, gateUnitAt(store, unitNbr, 'id')), line, http.now()));
  }

  /** GET /unitfacilityvisit/consultasag/{id} (GATE-012). */
  function sag(req: Request, res: Response) {
    res.json(sagView(arrivalContextOf(store, gateUnitAt(store, gateUnitInput(http.param(req, 'id')), 'id'))));
  }

  return { gates, arrive, confirm, atGate, cutOff, sag };
}
