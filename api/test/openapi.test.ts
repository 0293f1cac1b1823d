import { buildTestApp, type TestApp } from './helpers.js';

/**
 * Routes whose answers are not yet described by a response schema. The list may only shrink: a new route
 * without a response schema fails this test, and so does a route on this list that has gained one.
 */
const NOT_YET_DESCRIBED = [
  'POST /api/orders/checkout',
  'GET /api/orders',
  'GET /api/orders/{orderId}',
  'POST /api/orders/{orderId}/cancel',
  'GET /api/admin/dashboard',
  'GET /api/admin/customers',
  'GET /api/admin/customers/{id}',
  'GET /api/admin/products',
  'POST /api/admin/products',
  'GET /api/admin/products/{id}',
  'PUT /api/admin/products/{id}',
  'DELETE /api/admin/products/{id}',
  'POST /api/admin/products/{id}/images',
  'DELETE /api/admin/products/{id}/images/{imageId}',
  'GET /api/admin/categories',
  'POST /api/admin/categories',
  'PUT /api/admin/categories/{id}',
  'DELETE /api/admin/categories/{id}',
  'GET /api/admin/attributes',
  'POST /api/admin/attributes',
  'PUT /api/admin/attributes/{id}',
  'DELETE /api/admin/attributes/{id}',
  'GET /api/admin/orders',
  'GET /api/admin/orders/{id}',
  'PATCH /api/admin/orders/{id}/status',
  'GET /api/admin/pay-later',
  'POST /api/admin/pay-later/{id}/approve',
  'POST /api/admin/pay-later/{id}/reject',
  'POST /api/admin/pay-later/{id}/instalments',
  'GET /api/admin/contact-messages',
].sort();

describe('the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('documents a response schema for every route but the listed ones', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{
      paths: Record<string, Record<string, { responses?: Record<string, { content?: unknown }> }>>;
    }>();
    const undescribed = Object.entries(doc.paths)
      .flatMap(([path, operations]) =>
        Object.entries(operations)
          // Without a schema, the document shows only a placeholder 200 with no content.
          .filter(([, op]) => {
            const answers = Object.entries(op.responses ?? {});
            return (
              answers.length <= 1 && answers.every(([status, answer]) => status === '200' && !answer.content)
            );
          })
          .map(([method]) => `${method.toUpperCase()} ${path}`),
      )
      .sort();
    expect(undescribed).toEqual(NOT_YET_DESCRIBED);
  });

  it('sends only what the schema declares', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ data: { status: 'ok', database: 'up' } });
  });
});
