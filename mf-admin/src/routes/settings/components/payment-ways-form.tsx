import { useState, type FormEvent } from 'react';
import type { FieldErrors } from 'shared-contracts';
import { paymentWaysInputSchema, type PaymentWays } from 'shared-contracts/schemas/settings';
import { Button } from 'shared-contracts/ui/button';
import { Checkbox, TextField } from 'shared-contracts/ui/field';
import { Card, CardTitle, Muted, Row, Stack } from 'shared-contracts/ui/layout';
import { settingsApi } from 'shop-sdk/admin';
import { useSettingsChange } from '../../../hooks/api/settings';
import { numberOrNull, saveChecked } from './save';

/** Which ways to pay checkout offers; pay now only when a payment provider is configured. */
export function PaymentWaysForm({ ways }: { ways: PaymentWays }) {
  const [onDelivery, setOnDelivery] = useState(ways.pay_on_delivery);
  const [max, setMax] = useState(ways.pay_on_delivery_max === null ? '' : String(ways.pay_on_delivery_max));
  const [later, setLater] = useState(ways.pay_later);
  const [now, setNow] = useState(ways.pay_now);
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = useSettingsChange(settingsApi.paymentWays);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await saveChecked(
      paymentWaysInputSchema,
      { pay_on_delivery: onDelivery, pay_on_delivery_max: numberOrNull(max), pay_later: later, pay_now: now },
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
        {!ways.pay_now_available && (
          <Muted>Paying online needs a Paystack key (or the simulator) in the API's configuration.</Muted>
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
