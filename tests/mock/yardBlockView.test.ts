/**
 * Mock server, the block view's read (issue 32 §2 'A yard you can see'; ruling in the yard report):
 * GET /api/yardblock/{id} answers the block's row and every box with its place and the state the
 * server derives — a sequencing's turns show as SEQUENCED boxes with their turn — for the operator
 * only; a block the yard does not have is 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { YardBlockPositions } from '../../src/domain/yard/blockPositions';
import { santiagoDateTime } from '../../src/domain/santiagoTime';
import type { SequencingDetail, YardBlockRow } from '../../src/domain/yard/wire';
import { PROCESSING_MS } from '../../mock-server/modules/sequencing/transitions';
import { MOCK_ONLY, startMock, type Mock, type Reply } from './helpers';

type Call = (method: string, path: string, json?: unknown) => Promise<Reply>;
let mock: Mock;
let operador: Call;

const clockNow = async () => Date.parse((await mock.call('GET', '/__mock/clock')).body.now as string);

beforeAll(async () => {
  mock = await startMock({ port: 9171 });
  operador = await mock.as('operador');
});
afterAll(async () => {
  await mock?.dispose();
});

describe('GET /api/yardblock/{id}', () => {
  it("answers each block's row and its boxes, one per place, none above an empty tier, each with the state the server reads", async () => {
    const rows = (await operador('GET', '/api/yardblock')).body as YardBlockRow[];
    for (const row of rows) {
      const res = await operador('GET', `/api/yardblock/${row.id.toLowerCase()}`);
      expect(res.status).toBe(200);
      const { boxes, ...head } = res.body as YardBlockPositions;
      expect(head).toEqual(row);
      expect(boxes).toHaveLength(row.occupied);
      const places = new Set(boxes.map((b) => `${b.stack}${b.row}${b.tier}`));
      expect(places.size).toBe(boxes.length);
      for (const b of boxes) {
        if (b.tier > 1) expect(places.has(`${b.stack}${b.row}${b.tier - 1}`)).toBe(true);
        expect(b.state === 'SEQUENCED' ? b.apptNbr !== null && b.category === 'IMPORT' : true).toBe(true);
        expect(b.state === 'EXPORT' || b.state === 'STORAGE' ? b.state === b.category : true).toBe(true);
      }
      // In stack, row, tier order.
      const keys = boxes.map((b) => [b.stack, b.row, b.tier] as const);
      expect(keys).toEqual([...keys].sort((x, y) => x[0] - y[0] || x[1].localeCompare(y[1]) || x[2] - y[2]));
    }
  });

  it("a sequencing's turns read as sequenced boxes with their turn number and time", MOCK_ONLY, async () => {
    const rows = (await operador('GET', '/api/yardblock')).body as YardBlockRow[];
    const block = [...rows].sort((a, b) => b.directsWaiting - a.directsWaiting)[0]!;
    expect(block.directsWaiting).toBeGreaterThan(0);
    const saved = await operador('POST', '/api/sequencing', {
      block: block.id,
      sectionFrom: '1',
      sectionTo: '80',
      rowFrom: 'A',
      rowTo: 'Z',
      intervalDirects: '15',
      dateInitation: santiagoDateTime(new Date((await clockNow()) + 3_600_000)),
      method: '0',
      sentido: '0',
      sentidoStack: '0',
    });
    expect(saved.status).toBe(201);
    await mock.call('POST', '/__mock/clock', {
      json: { now: new Date((await clockNow()) + PROCESSING_MS + 1000).toISOString() },
    });
    const detail = (await operador('GET', `/api/sequencing/${saved.body.id}`)).body as SequencingDetail;
    expect(detail.turns).toHaveLength(block.directsWaiting);
    const { boxes } = (await operador('GET', `/api/yardblock/${block.id}`)).body as YardBlockPositions;
    for (const t of detail.turns) {
      const box = boxes.find((b) => b.unitNbr === t.unitNbr)!;
      expect(box).toMatchObject({
        stack: t.stack,
        row: t.row,
        state: 'SEQUENCED',
        apptNbr: t.apptNbr,
        apptTime: t.time,
      });
    }
  });

  it("is the operator's: another role is refused (403), a block the yard does not have is 404 with the form's text", async () => {
    expect((await operador('GET', '/api/yardblock/ZZ')).body).toEqual({
      code: '404',
      message: 'Seleccione un bloque válido',
    });
    for (const user of ['aga', 'servicio', 'gate']) {
      const res = await (await mock.as(user))('GET', '/api/yardblock/A1');
      expect(res.status, user).toBe(403);
    }
  });
});
