import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  formatNigerianPhone,
  messages,
  phoneStartSchema,
  phoneVerifySchema,
  validate,
} from 'shared-contracts';
import { errorMessage, fieldErrorsOf, type LoginCompletion } from 'shop-sdk';
import { Banner } from 'shared-contracts/ui/banner';
import { Button } from 'shared-contracts/ui/button';
import { FieldRow, Form, TextField } from 'shared-contracts/ui/field';
import { Muted } from 'shared-contracts/ui/layout';
import { labelMessages as l } from '../../../components/labels.messages';
import { useExpiringErrors } from '../../../lib/use-expiring-errors';
import { codeSentTo, phoneSignInMessages as m, resendCodeIn } from '../auth.messages';
import { useStartPhoneSignIn, useVerifyPhoneSignIn } from '../api/phone-sign-in';

type Props = LoginCompletion & {
  /** What the form is part of, for its accessible name ("Sign in with your phone number"). */
  purpose: 'sign-in' | 'sign-up';
};

type Step = { kind: 'closed' } | { kind: 'phone' } | { kind: 'code'; phone: string; resendAt: number };

/** Seconds until `at`, counted down once a second while the form shows it. */
function useSecondsUntil(at: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [at]);
  return at === null ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * "Continue with your phone number" (docs/storefront.md §2.4): a +234 number, then the 6-digit code sent to it by
 * SMS, which signs in, or creates the account of a new number once its first and last name are given.
 */
export function PhoneSignIn({ purpose, returnTo }: Props) {
  const { formatMessage: t } = useIntl();
  const [step, setStep] = useState<Step>({ kind: 'closed' });
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [names, setNames] = useState<{ first_name: string; last_name: string } | null>(null);
  const { errors, show, showUntilNextAttempt, clear, fieldError } = useExpiringErrors();
  const start = useStartPhoneSignIn();
  const verify = useVerifyPhoneSignIn(returnTo === undefined ? {} : { returnTo });
  const resendIn = useSecondsUntil(step.kind === 'code' ? step.resendAt : null);

  const sendCode = (to: string) => {
    clear();
    start.mutate(
      { phone: to },
      {
        onSuccess: (answer) => {
          setCode('');
          setStep({
            kind: 'code',
            phone: answer.phone,
            resendAt: Date.now() + answer.resend_after_seconds * 1000,
          });
        },
        onError: (error) =>
          showUntilNextAttempt({
            fields: fieldErrorsOf(error) ?? {},
            form: errorMessage(error, t(m.codeNotSent)),
          }),
      },
    );
  };

  const onSendCode = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(phoneStartSchema, { phone });
    if (!result.success) {
      show({ fields: result.errors });
      return;
    }
    sendCode(result.output.phone);
  };

  const onVerify = (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'code') return;
    const result = validate(phoneVerifySchema, { phone: step.phone, code, ...(names ?? {}) });
    if (!result.success) {
      show({ fields: result.errors });
      return;
    }
    clear();
    verify.mutate(result.output, {
      onError: (error) => {
        const fields = fieldErrorsOf(error) ?? {};
        // A new number: the code is right, and the account needs a name.
        if (fields.first_name || fields.last_name) {
          setNames((current) => current ?? { first_name: '', last_name: '' });
          if (names === null) return;
        }
        showUntilNextAttempt({ fields, form: errorMessage(error, messages.loginFailed) });
      },
    });
  };

  if (step.kind === 'closed')
    return (
      <Button $variant="secondary" onClick={() => setStep({ kind: 'phone' })}>
        {t(m.open)}
      </Button>
    );

  const label = t(purpose === 'sign-in' ? m.signInLabel : m.signUpLabel);

  if (step.kind === 'phone')
    return (
      <Form onSubmit={onSendCode} noValidate aria-label={label}>
        {errors.form ? <Banner tone="error">{errors.form}</Banner> : null}
        <TextField
          label={t(m.phone)}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="0803 123 4567"
          hint={t(m.phoneHint)}
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          error={fieldError('phone')}
          autoFocus
        />
        <Button type="submit" disabled={start.isPending} aria-busy={start.isPending}>
          {t(m.sendCode)}
        </Button>
      </Form>
    );

  return (
    <Form onSubmit={onVerify} noValidate aria-label={label}>
      <Muted role="status">{t(codeSentTo, { phone: formatNigerianPhone(step.phone) })}</Muted>
      {errors.form ? <Banner tone="error">{errors.form}</Banner> : null}
      <TextField
        label={t(m.code)}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={6}
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        error={fieldError('code')}
        autoFocus
      />
      {names ? (
        <>
          <Muted>{t(m.newHere)}</Muted>
          <FieldRow>
            <TextField
              label={t(l.firstName)}
              autoComplete="given-name"
              value={names.first_name}
              onChange={(e) => setNames({ ...names, first_name: e.target.value })}
              error={fieldError('first_name')}
            />
            <TextField
              label={t(l.lastName)}
              autoComplete="family-name"
              value={names.last_name}
              onChange={(e) => setNames({ ...names, last_name: e.target.value })}
              error={fieldError('last_name')}
            />
          </FieldRow>
        </>
      ) : null}
      <Button type="submit" disabled={verify.isPending} aria-busy={verify.isPending}>
        {t(m.verify)}
      </Button>
      <Button $variant="link" onClick={() => sendCode(step.phone)} disabled={resendIn > 0 || start.isPending}>
        {resendIn > 0 ? t(resendCodeIn, { seconds: resendIn }) : t(m.resend)}
      </Button>
      <Button
        $variant="link"
        onClick={() => {
          clear();
          setNames(null);
          setStep({ kind: 'phone' });
        }}
      >
        {t(m.anotherNumber)}
      </Button>
    </Form>
  );
}
