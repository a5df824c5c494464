/** The DRC register lives in a module (the reports' old DRC reads it too); the area keeps its name for its callers. */
export * from '../../modules/drcReceipts/receipts';
