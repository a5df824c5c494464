/**
 * The invoicing rules' texts (D3 §5 Invoice search, Charge search, Pre-invoice; §8.2), shared by the
 * invoice screens and the mock's refusals. Spec texts verbatim (typos included).
 */
export const invoiceRuleMessages = {
  required: 'Requerido',
  numberList: 'Sólo números separados por coma',
  blOrContainer: 'Es necesario ingresar un valor en Bill of Lading o un número de contenedor',
  visitRequired: 'Campo obligatorio - Ingrese un registro válido',
  // INV-016: a typeahead's text that is not a listed item (the spec does not map them to fields: the portal's choice, ruling P71).
  unlistedItem: 'Ingrese uno válido',
  unlistedAgent: 'Agente inválido',
  unlistedAgency: 'Ingrese una Agencia válida.',
  unlistedClient: 'Ingrese un cliente válido',
  payeeRequired: 'Debe seleccionar un cliente para generar la prefactura',
  chargesRequired: 'Seleccione al menos un cargo para generar la prefactura.',
  noCharges: 'No se puede finalizar la factura sin cargos.',
  // Finalize refusals (D3 §4 Invoice); the spec gives a text for the zero total only (ruling in docs/decisions.md).
  notPreviewed: 'Debe previsualizar la prefactura antes de finalizarla.',
  notInChile: 'Sólo se puede finalizar la factura de un cliente en Chile.',
  agreement: 'El cliente tiene convenio: la factura se finaliza en la oficina de Finanzas.',
  noCredit: 'El cliente no tiene crédito disponible para finalizar la factura.',
  notDraft: 'La prefactura ya fue finalizada.',
  // INV-046, INV-052 (the spec gives no texts; ruling P72).
  notPayable: 'Sólo se puede marcar como pagada una factura finalizada y no pagada.',
  selectInvoices: 'Seleccione las facturas a marcar como pagadas.',
  markedPaid: 'Facturas marcadas como pagadas: {n}',
  alreadyInvoiced: 'El cargo ya fue incluido en otra prefactura.',
  // D3 §2.1, §8.1, §8.2.
  generated: 'Prefactura generada correctamente',
  finalized: 'Factura finalizada correctamente',
  deleted: 'Draft eliminado correctamente',
  noInvoices: 'No hay facturas disponibles',
  noPendingCharges: 'No se encontraron cargos pendientes de facturación con los parámetros de búsqueda seleccionados',
  pdfNotReady: 'La impresión de la factura todavía no está disponible. Reintente en unos minutos',
  // Credit notes (D3 §5: an informational message each; the texts are the portal's, ruling P69).
  creditNotFound: 'No existe una nota de crédito con ese número.',
  creditOtherCustomer: 'La nota de crédito pertenece a otro cliente.',
  creditNoBalance: 'La nota de crédito no tiene saldo disponible.',
  creditReason: 'Ajuste de tarifa',
} as const;
