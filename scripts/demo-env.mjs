/**
 * What the demo launchers (npm start, npm run dev) give the mock besides the caller's environment:
 * a terminal name, so the demo's texts and PDFs name a terminal rather than Q05's default
 * 'el Terminal' (which the tests keep). A TERMINAL_NAME of the caller wins.
 */
export const DEMO_TERMINAL_NAME = 'Terminal Portuario Andino';

export const demoEnv = (env) => ({ ...env, TERMINAL_NAME: env.TERMINAL_NAME || DEMO_TERMINAL_NAME });
