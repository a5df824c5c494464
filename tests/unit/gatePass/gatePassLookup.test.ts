/** The gate-pass lookup's answers (GP-003, GP-004, GP-005). */
import { describe, expect, it, vi } from 'vitest';
import { errorLinesOf, lookUpGatePass } from '../../../src/custom/gatePass/gatePassLookup';
import { isContainerNumber } from '../../../src/domain/containerNumber';
import { importApi } from '../../../src/custom/terminal/api/importApi';
import { toApiError } from '../../../src/providers/httpClient';

const appointment = {
  nbr: 7,
  appointmentNbr: 7,
  unitNbr: 'MSCU1234565',
  dateApp: '05/11/2025',
  day: '2025-11-05',
  slotStartTime: '14:00',
  slotEndTime: '16:00',
  trucking_name: 'T',
  truckingId: '76086428-5',
  ownMeans: false,
  driverRuts: [],
  visitId: 'MSCAN36S',
  passed: false,
  startsAt: '2025-11-05T17:00:00.000Z',
};

describe('gate-pass lookup', () => {
  it('GP-004: a unit without a gate pass (404) is "not found"', async () => {
    vi.spyOn(importApi, 'appointment').mockRejectedValueOnce(
      toApiError(404, { code: '404', message: 'No se encontró la cita.' }),
    );
    expect(await lookUpGatePass('MSCU1234565')).toEqual({ kind: 'notFound' });
  });
  it('GP-003: found and printable', async () => {
    vi.spyOn(importApi, 'appointment').mockResolvedValueOnce(appointment);
    vi.spyOn(importApi, 'canPrintGatePass').mockResolvedValueOnce({ valor: true, mensaje: null, errors: [] });
    expect(await lookUpGatePass('MSCU1234565')).toEqual({ kind: 'found', appointment, printable: true, errors: [] });
  });
  it('GP-005: refusals are the error lines (the legacy array form too)', async () => {
    vi.spyOn(importApi, 'appointment').mockResolvedValueOnce(appointment);
    vi.spyOn(importApi, 'canPrintGatePass').mockResolvedValueOnce(['NO', 'a', 'b'] as never);
    expect(await lookUpGatePass('MSCU1234565')).toMatchObject({ printable: false, errors: ['NO', 'a', 'b'] });
  });
  it('other failures propagate (message bar)', async () => {
    vi.spyOn(importApi, 'appointment').mockRejectedValueOnce(toApiError(500, { code: '500', message: 'x' }));
    await expect(lookUpGatePass('MSCU1234565')).rejects.toThrow('x - 500');
  });
  it('GP-005: at most six lines, without repeats', () => {
    expect(errorLinesOf(['1', '1', '2', '3', '4', '5', '6', '7', ''])).toEqual(['1', '2', '3', '4', '5', '6']);
  });
  it.each([
    ['MSCU1234565', true],
    ['MSCU123456', false],
    ['', false],
    ['mscu1234565', false],
  ])('GP-002: %j is a container number: %s', (t, ok) => {
    expect(isContainerNumber(t)).toBe(ok);
  });
});
