import type { OnlinePayment, PaymentReviewAction } from 'shared-contracts';
import { ConfirmDialog } from 'shared-contracts/ui/dialog';

/** What each decision on a payment that needs review says, on its button and in the dialog that asks first. */
export const REVIEW_CHOICES: Record<PaymentReviewAction, { label: string; title: string; body: string }> = {
  accept: {
    label: 'Accept payment',
    title: 'Accept this payment for the order?',
    body: 'The order is marked paid with this payment, as if it had matched. Do this only once you have checked the money arrived.',
  },
  refund: {
    label: 'Refund it',
    title: 'Refund this payment?',
    body: 'What was charged goes back to the customer through Paystack. The order stays open for another payment.',
  },
  cancel: {
    label: 'Refund and cancel order',
    title: 'Refund this payment and cancel the order?',
    body: 'What was charged goes back to the customer through Paystack, the order is cancelled and its stock goes back on sale.',
  },
};

/** Asks before a decision on a payment that needs review is sent. */
export function ReviewDialog({
  payment,
  action,
  pending,
  onConfirm,
  onClose,
}: {
  payment: OnlinePayment;
  action: PaymentReviewAction;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      title={REVIEW_CHOICES[action].title}
      confirmLabel={REVIEW_CHOICES[action].label}
      cancelLabel="Not now"
      pending={pending}
      onClose={onClose}
      onConfirm={onConfirm}
    >
      <p>
        {payment.reference}: {payment.reason ?? 'needs review'}.
      </p>
      <p>{REVIEW_CHOICES[action].body}</p>
    </ConfirmDialog>
  );
}
