/**
 * Generated management view (the legacy "management" screen): title, edit and record actions,
 * and tabs — details first, then the definition's tabs — selected by ?tab=.
 */
import { Box, Card, CardContent, CircularProgress, Tab, Tabs } from '@mui/material';
import { lazy, Suspense, useMemo } from 'react';
import { ShowBase, useRecordContext, useShowContext, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { NotFound } from './NotFound';
import { DetailsGrid } from './DetailsGrid';
import { ManagementHeader } from './ManagementHeader';
import type { ResourceDefinition } from './types';
import { useDefinition } from './useDefinition';

const ResourceShow = () => {
  const definition = useDefinition();
  return (
    // A missing record shows 'Pagina no encontrada.' here instead of react-admin's redirect to the list (Q01).
    <ShowBase queryOptions={{ retry: false, onError: () => undefined }}>
      <ManagementView definition={definition} />
    </ShowBase>
  );
};

const ManagementView = ({ definition }: { definition: ResourceDefinition }) => {
  const { isPending, error } = useShowContext();
  const record = useRecordContext();
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const tabs = useMemo(
    () => (definition.tabs ?? []).map((t) => ({ ...t, Component: lazy(t.component) })),
    [definition],
  );
  if (isPending) return <CircularProgress sx={{ m: 4 }} />;
  if (error || !record) return <NotFound />;
  const current = tabs.some((t) => t.key === params.get('tab')) ? params.get('tab')! : 'details';
  const active = tabs.find((t) => t.key === current);
  return (
    <Box sx={{ mt: 2 }}>
      <ManagementHeader definition={definition} record={record} />
      <Card>
        <Tabs
          value={current}
          onChange={(_, key: string) => setParams(key === 'details' ? {} : { tab: key }, { replace: true })}
          // Scrollable: a record's tabs (Detalle, Funcionarios, Transportistas…) are wider than a phone.
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider', px: 2, contain: 'inline-size' }}
        >
          <Tab value="details" label={translate('app.ui.details')} />
          {tabs.map((t) => (
            <Tab key={t.key} value={t.key} label={t.label} />
          ))}
        </Tabs>
        <CardContent>
          {active ? (
            <Suspense fallback={<CircularProgress size={24} />}>
              <active.Component />
            </Suspense>
          ) : (
            <DetailsGrid definition={definition} />
          )}
        </CardContent>
      </Card>
    </Box>
  );
};

export default ResourceShow;
