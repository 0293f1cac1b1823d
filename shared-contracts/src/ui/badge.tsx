import styled from 'styled-components';
import type { OrderStatus, PayLaterStatus, PaymentDisplayStatus } from '../schemas/orders';
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

/** The colour of each order, payment and pay-later status: the same in the shop and in the admin. */
export const statusTones: {
  order: Readonly<Record<OrderStatus, Tone>>;
  payment: Readonly<Record<PaymentDisplayStatus, Tone>>;
  plan: Readonly<Record<PayLaterStatus, Tone>>;
} = {
  order: {
    pending: 'warning',
    confirmed: 'info',
    processing: 'progress',
    shipped: 'transit',
    ready_for_pickup: 'transit',
    delivered: 'success',
    cancelled: 'danger',
  },
  payment: {
    unpaid: 'neutral',
    partially_paid: 'warning',
    paid: 'success',
    partly_refunded: 'warning',
    refunded: 'neutral',
  },
  plan: { pending: 'warning', approved: 'success', rejected: 'danger', completed: 'success' },
};
