import { useState, type FormEvent } from 'react';
import type { FieldErrors } from 'shared-contracts';
import { paymentWaysInputSchema, type PaymentWays } from 'shared-contracts/schemas/settings';
import { Button } from 'shared-contracts/ui/button';
import { Checkbox, FieldRow, TextField } from 'shared-contracts/ui/field';
import { Card, CardTitle, Muted, Row, Stack } from 'shared-contracts/ui/layout';
import { settingsApi } from 'shop-sdk/admin';
import { useSettingsChange } from '../../../hooks/api/settings';
import { numberOrNull, saveChecked } from './save';

/**
 * Which ways to pay checkout offers; pay now, and bank transfer to the shopper's own account number (with how long
 * its order holds the stock and the bank its numbers are opened at), only when a payment provider is configured.
 */
export function PaymentWaysForm({ ways }: { ways: PaymentWays }) {
  const [onDelivery, setOnDelivery] = useState(ways.pay_on_delivery);
  const [max, setMax] = useState(ways.pay_on_delivery_max === null ? '' : String(ways.pay_on_delivery_max));
  const [later, setLater] = useState(ways.pay_later);
  const [now, setNow] = useState(ways.pay_now);
  const [transfer, setTransfer] = useState(ways.account_transfer);
  const [holdHours, setHoldHours] = useState(String(ways.account_transfer_hold_hours));
  const [bank, setBank] = useState(ways.account_transfer_bank);
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = useSettingsChange(settingsApi.paymentWays);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await saveChecked(
      paymentWaysInputSchema,
      {
        pay_on_delivery: onDelivery,
        pay_on_delivery_max: numberOrNull(max),
        pay_later: later,
        pay_now: now,
        account_transfer: transfer,
        account_transfer_hold_hours: numberOrNull(holdHours),
        account_transfer_bank: bank,
      },
      (body) => change.mutateAsync(body),
      setErrors,
      'payment ways',
    );
  };

  return (
    <Card as="form" onSubmit={submit} noValidate aria-labelledby="payment-ways-title">
      <CardTitle id="payment-ways-title">Payment ways</CardTitle>
      <Stack $gap={12}>
        <Checkbox
          label="Pay on delivery"
          checked={onDelivery}
          onChange={(e) => setOnDelivery(e.target.checked)}
          error={errors.pay_on_delivery?.[0]}
        />
        <TextField
          label="Pay on delivery up to (₦)"
          hint="Leave empty for no limit"
          type="number"
          inputMode="decimal"
          min={0}
          value={max}
          onChange={(e) => setMax(e.target.value)}
          error={errors.pay_on_delivery_max?.[0]}
        />
        <Checkbox
          label="Pay later (instalments)"
          checked={later}
          onChange={(e) => setLater(e.target.checked)}
        />
        <Checkbox
          label="Pay now (card, bank transfer, USSD)"
          checked={now}
          disabled={!ways.pay_now_available}
          onChange={(e) => setNow(e.target.checked)}
        />
        <Checkbox
          label="Bank transfer to the shopper's own account number"
          checked={transfer}
          disabled={!ways.pay_now_available}
          onChange={(e) => setTransfer(e.target.checked)}
          error={errors.account_transfer?.[0]}
        />
        <FieldRow>
          <TextField
            label="Hold the stock for (hours)"
            hint="From 1 to 168 (a week): an order whose transfer has not come by then is cancelled"
            type="number"
            inputMode="numeric"
            min={1}
            max={168}
            step={1}
            value={holdHours}
            disabled={!ways.pay_now_available}
            onChange={(e) => setHoldHours(e.target.value)}
            error={errors.account_transfer_hold_hours?.[0]}
          />
          <TextField
            label="Bank for account numbers (Paystack slug)"
            hint="test-bank in test mode; wema-bank or titan-paystack live"
            autoComplete="off"
            value={bank}
            disabled={!ways.pay_now_available}
            onChange={(e) => setBank(e.target.value)}
            error={errors.account_transfer_bank?.[0]}
          />
        </FieldRow>
        {!ways.pay_now_available && (
          <Muted>
            Paying online and account numbers need a Paystack key (or the simulator) in the API's
            configuration.
          </Muted>
        )}
        <Row $justify="flex-end">
          <Button type="submit" $variant="primary" disabled={change.isPending}>
            Save payment ways
          </Button>
        </Row>
      </Stack>
    </Card>
  );
}
