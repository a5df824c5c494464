/** The import unit's data (D2 §3 Container import unit; IMP-042), labels per Q16 (importStateLabel). */
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { formatDate, formatNumber } from '../../domain/formats';
import { importStateLabel, stateOnScreen } from '../../domain/transitStates';
import { pickupConditionLabel, sagConditionLabel } from '../../i18n/codeLabels';
import { importMessages } from '../../i18n/importMessages';
import { can } from '../../domain/permissions';
import type { ImportUnit } from '../terminal/api/importApi';

const t = importMessages.unit;
const yesNo = (b: boolean) => (b ? t.yes : t.no);

export const Facts = ({ rows, testId }: { rows: [string, ReactNode][]; testId?: string }) => (
  <Box
    component="dl"
    data-testid={testId}
    sx={{
      display: 'grid',
      gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr max-content 1fr' },
      columnGap: 2,
      rowGap: 0.5,
      m: 0,
    }}
  >
    {rows.map(([label, value]) => (
      <Box key={label} sx={{ display: 'contents' }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }} data-field={label}>
          {value === null || value === undefined || value === '' ? '—' : value}
        </Typography>
      </Box>
    ))}
  </Box>
);

export const UnitData = ({ unit, roles }: { unit: ImportUnit; roles: readonly string[] }) => {
  const rows: [string, ReactNode][] = [
    [t.line, unit.line],
    [t.bl, unit.billsOfLading.map((b) => b.blNumber).join(', ')],
    [t.pol, unit.routing.pol],
    [t.type, `${unit.container.type} (${unit.container.typeLength})`],
    [t.weight, formatNumber(unit.contents.weightKg)],
    [t.consignee, unit.contents.consigneeName],
    [t.commodity, unit.contents.commodityName],
    [t.transitState, stateOnScreen(importStateLabel(unit.transitState))],
    [
      t.hazards,
      unit.containsHazards ? unit.hazards.map((h) => `${h.imdgClass} UN${h.unna} ${h.properName}`).join('; ') : t.no,
    ],
    [t.condicionRetiro, pickupConditionLabel(unit.condicionRetiro)],
    [t.inspeccionSAG, sagConditionLabel(unit.inspeccionSAG)],
    [t.document, unit.tipoDocumento ? `${unit.tipoDocumento} ${unit.numeroDocumento ?? ''}` : null],
    [t.transito, yesNo(unit.transito)],
    [t.cda, unit.cda],
    ...(can(roles, 'imports.tatc', 'show') ? ([[t.tatc, unit.tatc]] as [string, ReactNode][]) : []),
    [t.aforo, yesNo(unit.aforo)],
    [t.oog, yesNo(unit.oog)],
    [t.almacenista, unit.almacenista],
    [t.specialStow, unit.specialStows.specialStow3],
    [t.trucking, unit.truckingName],
    // 'YYYY-MM-DD' on the wire, DD/MM/YYYY on screen.
    [t.fechaPlanificada, formatDate(unit.fechaPlanificada)],
    [t.vessel, unit.vesselName ? `${unit.vesselName} (${unit.vesselVisitId})` : unit.vesselVisitId],
  ];
  return <Facts rows={rows} testId="unit-data" />;
};
