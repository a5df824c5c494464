/** The mock's shared demo password: the seed hashes it for every demo account; the login page's quick login sends it. */
export const DEMO_PASSWORD = 'Puerto#2026';
