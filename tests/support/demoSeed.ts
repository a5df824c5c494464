/**
 * The demo seed (`buildSeed(1)`, what every e2e server starts from) built once per process: the
 * browser specs read unit numbers and ids from it, and each build costs ~1.5 s of CPU (the demo
 * passwords' scrypt hashes), which a Playwright worker used to pay once per spec file it ran.
 * Shared, so read it and never change it.
 */
import { buildSeed } from '../../mock-server/seed/index';

let built: ReturnType<typeof buildSeed> | undefined;

export const demoSeed = (): ReturnType<typeof buildSeed> => (built ??= buildSeed(1));
