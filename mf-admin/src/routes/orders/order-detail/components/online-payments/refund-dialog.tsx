import { useState } from 'react';
import { formatNaira, type OnlinePayment } from 'shared-contracts';
import { ConfirmDialog } from 'shared-contracts/ui/dialog';
import { TextField } from 'shared-contracts/ui/field';

/** What of a payment can still be refunded. */
export const leftToRefund = (p: OnlinePayment) => Math.round((p.amount - p.refunded_amount) * 100) / 100;

/** Refund asks first: how much (all that is left when empty) goes back to the customer through Paystack. */
export function RefundDialog({
  orderNumber,
  payment,
  pending,
  onConfirm,
  onClose,
}: {
  orderNumber: string;
  payment: OnlinePayment;
  pending: boolean;
  onConfirm: (amount: number | undefined) => void;
  onClose: () => void;
}) {
  const left = leftToRefund(payment);
  const [text, setText] = useState('');
  const amount = text.trim() === '' ? undefined : Number(text);
  const invalid =
    amount !== undefined && (!Number.isFinite(amount) || amount <= 0 || amount > left)
      ? `Enter an amount up to ${formatNaira(left)}`
      : undefined;
  return (
    <ConfirmDialog
      title={`Refund order ${orderNumber}?`}
      confirmLabel={`Refund ${formatNaira(amount ?? left)}`}
      cancelLabel="Keep the money"
      pending={pending}
      onClose={onClose}
      onConfirm={() => {
        if (!invalid) onConfirm(amount);
      }}
    >
      <p>
        {formatNaira(amount ?? left)} goes back to the customer through Paystack ({payment.reference}). This
        cannot be undone.
      </p>
      <TextField
        label="Amount to refund (₦)"
        hint={`Leave empty to refund all that is left: ${formatNaira(left)}.`}
        inputMode="decimal"
        value={text}
        error={invalid}
        onChange={(event) => setText(event.target.value)}
      />
    </ConfirmDialog>
  );
}
