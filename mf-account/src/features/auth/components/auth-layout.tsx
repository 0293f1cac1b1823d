import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { Logo } from 'shared-contracts/ui/logo';
import { theme } from 'shared-contracts/ui/theme';

const AuthPage = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 24px;
  padding: 40px 16px;
  box-sizing: border-box;
  background: ${theme.surface};
  font-family: ${theme.font};
  color: ${theme.text};
`;

const AuthCard = styled.main`
  width: 100%;
  max-width: 480px;
  box-sizing: border-box;
  padding: 28px 24px;
  border: 1px solid ${theme.border};
  border-radius: ${theme.radius};
  background: ${theme.background};
`;

/** /auth/*: the logo linking home above the current form. */
export function AuthLayout() {
  return (
    <AuthPage>
      <Logo />
      <AuthCard>
        <Outlet />
      </AuthCard>
    </AuthPage>
  );
}
