import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  checkoutSchema,
  formatNaira,
  formatNigerianPhone,
  INSTALMENT_CHOICES,
  NIGERIAN_STATES,
  streetWithLandmark,
  validate,
  type CheckoutInput,
  type InstalmentCount,
  type PaymentMethod,
  type SavedAddress,
  type ShippingAddress,
} from 'shared-contracts';
import { Banner } from 'shared-contracts/ui/banner';
import { Button } from 'shared-contracts/ui/button';
import { Checkbox, Field, FieldRow, Form, Select, TextField } from 'shared-contracts/ui/field';
import { VisuallyHidden } from 'shared-contracts/ui/visually-hidden';
import { theme } from 'shared-contracts/ui/theme';
import {
  checkoutFormMessages as m,
  defaultAddressName,
  fieldsToCorrect,
  instalmentChoice,
} from '../checkout.messages';
import { useFieldError } from '../validation.messages';
import { PaymentSchedule } from './payment-schedule';
import { RadioGroup } from './radio-group';
import { WhatsAppUpdates } from './whatsapp-updates';

export type CheckoutBody = CheckoutInput;
type AddressField = keyof ShippingAddress;
type ErrorKey = AddressField | 'payment_method' | 'instalments' | 'pickup_station_id';
export type CheckoutErrors = Partial<Record<ErrorKey, string>>;

const EMPTY_ADDRESS: Record<AddressField, string> = {
  full_name: '',
  phone: '',
  second_phone: '',
  street: '',
  city: '',
  state: '',
};

/**
 * The address an order carries for a saved one: its LGA is the order's city, its landmark follows the street, and
 * its second phone goes with it for the rider.
 */
export const orderAddressOf = (address: SavedAddress): ShippingAddress => ({
  full_name: address.full_name,
  phone: address.phone,
  second_phone: address.second_phone,
  street: streetWithLandmark(address),
  city: address.lga,
  state: address.state,
});

/** `shipping_address.phone` (schema and server paths) → `phone`. */
export function checkoutErrors(fieldErrors: Record<string, string[]>): CheckoutErrors {
  const errors: CheckoutErrors = {};
  for (const [path, list] of Object.entries(fieldErrors)) {
    const key = path.replace(/^shipping_address\./, '') as ErrorKey;
    if (list[0]) errors[key] ??= list[0];
  }
  return errors;
}

const Section = styled.section`
  display: grid;
  gap: 14px;
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
`;

/** On a phone the summary comes after the form: the total is repeated beside the button that commits to it. */
const TotalToPay = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0;
  font-size: 1.05rem;
  @media (min-width: 900px) {
    display: none;
  }
`;

const Approval = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${theme.warning};
  background: ${theme.warningBg};
  border: 1px solid ${theme.warningBorder};
  border-radius: ${theme.radius};
  padding: 8px 12px;
`;

type CheckoutFormProps = {
  /** The order total from the server's quote: the pay-later schedule splits it. */
  total: number;
  /** The address of the shopper's last order, filled in. */
  initialAddress?: ShippingAddress | null;
  pending: boolean;
  /** Field errors the server answered (400), shown beside their fields. */
  serverErrors?: CheckoutErrors | undefined;
  /** A failure that is not about one field; stays until the next attempt. */
  serverError?: string | null;
  /** `saveAddress`: the shopper typed a new address and asked to keep it in their address book. */
  onSubmit: (body: CheckoutBody, options: { saveAddress: boolean }) => void;
  /** The shopper's address book (the default first): one is picked, or "Use a new address" shows the form. */
  savedAddresses?: readonly SavedAddress[];
  /** Today, for the schedule's due dates (tests pin it). */
  today?: Date;
  /** Whether the shop offers pay now (a payment provider is configured). */
  payNow?: boolean;
  /** Why the order cannot be placed now (no connection, cart changes still waiting); the button is disabled. */
  blocked?: string | undefined;
  /** The delivery chosen (home or a pickup station), sent with the order. */
  delivery?: Pick<CheckoutBody, 'delivery_method' | 'pickup_station_id'>;
  /** The delivery section, shown between the address and the payment. */
  deliverySection?: ReactNode;
  /** The promo code box, shown after the payment, just before Place order. */
  promoSection?: ReactNode;
  /** Told when the address's state changes, so the page can quote it. */
  onStateChange?: (state: string) => void;
  /** The payment ways the shop offers for this order (the quote's), with why one is not. */
  paymentMethods?:
    readonly { method: PaymentMethod; available: boolean; reason: string | null }[] | undefined;
  /** Whether the shop offers order updates on WhatsApp (the quote's `whatsapp_updates`). */
  whatsAppUpdates?: boolean;
};

/**
 * The address and payment of an order. Validated with the server's own `checkoutSchema`; an error stays beside
 * its field until that field changes.
 */
export function CheckoutForm({
  total,
  initialAddress,
  pending,
  serverErrors,
  serverError,
  onSubmit,
  today = new Date(),
  payNow = false,
  blocked,
  delivery,
  deliverySection,
  promoSection,
  onStateChange,
  paymentMethods,
  whatsAppUpdates = false,
  savedAddresses = [],
}: CheckoutFormProps) {
  const { formatMessage: t } = useIntl();
  const fieldError = useFieldError();
  /** The saved address chosen (the default first), or 'new' for the form. */
  const [chosen, setChosen] = useState<number | 'new'>(
    () => (savedAddresses.find((a) => a.is_default) ?? savedAddresses[0])?.id ?? 'new',
  );
  // A shopper's first address is kept unless they say not to; later ones when they ask.
  const [saveAddress, setSaveAddress] = useState(savedAddresses.length === 0);
  const picked = chosen === 'new' ? undefined : savedAddresses.find((a) => a.id === chosen);
  const offered = (m: PaymentMethod) => paymentMethods?.find((p) => p.method === m);
  const [address, setAddress] = useState<Record<AddressField, string>>(() => ({
    ...EMPTY_ADDRESS,
    ...(initialAddress ? { ...initialAddress, second_phone: initialAddress.second_phone ?? '' } : {}),
  }));
  const [method, setMethod] = useState<PaymentMethod>('pay_on_delivery');
  const [instalments, setInstalments] = useState<InstalmentCount>(3);
  // Unticked until the shopper ticks it: consent is given, never assumed (NDPR).
  const [whatsApp, setWhatsApp] = useState(false);
  const [errors, setErrors] = useState<CheckoutErrors>(() => serverErrors ?? {});
  const [shownServerErrors, setShownServerErrors] = useState<CheckoutErrors | undefined>(serverErrors);
  /** Counts the attempts that ended in field errors: each one takes the shopper to the first of them. */
  const [failedAttempts, setFailedAttempts] = useState(0);
  // New server errors replace what was shown (set while rendering, React's pattern for derived state).
  if (serverErrors !== shownServerErrors) {
    setShownServerErrors(serverErrors);
    if (serverErrors) {
      setErrors((current) => ({ ...current, ...serverErrors }));
      if (Object.keys(serverErrors).length > 0) setFailedAttempts((n) => n + 1);
    }
  }
  const form = useRef<HTMLFormElement>(null);
  // On a phone Place order sits far below the address: an error beside a field out of sight looks like nothing
  // happened. The first invalid field is brought into view and focused, and the count is announced.
  useEffect(() => {
    if (failedAttempts === 0) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    first.scrollIntoView?.({ block: 'center' });
    first.focus({ preventScroll: true });
  }, [failedAttempts]);
  const errorCount = Object.keys(errors).length;

  const clearError = (key: ErrorKey) =>
    setErrors((current) => {
      if (!(key in current)) return current;
      const next = { ...current };
      delete next[key];
      return next;
    });

  const change = (key: AddressField) => (value: string) => {
    setAddress((current) => ({ ...current, [key]: value }));
    clearError(key);
    if (key === 'state') onStateChange?.(value);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending || blocked) return;
    const body: CheckoutBody = {
      shipping_address: picked ? orderAddressOf(picked) : (address as CheckoutBody['shipping_address']),
      payment_method: method,
      ...(method === 'pay_later' ? { instalments } : {}),
      ...(delivery ?? {}),
      ...(whatsAppUpdates && whatsApp ? { whatsapp_updates: true } : {}),
    };
    const result = validate(checkoutSchema, body);
    if (!result.success) {
      setErrors(checkoutErrors(result.errors));
      setFailedAttempts((n) => n + 1);
      return;
    }
    setErrors({});
    onSubmit(body, { saveAddress: !picked && saveAddress });
  };

  const text = (key: Exclude<AddressField, 'state'>, label: string, extra: Record<string, string> = {}) => (
    <TextField
      label={label}
      name={key}
      value={address[key]}
      error={fieldError(errors[key])}
      onChange={(event) => change(key)(event.target.value)}
      {...extra}
    />
  );

  return (
    <Form ref={form} noValidate onSubmit={submit} aria-label={t(m.form)}>
      <VisuallyHidden role="status">
        {failedAttempts > 0 && errorCount > 0 ? t(fieldsToCorrect, { count: errorCount }) : ''}
      </VisuallyHidden>
      <Section aria-labelledby="checkout-address">
        <h2 id="checkout-address">{t(m.address)}</h2>
        {savedAddresses.length > 0 && (
          <RadioGroup
            legend={t(m.deliverTo)}
            name="saved_address"
            value={chosen}
            onChange={(next) => {
              setChosen(next);
              const state = next === 'new' ? address.state : savedAddresses.find((a) => a.id === next)?.state;
              if (state !== undefined) onStateChange?.(state);
            }}
            options={[
              ...savedAddresses.map((a) => ({
                value: a.id,
                label: a.is_default ? t(defaultAddressName, { name: a.full_name }) : a.full_name,
                hint: `${streetWithLandmark(a)}, ${a.lga}, ${a.state} · ${formatNigerianPhone(a.phone)}`,
              })),
              { value: 'new' as const, label: t(m.useNewAddress) },
            ]}
          />
        )}
        {!picked && (
          <>
            {text('full_name', t(m.fullName), { autoComplete: 'name' })}
            <FieldRow>
              {text('phone', t(m.phone), {
                autoComplete: 'tel',
                inputMode: 'tel',
                placeholder: t(m.phonePlaceholder),
              })}
              {text('second_phone', t(m.secondPhone), {
                inputMode: 'tel',
                placeholder: '+234 809 123 4567',
              })}
            </FieldRow>
            {text('street', t(m.street), { autoComplete: 'street-address' })}
            <FieldRow>
              {text('city', t(m.city), { autoComplete: 'address-level2' })}
              <Field label={t(m.state)} error={fieldError(errors.state)}>
                <Select
                  name="state"
                  value={address.state}
                  autoComplete="address-level1"
                  onChange={(event) => change('state')(event.target.value)}
                >
                  <option value="">{t(m.chooseState)}</option>
                  {NIGERIAN_STATES.map((state) => (
                    <option key={state} value={state}>
                      {state === 'FCT' ? 'FCT (Abuja)' : state}
                    </option>
                  ))}
                </Select>
              </Field>
            </FieldRow>
            <Checkbox
              label={t(m.saveAddress)}
              checked={saveAddress}
              onChange={(event) => setSaveAddress(event.target.checked)}
            />
          </>
        )}
        {whatsAppUpdates && (
          <WhatsAppUpdates
            phone={picked ? picked.phone : address.phone}
            checked={whatsApp}
            onChange={setWhatsApp}
          />
        )}
      </Section>

      {deliverySection}

      <Section aria-labelledby="checkout-payment">
        <h2 id="checkout-payment">{t(m.payment)}</h2>
        <RadioGroup
          legend={t(m.howToPay)}
          name="payment_method"
          value={method}
          error={fieldError(errors.payment_method)}
          onChange={(value) => {
            setMethod(value);
            clearError('payment_method');
            clearError('instalments');
          }}
          options={[
            {
              value: 'pay_on_delivery',
              label: t(m.payOnDelivery),
              hint: offered('pay_on_delivery')?.reason ?? t(m.payOnDeliveryHint),
              disabled: offered('pay_on_delivery')?.available === false,
            },
            {
              value: 'pay_later',
              label: t(m.payLater),
              hint: offered('pay_later')?.reason ?? t(m.payLaterHint),
              disabled: offered('pay_later')?.available === false,
            },
            ...(payNow
              ? [
                  {
                    value: 'pay_now' as const,
                    label: t(m.payNow),
                    hint: t(m.payNowHint),
                  },
                ]
              : []),
            // Offered only where the shop takes payments online (the account is opened through Paystack).
            ...(offered('account_transfer')?.available
              ? [
                  {
                    value: 'account_transfer' as const,
                    label: t(m.accountTransfer),
                    hint: t(m.accountTransferHint),
                  },
                ]
              : []),
          ]}
        />
        {method === 'pay_later' && (
          <>
            <RadioGroup
              legend={t(m.instalmentCount)}
              name="instalments"
              inline
              value={instalments}
              error={fieldError(errors.instalments)}
              onChange={(value) => {
                setInstalments(value);
                clearError('instalments');
              }}
              options={INSTALMENT_CHOICES.map((n) => ({
                value: n,
                label: t(instalmentChoice, { count: n }),
              }))}
            />
            <PaymentSchedule total={total} instalments={instalments} from={today} />
            <Approval>{t(m.approval)}</Approval>
          </>
        )}
      </Section>

      {promoSection}
      {serverError ? <Banner tone="error">{serverError}</Banner> : null}
      {blocked ? <Banner tone="warning">{blocked}</Banner> : null}
      <TotalToPay>
        <span>{t(m.totalToPay)}</span>
        <strong>{formatNaira(total)}</strong>
      </TotalToPay>
      <Button type="submit" disabled={pending || blocked !== undefined} aria-busy={pending}>
        {t(pending ? m.placing : method === 'pay_now' ? m.placeAndPay : m.place)}
      </Button>
    </Form>
  );
}
