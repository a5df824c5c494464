/**
 * Vitest setup: mock servers started by tests check on every commit that each changed record was
 * recorded in the journal (see mock-server/store.ts), so a route that forgets one fails its test.
 */
process.env.MOCK_VERIFY_STORE ??= '1';
export {};
