/**
 * /drc (DRC-001, DRC-002): the shipping company chooses one of its lines' visits ('Requerido' with
 * none, 'Seleccione una visita válida' for anything else typed) and opens its containers.
 */
import ListIcon from '@mui/icons-material/List';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Title } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { chooseVisit } from '../../domain/drc/choices';
import { drcMessages } from '../../i18n/drcMessages';
import type { VesselVisitSummary } from './drcApi';
import { DrcVisitField } from './DrcVisitField';
import { useDrcVisits } from './useDrcVisits';
import { drcPaths } from './paths';
import { RefusedFormNotice, useRefusedForm } from '../../resources/framework/refusal/RefusedFormNotice';

const t = drcMessages.screens;

const DrcVisitChooser = () => {
  const refusal = useRefusedForm();
  const navigate = useNavigate();
  const { visits, loading, error: loadError } = useDrcVisits();
  const [picked, setPicked] = useState<VesselVisitSummary | null>(null);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const choice = chooseVisit(typed, picked, visits);
    setError(choice.error);
    if (choice.error) refusal.refuse();
    if (choice.visit) navigate(drcPaths.visit(choice.visit.id));
  };
  return (
    <Card sx={{ maxWidth: 760 }}>
      <Title title={t.title} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {t.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t.intro}
        </Typography>
        {loadError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {(loadError as Error).message}
          </Alert>
        ) : null}
        <Box
          component="form"
          role="search"
          aria-label={t.title}
          noValidate
          onSubmit={submit}
          sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
        >
          <DrcVisitField
            id="drc-visit"
            visits={visits}
            loading={loading}
            picked={picked}
            typed={typed}
            error={error}
            onPick={(v) => {
              setPicked(v);
              setError(undefined);
            }}
            onType={(v) => {
              setTyped(v);
              setError(undefined);
            }}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            startIcon={<ListIcon />}
            sx={{ minHeight: 48 }}
            data-testid="drc-open-visit"
          >
            {t.open}
          </Button>
          <RefusedFormNotice refusal={refusal} />
        </Box>
      </CardContent>
    </Card>
  );
};

export default DrcVisitChooser;
