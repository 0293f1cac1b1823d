import type {
  AdminCategory,
  AdminOrder,
  AdminOrderSummary,
  DashboardKpis,
  OrderStatus,
  AdminProduct,
  SignedInUser,
} from 'shared-contracts';
import { productFixture as sharedProductFixture, variantFixture } from 'shared-contracts/testing/fixtures';

export const adminProfile: SignedInUser = {
  id: 1,
  email: 'admin@kasuwa.test',
  username: 'admin',
  first_name: 'Ada',
  last_name: 'Admin',
  phone: null,
  role: 'ADMIN',
  date_joined: '2026-01-01T00:00:00Z',
  email_verified_at: '2026-01-01T00:05:00Z',
  cart: { cart_items: [] } as unknown as SignedInUser['cart'],
};

export const orderSummary = (over: Partial<AdminOrderSummary> = {}): AdminOrderSummary => ({
  id: 7,
  number: 'KSW-000007',
  customer: { id: 2, email: 'shopper@kasuwa.test', name: 'Chioma Obi' },
  status: 'pending',
  payment_status: 'unpaid',
  payment_method: 'pay_on_delivery',
  refund_processed: false,
  total: 27500,
  items_count: 2,
  created_at: '2026-11-20T10:00:00Z',
  ...over,
});

export const adminOrder = (status: OrderStatus): AdminOrder => ({
  id: 7,
  number: 'KSW-000007',
  status,
  payment_status: 'unpaid',
  payment_method: 'pay_on_delivery',
  items: [
    {
      id: 1,
      product_id: 3,
      variant_id: 4,
      product_name: 'Ankara Shirt',
      variant_label: 'Size: M',
      sku: 'ANK-M',
      unit_price: 12500,
      quantity: 2,
      line_total: 25000,
    },
  ],
  subtotal: 25000,
  shipping_fee: 2500,
  total: 27500,
  shipping_address: {
    full_name: 'Chioma Obi',
    phone: '+2348012345678',
    second_phone: null,
    street: '5 Allen Avenue',
    city: 'Ikeja',
    state: 'Lagos',
  },
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
  pay_later: null,
  customer: { id: 2, email: 'shopper@kasuwa.test', name: 'Chioma Obi', phone: '+2348012345678' },
});

export const dashboardKpis: DashboardKpis = {
  revenue: 1234567.5,
  today: { from: '2026-11-20', to: '2026-11-20', orders: 1, orders_value: 27500, revenue: 27500 },
  last_30_days: { from: '2026-10-22', to: '2026-11-20', orders: 3, orders_value: 77500, revenue: 77500 },
  orders_by_status: {
    pending: 3,
    confirmed: 2,
    processing: 1,
    shipped: 4,
    ready_for_pickup: 0,
    delivered: 10,
    cancelled: 1,
  },
  customers: 42,
  low_stock: [{ product_id: 3, variant_id: 4, product_name: 'Ankara Shirt', sku: 'ANK-M', stock: 2 }],
  sales_per_day: [
    { date: '2026-11-19', total: 50000, orders: 2 },
    { date: '2026-11-20', total: 27500, orders: 1 },
  ],
  recent_orders: [orderSummary()],
};

export const categoriesFixture: AdminCategory[] = [
  { id: 1, name: 'Fashion', slug: 'fashion', description: '', product_count: 3, translations: {} },
  {
    id: 2,
    name: 'Electronics',
    slug: 'electronics',
    description: '',
    product_count: 0,
    translations: { yo: { name: 'Ẹ̀rọ Abánáṣiṣẹ́', description: '' } },
  },
];

export const attributesFixture = [
  { id: 5, name: 'Size', values: ['S', 'M', 'L'] },
  { id: 6, name: 'Colour', values: ['Red', 'Blue'] },
];

/** A variable product with one variant in stock and one image; `over` changes any part of it. */
export const productFixture = (over: Partial<AdminProduct> = {}): AdminProduct => ({
  vat_class: null,
  translations: {},
  ...sharedProductFixture({
    id: 9,
    name: 'Ankara Shirt',
    type: 'variable',
    created_at: '2026-11-01T00:00:00Z',
    last_modified_at: '2026-11-01T00:00:00Z',
    image: null,
    description: 'Bright cotton shirt',
    images: [{ id: 31, url: '/media/a.webp', alt: 'front' }],
    variants: [
      variantFixture({
        id: 40,
        sku: 'ANK-M',
        regular_price: 12500,
        stock: 4,
        attributes: [{ attribute: 'Size', value: 'M' }],
      }),
    ],
    ...over,
  }),
  ...(over.vat_class === undefined ? {} : { vat_class: over.vat_class }),
});
