/**
 * /drc/management/{id}/{visitId} (DRC-007, DRC-008): a unit's DRC data — unitNbr, consignee,
 * consigneeId, category, condCarga, bultos, weightKg, tareWeightKg and notes, with its number,
 * visit, state, reception and shift — and its download. A unit not of that visit reads 'Archivo no
 * encontrado.'; one without a DRC yet, the reason.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { shiftLabel } from '../../domain/drc/receipt';
import { formatDateTime, formatNumber } from '../../domain/formats';
import { formatIdentification } from '../../domain/rut';
import { categoryLabel } from '../../i18n/codeLabels';
import { drcMessages } from '../../i18n/drcMessages';
import { ApiError } from '../../providers/httpClient';
import { useRoles } from '../../resources/framework/useRoles';
import { useApiError } from '../layout/useApiError';
import { openPdf } from '../terminal/documents/openPdf';
import { Fact, FactList } from '../terminal/units/Facts';
import { drcApi } from './drcApi';
import { drcPaths, stateOf } from './paths';

const t = drcMessages.screens;
const f = t.fields;

const DrcDataPage = () => {
  const { id = '', visitId = '' } = useParams();
  const unitNbr = id.toUpperCase();
  const visit = visitId.toUpperCase();
  const onError = useApiError();
  const { can } = useRoles();
  const receipt = useQuery({
    queryKey: ['portal', 'drc', 'unit', unitNbr, visit],
    queryFn: ({ signal }) => drcApi.unitReceipt(unitNbr, visit, signal),
    retry: false,
  });
  const title = t.dataTitle.replace('{unit}', unitNbr);
  const back = can('drc', 'massive') ? drcPaths.visit(visit) : drcPaths.download;
  const r = receipt.data;
  return (
    <Card sx={{ maxWidth: 760 }}>
      <Title title={title} />
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
          <Typography variant="h5" component="h1" sx={{ flex: '1 1 240px' }}>
            {title}
          </Typography>
          <Button component={Link} to={back} variant="outlined" startIcon={<ArrowBackIcon />}>
            {t.back}
          </Button>
        </Stack>
        <Typography variant="body1" sx={{ mb: 2 }}>
          {t.dataVisit.replace('{visit}', r ? `${r.vesselName} ${r.inVoyNbr} (${r.visitId})` : visit)}
        </Typography>
        {receipt.isPending ? (
          <CircularProgress aria-label={title} />
        ) : receipt.isError ? (
          <Alert severity="error" data-testid="drc-data-error">
            {receipt.error instanceof ApiError ? receipt.error.serverMessage : receipt.error.message}
          </Alert>
        ) : (
          r && (
            <>
              <FactList>
                <Fact label={drcMessages.document.number} value={r.drcNumber} testId="drc-number" />
                <Fact label={f.unitNbr} value={`${r.unitNbr} (${r.isoType} · ${r.typeLength})`} testId="drc-unitNbr" />
                <Fact label={f.consignee} value={r.consignee} testId="drc-consignee" />
                <Fact label={f.consigneeId} value={formatIdentification(r.consigneeId)} testId="drc-consigneeId" />
                <Fact label={f.category} value={categoryLabel(r.category)} testId="drc-category" />
                <Fact label={f.condCarga} value={r.condCarga} testId="drc-condCarga" />
                <Fact label={f.bultos} value={formatNumber(r.bultos)} testId="drc-bultos" />
                <Fact label={f.weightKg} value={formatNumber(r.weightKg)} testId="drc-weightKg" />
                <Fact label={f.tareWeightKg} value={formatNumber(r.tareWeightKg)} testId="drc-tareWeightKg" />
                <Fact label={f.notes} value={r.notes} testId="drc-notes" />
                <Fact label={drcMessages.document.line} value={r.line} />
                <Fact label={t.estado} value={stateOf(r)} testId="drc-estado" />
                <Fact label={drcMessages.document.receivedAt} value={formatDateTime(r.fecha)} testId="drc-fecha" />
                <Fact label={t.turno} value={shiftLabel(r.turno)} testId="drc-turno" />
                <Fact label={t.operation} value={drcMessages.operation[r.operation]} testId="drc-operation" />
              </FactList>
              <Button
                variant="contained"
                size="large"
                startIcon={<DownloadIcon />}
                sx={{ mt: 3, minHeight: 48 }}
                data-testid="drc-download"
                onClick={() => openPdf(() => drcApi.unitPdf(r.unitNbr, r.visitId)).catch(onError)}
              >
                {t.downloadOne}
              </Button>
            </>
          )
        )}
      </CardContent>
    </Card>
  );
};

export default DrcDataPage;
