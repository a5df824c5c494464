/**
 * A car report of 10,000 rows as XLSX (issue 17 §3): the terminal's sheet writer (exceljs' streaming
 * writer, a slice of rows at a time) on the EN report's columns, timed end to end, while the event
 * loop's delay is sampled: the longest the server would hold another request. Budgets: 3 s, 50 ms.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { workbook } from '../mock-server/documents/spreadsheet';
import { withVinCheckDigit } from '../src/domain/cars/identifiers';
import { report } from './report';

const ROWS = 10_000;
const rows = Array.from({ length: ROWS }, (_, i) => [
  withVinCheckDigit(`KMHJ2814XRU${String(100000 + i)}`),
  'HYUNDAI',
  'TUCSON',
  `ONEHT${String(1000000 + Math.floor(i / 30))}`,
  'DESCARGA',
  '05/11/2025 10:00',
]);
const headers = ['VIN', 'Marca', 'Modelo', 'BL', 'Último movimiento', 'Fecha'];

await workbook('calentamiento', headers, rows.slice(0, 200));
const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
const t = performance.now();
const file = await workbook('Estado de nave', headers, rows);
const total = performance.now() - t;
delay.disable();
report({
  name: 'Reporte de vehículos de 10.000 filas en XLSX',
  value: Math.round(total),
  unit: 'ms',
  budget: 3000,
  method: `escritor en flujo de exceljs, 500 filas por tramo, ${Math.round(file.length / 1024)} kB`,
});
report({
  name: 'Reporte de 10.000 filas: bloqueo máximo del servidor',
  value: Math.round(delay.max / 1e6),
  unit: 'ms',
  budget: 50,
  method: 'monitorEventLoopDelay (resolución 5 ms) mientras se genera',
});
