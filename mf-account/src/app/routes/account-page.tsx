import { useAtomValue, useSetAtom } from 'jotai';
import styled from 'styled-components';
import {
  authDialogAtom,
  errorMessage,
  isAuthenticatedAtom,
  STORE_NAME,
  useLogout,
  useProfile,
} from 'shared-contracts';
import { Banner } from 'shared-contracts/ui/banner';
import { Button } from 'shared-contracts/ui/button';
import { Card, CardTitle, Muted, Page, PageHeader, Row } from 'shared-contracts/ui/layout';
import { LoadingState } from 'shared-contracts/ui/states';
import { ChangePasswordForm } from '../../features/account/components/change-password-form';
import { ProfileDetails } from '../../features/account/components/profile-details';
import { ProfileForm } from '../../features/account/components/profile-form';

const Sections = styled.div`
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
  align-items: start;
`;

const Prompt = styled(Card)`
  display: grid;
  gap: 16px;
  padding: 20px;
  h1 {
    margin: 0;
  }
`;

const PAGE_TITLE = `My Account | ${STORE_NAME}`;

/** Shown to anonymous visitors: the account lives behind sign-in. */
function SignInPrompt() {
  const openDialog = useSetAtom(authDialogAtom);
  return (
    <Page>
      <Prompt>
        <h1>My Account</h1>
        <Muted>Sign in to see your profile, change your details and manage your password.</Muted>
        <Row $gap={10}>
          <Button onClick={() => openDialog('login')}>Sign In</Button>
          <Button $variant="secondary" onClick={() => openDialog('signup')}>
            Create Account
          </Button>
        </Row>
      </Prompt>
    </Page>
  );
}

function AccountContent() {
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const profile = useProfile();
  const logout = useLogout();

  if (!authenticated) return <SignInPrompt />;
  if (profile.isPending) {
    return (
      <Page>
        <LoadingState label="Loading your profile..." />
      </Page>
    );
  }
  if (profile.isError) {
    return (
      <Page>
        <Banner tone="error">{errorMessage(profile.error)}</Banner>
      </Page>
    );
  }
  const me = profile.data;
  return (
    <Page>
      <PageHeader
        title="My Account"
        actions={
          <Button $variant="secondary" onClick={() => void logout()}>
            Logout
          </Button>
        }
      />
      <Sections>
        <Card aria-labelledby="account-profile">
          <CardTitle id="account-profile">Profile</CardTitle>
          <ProfileDetails profile={me} />
        </Card>
        <Card aria-labelledby="account-edit">
          <CardTitle id="account-edit">Edit Profile</CardTitle>
          <ProfileForm key={me.id} profile={me} />
        </Card>
        <Card aria-labelledby="account-password">
          <CardTitle id="account-password">Change Password</CardTitle>
          <ChangePasswordForm />
        </Card>
      </Sections>
    </Page>
  );
}

/** /account */
export default function AccountPage() {
  return (
    <>
      <title>{PAGE_TITLE}</title>
      <AccountContent />
    </>
  );
}
