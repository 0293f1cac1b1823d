import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { PageHeader } from 'shared-contracts/ui/layout';
import { theme } from 'shared-contracts/ui/theme';

/** The kit's page header; it also names the browser tab after the admin page. */
export function AdminPageHeader(props: { title: string; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    <>
      <title>{`${props.title} | Kasuwa Admin`}</title>
      <PageHeader {...props} />
    </>
  );
}

/** A list beside its create/edit form; stacked on narrow screens. */
export const ListWithFormLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(260px, 1fr);
  gap: 16px;
  align-items: start;
  @media (max-width: 960px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const linkLook = css<{ $strong?: boolean }>`
  color: ${theme.primary};
  font-weight: ${(p) => (p.$strong ? 600 : 500)};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

/** An in-app link in the shop's colour. */
export const TextLink = styled(Link)<{ $strong?: boolean }>`
  ${linkLook}
`;

/** A link that leaves the app (mailto:). */
export const ExternalLink = styled.a<{ $strong?: boolean }>`
  ${linkLook}
`;

const Back = styled(TextLink)`
  display: inline-block;
  margin: 0 0 8px;
  font-size: 0.875rem;
`;

/** "← Products": the way back to the list a page belongs to. */
export const BackLink = ({ to, children }: { to: string; children: string }) => (
  <Back to={to}>← {children}</Back>
);

/** A table cell kept on one line: an order number or a SKU is never broken at its hyphens, nor a date. */
export const NoWrapCell = styled.td`
  white-space: nowrap;
`;

/** A stock figure, in red when nothing is left. */
export const Count = styled.span<{ $warn: boolean }>`
  color: ${(p) => (p.$warn ? theme.danger : 'inherit')};
  white-space: nowrap;
`;
