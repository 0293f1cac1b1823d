import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { colors, radius } from './theme';

export const Card = styled.section`
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radius};
  padding: 16px;
  min-width: 0;
`;

export const CardTitle = styled.h2`
  font-size: 15px;
  font-weight: 600;
  margin: 0 0 12px;
`;

export const Row = styled.div<{ $gap?: number; $wrap?: boolean; $justify?: string; $align?: string }>`
  display: flex;
  align-items: ${(p) => p.$align ?? 'center'};
  gap: ${(p) => p.$gap ?? 8}px;
  flex-wrap: ${(p) => (p.$wrap === false ? 'nowrap' : 'wrap')};
  justify-content: ${(p) => p.$justify ?? 'flex-start'};
`;

/** Short fields side by side, as many per line as fit. */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: 12px;
`;

/** The search and filter controls above a list. */
export const Toolbar = styled(Row)`
  margin-bottom: 12px;
`;

export const Stack = styled.div<{ $gap?: number }>`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.$gap ?? 16}px;
`;

export const Muted = styled.span`
  color: ${colors.muted};
  font-size: 13px;
`;

/** A paragraph of secondary text. */
export const Note = styled.p`
  margin: 0;
  color: ${colors.muted};
  font-size: 14px;
`;

const linkLook = css<{ $strong?: boolean }>`
  color: ${colors.primary};
  font-weight: ${(p) => (p.$strong ? 600 : 500)};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

/** An in-app link in the admin's colour. */
export const TextLink = styled(Link)<{ $strong?: boolean }>`
  ${linkLook}
`;

/** A link that leaves the app (mailto:, tel:). */
export const ExternalLink = styled.a<{ $strong?: boolean }>`
  ${linkLook}
`;

const Back = styled(TextLink)`
  display: inline-block;
  margin: 0 0 8px;
  font-size: 14px;
`;

/** "← Products": the way back to the list a page belongs to. */
export const BackLink = ({ to, children }: { to: string; children: string }) => (
  <Back to={to}>← {children}</Back>
);

/** Numbers that warn when they reach zero (stock). */
export const Count = styled.span<{ $warn: boolean }>`
  color: ${(p) => (p.$warn ? colors.danger : 'inherit')};
  white-space: nowrap;
`;

/** Text only screen readers read, e.g. an "Actions" column heading. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  flex-wrap: wrap;
  margin-bottom: 16px;
  h1 {
    font-size: 22px;
    margin: 0;
  }
  p {
    margin: 4px 0 0;
    color: ${colors.muted};
    font-size: 14px;
  }
`;

/** The page's heading; it also names the browser tab. */
export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Header>
      <title>{`${title} | Kasuwa Admin`}</title>
      <div>
        <h1>{title}</h1>
        {subtitle ? <p>{subtitle}</p> : null}
      </div>
      {actions ? <Row>{actions}</Row> : null}
    </Header>
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
