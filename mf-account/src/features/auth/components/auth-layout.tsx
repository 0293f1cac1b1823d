import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { Logo } from '../../../components/ui/logo';
import { theme } from '../../../components/ui/theme';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 24px;
  padding: 40px 16px;
  box-sizing: border-box;
  background: #f9fafb;
  font-family: system-ui, sans-serif;
  color: ${theme.text};
`;

const Card = styled.main`
  width: 100%;
  max-width: 480px;
  box-sizing: border-box;
  padding: 28px 24px;
  border: 1px solid ${theme.border};
  border-radius: ${theme.radius};
  background: #fff;
`;

/** /auth/*: the logo linking home above the current form. */
export function AuthLayout() {
  return (
    <Page>
      <Logo />
      <Card>
        <Outlet />
      </Card>
    </Page>
  );
}
