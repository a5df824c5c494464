/**
 * The payment rules' and the payment results' texts (D3 §5 Payment registration, Payment search,
 * Posting; §8.2), shared by the pay and payments screens and the mock's refusals. Spec texts
 * verbatim; where the spec gives none the portal's are marked (rulings in docs/decisions.md).
 */
export const paymentRuleMessages = {
  creditExceeded: 'El monto ingresado no puede superar el crédito disponible',
  sameCurrency: 'Se deben agregar pagos de la misma moneda',
  multipleInvoices: 'Usted ha seleccionado múltiples facturas por lo que debe pagar el monto total.',
  /** The code the server gives the multiple-invoices refusal (D3 §5, Q34). */
  multipleInvoicesCode: '823',
  below: 'El total del pago a aplicar es inferior al monto pendiente a pagar.',
  above: 'El total del pago a aplicar es superior al monto pendiente a pagar.',
  zero: 'No se puede ingresar un pago por monto cero.',
  // INV-111: the spec says each customer pays in full with one line and gives no text (the portal's).
  onePerCustomer: 'Con varios clientes, cada cliente se paga completo con una sola línea de pago.',
  usdDecimals: 'Monto en dólares con hasta 2 decimales (ej. 1.234,56)',
  clpWhole: 'Monto en pesos, sin decimales',
  numberList: 'Sólo números separados por coma',
  selectToPost: 'Seleccione los pagos a contabilizar',
  // Posting's answers (the spec shows the server's message and gives none; the portal's).
  posted: 'Pagos contabilizados: {n}',
  postPending: 'Los pagos pendientes de sincronización no se pueden contabilizar',
  postMissing: 'No existe el pago',
  postFailed: 'Existió un problema al contabilizar los pagos: {message}',
  syncFailed: 'No se pudo completar la sincronización, inténtelo más tarde.',
  synced: 'Sincronización terminada.',
  registered: 'Pago Registrado.',
  pendingSync: 'Pago registrado, Pendiente de sincronización en Billing.',
  pendingSequence: 'Pendiente (sincronización requerida)',
  receiptUnavailable: 'No se pudo descargar el archivo Pdf.',
  failedHeading: 'Las siguientes facturas no se han podido pagar:',
  noPayments: 'No se encontraron pagos',
  // The server's refusals the spec leaves without a text (the portal's).
  alreadyPaid: 'La factura ya está pagada.',
  notFinal: 'Sólo se paga una factura finalizada.',
  // Q30, INV-076, ruling P74 (the spec gives no texts; the portal's).
  onlineDisabled: 'El pago en línea no está habilitado para su usuario.',
  inProcess: 'La factura tiene un pago en línea en proceso.',
  inProcessLabel: 'Pago en proceso',
  badSignature: 'Firma de la notificación inválida.',
  staleNotification: 'Notificación vencida o repetida fuera de plazo.',
  wrongAmount: 'El monto notificado no corresponde al pago.',
  // Q35.
  terrestrialCashOnly: 'Sólo puede pagar en efectivo las facturas de sus propios eventos de caja.',
} as const;
