/** Paths the console never owns: the legacy API, the session timeout call and the mock's own routes. */
export const isApiPath = (p: string) =>
  p === '/api' || p.startsWith('/api/') || p === '/timeout' || p === '/__mock' || p.startsWith('/__mock/');
