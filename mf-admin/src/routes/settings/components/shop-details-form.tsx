import { useState, type FormEvent } from 'react';
import type { FieldErrors } from 'shared-contracts';
import { formatNigerianPhone } from 'shared-contracts/phone';
import { shopDetailsInputSchema, type ShopDetails } from 'shared-contracts/schemas/settings';
import { Button } from 'shared-contracts/ui/button';
import { TextField } from 'shared-contracts/ui/field';
import { Card, CardTitle, Row, Stack } from 'shared-contracts/ui/layout';
import { settingsApi, useSettingsChange } from '../../../hooks/api/settings';
import { saveChecked } from './save';

/** Name, support email and phone, address and return window: the footer, help pages and mails read them. */
export function ShopDetailsForm({ shop }: { shop: ShopDetails }) {
  const [form, setForm] = useState({
    name: shop.name,
    support_email: shop.support_email,
    support_phone: formatNigerianPhone(shop.support_phone),
    address: shop.address,
    return_window_days: String(shop.return_window_days),
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = useSettingsChange(settingsApi.shop);
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await saveChecked(
      shopDetailsInputSchema,
      { ...form, return_window_days: Number(form.return_window_days) },
      (body) => change.mutateAsync(body),
      setErrors,
      'shop details',
    );
  };

  return (
    <Card as="form" onSubmit={submit} noValidate aria-labelledby="shop-details-title">
      <CardTitle id="shop-details-title">Shop details</CardTitle>
      <Stack $gap={12}>
        <TextField label="Shop name" value={form.name} onChange={set('name')} error={errors.name?.[0]} />
        <TextField
          label="Support email"
          type="email"
          value={form.support_email}
          onChange={set('support_email')}
          error={errors.support_email?.[0]}
        />
        <TextField
          label="Support phone"
          type="tel"
          hint="+234 followed by 10 digits, or 0 followed by 10 digits"
          value={form.support_phone}
          onChange={set('support_phone')}
          error={errors.support_phone?.[0]}
        />
        <TextField
          label="Address"
          value={form.address}
          onChange={set('address')}
          error={errors.address?.[0]}
        />
        <TextField
          label="Return window (days)"
          type="number"
          inputMode="numeric"
          min={0}
          max={365}
          value={form.return_window_days}
          onChange={set('return_window_days')}
          error={errors.return_window_days?.[0]}
        />
        <Row $justify="flex-end">
          <Button type="submit" $variant="primary" disabled={change.isPending}>
            Save shop details
          </Button>
        </Row>
      </Stack>
    </Card>
  );
}
