import { useState, type FormEvent } from 'react';
import { formatNaira, toKobo, validate, type FieldErrors } from 'shared-contracts';
import { creditRefundSchema } from 'shared-contracts/schemas/transfers';
import { errorMessage, fieldErrorsOf, notify } from 'shop-sdk';
import { Banner } from 'shared-contracts/ui/banner';
import { Button } from 'shared-contracts/ui/button';
import { Dialog, DialogActions } from 'shared-contracts/ui/dialog';
import { Field, Form, Select, TextField } from 'shared-contracts/ui/field';
import { useBanks, useRefundCredit } from '../../../../hooks/api/transfers';
import { useSingleFlight } from '../../../../hooks/use-single-flight';
import { loadErrorMessage } from '../../../../lib/load-error';

/** Naira as typed, with or without ₦ and commas ('25000', '25,000.50'): 0 when empty, NaN when no number. */
function typedNaira(text: string): number {
  const typed = text.replace(/[₦,\s]/g, '');
  if (typed === '') return 0;
  return /^\d+(\.\d+)?$/.test(typed) ? Number(typed) : Number.NaN;
}

/**
 * The form checked with creditRefundSchema, and the amount against the credit (the schema cannot know it). The
 * amount's rules other than "enter one" speak of a price: here they read as what the admin can refund.
 */
function check(
  form: { amount: string; bank_code: string; account_number: string; transfer_reference: string },
  balance: number,
) {
  const amount = typedNaira(form.amount);
  const checked = validate(creditRefundSchema, { ...form, amount });
  const errors: FieldErrors = checked.success ? {} : { ...checked.errors };
  const upTo = `Enter an amount up to ${formatNaira(balance)}`;
  if (errors.amount && amount !== 0) errors.amount = [upTo];
  else if (!errors.amount && Number.isFinite(amount) && toKobo(amount) > toKobo(balance))
    errors.amount = [upTo];
  return checked.success && !errors.amount
    ? ({ ok: true, output: checked.output } as const)
    : ({ ok: false, errors } as const);
}

/**
 * "Refund credit to their bank": the admin has sent the shopper's store credit (or part of it) from the shop's bank,
 * and records it here with the transfer's reference. The API checks the account with Paystack; its refusals are
 * shown beside their fields, its message in a banner.
 */
export function RefundCreditDialog({
  customerId,
  balance,
  onClose,
}: {
  customerId: number;
  balance: number;
  onClose: () => void;
}) {
  const refund = useRefundCredit(customerId);
  const banks = useBanks();
  const { pending, run } = useSingleFlight();
  const [form, setForm] = useState({
    amount: String(balance),
    bank_code: '',
    account_number: '',
    transfer_reference: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    if (!pending) onClose();
  };
  const field = (name: keyof typeof form) => ({
    value: form[name],
    error: errors[name]?.[0],
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setForm((now) => ({ ...now, [name]: value }));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const checked = check(form, balance);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const body = checked.output;
    void run(async () => {
      try {
        await refund.mutateAsync(body);
        notify.success(`Refund of ${formatNaira(body.amount)} recorded`);
        onClose();
      } catch (e) {
        setErrors(fieldErrorsOf(e) ?? {});
        setRefusal(errorMessage(e, 'The refund was not recorded. Please try again.'));
      }
    });
  };

  const bank = field('bank_code');
  return (
    <Dialog
      title="Refund credit to their bank"
      description="Send the money from the shop's bank first, then record it here with the transfer's reference. The shopper's credit goes down by the amount."
      onClose={close}
    >
      <Form onSubmit={submit} noValidate aria-label="Refund credit to their bank">
        <TextField
          label="Amount (₦)"
          hint={`Their store credit: ${formatNaira(balance)}.`}
          inputMode="decimal"
          autoComplete="off"
          {...field('amount')}
        />
        <Field label="Bank" error={bank.error ?? (banks.isError ? loadErrorMessage(banks.error) : undefined)}>
          <Select value={bank.value} onChange={bank.onChange} disabled={!banks.data}>
            <option value="">
              {banks.isPending
                ? 'Loading banks…'
                : banks.isError
                  ? 'Banks could not load'
                  : 'Choose the bank'}
            </option>
            {(banks.data ?? []).map((b) => (
              <option key={b.id} value={b.code}>
                {b.name}
              </option>
            ))}
          </Select>
        </Field>
        <TextField
          label="Account number"
          hint="The shopper's account the money went to. Paystack checks it; the ledger names its holder."
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          {...field('account_number')}
        />
        <TextField
          label="Transfer reference"
          hint="As the shop's bank shows the transfer you sent."
          autoComplete="off"
          maxLength={100}
          {...field('transfer_reference')}
        />
        {refusal && <Banner tone="error">{refusal}</Banner>}
        <DialogActions>
          <Button $variant="secondary" onClick={close} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending} aria-busy={pending}>
            {pending ? 'Recording…' : 'Record refund'}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
