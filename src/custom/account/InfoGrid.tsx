/** Label/value pairs in a responsive grid (the account detail). Empty values show '—'. */
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface InfoItem {
  label: string;
  value: ReactNode;
  /** data-field, for tests and styling. */
  field: string;
}

const blank = (v: ReactNode) => v === null || v === undefined || v === '';

export const InfoGrid = ({ items }: { items: readonly InfoItem[] }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 3, rowGap: 1.5 }}>
    {items.map((item) => (
      <Box key={item.field} data-field={item.field} sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" component="div">
          {item.label}
        </Typography>
        <Typography variant="body2" component="div" sx={{ minHeight: 20, wordBreak: 'break-word' }}>
          {blank(item.value) ? '—' : item.value}
        </Typography>
      </Box>
    ))}
  </Box>
);
