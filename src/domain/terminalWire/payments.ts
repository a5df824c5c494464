/**
 * Payments' answers (D3 §3 Payment group, Add-payment answer, Payment result; rulings P73, P74):
 * produced by the mock's payments (modules/payments), read by the console.
 */

/** A payment group as the payments search lists it (PAY-011) and its detail rows (PAY-014). */
export interface PaymentGroupWire {
  idGrupo: number;
  /** DD-MM-YYYY (D3 §9.1). */
  fecha: string;
  sequenceNbr: string;
  status: 'PAY_OK' | 'PENDING_SYNC';
  pending: boolean;
  posted: boolean;
  moneda: 'CLP' | 'USD';
  montoPagos: number;
  items: {
    sequenceNbr: string;
    facturaNbr: number | null;
    nombreCliente: string;
    rutCliente: string;
    montoTotalFact: number;
    tipoPago: string;
    nombreAgente: string | null;
    rutAgente: string | null;
    montoClp: number;
    repeatedPay: boolean;
  }[];
  facturas: { facNbr: number | null; nomCli: string; rurCli: string; monto: number }[];
}

/** One line's result (D3 §3 Payment result shown to the user). */
export interface PaymentResultWire {
  type: string;
  rut: string;
  role: string;
  sequenceNumber: string;
  bankName: string | null;
  nroNC: number | null;
  opNumber: string | null;
  opDate: string | null;
  totalAmount: number | null;
  totalLocalAmount: number | null;
  items: { numeroFactura: number | null; invoiceDraftNumber: number; amount: number; localAmount: number }[];
}

/** POST /api/payment/addpayment/{pfll}'s answer. */
export interface AddPaymentWire {
  type: 'PAY_OK' | 'PENDING_SYNC';
  groupId: number;
  chequeNbr: string | null;
  itemsPayment: PaymentResultWire[];
  invoicesError: { invoiceDraftNumber: number; message: string }[];
}
