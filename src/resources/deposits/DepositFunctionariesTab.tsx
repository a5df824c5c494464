import { useRecordContext } from 'react-admin';
import { FunctionariesTable } from '../functionaries/FunctionariesTable';

const DepositFunctionariesTab = () => {
  const record = useRecordContext();
  return record ? <FunctionariesTable ownerId={String(record.id)} emptyText="app.empty.functionaries" /> : null;
};

export default DepositFunctionariesTab;
