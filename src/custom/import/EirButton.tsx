/** The EIR action of the import detail (IMP-052): for customer service and the shipping company, once the terminal received the unit. */
import PrintIcon from '@mui/icons-material/Print';
import { Button } from '@mui/material';
import { can } from '../../domain/permissions';
import { importMessages } from '../../i18n/importMessages';
import { useApiError } from '../layout/useApiError';
import { importApi, type ImportUnit } from '../terminal/api/importApi';
import { openPdf } from '../terminal/documents/openPdf';

export const EirButton = ({ unit, roles }: { unit: ImportUnit; roles: readonly string[] }) => {
  const onError = useApiError();
  if (!can(roles, 'imports.eir', 'show') || unit.dateIn === null) return null;
  return (
    <Button
      variant="outlined"
      startIcon={<PrintIcon />}
      data-testid="import-eir"
      onClick={() => openPdf(() => importApi.eirPdf(unit.unitNbr, unit.operationId)).catch(onError)}
    >
      {importMessages.detail.eir}
    </Button>
  );
};
