/** `npm run mock:reset`: re-seeds DATA_DIR/db.json (SEED_SCALE as for the server). */
import { seeding } from './seeding';
import { Store } from './store';
import { dropAuditTrail } from './audit/trail';

const dataDir = process.env.DATA_DIR || 'mock-server/data';
const seedScale = Number(process.env.SEED_SCALE ?? 1) || 1;
const started = Date.now();
const store = await Store.open({
  dataDir,
  seedScale,
  reset: true,
  log: (m) => console.warn(m),
  ...seeding(),
});
await store.close();
// The audit trail describes the data just replaced (mock-server/audit/trail.ts).
await dropAuditTrail(dataDir);
const counts = Object.entries(store.db)
  .map(([k, v]) => `${k} ${(v as unknown[]).length}`)
  .join(', ');
console.log(
  `Datos simulados regenerados en ${store.file} (escala ${seedScale}, ${Date.now() - started} ms): ${counts}`,
);
