/** The simulated payment provider's own pages (/pg; ruling P74): a third party's look and words, in Spanish. */
export const providerPageMessages = {
  brand: 'khipu · pagos simulados',
  title: 'Pago en línea',
  merchant: 'Comercio',
  invoices: 'Facturas',
  amount: 'Monto a pagar',
  pay: 'Pagar',
  abandon: 'Abandonar',
  invalid: 'El enlace de pago no es válido o ya fue usado.',
  confirmed: 'El proveedor confirmó el pago. El portal lo registrará al recibir la notificación.',
  paid: 'Pago recibido y registrado por el portal.',
  abandoned: 'Abandonó el pago. Las facturas vuelven a estar disponibles en unos minutos.',
  pending: 'El pago está pendiente.',
  back: 'Puede cerrar esta pestaña y volver al portal.',
} as const;
