/**
 * The unit shell of every kind (/<area>/management/{unit}/{operationId}/{child}; D2 §2): the unit's
 * header (title, state chip, the kind's chips and subtitle, the back link), the bar of the children
 * this user has for this unit, and the child routes, each behind its guard (a child not offered
 * falls back to the shell's start). A kind is a configuration (UnitShellConfig): the import and
 * export areas are two.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { useContext, useMemo, type Context, type ReactNode } from 'react';
import { Title } from 'react-admin';
import { Link, Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { fillText as fill } from '../../../i18n/fillText';
import { unitMessages, type UnitShellTexts } from '../../../i18n/unitMessages';
import { useRoles } from '../../../resources/framework/useRoles';
import type { UnitLoad, UnitState } from './unitKit';

/** One child route of the shell: shown when `allowed` (true when left out), else back to the shell's start. */
export interface UnitChildRoute {
  path: string;
  element: ReactNode;
  allowed?: boolean;
}

/** What the header shows of the unit. */
export interface UnitHeader {
  unitNbr: string;
  /** The state chip's text. */
  state: string;
  /** Chips after the state (the pickup condition, the operation type). */
  chips?: ReactNode;
  /** The line under the title, its parts joined by ' · ' (empty ones left out). */
  subtitle: readonly unknown[];
}

export interface UnitShellConfig<S, E extends string> {
  /** The area's search ('/import'): the back link, and the way out of a unit that failed to load. */
  searchPath: string;
  /** The kind's unit query for the unit in the URL (upper-cased): loading, failed or its state. */
  useLoad: (unitNbr: string) => UnitLoad<S>;
  /** The context the kind's screens read the unit from (unitKit). */
  Context: Context<UnitState<S> | undefined>;
  header: (unit: UnitState<S>) => UnitHeader;
  /** The bar's entries for this user and this unit, in bar order, and their labels. */
  bar: (unit: UnitState<S>, roles: readonly string[]) => readonly E[];
  barLabels: Record<E, string>;
  /** After the bar's links (the import's condition change). */
  barExtra?: (roles: readonly string[]) => ReactNode;
  /** A child's URL for this unit and its current operation; without a child, the shell's start. */
  path: (unit: UnitState<S>, child?: E | string) => string;
  /** The shell's start (the index route). */
  index: (unit: UnitState<S>, roles: readonly string[], entries: readonly E[]) => ReactNode;
  /** The child routes, with their guards. */
  children: (unit: UnitState<S>, roles: readonly string[], entries: readonly E[]) => readonly UnitChildRoute[];
  /** Test ids of the header and bar (the e2e suites name them per area). */
  testIds: { title: string; state: string; error: string; bar: string; barEntry: (entry: E) => string };
  /** The shell's texts, when not the container's (unitMessages.shell). */
  texts?: UnitShellTexts;
}

export function UnitShell<S, E extends string>({ config }: { config: UnitShellConfig<S, E> }) {
  const { containerId = '' } = useParams();
  const load = config.useLoad(containerId.toUpperCase());
  const { roles } = useRoles();
  const t = config.texts ?? unitMessages.shell;
  const { Context } = config;

  // Only the first load blocks the shell: a refresh (a new operation) must not remount the child screens.
  if (load.status === 'pending') {
    return (
      <Box sx={{ p: 3 }} role="status" aria-label={t.loading}>
        <CircularProgress />
      </Box>
    );
  }
  if (load.status === 'error') {
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="error" data-testid={config.testIds.error}>
          {load.message}
        </Alert>
        <Button component={Link} to={config.searchPath} startIcon={<ArrowBackIcon />} sx={{ mt: 2 }}>
          {t.back}
        </Button>
      </Box>
    );
  }
  return (
    <Context.Provider value={load.state}>
      <ShellBody config={config} roles={roles} texts={t} />
    </Context.Provider>
  );
}

function ShellBody<S, E extends string>({
  config,
  roles,
  texts: t,
}: {
  config: UnitShellConfig<S, E>;
  roles: readonly string[];
  texts: UnitShellTexts;
}) {
  const unit = useUnitOf(config.Context);
  const { pathname } = useLocation();
  const entries = useMemo(() => config.bar(unit, roles), [config, unit, roles]);
  const child = pathname.split('/')[5];
  const header = config.header(unit);
  const title = fill(t.title, { unit: header.unitNbr });
  // The bar's links name the unit's current operation; the screens that create or cancel one
  // navigate to its URL themselves (a URL-syncing effect here would race with them).
  const start = config.path(unit);
  return (
    <Box sx={{ p: 2 }}>
      <Title title={title} />
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1" data-testid={config.testIds.title}>
              {title}
            </Typography>
            <Chip label={header.state} size="small" data-testid={config.testIds.state} />
            {header.chips}
            <Box sx={{ flex: 1 }} />
            <Button component={Link} to={config.searchPath} startIcon={<ArrowBackIcon />} size="small">
              {t.back}
            </Button>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {header.subtitle.filter(Boolean).join(' · ')}
          </Typography>
          <Box
            component="nav"
            aria-label={t.bar}
            sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5 }}
            data-testid={config.testIds.bar}
          >
            {entries.map((e) => (
              <Button
                key={e}
                component={Link}
                to={config.path(unit, e)}
                variant={child === e ? 'contained' : 'outlined'}
                size="small"
                aria-current={child === e ? 'page' : undefined}
                data-testid={config.testIds.barEntry(e)}
              >
                {config.barLabels[e]}
              </Button>
            ))}
            {config.barExtra?.(roles)}
          </Box>
        </CardContent>
      </Card>
      <Routes>
        <Route index element={config.index(unit, roles, entries)} />
        {config.children(unit, roles, entries).map((c) => (
          <Route
            key={c.path}
            path={c.path}
            element={c.allowed === false ? <Navigate to={start} replace /> : c.element}
          />
        ))}
        <Route path="*" element={<Navigate to={start} replace />} />
      </Routes>
    </Box>
  );
}

function useUnitOf<S>(context: Context<UnitState<S> | undefined>): UnitState<S> {
  const value = useContext(context);
  if (!value) throw new Error('UnitShell: sin unidad');
  return value;
}

/** The progress shown while the unit's operation (re)loads under a child. */
export const UnitLoading = () => <CircularProgress aria-label={unitMessages.shell.loading} />;
