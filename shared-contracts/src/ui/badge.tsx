import styled from 'styled-components';
import { tones, type Tone } from './theme';

/** A small coloured label, e.g. an order's status. */
export const Badge = styled.span<{ $tone?: Tone }>`
  display: inline-block;
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 500;
  white-space: nowrap;
  background: ${({ $tone }) => tones[$tone ?? 'neutral'].background};
  color: ${({ $tone }) => tones[$tone ?? 'neutral'].color};
`;
