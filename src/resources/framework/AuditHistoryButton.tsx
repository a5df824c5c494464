/**
 * 'Historial' on a record's page (issue 33 §3): opens the audit trail filtered to this record,
 * for the roles that read the trail. Only for records the trail can name (auditCatalog.ts).
 */
import HistoryIcon from '@mui/icons-material/History';
import { Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { auditContract } from '../../domain/audit/contract';
import { auditMenuMessages } from '../../i18n/auditMenuMessages';
import { recordTypeOfDefinition } from './auditRecordType';
import type { ResourceDefinition } from './types';
import { useRoles } from './useRoles';

export const AuditHistoryButton = ({
  definition,
  record,
}: {
  definition: ResourceDefinition;
  record: Record<string, unknown>;
}) => {
  const { can } = useRoles();
  const type = recordTypeOfDefinition(definition);
  if (!type || record.id === undefined || record.id === null || !can(auditContract.permission, 'list')) return null;
  const to = `/${auditContract.path}?${new URLSearchParams({ record: `${type}/${String(record.id)}` }).toString()}`;
  return (
    <Button size="small" startIcon={<HistoryIcon />} component={Link} to={to} data-testid="record-history">
      {auditMenuMessages.history}
    </Button>
  );
};
