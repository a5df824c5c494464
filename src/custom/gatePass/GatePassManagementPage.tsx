/**
 * /gatePass/management/{unitNbr} (GP-003…005): the unit's gate pass (appointment number, date,
 * slot, trucking company) and its PDF; 'No se encontró el GatePass' when the unit has none;
 * 'Ocurrieron errores.' with up to six lines when it cannot be printed.
 */
import PrintIcon from '@mui/icons-material/Print';
import { Alert, AlertTitle, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { slotRange } from '../../domain/appointmentSlot';
import { importApi } from '../terminal/api/importApi';
import { openPdf } from '../terminal/documents/openPdf';
import { useApiError } from '../layout/useApiError';
import { useBusyCall } from '../terminal/forms/useBusyCall';
import { Fact, FactList } from '../terminal/units/Facts';
import { lookUpGatePass } from './gatePassLookup';
import { GatePassSearchForm } from './GatePassSearchPage';

const G = 'app.visitScreens.gatePass';

const GatePassManagementPage = () => {
  const translate = useTranslate();
  const onError = useApiError();
  const nbr = (useParams().id ?? '').toUpperCase();
  const query = useQuery({
    queryKey: ['portal', 'gatePassLookup', nbr],
    queryFn: () => lookUpGatePass(nbr),
    retry: false,
  });
  useEffect(() => {
    if (query.error) void onError(query.error);
  }, [query.error, onError]);
  const { busy, run } = useBusyCall();
  const print = () => run(() => openPdf(() => importApi.gatePassPdf(nbr)));
  const found = query.data?.kind === 'found' ? query.data : undefined;
  const f = (k: string) => translate(`${G}.fields.${k}`);

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate(`${G}.managementTitle`, { unitNbr: nbr })} />
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate(`${G}.managementTitle`, { unitNbr: nbr })}
        </Typography>
        <GatePassSearchForm key={nbr} initial={nbr} />
        <Box sx={{ mt: 2 }} aria-live="polite">
          {query.data?.kind === 'notFound' && (
            <Alert severity="info" data-testid="gatepass-not-found">
              {translate(`${G}.notFound`)}
            </Alert>
          )}
          {found && (
            <>
              <FactList>
                <Fact
                  label={f('appointmentNbr')}
                  value={found.appointment.appointmentNbr ?? found.appointment.nbr}
                  testId="gatepass-appointment"
                />
                <Fact label={f('unitNbr')} value={found.appointment.unitNbr} />
                <Fact label={f('dateApp')} value={found.appointment.dateApp} />
                <Fact
                  label={f('slot')}
                  value={slotRange(found.appointment.slotStartTime, found.appointment.slotEndTime)}
                />
                <Fact label={f('trucking')} value={found.appointment.trucking_name} />
              </FactList>
              {found.errors.length > 0 && (
                <Alert severity="error" sx={{ mt: 2 }} data-testid="gatepass-errors">
                  <AlertTitle>{translate(`${G}.errors`)}</AlertTitle>
                  <Box component="ul" sx={{ m: 0, pl: 2 }}>
                    {found.errors.map((e) => (
                      <li key={e}>{e}</li>
                    ))}
                  </Box>
                </Alert>
              )}
              <Button
                variant="contained"
                startIcon={<PrintIcon />}
                sx={{ mt: 2 }}
                disabled={!found.printable || busy}
                onClick={() => void print()}
                data-testid="gatepass-print"
              >
                {translate(`${G}.print`)}
              </Button>
            </>
          )}
        </Box>
      </CardContent>
    </Card>
  );
};

export default GatePassManagementPage;
