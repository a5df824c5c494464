/**
 * Issue 29 ("server facts win"): what the server answers when a request names another value than
 * the one it knows (docs/server-facts.md). Each is the message of a 400 whose `fields` names the
 * field, or of a grid row (empties, lower case as the grid's other row messages).
 */
export const serverFactsMessages = {
  /** POST /import/{id}/saveRetiro: consigneeId is the unit's own. */
  consigneeMismatch: 'El consignatario no corresponde al del contenedor.',
  /** POST /appointment: the pickup already has its trucking company. */
  truckingMismatch: 'La empresa de transporte no corresponde a la del retiro.',
  /** POST /eventtype: the cash event's agent is the unit's. */
  agentMismatch: 'El agente no corresponde al del contenedor.',
  /** POST /eventtype: billing the consignee names the unit's consignee only. */
  notTheConsignee: 'El cliente no es el consignatario del contenedor.',
  /** POST /invoice/generate-sf: the draft's BL or booking is its units' own. */
  blOrBookingMismatch: 'Las unidades elegidas no corresponden al BL o booking indicado.',
  /** POST /export/preadvicemty2 (row message): a box the terminal knows keeps its ISO type. */
  isoMismatch: 'el tipo {iso} no corresponde al del contenedor ({known})',
} as const;
