import { Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { roleAtom, useLogout, useProfile } from 'shop-sdk';
import { Button } from 'shared-contracts/ui/button';
import { LoadingState } from 'shared-contracts/ui/states';
import { theme } from 'shared-contracts/ui/theme';
import { adminKeys } from '../../hooks/api/query-keys';

export const NAV_ITEMS = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/customers', label: 'Customers' },
  { to: '/admin/products', label: 'Products' },
  { to: '/admin/attributes', label: 'Attributes' },
  { to: '/admin/categories', label: 'Categories' },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/reviews', label: 'Reviews' },
  { to: '/admin/pay-later', label: 'Pay-later' },
  { to: '/admin/returns', label: 'Returns' },
  { to: '/admin/transactions', label: 'Transactions' },
  { to: '/admin/transfers', label: 'Transfers' },
  { to: '/admin/deliveries', label: 'Deliveries' },
  { to: '/admin/reports', label: 'Reports' },
  { to: '/admin/search', label: 'Search' },
  { to: '/admin/releases', label: 'Releases' },
  { to: '/admin/marketing', label: 'Marketing' },
  { to: '/admin/settings', label: 'Settings' },
  { to: '/admin/support', label: 'Support' },
  { to: '/admin/failed-jobs', label: 'Failed jobs' },
] as const;

const Shell = styled.div`
  display: grid;
  grid-template-columns: 232px minmax(0, 1fr);
  min-height: 100vh;
  background: ${theme.surface};
  color: ${theme.text};
  font-family: ${theme.font};
  @media (max-width: 860px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/**
 * The sidebar's column: a grid item stretches to the height of the longest page, so its white background and
 * border run the full height; the menu inside stays in view while the page scrolls.
 */
const SidebarColumn = styled.div<{ $open: boolean }>`
  background: ${theme.background};
  border-right: 1px solid ${theme.border};
  @media (max-width: 860px) {
    display: ${(p) => (p.$open ? 'block' : 'none')};
    position: fixed;
    inset: 0 auto 0 0;
    z-index: 40;
    width: 240px;
    overflow-y: auto;
    box-shadow: 8px 0 24px rgba(0, 0, 0, 0.12);
  }
`;

const Sidebar = styled.aside`
  padding: 16px 12px;
  display: flex;
  flex-direction: column;
  gap: 4px;
  position: sticky;
  top: 0;
  max-height: 100vh;
  overflow-y: auto;
  box-sizing: border-box;
  @media (max-width: 860px) {
    position: static;
    max-height: none;
  }
`;

const Brand = styled(Link)`
  font-weight: 700;
  font-size: 18px;
  color: ${theme.primary};
  text-decoration: none;
  padding: 4px 10px 16px;
`;

const Item = styled(NavLink)`
  display: block;
  padding: 8px 10px;
  border-radius: 6px;
  color: ${theme.text};
  text-decoration: none;
  font-size: 14px;
  &:hover {
    background: ${theme.surface};
  }
  &.active {
    background: ${theme.successBg};
    color: ${theme.primary};
    font-weight: 600;
  }
`;

const SectionNav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const Main = styled.div`
  min-width: 0;
`;

const TopBar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 10px 24px;
  background: ${theme.background};
  border-bottom: 1px solid ${theme.border};
  position: sticky;
  top: 0;
  z-index: 30;
  @media (max-width: 860px) {
    padding: 10px 12px;
  }
`;

const MenuToggle = styled(Button)`
  display: none;
  @media (max-width: 860px) {
    display: inline-flex;
  }
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  font-size: 14px;
  margin-left: auto;
  flex-wrap: wrap;
  justify-content: flex-end;
  a {
    color: ${theme.primary};
    text-decoration: none;
  }
`;

const RoleTag = styled.span`
  font-size: 11px;
  font-weight: 600;
  padding: 2px 6px;
  border-radius: 4px;
  background: ${theme.warningBg};
  color: ${theme.warning};
`;

const Content = styled.main`
  padding: 24px;
  max-width: 1280px;
  width: 100%;
  box-sizing: border-box;
  @media (max-width: 860px) {
    padding: 16px 12px;
  }
`;

/** Sidebar, top bar and the page of the current admin route. */
export function AdminLayout() {
  const role = useAtomValue(roleAtom);
  const profile = useProfile();
  const logout = useLogout();
  const client = useQueryClient();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    // Close the mobile menu after navigating.
    setLastPath(pathname);
    setMenuOpen(false);
  }

  return (
    <Shell>
      <SidebarColumn $open={menuOpen}>
        <Sidebar aria-label="Admin sections">
          <Brand to="/admin">Kasuwa Admin</Brand>
          <SectionNav>
            {NAV_ITEMS.map((item) => (
              <Item key={item.to} to={item.to} end={'end' in item}>
                {item.label}
              </Item>
            ))}
          </SectionNav>
        </Sidebar>
      </SidebarColumn>
      <Main>
        <TopBar>
          <MenuToggle
            $variant="secondary"
            $small
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen((open) => !open)}
          >
            Menu
          </MenuToggle>
          <Who>
            <span>{profile.data?.email ?? '…'}</span>
            {role ? <RoleTag>{role}</RoleTag> : null}
            <Link to="/">View shop</Link>
            <Button
              $variant="secondary"
              $small
              onClick={() => {
                // Nothing of the admin's data outlives the session in this tab.
                client.removeQueries({ queryKey: adminKeys.all });
                void logout();
              }}
            >
              Logout
            </Button>
          </Who>
        </TopBar>
        <Content>
          <Suspense fallback={<LoadingState />}>
            <Outlet />
          </Suspense>
        </Content>
      </Main>
    </Shell>
  );
}
