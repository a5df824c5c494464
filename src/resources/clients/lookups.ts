/** The reference lists the client and customer forms pick from (D1 §7): communes and giros, shared lists (D2 §7, CONST-073). */
import { useSharedList } from '../framework/useSharedList';

export interface Option {
  value: string;
  label: string;
}

interface Giro {
  id: string;
  name: string;
}

interface Commune {
  id: string;
  name: string;
  region: string;
}

/** Giros as list options; `value` is the code, or 'code - name' when the record stores the label (customers). */
export function useGiroOptions(store: 'code' | 'label'): Option[] {
  const { data } = useSharedList<Giro>('giros');
  return (data ?? []).map((g) => {
    const label = `${g.id} - ${g.name}`;
    return { value: store === 'code' ? g.id : label, label };
  });
}

export function useCommuneOptions(): Option[] {
  const { data } = useSharedList<Commune>('communes');
  return (data ?? []).map((c) => ({ value: c.name, label: c.name }));
}
