/** A Chilean client's giro code read as 'code - name' (as the customers show it); a foreign free-text giro as it is. */
import { useGiroOptions } from './lookups';

export const GiroName = ({ value }: { value: unknown }) => {
  const text = String(value);
  const label = useGiroOptions('code').find((o) => o.value === text)?.label;
  return <>{label ?? text}</>;
};
