/** The reference lists the client and customer forms pick from (D1 §7): communes and giros, read once per session. */
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../providers/httpClient';

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

const staleTime = 30 * 60_000;

/** Giros as list options; `value` is the code, or 'code - name' when the record stores the label (customers). */
export function useGiroOptions(store: 'code' | 'label'): Option[] {
  const { data } = useQuery({ queryKey: ['lookup', 'giro'], queryFn: () => apiFetch<Giro[]>('/giro', { silent: true }), staleTime });
  return (data ?? []).map((g) => {
    const label = `${g.id} - ${g.name}`;
    return { value: store === 'code' ? g.id : label, label };
  });
}

export function useCommuneOptions(): Option[] {
  const { data } = useQuery({ queryKey: ['lookup', 'communes'], queryFn: () => apiFetch<Commune[]>('/client/communes', { silent: true }), staleTime });
  return (data ?? []).map((c) => ({ value: c.name, label: c.name }));
}
