import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from './theme';

/** The shop's content column: about 90% wide, at most 1200px. */
export const Page = styled.div`
  width: 90%;
  max-width: 1200px;
  margin: 0 auto;
  padding: 1.5rem 0 3rem;
  color: ${theme.text};
  font-family: ${theme.font};
`;

export const Title = styled.h1`
  font-size: clamp(1.5rem, 3vw, 2rem);
  margin: 0 0 1rem;
`;

export const SectionTitle = styled.h2`
  font-size: 1.35rem;
  margin: 0 0 1rem;
`;

/** Secondary text. A paragraph; use `as="span"` inline. */
export const Muted = styled.p`
  color: ${theme.muted};
  margin: 0;
`;

export const Card = styled.section`
  min-width: 0;
  padding: 16px;
  background: ${theme.background};
  border: 1px solid ${theme.border};
  border-radius: ${theme.radius};
`;

export const CardTitle = styled.h2`
  font-size: 1rem;
  font-weight: 600;
  margin: 0 0 12px;
`;

/** Items in a line, wrapping when they do not fit. */
export const Row = styled.div<{ $gap?: number; $wrap?: boolean; $justify?: string }>`
  display: flex;
  align-items: center;
  gap: ${({ $gap }) => $gap ?? 8}px;
  flex-wrap: ${({ $wrap }) => ($wrap === false ? 'nowrap' : 'wrap')};
  justify-content: ${({ $justify }) => $justify ?? 'flex-start'};
`;

/** Items stacked with even space between. */
export const Stack = styled.div<{ $gap?: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ $gap }) => $gap ?? 16}px;
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  flex-wrap: wrap;
  margin-bottom: 16px;
  h1 {
    font-size: 1.4rem;
    margin: 0;
  }
  p {
    margin: 4px 0 0;
    color: ${theme.muted};
    font-size: 0.9rem;
  }
`;

/** A page's title with a line under it and its actions on the right. */
export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Header>
      <div>
        <h1>{title}</h1>
        {subtitle ? <p>{subtitle}</p> : null}
      </div>
      {actions ? <Row>{actions}</Row> : null}
    </Header>
  );
}

const DividerLine = styled.p`
  display: flex;
  align-items: center;
  gap: 10px;
  margin: 4px 0;
  font-size: 0.85rem;
  color: ${theme.muted};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${theme.border};
  }
`;

/** A rule with words in the middle ("Or continue with email"). */
export const Divider = ({ children }: { children: ReactNode }) => <DividerLine>{children}</DividerLine>;
