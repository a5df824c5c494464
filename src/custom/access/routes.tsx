/** Routes of the access area (login flows, access denied, legacy redirects). Filled by the access issue. */
import type { ReactElement } from 'react';

/** Public pages, outside the layout (no session needed). */
export const accessPublicRoutes: ReactElement[] = [];

/** Pages inside the layout. */
export const accessLayoutRoutes: ReactElement[] = [];
