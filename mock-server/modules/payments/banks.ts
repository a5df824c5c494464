/** GET /api/payment/bancos (D3 §7.1; INV-085, INV-089): the banks a cheque or a transfer names — Chile's, by their SBIF code. */
export const BANKS: readonly { id: string; name: string }[] = [
  { id: '001', name: 'Banco de Chile' },
  { id: '009', name: 'Banco Internacional' },
  { id: '012', name: 'BancoEstado' },
  { id: '014', name: 'Scotiabank Chile' },
  { id: '016', name: 'Banco de Crédito e Inversiones' },
  { id: '028', name: 'Banco BICE' },
  { id: '037', name: 'Banco Santander-Chile' },
  { id: '039', name: 'Banco Itaú Chile' },
  { id: '049', name: 'Banco Security' },
  { id: '051', name: 'Banco Falabella' },
  { id: '053', name: 'Banco Ripley' },
  { id: '055', name: 'Banco Consorcio' },
];
