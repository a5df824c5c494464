/**
 * One payment line on the pay screen (D3 §3 Payment line as entered on screen, §5; INV-081…103):
 * its type, then the fields that type needs — bank, cheque date and number (DD-MM-YYYY), transfer
 * date-time and number (DD-MM-YYYY HH:mm) and depositor RUT, credit-note number (Enter looks it
 * up: total credit and balance) — and its amount in the type's currency, each with its message.
 */
import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Box, IconButton, MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { formatClp } from '../../../domain/formats';
import { currencyOf, type PaymentLineErrors, type PaymentType } from '../../../domain/payments/paymentLines';
import { paymentMessages } from '../../../i18n/paymentMessages';
import { RutTextField } from '../../../resources/framework/RutInput';
import type { ScreenLine } from '../api/payRequests';

const t = paymentMessages.pay;

export interface CreditLookup {
  totalCredit: number;
  saldo: number;
}

export interface PaymentLineEditorProps {
  index: number;
  line: ScreenLine;
  errors: PaymentLineErrors;
  /** Show the errors (after a first try, or once the field was touched). */
  shown: boolean;
  types: readonly PaymentType[];
  banks: readonly { id: string; name: string }[];
  /** With several customers: the customers to pick from; the amount is that customer's due and not typed (INV-105). */
  customers?: readonly { id: string; name: string }[];
  amountLocked: boolean;
  onChange: (patch: Partial<ScreenLine>) => void;
  onRemove?: () => void;
  lookupCredit: (number: string) => Promise<CreditLookup | string>;
  credit?: CreditLookup;
  onCredit: (credit: CreditLookup | undefined) => void;
}

export const PaymentLineEditor = (p: PaymentLineEditorProps) => {
  const { line, errors, shown } = p;
  const [creditInfo, setCreditInfo] = useState<string | undefined>();
  const id = (field: string) => `pay-line-${p.index}-${field}`;
  const err = (k: keyof PaymentLineErrors) => (shown ? errors[k] : undefined);
  const text = (
    k: 'monto' | 'dateCheque' | 'nbrCheque' | 'dateTransfer' | 'nbrTransfer' | 'nroCredit',
    label: string,
    hint?: string,
    extra: object = {},
  ) => (
    <TextField
      id={id(k)}
      label={label}
      value={line[k]}
      size="small"
      required
      onChange={(e) => p.onChange({ [k]: e.target.value })}
      error={Boolean(err(k))}
      helperText={err(k) ?? hint}
      slotProps={{ htmlInput: { autoComplete: 'off', 'data-testid': id(k), ...extra } }}
    />
  );
  const type = line.type as PaymentType | '';
  const lookUp = async () => {
    const answer = await p.lookupCredit(line.nroCredit.trim());
    if (typeof answer === 'string') {
      setCreditInfo(answer);
      p.onCredit(undefined);
    } else {
      setCreditInfo(undefined);
      p.onCredit(answer);
    }
  };
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }} data-testid={`pay-line-${p.index}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle2" component="h3" sx={{ flex: 1 }}>
          {t.line.replace('{n}', String(p.index + 1))}
        </Typography>
        {p.onRemove && (
          <IconButton aria-label={t.remove.replace('{n}', String(p.index + 1))} onClick={p.onRemove}>
            <DeleteIcon />
          </IconButton>
        )}
      </Box>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <TextField
          select
          id={id('type')}
          label={t.type}
          value={type}
          size="small"
          required
          error={Boolean(err('type'))}
          helperText={err('type')}
          onChange={(e) => p.onChange({ type: e.target.value as PaymentType })}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': id('type') } as object } }}
        >
          {p.types.map((x) => (
            <MenuItem key={x} value={x}>
              {t.types[x]}
            </MenuItem>
          ))}
        </TextField>
        {p.customers && (
          <TextField
            select
            id={id('customer')}
            label={t.customer}
            value={line.customerId}
            size="small"
            required
            onChange={(e) => p.onChange({ customerId: e.target.value })}
          >
            {p.customers.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        {(type === 'CHECK' || type === 'WIRE_TRANSFER') && (
          <TextField
            select
            id={id('banco')}
            label={t.bank}
            value={line.banco}
            size="small"
            required
            error={Boolean(err('banco'))}
            helperText={err('banco')}
            onChange={(e) => p.onChange({ banco: e.target.value })}
          >
            {p.banks.map((b) => (
              <MenuItem key={b.id} value={b.name}>
                {b.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        {type === 'CHECK' && text('dateCheque', t.chequeDate, t.dayHint, { maxLength: 10 })}
        {type === 'CHECK' && text('nbrCheque', t.chequeNumber)}
        {type === 'WIRE_TRANSFER' && text('dateTransfer', t.transferDate, t.dayTimeHint, { maxLength: 16 })}
        {type === 'WIRE_TRANSFER' && text('nbrTransfer', t.transferNumber)}
        {type === 'WIRE_TRANSFER' && (
          <RutTextField
            id={id('rutDeposit')}
            label={t.depositor}
            value={line.rutDeposit}
            size="small"
            required
            onChange={(v) => p.onChange({ rutDeposit: v })}
            error={Boolean(err('rutDeposit'))}
            helperText={err('rutDeposit')}
          />
        )}
        {type === 'CREDIT_NOTE' &&
          text('nroCredit', t.creditNumber, t.creditHint, {
            inputMode: 'numeric',
            onKeyDown: (e: React.KeyboardEvent) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void lookUp();
              }
            },
          })}
        {type &&
          text('monto', currencyOf(type) === 'USD' ? t.amountUsd : t.amountClp, undefined, {
            inputMode: 'decimal',
            readOnly: p.amountLocked,
            'aria-readonly': p.amountLocked,
          })}
      </Box>
      {type === 'CREDIT_NOTE' && p.credit && (
        <Typography variant="body2" sx={{ mt: 1 }} data-testid={id('credit')}>
          {t.creditBalance
            .replace('{total}', formatClp(p.credit.totalCredit))
            .replace('{saldo}', formatClp(p.credit.saldo))}
        </Typography>
      )}
      {type === 'CREDIT_NOTE' && creditInfo && (
        <Alert severity="info" sx={{ mt: 1 }} data-testid={id('credit-info')}>
          {creditInfo}
        </Alert>
      )}
    </Box>
  );
};
