/**
 * /figures (issue 33 §3, beyond-spec): the terminal's figures at a glance over a period (default
 * 7 days ago → today on the terminal's clock, as the reports' dates) — tiles with their
 * definitions and lists, the daily charts with a table alternative, and the figures by day as
 * XLSX. Customer service and operators see the terminal; a company its own (the server scopes).
 * A refused period focuses its first invalid field.
 */
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Title } from 'react-admin';
import { fillText as fill } from '../../i18n/fillText';
import { figuresMessages as t } from '../../i18n/figuresMessages';
import { saveBlob } from '../../resources/framework/export/saveBlob';
import { useRoles } from '../../resources/framework/useRoles';
import { usePeriodForm } from '../terminal/forms/usePeriodForm';
import { figuresApi } from './figuresApi';
import { FiguresCharts } from './FiguresCharts';
import { FigureTiles } from './FigureTiles';

const FiguresPage = () => {
  const { roles, isPending } = useRoles();
  const { period, submit, dayField, fillEmpty } = usePeriodForm(t, 'figures');
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | undefined>();
  const query = { from: period?.from ?? null, to: period?.to ?? null };
  const figures = useQuery({
    queryKey: ['figures', query.from, query.to],
    queryFn: () => figuresApi.figures(query),
    enabled: !isPending,
    retry: false,
  });
  // The server's default period fills the empty fields once.
  useEffect(() => fillEmpty(figures.data), [figures.data, fillEmpty]);

  const data = figures.data;
  const download = async () => {
    if (!data) return;
    setDownloading(true);
    setDownloadError(undefined);
    try {
      saveBlob(
        await figuresApi.xlsx({ from: data.from, to: data.to }),
        `${fill(t.xlsx.file, { from: data.from, to: data.to })}.xlsx`,
      );
    } catch (e) {
      setDownloadError(e instanceof Error ? e.message : String(e));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, minWidth: 0 }}>
      <Title title={t.title} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom data-testid="figures-title">
            {data ? fill(t.titleOf, { name: data.scopeName }) : t.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t.intro}
          </Typography>
          <Box component="form" noValidate onSubmit={submit}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              sx={{ gap: 2, alignItems: { sm: 'flex-start' }, flexWrap: 'wrap' }}
            >
              {dayField('from')}
              {dayField('to')}
              <Button type="submit" variant="contained" data-testid="figures-show">
                {t.show}
              </Button>
              <Button
                variant="outlined"
                onClick={() => void download()}
                disabled={!data || downloading}
                data-testid="figures-xlsx"
              >
                {downloading ? t.downloading : t.download}
              </Button>
            </Stack>
          </Box>
          {downloadError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {downloadError}
            </Alert>
          )}
        </CardContent>
      </Card>
      {figures.isError ? (
        <Alert severity="error">{figures.error.message}</Alert>
      ) : !data ? (
        <CircularProgress aria-label={t.loading} />
      ) : (
        <>
          <FigureTiles figures={data} roles={roles} />
          <FiguresCharts figures={data} />
        </>
      )}
    </Box>
  );
};

export default FiguresPage;
