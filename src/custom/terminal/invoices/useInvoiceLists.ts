/**
 * The lists the invoice and payment forms pick from (D3 §7.2; INV-037, INV-038; ruling P71), each loaded once
 * and only for the roles that may read it: the customers, the agents (finance), the storekeepers,
 * the visits and the allowed tax ids of the only-SF search.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useRoles } from '../../../resources/framework/useRoles';
import type { Named } from '../forms/NamedTypeahead';
import { invoiceApi } from '../api/invoiceApi';

const LIST_TTL_MS = 5 * 60_000;

function useList(key: string, load: () => Promise<Named[]>, enabled: boolean) {
  return useQuery({ queryKey: ['invoiceLists', key], queryFn: load, enabled, staleTime: LIST_TTL_MS, retry: false });
}

export function useInvoiceLists({ generator, visits: withVisits = true }: { generator: boolean; visits?: boolean }) {
  const { can } = useRoles();
  const customers = useList('customers', invoiceApi.customers, can('invoices', 'customers'));
  const agents = useList('agents', invoiceApi.agents, can('invoices', 'agents'));
  const storekeepers = useList('storekeepers', invoiceApi.storekeepers, generator && can('invoices', 'charges'));
  const visitsQuery = useQuery({
    queryKey: ['invoiceLists', 'visits'],
    queryFn: invoiceApi.visits,
    enabled: withVisits,
    staleTime: LIST_TTL_MS,
    retry: false,
  });
  const allowed = useQuery({
    queryKey: ['invoiceLists', 'allowedRuts'],
    queryFn: invoiceApi.allowedRuts,
    enabled: generator,
    staleTime: LIST_TTL_MS,
    retry: false,
  });
  const visits = useMemo<Named[]>(
    () => (visitsQuery.data ?? []).map((v) => ({ id: v.id, name: `${v.vesselName} · ${v.manifestNumber}` })),
    [visitsQuery.data],
  );
  return {
    customers: customers.data ?? [],
    agents: agents.data ?? [],
    storekeepers: storekeepers.data ?? [],
    visits,
    allowedRuts: allowed.data,
    loading: customers.isFetching || visitsQuery.isFetching,
  };
}
