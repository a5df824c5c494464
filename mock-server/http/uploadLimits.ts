/**
 * Every limit of an upload, in one place (issue 29 §4; docs/uploads.md). A request body, a file
 * part, a spreadsheet's rows, cells and unzipped bytes are bounded before they are kept, so no
 * upload can hold the server's memory or event loop, and no answer echoes more than a bounded
 * part of what was sent.
 */

/** A request body (JSON, or a multipart form: its file and text parts together). Bigger: 413. */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;

/** One text part of a multipart form (the empties' preadviceMTYDTO: 5,000 typed rows are ~400 kB). */
export const MAX_FIELD_BYTES = 1024 * 1024;

/** Parts of a multipart form (the calls send two or three). */
export const MAX_PARTS = 20;

/** Uploads being read or processed at once, per server; one more is answered 429 with Retry-After. */
export const MAX_CONCURRENT_UPLOADS = 4;

/** Seconds a client is told to wait (Retry-After) when MAX_CONCURRENT_UPLOADS are in flight. */
export const UPLOAD_RETRY_AFTER_SECONDS = 2;

/**
 * Data rows of an uploaded sheet, the header row apart (the empties grid's 5,000, ruling P60).
 * The reader stops at the first row past it and refuses the file.
 */
export const MAX_SHEET_ROWS = 5000;

/**
 * Characters of one cell. A cell holds a code (container, ISO type, VIN, RUT, document number) or a
 * short description; a longer one refuses the file. With MAX_SHEET_ROWS it bounds what an answer
 * echoes: 5,000 rows × 3 echoed cells (the empties' container, type, and the type again in its
 * message) × 100 characters × 6 bytes (a character that grows upper-cased, in UTF-8) is ~9 MB,
 * under MAX_BODY_BYTES.
 */
export const MAX_CELL_CHARS = 100;

/** Columns read; cells to the right of it are not read (a model has 3 or 7 columns). */
export const MAX_SHEET_COLUMNS = 64;

/**
 * Bytes unzipped from an .xlsx, all the parts read together (the workbook, its relations, the
 * shared strings, the first sheet). A zip bomb stops here (parsing 16 MB of the worst XML, empty
 * cells, takes ~1 s, the event loop given back all along); a real 5,000-row sheet unzips to a few MB.
 */
export const MAX_UNZIPPED_BYTES = 16 * 1024 * 1024;

/** Entries of an .xlsx's zip directory (a workbook has a dozen or two). */
export const MAX_ZIP_ENTRIES = 1000;

/**
 * After refusing a body still being sent (413, 429), how long and how much of the rest is read and
 * thrown away before the connection is closed: enough for the client to read the answer rather than
 * lose it to a TCP reset (closeAfterAnswer.ts).
 */
export const LINGER_MS = 2000;
export const LINGER_BYTES = 64 * 1024 * 1024;
