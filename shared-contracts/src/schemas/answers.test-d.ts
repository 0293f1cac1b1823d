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

/**
 * The answer schemas describe exactly the answer types the front-ends read: a field added to a type but not to its
 * schema would be dropped by the serialiser. A type test: the package's typecheck reads it (it fails to compile
 * when a pair differs); jest never runs it.
 */

/** True only when A and B have exactly the same fields and types. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Expect<T extends true> = T;

export type AnswerSchemasMatchTheirTypes = [
  Expect<Same<v.InferOutput<typeof orderSchema>, Order>>,
  Expect<Same<v.InferOutput<typeof adminOrderSchema>, AdminOrder>>,
  Expect<Same<v.InferOutput<typeof adminOrderSummarySchema>, AdminOrderSummary>>,
  Expect<Same<v.InferOutput<typeof customerSchema>, Customer>>,
  Expect<Same<v.InferOutput<typeof customerDetailSchema>, CustomerDetail>>,
  Expect<Same<v.InferOutput<typeof dashboardKpisSchema>, DashboardKpis>>,
  Expect<Same<v.InferOutput<typeof payLaterPlanSchema>, PayLaterPlan>>,
  Expect<Same<v.InferOutput<typeof contactMessageSchema>, ContactMessage>>,
];
