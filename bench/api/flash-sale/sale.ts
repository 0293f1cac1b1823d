import { call, expectStatus, lagosTime } from './http.js';
import { CODE, CODE_CAP, CODE_PERCENT, FLASH_PERCENT, FLASH_PRICE, OTHER_PRICE, UNITS } from './settings.js';

export interface Item {
  id: number;
  variantId: number;
}

/** What the admin set up: the blender on sale, the second product, and the code's promotion. */
export interface Sale {
  flash: Item;
  other: Item;
  codeId: number;
}

/** The admin signs in and sets the sale up through the admin API, as in the admin pages. */
export async function setUpSale(apiUrl: string, adminPassword: string, tag: string): Promise<Sale> {
  const login = await call(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    body: { email: 'admin@kasuwa.test', password: adminPassword },
  });
  expectStatus(login, 200, 'admin sign-in');
  const admin = (login.body.data as { access: string }).access;
  const categories = await call(`${apiUrl}/api/admin/categories`, { token: admin });
  expectStatus(categories, 200, 'categories');
  const categoryId = (categories.body.data as { id: number }[])[0]?.id;
  const product = async (name: string, sku: string, price: number, stock: number) => {
    const made = await call(`${apiUrl}/api/admin/products`, {
      method: 'POST',
      token: admin,
      body: {
        name,
        description: 'Black Friday',
        category_id: categoryId,
        variants: [{ sku, regular_price: price, stock }],
      },
    });
    expectStatus(made, 201, `product ${name}`);
    const data = made.body.data as { id: number; variants: { id: number }[] };
    return { id: data.id, variantId: data.variants[0]?.id ?? 0 };
  };
  const flash = await product(`Flash blender ${tag}`, `FLASH-${tag}`, FLASH_PRICE, UNITS);
  const other = await product(`Kitchen towels ${tag}`, `TOWEL-${tag}`, OTHER_PRICE, 1_000_000);
  const promotion = async (body: Record<string, unknown>) => {
    const made = await call(`${apiUrl}/api/admin/promotions`, {
      method: 'POST',
      token: admin,
      body: { starts_at: lagosTime(60), ...body },
    });
    expectStatus(made, 201, `promotion ${String(body.name)}`);
    return (made.body.data as { id: number }).id;
  };
  await promotion({
    name: 'Black Friday blender',
    kind: 'percentage',
    percent_off: FLASH_PERCENT,
    scope: 'products',
    product_ids: [flash.id],
  });
  const codeId = await promotion({
    name: 'Black Friday code',
    code: CODE,
    kind: 'percentage',
    percent_off: CODE_PERCENT,
    usage_limit: CODE_CAP,
  });
  return { flash, other, codeId };
}
