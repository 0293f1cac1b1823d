import styled from 'styled-components';
import { theme } from './theme';

/** Where a step of a timeline stands: passed, the one it is at, still to come, or where it went wrong or ended. */
export type TimelineState = 'done' | 'current' | 'next' | 'stopped';

/**
 * A vertical timeline (an order's way, a courier's updates): an `<ol>` of `TimelineStep`s, each a dot joined to the
 * next by a line. A step holds its words in `<strong>`, any detail in `<p>`, and its time in `<small>`.
 */
export const Timeline = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const TimelineStep = styled.li<{ $state: TimelineState }>`
  position: relative;
  padding: 0 0 16px 28px;
  color: ${({ $state }) => ($state === 'next' ? theme.muted : theme.text)};
  &::before {
    content: '';
    position: absolute;
    left: 0;
    top: 3px;
    width: 14px;
    height: 14px;
    border-radius: 50%;
    box-sizing: border-box;
    border: 2px solid
      ${({ $state }) =>
        $state === 'stopped' ? theme.danger : $state === 'next' ? theme.borderStrong : theme.primary};
    background: ${({ $state }) =>
      $state === 'done' || $state === 'current'
        ? theme.primary
        : $state === 'stopped'
          ? theme.danger
          : theme.background};
  }
  &:not(:last-child)::after {
    content: '';
    position: absolute;
    left: 6px;
    top: 19px;
    bottom: 0;
    width: 2px;
    background: ${({ $state }) => ($state === 'done' ? theme.primary : theme.border)};
  }
  strong {
    display: block;
    font-weight: ${({ $state }) => ($state === 'current' || $state === 'stopped' ? 700 : 500)};
  }
  p {
    margin: 2px 0;
    overflow-wrap: anywhere;
  }
  small {
    display: block;
    color: ${theme.muted};
  }
`;
