/**
 * Crash safety at scale: 1,000 line-operator creations with 20 in flight against the real server
 * process, kill -9 mid-burst, restart on the same data dir; every acknowledged write must be
 * there (tests/harness/support/crash.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crashBurst, describeCrash } from '../tests/harness/support/crash';
import { describePaymentCrash, paymentCrash } from '../tests/harness/support/paymentCrash';
import { report } from './report';

const PORT = 8511;
const WRITES = 1000;
const PAYMENTS = 500;

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-crash-'));
  try {
    const r = await crashBurst({ port: PORT, dataDir, writes: WRITES });
    console.log(describeCrash(r));
    const method = `${WRITES} POST /api/lineOperator, ${r.inFlight} en vuelo, kill -9 al confirmar la mitad, reinicio sobre el mismo directorio`;
    report({
      name: 'crash: escrituras confirmadas antes del kill -9',
      value: r.acknowledged,
      unit: 'escrituras',
      method,
    });
    report({
      name: 'crash: confirmadas que faltan tras reiniciar',
      value: r.missing.length,
      unit: 'escrituras',
      method,
      budget: 0,
    });
    report({
      name: 'crash: colecciones que cambiaron de tamaño',
      value: r.changed.length,
      unit: 'colecciones',
      method,
      budget: 0,
    });
    report({
      name: 'crash: tiempo hasta responder tras reiniciar',
      value: r.restartMs,
      unit: 'ms',
      method: 'desde el arranque del proceso hasta /__mock/health 200',
    });

    // Payments: 500, each with its Idempotency-Key, kill -9 at half acknowledged, restart, every client retries.
    const payDir = await mkdtemp(path.join(tmpdir(), 'bench-pay-crash-'));
    const p = await paymentCrash({ port: PORT, dataDir: payDir, payments: PAYMENTS }).finally(() =>
      rm(payDir, { recursive: true, force: true }),
    );
    console.log(describePaymentCrash(p));
    const payMethod = `${PAYMENTS} POST /api/payment/addpayment con Idempotency-Key, 20 en vuelo, kill -9 al confirmar la mitad, reinicio y reintento de todas`;
    report({
      name: 'crash de pagos: confirmados antes del kill -9',
      value: p.acknowledged,
      unit: 'pagos',
      method: payMethod,
    });
    report({
      name: 'crash de pagos: confirmados que faltan tras reiniciar',
      value: p.missing.length,
      unit: 'pagos',
      method: payMethod,
      budget: 0,
    });
    report({
      name: 'crash de pagos: facturas pagadas dos veces (tras reintentar)',
      value: p.doubled.length + p.changedAnswers.length,
      unit: 'facturas',
      method: payMethod,
      budget: 0,
    });
    report({
      name: 'crash de pagos: facturas sin pagar tras reintentar todas',
      value: p.unpaidAfterRetry,
      unit: 'facturas',
      method: payMethod,
      budget: 0,
    });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
