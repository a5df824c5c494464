/** The store collection (the audit trail's record type) a definition's records are kept in, if the trail can name it. */
import type { ResourceDefinition } from './types';

/** Definitions whose records the store keeps under another name than their `mock.model` (or without one). */
const STORED_AS: Readonly<Record<string, string>> = {
  truckingCompanies: 'truckingcompany',
  users: 'user',
  clients: 'client',
  customers: 'customer',
  shipperConsignees: 'shipperConsignee',
};

export const recordTypeOfDefinition = (d: ResourceDefinition): string | undefined => d.mock?.model ?? STORED_AS[d.name];
