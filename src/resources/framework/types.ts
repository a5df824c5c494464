/**
 * The shape of a resource definition. Definitions are pure data + pure functions (no React),
 * so the mock server can read their schemas and the console can build views from them and
 * lazy-load whatever a definition overrides.
 */
import type { ComponentType } from 'react';
import type { Schema } from '../../domain/validators';
import type { Action } from '../../domain/permissions';
import type { ApiContext, ApiMap, Endpoint, ResourceApi, WriteEndpoint } from '../../providers/resourceApi';
import type { IconName } from './icons';

export type { ApiContext, ApiMap, Endpoint, WriteEndpoint };

/** 'identification': a RUT or a foreign id, typed as given and shown as a RUT when it is one. */
export type FieldKind =
  | 'text'
  | 'textarea'
  | 'rut'
  | 'identification'
  | 'email'
  | 'phone'
  | 'number'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'select'
  | 'code'
  | 'password';

export type Mode = 'create' | 'edit';

export interface SchemaContext {
  mode: Mode;
  roles: readonly string[];
}

export interface Choice {
  id: string;
  name: string;
}

export interface FieldDef {
  /** Dotted path in the record, e.g. "user.email". */
  source: string;
  /** Spanish label (goes into the i18n messages as resources.<name>.fields.<source>). */
  label: string;
  kind: FieldKind;
  /** Where it shows; a form value 'create' means only when creating (e.g. the id). */
  list?: boolean;
  filter?: boolean;
  show?: boolean;
  form?: boolean | Mode;
  /** On a phone's card (list/cardColumns.ts): 'always' for what a user decides by, shown however many columns come before it. */
  card?: 'always';
  /** Shown but not editable when editing (identifiers). */
  readOnlyOnEdit?: boolean;
  choices?: readonly Choice[];
  /** Value a new record starts with. */
  defaultValue?: unknown;
  /** Only shown when this predicate of the form values holds (e.g. codigoAduana). */
  visibleWhen?: (values: Record<string, unknown>) => boolean;
  /** Full-width input in forms. */
  fullWidth?: boolean;
  /** Form section heading (Spanish) this field starts. */
  section?: string;
  /** The input's maxLength (D1 §9, from LIMITS in src/domain/validators.ts, like the schema's rule). */
  maxLength?: number;
  /** How an empty value reads in lists, panels and exports, where empty means something (a vehicle agent has no agent type). */
  emptyText?: string;
  /** How the value reads in panels and the management view when its kind is not enough (a code shown by its name). */
  display?: ComponentType<{ value: unknown }>;
  /** Helper text under the input (an i18n key or text), or one per form mode. */
  helperText?: string | Partial<Record<Mode, string>>;
}

/** A record action (block, resend activation…) offered on the management view. */
export interface RecordAction {
  name: string;
  permission: Action;
  endpoint: WriteEndpoint;
  /** Button label for this record's state. */
  label: (record: Record<string, unknown>) => string;
  icon?: IconName;
  /** Confirmation body (i18n key) and its interpolation, or none to act at once. */
  confirm?: (record: Record<string, unknown>) => { key: string; values?: Record<string, unknown> };
  /** i18n key of the success message, given the record before the action; several keys show as one message, a line each. */
  success: (record: Record<string, unknown>) => string | readonly string[];
  /** Hidden unless this holds for the record. */
  visibleWhen?: (record: Record<string, unknown>) => boolean;
}

/** The keys of the icon table (icons.ts): a new icon is one line there. */
export type { IconName } from './icons';

/** A seeded random stream handed to a definition's seed (the mock's own; same rows for the same name). */
export interface SeedRandom {
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  digits(count: number): string;
  letters(count: number, alphabet?: string): string;
}

/**
 * What the mock gives a definition's seed: the mock's seeded randomness and realistic Chilean
 * data (valid, unique RUTs…), so that definitions import nothing from the mock.
 */
export interface SeedTools {
  /** SEED_SCALE (1 by default; 500 for the scale benchmarks). */
  scale: number;
  random(stream: string): SeedRandom;
  /** A valid RUT no other seeded record has, canonical ("76123456-7"): companies 76–79 million. */
  companyRut(stream: string): string;
  personRut(stream: string): string;
  /** A realistic company name ("Transportes Andes S.A."), unique within the stream. */
  companyName(stream: string): string;
  /** A realistic person name ("María González Rojas"). */
  personName(stream: string): string;
  /** A plausible mailbox at the named organisation's domain. */
  email(mailbox: string, organisation: string): string;
}

/** How the mock serves a resource through its generic per-model service. */
export interface MockModel {
  /** The collection behind `/api/{model}` (json-server's model name, e.g. "lineOperator"). */
  model: string;
  /**
   * The rows it starts with. Without a seed, the collection must be one the mock seeds itself
   * (mock-server/seed). Runs in the mock only (the console never calls it).
   */
  seed?: (tools: SeedTools) => Record<string, unknown>[] | Promise<Record<string, unknown>[]>;
}

/** A lazily-loaded view component module (default export). */
export type LazyView = () => Promise<{ default: ComponentType }>;

export interface TabDef {
  /** URL-safe key, e.g. "truckings" (?tab=truckings). */
  key: string;
  label: string;
  component: LazyView;
}

export interface ResourceDefinition extends ResourceApi {
  /** react-admin resource name (also the permissions row). */
  name: string;
  /** `create`: the create button's own text where the spec names one (e.g. 'Nuevo Transportista'). */
  label: { one: string; many: string; create?: string };
  /** Menu icon (framework/icons.ts); a generic record icon when absent. */
  icon?: IconName;
  menuGroup?: 'administration';
  /** Record representation (titles, references, breadcrumbs). */
  represent: (record: Record<string, unknown>) => string;
  fields: readonly FieldDef[];
  schema: (ctx: SchemaContext) => Schema;
  api: ApiMap;
  /** Fields searched by the list's search box (min 3 characters). */
  search: readonly string[];
  list?: {
    sort?: { field: string; order: 'ASC' | 'DESC' };
    perPage?: number;
    /** i18n key of the empty detail panel beside the list. */
    emptyDetail?: string;
    /** The list's own empty text (Spanish), instead of react-admin's 'No hay … aún' (resources.<name>.empty). */
    empty?: string;
    /** Tab a record opens on from the list (row click, Enter, "Ver ficha"; e.g. the agent's truckings, ADM-AGA-003). */
    openTab?: string;
  };
  /** Extra tabs on the management (show) view after the details tab. */
  tabs?: readonly TabDef[];
  actions?: readonly RecordAction[];
  /** i18n keys of the success messages; several keys show as one message, a line each. */
  messages?: { created?: string | readonly string[]; updated?: string; deleted?: string };
  /** Override generated views with lazily-loaded components. */
  views?: { list?: LazyView; show?: LazyView; edit?: LazyView; create?: LazyView };
  /** The mock's generic service for it: the mock derives its collection, guard and seed from this. */
  mock?: MockModel;
}

export const defineResource = (d: ResourceDefinition): ResourceDefinition => d;
