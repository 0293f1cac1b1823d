import { useId, useState, type FormEvent } from 'react';
import { useSetAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { messages, signupFormSchema, SIGNUP_REDIRECT_MS, validate } from 'shared-contracts';
import { authDialogAtom, fieldErrorsOf } from 'shop-sdk';
import { Banner } from 'shared-contracts/ui/banner';
import { Button } from 'shared-contracts/ui/button';
import { Checkbox, FieldRow, Form, TextField } from 'shared-contracts/ui/field';
import { Divider, Stack } from 'shared-contracts/ui/layout';
import { labelMessages as l } from '../../../components/labels.messages';
import { PasswordField } from '../../../components/password-field';
import { signupMessages as m } from '../auth.messages';
import { signupErrorMessage, useRegister } from '../api/register';
import { useExpiringErrors } from '../../../lib/use-expiring-errors';
import { useIssueWords } from '../../../lib/use-issue-words';
import { useFormValues } from '../../../lib/use-form-values';
import { useCurrentPath, type AuthPageState } from '../../../lib/return-path';
import { AuthFooter, AuthTitle } from './auth-heading';
import { PhoneSignIn } from './phone-sign-in';

const EMPTY = { first_name: '', last_name: '', username: '', email: '', password: '', confirm_password: '' };

type Props = {
  titleId?: string;
  onSwitchToLogin: () => void;
  /** Where the shopper came from (the sign-up page's); in the dialog, the page under it. */
  from?: string;
};

/**
 * The create-account form, shown in the dialog and on /auth/signup. Once the account exists the shopper goes to
 * /auth/login (docs/storefront.md §4.1) with its email filled in, and returns from there to where they were.
 */
export function SignupForm({ titleId, onSwitchToLogin, from }: Props) {
  const { formatMessage: t } = useIntl();
  const words = useIssueWords();
  const fallbackId = useId();
  const [terms, setTerms] = useState(false);
  const [done, setDone] = useState(false);
  const { errors, show, showUntilNextAttempt, clear, fieldError } = useExpiringErrors();
  const { values, setValues, field: text } = useFormValues(EMPTY, fieldError);
  const register = useRegister();
  const setDialog = useSetAtom(authDialogAtom);
  const navigate = useNavigate();
  const currentPath = useCurrentPath();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(signupFormSchema, { ...values, terms });
    if (!result.success) {
      show({ fields: result.errors });
      return;
    }
    clear();
    const { first_name, last_name, username, email, password } = result.output;
    register.mutate(
      { first_name, last_name, username, email, password },
      {
        onSuccess: () => {
          setValues(EMPTY);
          setTerms(false);
          setDone(true);
          const state: AuthPageState = { email, from: from ?? currentPath };
          setTimeout(() => {
            setDialog(null);
            navigate('/auth/login', { state });
          }, SIGNUP_REDIRECT_MS);
        },
        onError: (error) =>
          showUntilNextAttempt({ fields: fieldErrorsOf(error) ?? {}, form: signupErrorMessage(error) }),
      },
    );
  };

  return (
    <Stack $gap={14}>
      <header>
        <AuthTitle id={titleId ?? fallbackId}>{t(m.title)}</AuthTitle>
      </header>
      <PhoneSignIn purpose="sign-up" {...(from === undefined ? {} : { returnTo: from })} />
      <Divider>{t(m.divider)}</Divider>
      <Form onSubmit={onSubmit} noValidate aria-labelledby={titleId ?? fallbackId}>
        {errors.form ? <Banner tone="error">{errors.form}</Banner> : null}
        {done ? <Banner tone="success">{words(messages.requestSuccessful)}</Banner> : null}
        {/* Side by side even on a phone, so the whole form fits an 800 px high screen. */}
        <FieldRow $min="140px">
          <TextField label={t(l.firstName)} autoComplete="given-name" {...text('first_name')} />
          <TextField label={t(l.lastName)} autoComplete="family-name" {...text('last_name')} />
        </FieldRow>
        <TextField label={t(l.username)} autoComplete="username" {...text('username')} />
        <TextField label={t(l.email)} type="email" autoComplete="email" {...text('email')} />
        <PasswordField label={t(l.password)} autoComplete="new-password" {...text('password')} />
        <PasswordField
          label={t(l.confirmPassword)}
          autoComplete="new-password"
          {...text('confirm_password')}
        />
        <Checkbox
          label={t(m.terms)}
          name="terms"
          checked={terms}
          onChange={(e) => setTerms(e.target.checked)}
          error={fieldError('terms')}
        />
        <Button type="submit" disabled={register.isPending} aria-busy={register.isPending}>
          {t(register.isPending ? m.creating : m.submit)}
        </Button>
        <AuthFooter>
          {t(m.haveAccount)}{' '}
          <Button $variant="link" onClick={onSwitchToLogin}>
            {t(m.signIn)}
          </Button>
        </AuthFooter>
      </Form>
    </Stack>
  );
}
