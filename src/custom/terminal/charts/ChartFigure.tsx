/**
 * A chart as the console shows every chart (D3 §2.6, Q44): a figure with its caption, the drawing
 * 300 high hidden from screen readers, and the same numbers in words below it (its text
 * alternative). A heading and actions may go above; `alternative` replaces the drawing (a table
 * view of the numbers, a loading or error state).
 */
import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { ResponsiveContainer } from 'recharts';
import { CHART_HEIGHT } from './charts';

export interface ChartFigureProps {
  caption: string;
  /** The numbers in words; omitted while there is nothing drawn. */
  summary?: string;
  heading?: ReactNode;
  /** Shown instead of the drawing and its summary. */
  alternative?: ReactNode;
  testIds: { card?: string; drawing?: string; summary: string };
  /** A recharts chart. */
  children: ReactElement;
}

export const ChartFigure = ({ caption, summary, heading, alternative, testIds, children }: ChartFigureProps) => (
  <Card component="figure" sx={{ m: 0 }} data-testid={testIds.card}>
    <CardContent>
      {heading}
      <Typography component="figcaption" variant="subtitle1" sx={{ mt: heading ? 1 : 0 }} gutterBottom>
        {caption}
      </Typography>
      {alternative ?? (
        <>
          {/* The drawing is a picture of the numbers below it: screen readers read the summary. */}
          <Box aria-hidden="true" sx={{ height: CHART_HEIGHT }} data-testid={testIds.drawing}>
            <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
              {children}
            </ResponsiveContainer>
          </Box>
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ display: 'block', mt: 1 }}
            data-testid={testIds.summary}
          >
            {summary}
          </Typography>
        </>
      )}
    </CardContent>
  </Card>
);
