// `npm run bench`: first-load size of the built console, dataProvider getList on 100,000
// rows, and mock vs plain json-server list throughput. Benchmarks inform, they don't gate:
// figures are printed with their method, budget and PASS/FAIL, and the exit code is 0.
import { spawn } from 'node:child_process';
import { buildConsoleIfStale } from './build-console.mjs';
import { ensureDeps } from './ensure-deps.mjs';
import { bins, exitCodeOf, repoRoot } from './proc.mjs';

const benches = [
  { title: 'a. Tamaño de primera carga / first-load size', file: 'bench/bundleSize.ts', needsBuild: true },
  { title: 'b. dataProvider.getList sobre 100.000 filas', file: 'bench/dataProviderList.ts' },
  { title: 'c. Rendimiento de listas: mock vs json-server', file: 'bench/serverThroughput.ts' },
  { title: 'd. Latencia de escritura (SEED_SCALE=500, 20 en curso)', file: 'bench/writeLatency.ts' },
  {
    title: 'd2. Diario: bytes por escritura de conductor o camión (registro entero frente a parche)',
    file: 'bench/journalBytes.ts',
  },
  { title: 'e. Navegación a las primeras filas de /agents (Chromium)', file: 'bench/navigation.ts', needsBuild: true },
  {
    title:
      'e2. Primeras filas lado a lado con atomic-crm (ATOMIC_CRM_DIST; sin ella, frente a la página de referencia), por ruta, y /clients con 100.000 y 300.000 clientes (Chromium)',
    file: 'bench/firstRows.ts',
    needsBuild: true,
  },
  {
    title: 'f. Exportación XLSX de 100.000 filas de una lista (Chromium)',
    file: 'bench/exportXlsx.ts',
    needsBuild: true,
  },
  {
    title: 'Clientes: tecla de búsqueda → filas en la capa de datos (100.000 clientes)',
    file: 'bench/clientsSearch.ts',
  },
  {
    title: 'Clientes: la lista de 100.000 clientes tras una escritura, sin detener al resto (SEED_SCALE=500)',
    file: 'bench/largeList.ts',
  },
  {
    title: 'Clientes: navegación a las primeras filas de /clients con 100.000 clientes (Chromium)',
    file: 'bench/navigation.ts',
    needsBuild: true,
    env: {
      BENCH_NAV_ROUTE: '/clients',
      BENCH_NAV_LIST_CALL: '/api/client',
      BENCH_NAV_SEED_SCALE: '500',
      BENCH_NAV_BUDGET_MS: '1000',
    },
  },
  {
    title: 'Visitas de naves: filtrar y paginar una visita de 3.000 contenedores (capa de datos)',
    file: 'bench/vesselVisitPaging.ts',
  },
  { title: 'Gate pass: PDF de 1 y de 100 contenedores (mock, HTTP)', file: 'bench/gatePassPdf.ts' },
  { title: 'DRC masivo: visita de 500 contenedores de una línea, un PDF (mock, HTTP)', file: 'bench/massiveDrc.ts' },
  {
    title: 'Reportes: operaciones sobre 200.000 eventos del historial y su planilla XLSX (mock, HTTP)',
    file: 'bench/operationsReport.ts',
  },
  { title: 'Patio: secuenciar un bloque de 2.000 retiros directos (mock, en proceso)', file: 'bench/sequencing.ts' },
  {
    title: 'Patio: vista de un bloque de 2.000 posiciones, dibujo y hover (Chromium)',
    file: 'bench/yardBlockView.ts',
    needsBuild: true,
  },
  {
    title: 'Citas: problemas antes del viaje sobre 5.000 citas (mock, en proceso)',
    file: 'bench/appointmentTrouble.ts',
  },
  { title: 'Cifras del terminal: un año de historia (mock, HTTP)', file: 'bench/figures.ts' },
  {
    title: 'Visitas de naves: filtrar y paginar una visita de 3.000 contenedores (mock, HTTP)',
    file: 'bench/visitUnitsMock.ts',
  },
  {
    title:
      'Exportación: booking de 500 ítems y 5.000 contenedores, tecla en el formulario y en la grilla (capa de datos)',
    file: 'bench/exportBooking.ts',
  },
  {
    title: 'Exportación: EIR, cartas de temperatura de 300 reefers y planilla de vacíos de 2.000 filas (mock, HTTP)',
    file: 'bench/exportDocuments.ts',
  },
  {
    title: 'Vehículos: grilla de inscripción de 5.000 VIN, celda y relleno masivo (capa de datos)',
    file: 'bench/carInscriptionGrid.ts',
  },
  {
    title: 'Vehículos: estadísticas de una visita de ~5.600 VIN, cuatro gráficos tras los datos (Chromium)',
    file: 'bench/carStatsRender.ts',
    needsBuild: true,
  },
  {
    title: 'Vehículos: búsqueda de VIN sobre 100.000 vehículos (capa de datos del mock)',
    file: 'bench/carVinSearch.ts',
  },
  { title: 'Vehículos: reporte XLSX de 10.000 filas sin bloquear el servidor', file: 'bench/carReportXlsx.ts' },
  { title: 'Facturación: prefactura de 500 cargos y su PDF (mock, HTTP)', file: 'bench/invoiceDraft.ts' },
  {
    title:
      'Facturación: cargos de una visita de 3.000 contenedores y un cliente de 20.000 facturas (capa de datos; primeras filas en Chromium)',
    file: 'bench/invoiceSearch.ts',
    needsBuild: true,
  },
  {
    title: 'Pagos en línea: 1.000 notificaciones del proveedor, un tercio falsas, repetidas o alteradas',
    file: 'bench/paymentNotifications.ts',
  },
  {
    title: 'Pagos: pantalla de pago con 200 facturas, edición de una línea (capa de datos)',
    file: 'bench/payScreenEdit.ts',
  },
  {
    title: 'Subidas: 300.000 filas, una celda de 100 MB, bombas zip (memoria y /healthz mientras se procesan)',
    file: 'bench/uploads.ts',
  },
  { title: 'Auditoría: la lista de 100.000 entradas, primeras filas (mock, HTTP)', file: 'bench/audit.ts' },
  { title: 'Fuzzing: 10.000 peticiones inválidas a todas las rutas', file: 'bench/fuzz.ts' },
  { title: 'Caída: kill -9 a mitad de 1.000 escrituras y de 500 pagos', file: 'bench/crash.ts' },
  { title: 'Carga: 200 sesiones concurrentes durante 30 s', file: 'bench/load.ts' },
];

/** Runs one bench with tsx, echoing its output and collecting its BENCH_RESULT lines. */
async function runBench(file, env = {}) {
  const child = spawn(process.execPath, [bins.tsx, file], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  const results = [];
  let pending = '';
  child.stdout.on('data', (chunk) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (line.startsWith('BENCH_RESULT ')) results.push(JSON.parse(line.slice('BENCH_RESULT '.length)));
      else console.log(`  ${line}`);
    }
  });
  const code = await exitCodeOf(child);
  if (pending) console.log(`  ${pending}`);
  return { code, results };
}

const summary = [];
const started = Date.now();
try {
  await ensureDeps();
} catch (err) {
  console.error(`[bench] ${err.message}`);
}

for (const b of benches) {
  console.log(`\n=== ${b.title} (${b.file}) ===`);
  const t0 = Date.now();
  try {
    if (b.needsBuild) await buildConsoleIfStale();
    const { code, results } = await runBench(b.file, b.env);
    summary.push(...results);
    if (code !== 0) summary.push({ name: b.file, verdict: 'ERROR', value: `terminó con código ${code}`, unit: '' });
  } catch (err) {
    console.error(`  ${err.message}`);
    summary.push({ name: b.file, verdict: 'ERROR', value: err.message, unit: '' });
  }
  console.log(`  (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}

console.log('\n──────── resumen de benchmarks / benchmark summary ────────');
for (const r of summary) {
  const budget = r.budget === undefined ? '' : `  ≤ ${r.budget} ${r.unit}`;
  console.log(`  [${r.verdict}] ${r.name}: ${r.value} ${r.unit}${budget}`);
}
const failed = summary.filter((r) => r.verdict === 'FAIL' || r.verdict === 'ERROR').length;
console.log(
  `\n${failed ? `${failed} cifra(s) fuera de presupuesto o con error` : 'Todas las cifras dentro de presupuesto'} · ` +
    `${((Date.now() - started) / 1000).toFixed(0)} s · los benchmarks informan, no bloquean (exit 0)`,
);
process.exit(0);
