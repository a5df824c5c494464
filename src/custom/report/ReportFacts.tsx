/** A result's facts as label → value pairs (the Coprar batch, the old DRC): wraps on a phone, '—' for a missing value. */
import { Box, Typography } from '@mui/material';

export const ReportFacts = ({
  facts,
  testId,
}: {
  facts: readonly (readonly [label: string, value: string | number | null, id: string])[];
  testId: string;
}) => (
  <Box
    component="dl"
    data-testid={testId}
    sx={{
      display: 'grid',
      gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      gap: 2,
      m: 0,
    }}
  >
    {facts.map(([label, value, id]) => (
      <Box key={id} sx={{ minWidth: 0 }}>
        <Typography component="dt" variant="caption" color="text.secondary">
          {label}
        </Typography>
        <Typography
          component="dd"
          variant="body1"
          sx={{ m: 0, overflowWrap: 'anywhere' }}
          data-testid={`${testId}-${id}`}
        >
          {value === null || value === '' ? '—' : value}
        </Typography>
      </Box>
    ))}
  </Box>
);
