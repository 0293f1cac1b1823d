import type { Order } from 'shared-contracts';

/** An order as the API answers it: two lines (3 items), ₦9,501 + ₦2,500 delivery. */
export const order = (over: Partial<Order> = {}): Order => ({
  id: 7,
  number: 'KSW-20261123-7F3K9Q',
  status: 'pending',
  payment_status: 'unpaid',
  payment_method: 'pay_on_delivery',
  items: [
    {
      id: 1,
      product_id: 3,
      variant_id: 31,
      product_name: 'Adire Shirt',
      variant_label: 'Size: L · Colour: Indigo',
      sku: 'ADR-L',
      unit_price: 3500.5,
      quantity: 2,
      line_total: 7001,
      image: { url: '/api/uploads/adire.webp', alt: 'Adire shirt' },
    },
    {
      id: 2,
      product_id: 4,
      variant_id: 41,
      product_name: 'Palm Oil 1L',
      variant_label: '',
      sku: 'PALM-1',
      unit_price: 2500,
      quantity: 1,
      line_total: 2500,
      image: null,
    },
  ],
  subtotal: 9501,
  shipping_fee: 2500,
  total: 12001,
  shipping_address: {
    full_name: 'Ngozi Adeyemi',
    phone: '+2348031234567',
    second_phone: null,
    street: '14 Awolowo Road',
    city: 'Ikoyi',
    state: 'Lagos',
  },
  created_at: '2026-11-23T09:00:00.000Z',
  updated_at: '2026-11-23T09:00:00.000Z',
  pay_later: null,
  ...over,
});

/** A pickup station of the shop's (the order page's tests). */
export const pickupStation = {
  id: 4,
  name: 'Maiduguri Post Office',
  state: 'Borno' as const,
  address: '1 Kashim Ibrahim Way, Maiduguri',
  opening_hours: 'Mon–Sat 8:00–18:00',
  fee: 3000,
};

/** An order to collect at `pickupStation`, ready for pickup with its code. */
export const readyForPickup = (over: Partial<Order> = {}): Order =>
  order({
    status: 'ready_for_pickup',
    pickup_code: '042917',
    delivery: {
      method: 'pickup',
      state: 'Borno',
      zone: 'North East',
      station: pickupStation,
      fee: 3000,
      min_days: 5,
      max_days: 8,
      earliest: '2026-11-30',
      latest: '2026-12-03',
    },
    history: [
      { status: 'pending', at: '2026-11-23T09:00:00Z', by: 'shopper', note: null },
      { status: 'ready_for_pickup', at: '2026-11-30T12:00:00Z', by: 'admin', note: null },
    ],
    ...over,
  });

/** A pay-later order whose plan is approved, the first of its three instalments paid. */
export const payLaterOrder = (over: Partial<Order> = {}): Order =>
  order({
    payment_method: 'pay_later',
    status: 'confirmed',
    pay_later: {
      id: 3,
      instalments: 3,
      paid_instalments: 1,
      amount_paid: 4000.34,
      status: 'approved',
      schedule: [
        { number: 1, amount: 4000.34, due_date: '2026-12-23' },
        { number: 2, amount: 4000.34, due_date: '2027-01-22' },
        { number: 3, amount: 4000.32, due_date: '2027-02-21' },
      ],
    },
    ...over,
  });
