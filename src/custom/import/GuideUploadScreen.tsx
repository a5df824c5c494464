/**
 * /guiaDespacho: upload the dispatch guide, PDF only, as multipart (file, guiaDespachoUnit,
 * guiaDespachoOperation; IMP-068, IMP-069).
 */
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { importMessages } from '../../i18n/importMessages';
import { importApi } from '../terminal/api/importApi';
import { useImportUnit, useUnitAction } from './importUnit';

const t = importMessages.guide;

/** PDF by type or, when the browser gives none, by name (D2 §9: the guide is a PDF). */
export const isPdfFile = (file: { name: string; type: string }) =>
  file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));

export const GuideUploadScreen = () => {
  const { unit, op } = useImportUnit();
  const { run, busy } = useUnitAction();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || !isPdfFile(file) || !op) {
      setError(t.pdfOnly);
      return;
    }
    await run(
      () => importApi.uploadGuide(file, unit.unitNbr, op.id),
      (a) => a.message ?? t.uploaded,
    );
  };
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t.title}
        </Typography>
        {op?.guiaDespacho && (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {op.guiaDespacho}
          </Typography>
        )}
        <Box
          component="form"
          onSubmit={submit}
          noValidate
          sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
            {t.choose}
            <input
              hidden
              type="file"
              accept="application/pdf,.pdf"
              aria-label={t.file}
              data-testid="guide-file"
              onChange={(e) => {
                const f = e.target.files?.[0] ?? null;
                setFile(f);
                setError(f && !isPdfFile(f) ? t.pdfOnly : undefined);
              }}
            />
          </Button>
          <Typography variant="body2">{file?.name}</Typography>
          <Button type="submit" variant="contained" disabled={busy || !file}>
            {t.upload}
          </Button>
        </Box>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="guide-error">
            {error}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
};
