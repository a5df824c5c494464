/**
 * What a related-records tab is made of (RelatedRecordsTab): the records of one owner (an
 * agent's trucking companies, an agency's line operators) on the list framework, an add panel with a
 * must-pick lookup, and a confirmed removal. Texts are i18n keys; each user sees only the
 * add and remove its roles allow (the caller leaves `add`/`remove` out otherwise).
 */
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export interface Related {
  id: string;
  name: string;
}

export interface RelatedColumn<T> {
  /** The column's field in the list's rows (searched, sorted, exported, chosen). */
  source: string;
  /** i18n key or text. */
  label: string;
  /** The cell's text: what the search, the sort and the export read. */
  text: (row: T) => string;
  /** The cell when its text is not enough (a state chip). */
  render?: (row: T) => ReactNode;
}

/** Where the add panel's choices come from. */
export type RelatedSource<T> =
  /** Typed text (≥ 3 characters) → at most 10 suggestions. */
  | { kind: 'search'; search: (text: string) => Promise<readonly T[]> }
  /** A whole list loaded when the panel opens, without the records already there. */
  | { kind: 'list'; queryKey: QueryKey; load: () => Promise<T[]> };

export interface AddRelated<T> {
  /** i18n key of the button and the panel title. */
  label: string;
  /** `add-x`: the button; `add-x-panel` the panel; `confirm-add-x` its add button. */
  testId: string;
  lookupLabel: string;
  source: RelatedSource<T>;
  optionLabel: (option: T) => string;
  /** i18n key of the refusal before saving (none picked, already there), else undefined. */
  refuse: (picked: T | null, current: readonly T[]) => string | undefined;
  /** Also show the refusal in the message bar. */
  notifyRefusal?: boolean;
  save: (picked: T) => Promise<unknown>;
  /** i18n key of the success message. */
  success: string;
}

export interface RemoveRelated<T> {
  run: (row: T) => Promise<unknown>;
  /** The confirmation's i18n key and values. */
  confirm: (row: T) => { key: string; values: Record<string, unknown> };
  success: string;
}

export interface RelatedRecordsConfig<T extends Related> {
  queryKey: QueryKey;
  load: () => Promise<T[]>;
  /** i18n key of the list's name (the export's worksheet and file). */
  title: string;
  columns: readonly RelatedColumn<T>[];
  /** The record a row opens (click or Enter), for a role that may open it. */
  open?: (row: T) => string;
  /** i18n key of the empty text. */
  empty: string;
  /** `x-table` and `x-empty`. */
  testId: string;
  add?: AddRelated<T>;
  remove?: RemoveRelated<T>;
}
