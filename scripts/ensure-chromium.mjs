// Finds (or installs) a Chromium for Playwright and exports its path as CHROMIUM_PATH for
// child processes. Playwright cannot download its own browsers on every machine, so the
// system Chromium (Debian package) is the normal case. Usable as a module or a CLI.
import { accessSync, constants, existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { bins, repoRoot, run } from './proc.mjs';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

const isExecutable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

async function aptInstallChromium() {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  console.log('[chromium] instalando chromium con apt-get…');
  if ((await run('apt-get', ['install', '-y', 'chromium'], { env })) === 0) return true;
  console.log('[chromium] apt-get install falló; ejecutando apt-get update y reintentando…');
  if ((await run('apt-get', ['update'], { env })) !== 0) return false;
  return (await run('apt-get', ['install', '-y', 'chromium'], { env })) === 0;
}

async function playwrightChromium() {
  try {
    const { chromium } = await import('@playwright/test');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

async function playwrightInstallChromium() {
  console.log('[chromium] intentando "playwright install chromium"…');
  const code = await run(process.execPath, [`${repoRoot}/${bins.playwright}`, 'install', 'chromium']);
  return code === 0 ? playwrightChromium() : null;
}

/** Resolves a usable Chromium path (setting process.env.CHROMIUM_PATH) or throws with instructions. */
export async function ensureChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (isExecutable(fromEnv)) return (process.env.CHROMIUM_PATH = fromEnv);
    console.warn(`[chromium] CHROMIUM_PATH=${fromEnv} no existe o no es ejecutable; buscando otra.`);
  }
  if (isExecutable(SYSTEM_CHROMIUM)) return (process.env.CHROMIUM_PATH = SYSTEM_CHROMIUM);

  const rootOnDebian = existsSync('/etc/debian_version') && process.getuid?.() === 0;
  if (rootOnDebian && (await aptInstallChromium()) && isExecutable(SYSTEM_CHROMIUM)) {
    return (process.env.CHROMIUM_PATH = SYSTEM_CHROMIUM);
  }

  const bundled = (await playwrightChromium()) ?? (await playwrightInstallChromium());
  if (bundled) return (process.env.CHROMIUM_PATH = bundled);

  throw new Error(
    [
      'No se encontró Chromium para las pruebas end-to-end.',
      '  Instálelo (Debian/Ubuntu: sudo apt-get install -y chromium) o indique su ruta con CHROMIUM_PATH=/ruta/a/chromium.',
      'Chromium was not found for the end-to-end tests.',
      '  Install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROMIUM_PATH=/path/to/chromium.',
    ].join('\n'),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  ensureChromium().then(
    (path) => console.log(path),
    (err) => {
      console.error(err.message);
      process.exit(1);
    },
  );
}
