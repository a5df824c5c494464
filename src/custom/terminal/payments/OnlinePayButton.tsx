/**
 * 'Pagar en línea' (Q30; INV-047, INV-072…076, IMP-054): for the online-payment roles whose identity
 * carries kEnabled. The provider's page opens in a new tab (opened in the click itself, so browsers do
 * not block it, then pointed at the provider once the server has opened the payment); the invoices are
 * 'pago en proceso' until the provider's signed notification pays them. A refusal is the server's
 * message (INV-076).
 */
import CreditCardIcon from '@mui/icons-material/CreditCard';
import { Button, Tooltip } from '@mui/material';
import { useGetIdentity, useNotify } from 'react-admin';
import { offersOnlinePayment } from '../../../domain/payments/onlinePayment';
import { paymentMessages } from '../../../i18n/paymentMessages';
import { useRoles } from '../../../resources/framework/useRoles';
import { paymentsApi } from '../api/paymentsApi';
import { useTerminalAction } from '../forms/useTerminalAction';

const t = paymentMessages.online;

/** Whether the signed-in user is offered online payment at all (INV-072). */
export function useOffersOnlinePayment(): boolean {
  const { can } = useRoles();
  const { identity } = useGetIdentity();
  return offersOnlinePayment(can('payments', 'online'), identity?.kEnabled);
}

export interface OnlinePayButtonProps {
  drafts: readonly number[];
  disabled?: boolean;
  /** After the payment opened: the screen refreshes to show 'pago en proceso'. */
  refresh: () => Promise<void>;
  size?: 'small' | 'medium';
}

export const OnlinePayButton = ({ drafts, disabled, refresh, size = 'medium' }: OnlinePayButtonProps) => {
  const offered = useOffersOnlinePayment();
  const notify = useNotify();
  const action = useTerminalAction(refresh);
  if (!offered) return null;
  const open = async () => {
    const tab = window.open('', '_blank');
    const opened = await action.run(() => paymentsApi.online(drafts));
    if (!opened) return void tab?.close();
    if (!tab) return notify(t.blocked, { type: 'warning' });
    tab.location.href = opened.url;
    notify(t.opened, { type: 'info' });
  };
  return (
    <Tooltip title={t.payHint}>
      <span>
        <Button
          size={size}
          variant="outlined"
          startIcon={<CreditCardIcon />}
          disabled={disabled || action.busy || drafts.length === 0}
          onClick={() => void open()}
          data-testid="online-pay"
        >
          {t.pay}
        </Button>
      </span>
    </Tooltip>
  );
};
