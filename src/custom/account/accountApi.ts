/**
 * The account calls (docs/legacy-contract.md, Access and account): the caller's own profile —
 * the agent profile for ROLE_AGA, the user record for everyone else — and the password change.
 */
import { apiFetch } from '../../providers/httpClient';

export interface AgentContactInfo {
  contactName?: string | null;
  contactEmail?: string | null;
  contactPhone?: string | null;
  contactAddress?: string | null;
  contactCity?: string | null;
}

/** GET /api/user/getAgent. */
export interface AgentProfile {
  id: string;
  name?: string | null;
  user: { login?: string | null; email?: string | null };
  contactInfo: AgentContactInfo;
  emailGuiaDespacho?: string | null;
}

/** GET /api/user/getUser. */
export interface UserProfile {
  login: string;
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  rut?: string | null;
}

export interface PasswordChange {
  password: string;
  passwordNew: string;
}

type Rec = Record<string, unknown>;
const rec = (v: unknown): Rec => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Rec) : {});

/** Nested objects always present, so the forms' nested inputs and rules have something to read. */
export function toAgentProfile(body: unknown): AgentProfile {
  const b = rec(body);
  return { ...(b as unknown as AgentProfile), user: { ...rec(b.user) }, contactInfo: { ...rec(b.contactInfo) } };
}

export const accountApi = {
  getAgent: (signal?: AbortSignal) => apiFetch<unknown>('/api/user/getAgent', { signal }).then(toAgentProfile),
  updateAgent: (profile: AgentProfile) =>
    apiFetch<unknown>('/api/user/updateAgent', { method: 'POST', body: profile }).then(toAgentProfile),
  getUser: (signal?: AbortSignal) => apiFetch<UserProfile>('/api/user/getUser', { signal }),
  updateUser: (profile: UserProfile) =>
    apiFetch<UserProfile>('/api/user/updateUser', { method: 'POST', body: profile }),
  /** POST /api/user/changePassword {password, passwordNew} (DECISIONS Q03). */
  changePassword: (change: PasswordChange) =>
    apiFetch<unknown>('/api/user/changePassword', { method: 'POST', body: change }),
};
