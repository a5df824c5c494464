/**
 * Typeahead rules (D1 §9, D2 §9; VAL-028, VAL-029, CONST-017, CONST-018): suggestions start at
 * 3 typed characters and show at most 10; the trucking company of a reassignment shows 3.
 * Every typeahead of the console reads them here.
 */
export const TYPEAHEAD_MIN_CHARS = 3;
export const TYPEAHEAD_MAX_SUGGESTIONS = 10;
export const REASSIGN_TRUCKING_SUGGESTIONS = 3;

/** Whether enough has been typed to suggest anything. */
export const typeaheadReady = (typed: string): boolean => typed.trim().length >= TYPEAHEAD_MIN_CHARS;
