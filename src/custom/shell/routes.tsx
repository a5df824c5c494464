/** Routes of the shell (home, account). Filled by the shell issue. */
import type { ReactElement } from 'react';

export const shellLayoutRoutes: ReactElement[] = [];
