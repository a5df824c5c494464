/** The cash events codec's edges, pinned where mutation testing found them unchecked (docs/mutation.md). */
import { describe, expect, it } from 'vitest';
import { cashEvent } from '../../../../src/domain/cash/calls';

const read = (body: unknown) => cashEvent.fromWire({ params: {}, query: {}, body });

describe('cash events codec: what the mock reads from a partial body', () => {
  it('no events list reads as no events', () => {
    expect(read({ unitNbr: 'MSCU1234567' }).cashEvents).toEqual([]);
    expect(read({ cashEvents: 'PESAJE' }).cashEvents).toEqual([]);
  });

  it('an event naming neither event nor id reads as an empty tariff with its quantity', () => {
    expect(read({ cashEvents: [{ quantity: 3 }] }).cashEvents).toEqual([{ event: '', quantity: '3' }]);
  });
});
