/**
 * Why an uploaded sheet is refused, as the readers find it: unreadable (corrupt, truncated, not a
 * workbook, entity declarations, an encoding it is not in, past the unzip budget), more rows than
 * MAX_SHEET_ROWS, or a cell longer than MAX_CELL_CHARS (with its row). The upload's kind says it
 * to the user in its own words (readTable's refusals).
 */
export type SheetRefusal = 'format' | 'rows' | 'cell';

export class SheetRefused extends Error {
  constructor(
    readonly reason: SheetRefusal,
    /** The sheet's row (1-based) of the long cell. */
    readonly row?: number,
  ) {
    super(`sheet refused: ${reason}${row === undefined ? '' : ` (row ${row})`}`);
  }

  /** Anything a reader throws on bad bytes (zip, inflate, XML, text decoding) is an unreadable file. */
  static from(error: unknown): SheetRefused {
    return error instanceof SheetRefused ? error : new SheetRefused('format');
  }
}
