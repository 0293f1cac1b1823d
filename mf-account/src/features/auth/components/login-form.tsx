import { useId, useState, type FormEvent } from 'react';
import { useSetAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { loginFormSchema, messages, validate } from 'shared-contracts';
import { authDialogAtom, errorMessage } from 'shop-sdk';
import { Banner } from 'shared-contracts/ui/banner';
import { Button } from 'shared-contracts/ui/button';
import { Checkbox, Form, TextField } from 'shared-contracts/ui/field';
import { Divider, Stack } from 'shared-contracts/ui/layout';
import { labelMessages as l } from '../../../components/labels.messages';
import { PasswordField } from '../../../components/password-field';
import { loginMessages as m } from '../auth.messages';
import { useLogin } from '../api/login';
import { useExpiringErrors } from '../../../lib/use-expiring-errors';
import { useFormValues } from '../../../lib/use-form-values';
import { AuthFooter, AuthSubtitle, AuthTitle, SpaceBetween } from './auth-heading';
import { PhoneSignIn } from './phone-sign-in';

type Props = {
  /** Id for the title, so a dialog can be labelled by it. */
  titleId?: string;
  onSwitchToSignup: () => void;
  /**
   * On the sign-in page, where the shopper goes once signed in (where they came from, else `/`); in the dialog,
   * absent: the shopper stays on the page under it.
   */
  returnTo?: string;
  /** The email to start with (the account just created). */
  initialEmail?: string;
};

/** The sign-in form, shown in the dialog and on /auth/login. Only the email is checked here (docs/storefront.md §5.2). */
export function LoginForm({ titleId, onSwitchToSignup, returnTo, initialEmail = '' }: Props) {
  const { formatMessage: t } = useIntl();
  const fallbackId = useId();
  const [remember, setRemember] = useState(false);
  const { errors, show, showUntilNextAttempt, clear, fieldError } = useExpiringErrors();
  const { values, field } = useFormValues({ email: initialEmail, password: '' }, fieldError);
  const login = useLogin(returnTo === undefined ? {} : { returnTo });
  const setDialog = useSetAtom(authDialogAtom);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(loginFormSchema, values);
    if (!result.success) {
      show({ fields: result.errors });
      return;
    }
    clear();
    login.mutate(
      { email: result.output.email, password: values.password, ...(remember ? { remember: true } : {}) },
      {
        onError: (error) =>
          showUntilNextAttempt({ fields: {}, form: errorMessage(error, messages.loginFailed) }),
      },
    );
  };

  return (
    <Stack $gap={14}>
      <header>
        <AuthTitle id={titleId ?? fallbackId}>{t(m.title)}</AuthTitle>
        <AuthSubtitle>{t(m.subtitle)}</AuthSubtitle>
      </header>
      <PhoneSignIn purpose="sign-in" {...(returnTo === undefined ? {} : { returnTo })} />
      <Divider>{t(m.divider)}</Divider>
      <Form onSubmit={onSubmit} noValidate aria-labelledby={titleId ?? fallbackId}>
        {errors.form ? <Banner tone="error">{errors.form}</Banner> : null}
        <TextField label={t(l.email)} type="email" autoComplete="email" {...field('email')} />
        <PasswordField label={t(l.password)} autoComplete="current-password" {...field('password')} />
        <SpaceBetween>
          <Checkbox
            label={t(m.remember)}
            name="remember"
            checked={remember}
            onChange={(e) => setRemember(e.target.checked)}
          />
          <Link to="/auth/forgot-password" onClick={() => setDialog(null)}>
            {t(m.forgot)}
          </Link>
        </SpaceBetween>
        <Button type="submit" disabled={login.isPending} aria-busy={login.isPending}>
          {t(m.submit)}
        </Button>
        <AuthFooter>
          {t(m.noAccount)}{' '}
          <Button $variant="link" onClick={onSwitchToSignup}>
            {t(m.signUp)}
          </Button>
        </AuthFooter>
      </Form>
    </Stack>
  );
}
