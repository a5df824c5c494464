/**
 * /cars/reassign?op={id} (CAR-059, CAR-060): who carries the inscribed vehicles now — trucking
 * companies enabled for vehicles, or 'Por sus propios medios' with the drivers' RUTs; none is
 * 'Requerido'. Saved, back to the detail.
 */
import { Alert, Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNotify } from 'react-admin';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { appMessages } from '../../i18n/appMessages';
import { carMessages } from '../../i18n/carMessages';
import { fillText as fill } from '../../i18n/fillText';
import { carsApi } from '../terminal/api/carsApi';
import { Fact, FactList } from '../terminal/units/Facts';
import { useBusyCall } from '../terminal/forms/useBusyCall';
import { CarrierFields, type Carrier } from './CarrierFields';
import { carrierText } from './InscriptionDetail';
import { detailPath } from './paths';
import { RefusedFormNotice, useRefusedForm } from '../../resources/framework/refusal/RefusedFormNotice';

const t = carMessages.import;
const required = appMessages.validation.required;

export const ReassignCarrier = () => {
  const refusal = useRefusedForm();
  const [params] = useSearchParams();
  const id = Number(params.get('op'));
  const navigate = useNavigate();
  const notify = useNotify();
  const { busy, run } = useBusyCall();
  const detail = useQuery({
    queryKey: ['cars', 'inscription', id],
    queryFn: () => carsApi.inscription(id),
    enabled: id > 0,
    retry: false,
    gcTime: 0,
  });
  const [carrier, setCarrier] = useState<Carrier>({ carrier: 'trucking', truckingIds: [], driverRuts: [] });
  const [shown, setShown] = useState(false);
  const errors = {
    truckingIds: carrier.carrier === 'trucking' && carrier.truckingIds.length === 0 ? required : undefined,
    driverRuts: carrier.carrier === 'drivers' && carrier.driverRuts.length === 0 ? required : undefined,
  };
  if (detail.isError) return <Alert severity="error">{detail.error.message}</Alert>;
  if (!detail.data) return <CircularProgress aria-label={t.reassign} />;
  const d = detail.data;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (errors.truckingIds || errors.driverRuts) return refusal.refuse();
    void run(async () => {
      const answer =
        carrier.carrier === 'trucking'
          ? await carsApi.reassignTrucking(d.id, carrier.truckingIds)
          : await carsApi.reassignDrivers(d.id, carrier.driverRuts);
      notify(answer.message, { type: 'success' });
      navigate(detailPath(d.id));
    });
  };
  return (
    <Card sx={{ maxWidth: 720 }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {fill(t.reassignTitle, { bl: d.blNbr })}
        </Typography>
        <FactList>
          <Fact label={t.operation} value={d.id} />
          <Fact label={t.carrier} value={carrierText(d)} testId="current-carrier" />
        </FactList>
        <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2, mt: 2 }}>
          <CarrierFields value={carrier} onChange={setCarrier} errors={shown ? errors : {}} />
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button type="submit" variant="contained" disabled={busy} data-testid="car-reassign-save">
              {t.save}
            </Button>
            <Button component={Link} to={detailPath(d.id)}>
              {t.back}
            </Button>
          </Box>
          <RefusedFormNotice refusal={refusal} />
        </Box>
      </CardContent>
    </Card>
  );
};
