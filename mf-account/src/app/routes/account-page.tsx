import { useAtomValue, useSetAtom } from 'jotai';
import styled from 'styled-components';
import { authDialogAtom, errorMessage, isAuthenticatedAtom, useLogout, useProfile } from 'shared-contracts';
import { Button, ErrorBanner, Muted } from '../../components/ui/form';
import { theme } from '../../components/ui/theme';
import { ChangePasswordForm } from '../../features/account/components/change-password-form';
import { ProfileDetails } from '../../features/account/components/profile-details';
import { ProfileForm } from '../../features/account/components/profile-form';

const Page = styled.div`
  width: 90%;
  max-width: 1200px;
  margin: 32px auto;
  font-family: system-ui, sans-serif;
  color: ${theme.text};
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 24px;
  h1 {
    margin: 0;
  }
`;

const Grid = styled.div`
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
  align-items: start;
`;

const Section = styled.section`
  padding: 20px;
  border: 1px solid ${theme.border};
  border-radius: ${theme.radius};
  background: #fff;
  h2 {
    margin: 0 0 16px;
    font-size: 1.15rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin-top: 16px;
`;

/** Shown to anonymous visitors: the account lives behind sign-in. */
function SignInPrompt() {
  const openDialog = useSetAtom(authDialogAtom);
  return (
    <Page>
      <Section>
        <h1>My Account</h1>
        <Muted>Sign in to see your profile, change your details and manage your password.</Muted>
        <Actions>
          <Button type="button" onClick={() => openDialog('login')}>
            Sign In
          </Button>
          <Button type="button" $variant="secondary" onClick={() => openDialog('signup')}>
            Create Account
          </Button>
        </Actions>
      </Section>
    </Page>
  );
}

/** /account */
export default function AccountPage() {
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const profile = useProfile();
  const logout = useLogout();

  if (!authenticated) return <SignInPrompt />;
  if (profile.isPending) {
    return (
      <Page>
        <Muted role="status">Loading your profile...</Muted>
      </Page>
    );
  }
  if (profile.isError) {
    return (
      <Page>
        <ErrorBanner>{errorMessage(profile.error)}</ErrorBanner>
      </Page>
    );
  }
  const me = profile.data;
  return (
    <Page>
      <Header>
        <h1>My Account</h1>
        <Button type="button" $variant="secondary" onClick={() => void logout()}>
          Logout
        </Button>
      </Header>
      <Grid>
        <Section aria-labelledby="account-profile">
          <h2 id="account-profile">Profile</h2>
          <ProfileDetails profile={me} />
        </Section>
        <Section aria-labelledby="account-edit">
          <h2 id="account-edit">Edit Profile</h2>
          <ProfileForm key={me.id} profile={me} />
        </Section>
        <Section aria-labelledby="account-password">
          <h2 id="account-password">Change Password</h2>
          <ChangePasswordForm />
        </Section>
      </Grid>
    </Page>
  );
}
