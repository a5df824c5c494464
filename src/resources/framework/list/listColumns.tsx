/**
 * A list's columns as grid fields: the label, the sort and the cell as every list reads them
 * (renderFieldValue by kind: RUTs, es-CL dates and numbers, choice names, Sí/No). Each cell names
 * its column (data-column), so a row's cells can be found by what they show.
 */
import type { ReactNode } from 'react';
import { DataTable, type Identifier } from 'react-admin';
import { renderFieldValue } from '../fieldValue';
import type { FieldDef } from '../types';

export type ListRecord = Record<string, unknown> & { id: Identifier };

/** A definition field, or an operational list's column, which may draw its own cell. */
export interface ListColumn extends FieldDef {
  /** The cell when the kind's reading is not enough (e.g. badges beside a number); the export keeps the value. */
  render?: (record: ListRecord) => ReactNode;
  /** Off for a column whose order means nothing. */
  sortable?: boolean;
}

type Translate = (key: string) => string;

export const columnElements = (columns: readonly ListColumn[], translate: Translate) =>
  columns.map((column) => (
    <DataTable.Col
      key={column.source}
      source={column.source}
      label={column.label}
      disableSort={column.sortable === false}
      render={(record: ListRecord) => (
        <span data-column={column.source}>
          {column.render ? column.render(record) : renderFieldValue(column, record, translate)}
        </span>
      )}
    />
  ));
