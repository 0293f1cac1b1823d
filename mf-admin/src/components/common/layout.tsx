import type { ReactNode } from 'react';
import styled from 'styled-components';
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

export const Row = styled.div<{ $gap?: number; $wrap?: boolean; $justify?: string }>`
  display: flex;
  align-items: center;
  gap: ${(p) => p.$gap ?? 8}px;
  flex-wrap: ${(p) => (p.$wrap === false ? 'nowrap' : 'wrap')};
  justify-content: ${(p) => p.$justify ?? 'flex-start'};
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
