/**
 * The demo quick login (demo mode only): the mock lists its demo accounts at GET /__mock/demo-users;
 * a real legacy server answers 404 there and the login page shows nothing.
 */
import { resolveUrl } from '../../providers/httpClient';

export { DEMO_PASSWORD } from '../../domain/demo';

export interface DemoUser {
  login: string;
  roles?: string[];
  description?: string;
  group?: string;
}

export interface DemoGroup {
  group: string;
  users: DemoUser[];
}

/** The demo users, or [] when the server has none (404, no answer, not a list). Silent and without a token. */
export async function fetchDemoUsers(): Promise<DemoUser[]> {
  try {
    const response = await fetch(resolveUrl('/__mock/demo-users'), { headers: { Accept: 'application/json' } });
    if (response.status !== 200) return [];
    const body: unknown = await response.json();
    if (!Array.isArray(body)) return [];
    return body.filter((u): u is DemoUser => !!u && typeof u === 'object' && typeof (u as DemoUser).login === 'string');
  } catch {
    return [];
  }
}

/** Users by `group`, groups in order of first appearance ('' for users without one). */
export function groupDemoUsers(users: readonly DemoUser[]): DemoGroup[] {
  const groups = new Map<string, DemoUser[]>();
  for (const user of users) {
    const key = typeof user.group === 'string' ? user.group : '';
    groups.set(key, [...(groups.get(key) ?? []), user]);
  }
  return [...groups].map(([group, list]) => ({ group, users: list }));
}
