import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { STORE_NAME } from 'shared-contracts';
import { errorMessage, isAuthenticatedAtom, useLogout, useProfile } from 'shop-sdk';
import { Banner } from 'shared-contracts/ui/banner';
import { Button, ButtonLink } from 'shared-contracts/ui/button';
import { Card, CardTitle, Page, PageHeader, Stack } from 'shared-contracts/ui/layout';
import { SignInPrompt } from 'shop-sdk/ui/sign-in-prompt';
import { LoadingState } from 'shared-contracts/ui/states';
import { AddressBook } from '../../features/account/components/address-book';
import { BankAccountPanel, StoreCreditSummary } from '../../features/account/components/bank-account';
import { bankAccountMessages } from '../../features/account/account.messages';
import { ChangePasswordForm } from '../../features/account/components/change-password-form';
import { EmailConfirmation } from '../../features/account/components/email-confirmation';
import { ProfileDetails } from '../../features/account/components/profile-details';
import { ProfileForm } from '../../features/account/components/profile-form';
import { SetPasswordForm } from '../../features/account/components/set-password-form';
import { useIssueWords } from '../../lib/use-issue-words';
import { accountPageMessages as m } from '../app.messages';

const Sections = styled.div`
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fit, minmax(min(300px, 100%), 1fr));
  align-items: start;
`;

function AccountContent() {
  const { formatMessage: t } = useIntl();
  const words = useIssueWords();
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const profile = useProfile();
  const logout = useLogout();

  // The account lives behind sign-in.
  if (!authenticated) {
    return (
      <Page>
        <SignInPrompt title={t(m.title)} level={1} signUp>
          <p>{t(m.signInWhy)}</p>
        </SignInPrompt>
      </Page>
    );
  }
  if (profile.isPending) {
    return (
      <Page>
        <LoadingState label={t(m.loading)} />
      </Page>
    );
  }
  if (profile.isError) {
    return (
      <Page>
        <Banner tone="error">{words(errorMessage(profile.error))}</Banner>
      </Page>
    );
  }
  const me = profile.data;
  return (
    <Page>
      <PageHeader
        title={t(m.title)}
        actions={
          <>
            <ButtonLink to="/orders" $variant="secondary">
              {t(m.myOrders)}
            </ButtonLink>
            <Button $variant="secondary" onClick={() => void logout()}>
              {t(m.logout)}
            </Button>
          </>
        }
      />
      <Sections>
        <Card aria-labelledby="account-profile">
          <CardTitle id="account-profile">{t(m.profile)}</CardTitle>
          <ProfileDetails profile={me} />
          <EmailConfirmation profile={me} />
        </Card>
        <Card aria-labelledby="account-edit">
          <CardTitle id="account-edit">{t(m.editProfile)}</CardTitle>
          <ProfileForm key={me.id} profile={me} />
        </Card>
        <Card aria-labelledby="account-bank-account">
          <CardTitle id="account-bank-account">{t(bankAccountMessages.title)}</CardTitle>
          <Stack $gap={16}>
            <BankAccountPanel />
            <StoreCreditSummary />
          </Stack>
        </Card>
        <Card aria-labelledby="account-addresses">
          <CardTitle id="account-addresses">{t(m.addresses)}</CardTitle>
          <AddressBook />
        </Card>
        <Card aria-labelledby="account-password">
          {/* An account made with a phone number alone has no password to change: it sets a first one. */}
          {me.has_password === false ? (
            <>
              <CardTitle id="account-password">{t(m.setPassword)}</CardTitle>
              <SetPasswordForm hasEmail={me.email !== null} />
            </>
          ) : (
            <>
              <CardTitle id="account-password">{t(m.changePassword)}</CardTitle>
              <ChangePasswordForm />
            </>
          )}
        </Card>
      </Sections>
    </Page>
  );
}

/** /account */
export default function AccountPage() {
  const { formatMessage: t } = useIntl();
  return (
    <>
      <title>{`${t(m.title)} | ${STORE_NAME}`}</title>
      <AccountContent />
    </>
  );
}
