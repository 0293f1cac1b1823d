import { render, screen } from '@testing-library/react';
import { Badge } from 'shared-contracts/ui/badge';
import { PaymentStatusBadge, StatusBadge } from './status-badge';

/** The colour a kit badge of `tone` is drawn in, to compare a status badge with. */
function colourOf(tone: 'warning' | 'success' | 'danger' | 'neutral' | 'transit') {
  render(<Badge $tone={tone}>{tone}</Badge>);
  const colour = getComputedStyle(screen.getByText(tone)).color;
  expect(colour).not.toBe('');
  return colour;
}

it.each([
  ['partially_paid', 'Partially paid'],
  ['pending', 'Pending'],
  ['shipped', 'Shipped'],
])('writes %s as "%s"', (status, words) => {
  render(<StatusBadge status={status} />);
  expect(screen.getByText(words)).toBeInTheDocument();
});

it('gives a status the same colour on every page: waiting ones amber, done ones green, refused ones red', () => {
  const amber = colourOf('warning');
  const green = colourOf('success');
  const red = colourOf('danger');
  render(
    <>
      <StatusBadge status="pending" />
      <StatusBadge status="waiting" />
      <StatusBadge status="delivered" />
      <StatusBadge status="handled" />
      <StatusBadge status="rejected" />
    </>,
  );
  expect(getComputedStyle(screen.getByText('Pending')).color).toBe(amber);
  expect(getComputedStyle(screen.getByText('Waiting')).color).toBe(amber);
  expect(getComputedStyle(screen.getByText('Delivered')).color).toBe(green);
  expect(getComputedStyle(screen.getByText('Handled')).color).toBe(green);
  expect(getComputedStyle(screen.getByText('Rejected')).color).toBe(red);
});

it('draws a status it does not know in the neutral colour', () => {
  const neutral = colourOf('neutral');
  render(<StatusBadge status="on_hold" />);
  expect(screen.getByText('On hold')).toBeInTheDocument();
  expect(getComputedStyle(screen.getByText('On hold')).color).toBe(neutral);
});

it('reads an order given money back in part "Partly refunded", in the shopper\'s words and in amber', () => {
  const amber = colourOf('warning');
  render(
    <>
      <PaymentStatusBadge status="paid" refundProcessed />
      <PaymentStatusBadge status="refunded" refundProcessed />
      <PaymentStatusBadge status="unpaid" refundProcessed={false} />
      <PaymentStatusBadge status="paid" refundProcessed={false} />
    </>,
  );
  expect(screen.getByText('Partly refunded')).toBeInTheDocument();
  expect(getComputedStyle(screen.getByText('Partly refunded')).color).toBe(amber);
  expect(screen.getByText('Refunded')).toBeInTheDocument();
  expect(screen.getByText('Not paid yet')).toBeInTheDocument();
  expect(screen.getByText('Paid')).toBeInTheDocument();
});
