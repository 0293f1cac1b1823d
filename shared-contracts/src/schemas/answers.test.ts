import type * as v from 'valibot';
import type {
  AdminOrder,
  AdminOrderSummary,
  ContactMessage,
  Customer,
  CustomerDetail,
  DashboardKpis,
  PayLaterPlan,
} from './admin';
import type {
  adminOrderSchema,
  adminOrderSummarySchema,
  contactMessageSchema,
  customerDetailSchema,
  customerSchema,
  dashboardKpisSchema,
  payLaterPlanSchema,
} from './admin-answers';
import type { orderSchema } from './order-answers';
import type { Order } from './orders';

/** True only when A and B have exactly the same fields and types. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <A, B>(proof: Same<A, B>): boolean => proof;

describe('answer schemas', () => {
  it('describe exactly the answer types the front-ends read', () => {
    // A field added to a type but not to its schema would be dropped by the serialiser; this fails to compile.
    expect(same<v.InferOutput<typeof orderSchema>, Order>(true)).toBe(true);
    expect(same<v.InferOutput<typeof adminOrderSchema>, AdminOrder>(true)).toBe(true);
    expect(same<v.InferOutput<typeof adminOrderSummarySchema>, AdminOrderSummary>(true)).toBe(true);
    expect(same<v.InferOutput<typeof customerSchema>, Customer>(true)).toBe(true);
    expect(same<v.InferOutput<typeof customerDetailSchema>, CustomerDetail>(true)).toBe(true);
    expect(same<v.InferOutput<typeof dashboardKpisSchema>, DashboardKpis>(true)).toBe(true);
    expect(same<v.InferOutput<typeof payLaterPlanSchema>, PayLaterPlan>(true)).toBe(true);
    expect(same<v.InferOutput<typeof contactMessageSchema>, ContactMessage>(true)).toBe(true);
  });
});
