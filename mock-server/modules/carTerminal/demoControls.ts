/**
 * The car terminal's own events as demo controls (POST /__mock/cars/{vin}/{event}, no sign-in, like
 * the demo clock): discharge, inspect, dispatch. Each records the vehicle's next movement and never
 * jumps (src/domain/cars/vehicleMoves.ts): visit statistics, brand movements and the yard change as
 * the terminal would make them change.
 */
import type { RequestHandler } from 'express';
import { VEHICLE_EVENTS, type VehicleEvent } from '../../../src/domain/cars/vehicleMoves';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../errors';
import { findVehicle, moveVehicle } from './cars';

export const carDemoControl =
  (ctx: AppContext): RequestHandler =>
  async (req, res) => {
    const event = String(req.params.event) as VehicleEvent;
    if (!(event in VEHICLE_EVENTS)) throw badRequest(operationsMessages.cars.unknownEvent);
    const vin = String(req.params.vin).trim().toUpperCase();
    const vehicle = findVehicle(ctx.store, vin);
    if (!vehicle) throw notFound(operationsMessages.cars.vinNotFound.replace('{vin}', vin));
    moveVehicle(ctx.store, vehicle, event, { now: ctx.clock.now(), login: 'terminal' });
    await ctx.store.commit();
    res.json({ code: vehicle.unitNbr, registros: vehicle.registros, transitState: vehicle.transitState });
  };
