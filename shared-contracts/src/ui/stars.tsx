import styled from 'styled-components';
import { theme } from './theme';

const Row = styled.span<{ $size: string }>`
  position: relative;
  display: inline-block;
  /* As wide as its five stars, also as a grid or flex item, so the filled share is of the stars alone. */
  width: max-content;
  justify-self: start;
  flex: none;
  font-size: ${({ $size }) => $size};
  line-height: 1;
  letter-spacing: 0.05em;
  white-space: nowrap;
  color: ${theme.borderStrong};
  vertical-align: -0.1em;
`;

/** The filled stars, laid over the empty ones and cut at the rating's share of the width. */
const Filled = styled.span`
  position: absolute;
  inset: 0 auto 0 0;
  overflow: hidden;
  color: ${theme.accent};
`;

/** "4.5 out of 5 stars": what the stars say to a screen reader. */
export const starsLabel = (value: number): string =>
  `${Number.isInteger(value) ? value : value.toFixed(1)} out of 5 stars`;

/**
 * A rating as five stars, filled to the value (0–5, quarters shown as they fall). Text characters, no picture or
 * font: the same in the server's HTML and the browser's. `label` false when the text beside it says the value.
 */
export function Stars({
  value,
  size = '1rem',
  label = true,
}: {
  value: number;
  size?: string;
  label?: boolean;
}) {
  const share = Math.max(0, Math.min(5, value)) * 20;
  return (
    <Row
      $size={size}
      {...(label ? { role: 'img', 'aria-label': starsLabel(value) } : { 'aria-hidden': true })}
    >
      <span aria-hidden="true">★★★★★</span>
      <Filled aria-hidden="true" style={{ width: `${share}%` }}>
        ★★★★★
      </Filled>
    </Row>
  );
}
