/** A trucking company as the agent screens read it (D1 §3 Trucking company). */
export interface Trucking {
  id: string;
  name: string;
  user?: { email?: string; activated?: boolean };
  [key: string]: unknown;
}
