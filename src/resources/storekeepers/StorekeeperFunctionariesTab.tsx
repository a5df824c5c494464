import { useRecordContext } from 'react-admin';
import { FunctionariesTable } from '../functionaries/FunctionariesTable';

const StorekeeperFunctionariesTab = () => {
  const record = useRecordContext();
  return record ? (
    <FunctionariesTable ownerId={String(record.id)} emptyText="app.empty.storekeeperFunctionaries" />
  ) : null;
};

export default StorekeeperFunctionariesTab;
