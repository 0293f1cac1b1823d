import type { FormEvent } from 'react';
import { formatNigerianPhone } from 'shared-contracts/phone';
import { shopDetailsInputSchema, type ShopDetails } from 'shared-contracts/schemas/settings';
import { Button } from 'shared-contracts/ui/button';
import { TextField } from 'shared-contracts/ui/field';
import { Card, CardTitle, Row, Stack } from 'shared-contracts/ui/layout';
import { settingsApi } from 'shop-sdk/admin';
import { useSettingsChange } from '../../../hooks/api/settings';
import { saveChecked } from './save';
import { useSettingsForm } from './use-settings-form';

/**
 * Name, support email, phone and hours, address and return window: the footer, help pages, mails and the USSD menu's
 * Help read them.
 */
export function ShopDetailsForm({ shop }: { shop: ShopDetails }) {
  const { form, setErrors, field } = useSettingsForm({
    name: shop.name,
    support_email: shop.support_email,
    support_phone: formatNigerianPhone(shop.support_phone),
    support_hours: shop.support_hours ?? '',
    address: shop.address,
    return_window_days: String(shop.return_window_days),
  });
  const change = useSettingsChange(settingsApi.shop);

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
        <TextField label="Shop name" {...field('name')} />
        <TextField label="Support email" type="email" {...field('support_email')} />
        <TextField
          label="Support phone"
          type="tel"
          hint="+234 followed by 10 digits, or 0 followed by 10 digits"
          {...field('support_phone')}
        />
        <TextField
          label="Support hours"
          hint="When the support phone answers, as shoppers read it: Mon–Sat 8:00–18:00"
          {...field('support_hours')}
        />
        <TextField label="Address" {...field('address')} />
        <TextField
          label="Return window (days)"
          type="number"
          inputMode="numeric"
          min={0}
          max={365}
          {...field('return_window_days')}
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
