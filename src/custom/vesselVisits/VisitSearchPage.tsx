/**
 * /vesselVisits (the legacy /vesselvisit search; VV-001…013) and /vesselVisits/management/{vesselId}
 * (VV-014…016). The search: the vessel typeahead (required), and — except for AGA_AGA, AGA_AUTOS,
 * FUNCTIONARY and SHIPPINGCO — the container filter and the Todos/Despachados/Secuenciados radios;
 * the chosen visit, filters and page are in the URL, so coming back from an action keeps them.
 * The management view shows the visit's data and the list read-only until 'Editar' (the edit state).
 */
import EditIcon from '@mui/icons-material/Edit';
import InfoIcon from '@mui/icons-material/Info';
import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Button,
  Card,
  CardContent,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { hasWrongCheckDigit } from '../../domain/iso6346';
import { useRoles } from '../../resources/framework/useRoles';
import { useSharedList } from '../../resources/framework/useSharedList';
import { useApiError } from '../layout/useApiError';
import { visitPaths } from './paths';
import { mayManage, showsUnitFilters } from './rowActions';
import { UnitsPanel } from './UnitsPanel';
import { VesselTypeahead } from './VesselTypeahead';
import { VisitDetailDialog } from './VisitDetailDialog';
import { vesselVisitsApi } from './vesselVisitsApi';
import { containerInput } from '../../domain/containerNumber';
import type { UnitStatus, VesselVisitSummary } from './visitUnits';
import { RefusedFormNotice, useRefusedForm } from '../../resources/framework/refusal/RefusedFormNotice';

const V = 'app.visitScreens.vesselVisits';
const STATUSES: readonly UnitStatus[] = ['all', 'departed', 'sequenced'];
const statusOf = (v: string | null): UnitStatus => (STATUSES.includes(v as UnitStatus) ? (v as UnitStatus) : 'all');

const VisitSearchPage = ({ management = false }: { management?: boolean }) => {
  const refusal = useRefusedForm();
  const translate = useTranslate();
  const navigate = useNavigate();
  const onError = useApiError();
  const { roles } = useRoles();
  const [params, setParams] = useSearchParams();
  const routeVisit = useParams().vesselId;
  const visitId = (management ? routeVisit : params.get('visit')) ?? undefined;
  // Kept here too: the URL follows in a router transition, and a controlled input must not lag behind it.
  const [container, setContainer] = useState(params.get('unit') ?? '');
  const [status, setStatus] = useState<UnitStatus>(statusOf(params.get('status')));
  const page = Number(params.get('page') ?? 1) || 1;

  const actives = useSharedList<VesselVisitSummary>('vesselVisits');
  const visit = useQuery({
    queryKey: ['portal', 'vesselVisits', 'visit', visitId],
    queryFn: ({ signal }) => vesselVisitsApi.visit(visitId!, signal),
    enabled: Boolean(visitId),
    retry: false,
  });
  useEffect(() => {
    const error = actives.error ?? visit.error;
    if (error) void onError(error);
  }, [actives.error, visit.error, onError]);

  const [chosen, setChosen] = useState<VesselVisitSummary | null>(null);
  const [missing, setMissing] = useState(false);
  const [detailOpen, setDetailOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    if (visit.data) setChosen(visit.data);
  }, [visit.data]);

  /** Changes URL parameters; a filter change goes back to page 1. */
  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes))
      if (v) next.set(k, v);
      else next.delete(k);
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace: true });
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    setMissing(chosen === null);
    if (!chosen) return refusal.refuse();
    if (management) navigate(`${visitPaths.management(chosen.id)}?${params.toString()}`);
    else update({ visit: chosen.id });
  };
  const filters = showsUnitFilters(roles);
  const filterWarning = hasWrongCheckDigit(container) ? translate('app.operations.containerCheckDigit') : undefined;
  const title = management && visitId ? translate(`${V}.managementTitle`, { visit: visitId }) : translate(`${V}.title`);

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <Box
          component="form"
          role="search"
          noValidate
          onSubmit={search}
          sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
        >
          <VesselTypeahead
            visits={actives.data ?? []}
            value={chosen}
            onChange={setChosen}
            missing={missing && chosen === null}
            loading={actives.isPending}
          />
          {filters && (
            <TextField
              name="unit"
              size="small"
              label={translate(`${V}.container`)}
              value={container}
              onChange={(e) => {
                const unit = containerInput(e.target.value);
                setContainer(unit);
                update({ unit });
              }}
              helperText={filterWarning ?? ' '}
              slotProps={{
                htmlInput: { maxLength: 11, 'data-testid': 'unit-filter' },
                formHelperText: { sx: filterWarning ? { color: '#8a4500' } : undefined },
              }}
              sx={{ width: 200 }}
            />
          )}
          <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ mt: '2px' }}>
            {translate('app.visitScreens.common.search')}
          </Button>
          <RefusedFormNotice refusal={refusal} />
        </Box>
        {filters && (
          <FormControl sx={{ mt: 1 }}>
            <FormLabel id="unit-status-label">{translate(`${V}.status`)}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="unit-status-label"
              value={status}
              onChange={(e) => {
                const next = statusOf(e.target.value);
                setStatus(next);
                update({ status: next === 'all' ? undefined : next });
              }}
            >
              <FormControlLabel value="all" control={<Radio size="small" />} label={translate(`${V}.statusAll`)} />
              <FormControlLabel value="departed" control={<Radio size="small" />} label={translate(`${V}.departed`)} />
              <FormControlLabel
                value="sequenced"
                control={<Radio size="small" />}
                label={translate(`${V}.sequenced`)}
              />
            </RadioGroup>
          </FormControl>
        )}
        {visitId && (
          <>
            <Stack direction="row" sx={{ gap: 1, mt: 2, flexWrap: 'wrap' }}>
              <Button
                size="small"
                startIcon={<InfoIcon />}
                onClick={() => setDetailOpen(true)}
                disabled={!visit.data}
                data-testid="visit-detail-open"
              >
                {translate(`${V}.visitDetail`)}
              </Button>
              {!management && mayManage(roles) && (
                <Button size="small" component={Link} to={visitPaths.management(visitId)}>
                  {translate(`${V}.manage`)}
                </Button>
              )}
              {management && (
                <Button
                  size="small"
                  startIcon={<EditIcon />}
                  variant={editing ? 'contained' : 'outlined'}
                  aria-pressed={editing}
                  onClick={() => setEditing((e) => !e)}
                  data-testid="edit-state"
                >
                  {translate(editing ? `${V}.endEdit` : `${V}.edit`)}
                </Button>
              )}
            </Stack>
            <UnitsPanel
              key={visitId}
              visitId={visitId}
              roles={roles}
              container={filters ? container : ''}
              status={filters ? status : 'all'}
              page={page}
              onPage={(p) => update({ page: String(p) })}
              editing={!management || editing}
              management={management}
            />
            <VisitDetailDialog visit={visit.data} open={detailOpen} onClose={() => setDetailOpen(false)} />
          </>
        )}
      </CardContent>
    </Card>
  );
};

export default VisitSearchPage;
