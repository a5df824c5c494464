/**
 * /drc/download, the legacy /drcdownload (DRC-006, DRC-008): a unit's DRC by container and visit —
 * downloaded as a PDF in a new tab ('Archivo no encontrado.' when the unit is not of that visit), or
 * its data opened (/drc/management/{id}/{visitId}). The container is 11 letters and digits
 * ('Número de contenedor inválido'); the visit one of those offered (DRC-002's messages).
 */
import DownloadIcon from '@mui/icons-material/Download';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Title } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { chooseVisit } from '../../domain/drc/choices';
import { containerInput, containerNumberError } from '../../domain/containerNumber';
import { drcMessages } from '../../i18n/drcMessages';
import { useApiError } from '../layout/useApiError';
import { openPdf } from '../terminal/documents/openPdf';
import { drcApi, type VesselVisitSummary } from './drcApi';
import { DrcVisitField } from './DrcVisitField';
import { drcPaths } from './paths';
import { useDrcVisits } from './useDrcVisits';
import { RefusedFormNotice, useRefusedForm } from '../../resources/framework/refusal/RefusedFormNotice';

const t = drcMessages.screens;

const DrcDownloadPage = () => {
  const refusal = useRefusedForm();
  const navigate = useNavigate();
  const onError = useApiError();
  const { visits, loading } = useDrcVisits();
  const [container, setContainer] = useState('');
  const [picked, setPicked] = useState<VesselVisitSummary | null>(null);
  const [typed, setTyped] = useState('');
  const [errors, setErrors] = useState<{ container?: string; visit?: string }>({});

  /** The form's values, or undefined after showing what is wrong. */
  const checked = () => {
    const choice = chooseVisit(typed, picked, visits);
    const next = { container: containerNumberError(container), visit: choice.error };
    setErrors(next);
    if (next.container || !choice.visit) refusal.refuse();
    return next.container || !choice.visit ? undefined : { unitNbr: container, visitId: choice.visit.id };
  };
  const download = (event: FormEvent) => {
    event.preventDefault();
    const ok = checked();
    if (ok) openPdf(() => drcApi.unitPdf(ok.unitNbr, ok.visitId)).catch(onError);
  };
  const viewData = () => {
    const ok = checked();
    if (ok) navigate(drcPaths.unit(ok.unitNbr, ok.visitId));
  };
  return (
    <Card sx={{ maxWidth: 760 }}>
      <Title title={t.downloadTitle} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {t.downloadTitle}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t.downloadIntro}
        </Typography>
        <Box
          component="form"
          aria-label={t.downloadTitle}
          noValidate
          onSubmit={download}
          sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
        >
          <TextField
            id="drc-container"
            label={t.container}
            value={container}
            required
            sx={{ flex: '1 1 180px' }}
            onChange={(e) => {
              setContainer(containerInput(e.target.value));
              setErrors((x) => ({ ...x, container: undefined }));
            }}
            error={Boolean(errors.container)}
            helperText={errors.container ?? ' '}
            slotProps={{ htmlInput: { maxLength: 11, autoComplete: 'off', 'data-testid': 'drc-container' } }}
          />
          <DrcVisitField
            id="drc-download-visit"
            visits={visits}
            loading={loading}
            picked={picked}
            typed={typed}
            error={errors.visit}
            onPick={(v) => {
              setPicked(v);
              setErrors((x) => ({ ...x, visit: undefined }));
            }}
            onType={(v) => {
              setTyped(v);
              setErrors((x) => ({ ...x, visit: undefined }));
            }}
          />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', flexBasis: '100%' }}>
            <Button
              type="submit"
              variant="contained"
              size="large"
              startIcon={<DownloadIcon />}
              sx={{ minHeight: 48 }}
              data-testid="drc-download"
            >
              {t.downloadOne}
            </Button>
            <Button
              variant="outlined"
              size="large"
              startIcon={<VisibilityIcon />}
              sx={{ minHeight: 48 }}
              onClick={viewData}
              data-testid="drc-view-data"
            >
              {t.viewData}
            </Button>
          </Box>
          <RefusedFormNotice refusal={refusal} />
        </Box>
      </CardContent>
    </Card>
  );
};

export default DrcDownloadPage;
