import { sql } from 'drizzle-orm';
import type { openDatabase } from '../../../api/src/db/client.js';
import type { Sale } from './sale.js';
import {
  CODE_PERCENT,
  FLASH_PERCENT,
  FLASH_PRICE,
  OTHER_PRICE,
  type Answer,
  type Checks,
} from './settings.js';

/**
 * Every figure from the database, once the processes have stopped: units sold and left, code uses held and counted,
 * orders and their totals (against their parts, the promotions worked out here and the shopper's quote), carts.
 */
export async function checkDatabase(
  database: Awaited<ReturnType<typeof openDatabase>>,
  { flash, other, codeId }: Sale,
  tag: string,
  answers: Answer[],
): Promise<Checks> {
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const [sold] = await rows<{ n: number }>(sql`
    select coalesce(sum(i.quantity), 0)::int as n from order_items i join orders o on o.id = i.order_id
    where i.variant_id = ${flash.variantId} and o.status <> 'cancelled'`);
  const [stock] = await rows<{ n: number }>(
    sql`select stock as n from variants where id = ${flash.variantId}`,
  );
  const [uses] = await rows<{ n: number }>(sql`
    select count(*)::int as n from order_promotions
    where promotion_id = ${codeId} and status in ('reserved', 'redeemed')`);
  const [used] = await rows<{ n: number }>(sql`select used as n from promotions where id = ${codeId}`);
  const [redeemed] = await rows<{ n: number }>(sql`
    select count(*)::int as n from order_promotions where promotion_id = ${codeId} and status = 'redeemed'`);
  const [ordered] = await rows<{ n: number }>(sql`
    select count(*)::int as n from orders o join users u on u.id = o.user_id where u.email like ${`flash${tag}%`}`);
  const [paidRow] = await rows<{ n: number }>(sql`
    select count(*)::int as n from orders where payment_method = 'pay_now' and payment_status = 'paid'`);
  // Stored total ≠ lines − discount + delivery, or its parts not adding up.
  const wrong = await rows<{ id: number }>(sql`
    select o.id from orders o
    join (select order_id, sum(unit_price_kobo * quantity) as lines, sum(discount_kobo) as discount
          from order_items group by order_id) i on i.order_id = o.id
    left join (select order_id, sum(discount_kobo) as discount from order_promotions group by order_id) p
      on p.order_id = o.id
    where o.subtotal_kobo <> i.lines or o.discount_kobo <> i.discount
       or o.discount_kobo <> coalesce(p.discount, 0)
       or o.total_kobo <> i.lines - o.discount_kobo + o.shipping_fee_kobo`);
  // And against what the shopper was quoted, and the promotions worked out here: 30% then 10% of the rest.
  const placed = answers.filter((a) => a.orderId !== null);
  const byOrder = new Map(placed.map((a) => [a.orderId as number, a.shopper]));
  const orderRows = await rows<{ id: number; total: number; discount: number; lines: number }>(sql`
    select o.id, o.total_kobo as total, o.discount_kobo as discount, o.subtotal_kobo as lines from orders o
    where o.id in (${sql.join(
      [...byOrder.keys(), 0].map((id) => sql`${id}`),
      sql`, `,
    )})`);
  const wrongIds = new Set(wrong.map((w) => w.id));
  for (const o of orderRows) {
    const s = byOrder.get(o.id);
    if (!s) continue;
    const price = (s.flash ? FLASH_PRICE : OTHER_PRICE) * 100;
    const auto = s.flash ? (price * FLASH_PERCENT) / 100 : 0;
    const expectedDiscount = auto + ((price - auto) * CODE_PERCENT) / 100;
    if (
      Number(o.total) !== Math.round(s.quotedTotal * 100) ||
      Number(o.discount) !== expectedDiscount ||
      Number(o.lines) !== price
    )
      wrongIds.add(o.id);
  }
  // Losers' carts hold what they held; winners' are empty.
  const cartRows = await rows<{ user_id: number; product_id: number; quantity: number }>(sql`
    select c.user_id, i.product_id, i.quantity from carts c join cart_items i on i.cart_id = c.id
    join users u on u.id = c.user_id where u.email like ${`flash${tag}%`}`);
  const carts = new Map<number, { product_id: number; quantity: number }[]>();
  for (const r of cartRows) carts.set(r.user_id, [...(carts.get(r.user_id) ?? []), r]);
  const cartProblems: string[] = [];
  let intact = 0;
  let winnersWithCart = 0;
  for (const a of answers) {
    const lines = carts.get(a.shopper.userId) ?? [];
    if (a.orderId !== null) {
      if (lines.length > 0) winnersWithCart += 1;
      continue;
    }
    const want = a.shopper.flash ? flash.id : other.id;
    if (lines.length === 1 && lines[0]?.product_id === want && lines[0]?.quantity === 1) intact += 1;
    else cartProblems.push(`shopper ${a.shopper.index}: ${JSON.stringify(lines)}`);
  }
  return {
    unitsSold: sold?.n ?? -1,
    stockLeft: stock?.n ?? -1,
    codeUses: uses?.n ?? -1,
    codeUsedColumn: used?.n ?? -1,
    ordersInDatabase: ordered?.n ?? -1,
    wrongTotals: wrongIds.size,
    wrongTotalIds: [...wrongIds].slice(0, 10),
    cartsIntact: intact,
    losers: answers.filter((a) => a.orderId === null).length,
    cartProblems,
    winnersWithCart,
    paidInDatabase: paidRow?.n ?? -1,
    redeemed: redeemed?.n ?? -1,
  };
}
