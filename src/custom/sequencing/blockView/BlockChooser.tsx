/** The block chooser (/secuenciacion/patio with no block): each block, its use, its boxes and its direct pickups without a turn. */
import { Alert, Box, Card, CardActionArea, CardContent, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { fillText } from '../../../i18n/fillText';
import { yardBlockViewMessages as t } from '../../../i18n/yardBlockViewMessages';
import { blockViewApi } from './blockViewApi';

export function BlockChooser({ pathOf }: { pathOf: (block: string) => string }) {
  const blocks = useQuery({
    queryKey: ['yardblock'],
    queryFn: ({ signal }) => blockViewApi.blocks(signal),
    retry: false,
  });
  if (blocks.isError) return <Alert severity="error">{blocks.error.message}</Alert>;
  if (!blocks.data) return <CircularProgress aria-label={t.loading} />;
  return (
    <Box
      component="ul"
      data-testid="yard-block-chooser"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
      }}
    >
      {blocks.data.map((b) => (
        <li key={b.id}>
          <Card variant="outlined">
            <CardActionArea component={Link} to={pathOf(b.id)} data-testid={`yard-block-${b.id}`}>
              <CardContent>
                <Typography variant="h6" component="h2">
                  {b.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t.uses[b.use]}
                </Typography>
                <Typography variant="body2">
                  {fillText(t.blockCard, { occupied: b.occupied, directs: b.directsWaiting })}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Box>
  );
}
