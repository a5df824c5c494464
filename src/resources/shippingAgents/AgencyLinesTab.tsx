/**
 * An agency's line operators (ADM-AGN-005) on the list framework (a row opens the line), with the empty text, removal (ADM-AGN-007) and the
 * add-line-operator panel for customer service and the supervisor (ADM-AGN-006, ADM-LOP-004):
 * pick a line from the list (type to filter; must pick; lines already there are not offered).
 */
import { useMemo } from 'react';
import { useRecordContext } from 'react-admin';
import { userOf } from '../framework/commonActions';
import type { RelatedRecordsConfig } from '../framework/relatedRecords';
import { RelatedRecordsTab } from '../framework/RelatedRecordsTab';
import { useRoles } from '../framework/useRoles';
import { addAgencyLine, agencyLines, allLines, removeAgencyLine, type Line } from './agencyLinesApi';

function useLinesConfig(login: string): RelatedRecordsConfig<Line> {
  const { can } = useRoles();
  const mayAdd = can('shippingAgents', 'addLine');
  const mayRemove = can('shippingAgents', 'removeLine');
  const mayOpen = can('lineOperators', 'show');
  return useMemo(
    () => ({
      queryKey: ['shippingAgents', 'lines', login],
      load: () => agencyLines(login),
      title: 'app.organizations.agencyLinesTitle',
      columns: [
        { source: 'code', label: 'app.organizations.lineCode', text: (l: Line) => l.id },
        { source: 'name', label: 'app.organizations.lineName', text: (l: Line) => l.name },
      ],
      open: mayOpen ? (l: Line) => `/lineOperators/${encodeURIComponent(l.id)}/show` : undefined,
      empty: 'app.empty.agencyLines',
      testId: 'lines',
      add: mayAdd
        ? {
            label: 'app.organizations.addLine',
            testId: 'add-line',
            lookupLabel: 'app.organizations.lineLookup',
            source: { kind: 'list', queryKey: ['lineOperators', 'all'], load: allLines },
            optionLabel: (l: Line) => `${l.name} (${l.id})`,
            refuse: (picked: Line | null) => (picked ? undefined : 'app.organizations.lineMissing'),
            save: (l: Line) => addAgencyLine(login, l.id),
            success: 'app.success.lineOperatorAdded',
          }
        : undefined,
      remove: mayRemove
        ? {
            run: (l: Line) => removeAgencyLine(login, l.id),
            confirm: (l: Line) => ({ key: 'app.organizations.confirmLineRemove', values: { name: l.name } }),
            success: 'app.organizations.lineRemoved',
          }
        : undefined,
    }),
    [login, mayAdd, mayRemove, mayOpen],
  );
}

const AgencyLinesTab = () => {
  const record = useRecordContext();
  const config = useLinesConfig(String(userOf(record ?? {}).login ?? record?.id ?? ''));
  return record ? <RelatedRecordsTab config={config} /> : null;
};

export default AgencyLinesTab;
