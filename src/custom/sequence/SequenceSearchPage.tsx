/**
 * /sequence (SEQ-001, SEQ-002): the visits holding the user's agent's sequenced units (GET
 * /vesselvisit/sequenced); one opens the agent's units of it.
 */
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Alert, Card, CardContent, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '../../domain/formats';
import { yardScreenMessages } from '../../i18n/yardScreenMessages';
import { sequencePaths } from './paths';
import { sequenceApi } from './sequenceApi';
import { useOwnAgent } from './useOwnAgent';

const t = yardScreenMessages.sequence;

const SequenceSearchPage = () => {
  const { agentId } = useOwnAgent();
  const q = useQuery({
    queryKey: ['portal', 'sequence', 'visits'],
    queryFn: ({ signal }) => sequenceApi.visits(signal),
    retry: false,
  });
  return (
    <Card sx={{ maxWidth: 760 }}>
      <Title title={t.title} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {t.title}
        </Typography>
        <Typography id="sequence-visits-title" variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t.intro}
        </Typography>
        {q.isError && <Alert severity="error">{(q.error as Error).message}</Alert>}
        {q.data && q.data.length === 0 && (
          <Alert severity="info" data-testid="sequence-no-visits">
            {t.none}
          </Alert>
        )}
        {q.data && q.data.length > 0 && agentId && (
          <List aria-labelledby="sequence-visits-title" data-testid="sequence-visits" disablePadding>
            {q.data.map((v) => (
              <ListItem key={v.id} disablePadding divider>
                <ListItemButton
                  component={RouterLink}
                  to={sequencePaths.units(v.id, agentId)}
                  data-testid="sequence-visit"
                  data-visit={v.id}
                >
                  <ListItemText
                    primary={`${v.vesselName} ${v.inVoyNbr ?? ''} (${v.id})`.replace(/\s+\(/, ' (')}
                    secondary={[v.manifestNumber, v.ata ? formatDateTime(v.ata) : v.eta ? formatDateTime(v.eta) : '']
                      .filter(Boolean)
                      .join(' · ')}
                  />
                  <ChevronRightIcon aria-hidden />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
};

export default SequenceSearchPage;
