/** A unit's facts as a definition list (the tracking detail, the visit detail, the gate-pass lookup). */
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A term and its value; an empty value reads '—'. */
export const Fact = ({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) => (
  <Box sx={{ display: 'contents' }}>
    <Typography component="dt" variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography
      component="dd"
      variant="body2"
      sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}
      data-testid={testId}
    >
      {value === null || value === undefined || value === '' ? '—' : value}
    </Typography>
  </Box>
);

export const FactList = ({ children }: { children: ReactNode }) => (
  <Box
    component="dl"
    sx={{ display: 'grid', gridTemplateColumns: 'minmax(140px, max-content) 1fr', columnGap: 2, rowGap: 0.75, m: 0 }}
  >
    {children}
  </Box>
);
