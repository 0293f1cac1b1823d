/**
 * Hostile input on every route. The cases come from the route table (the OpenAPI document that every
 * route's schema feeds), not from a hand-written list, so a new route is covered without extra work.
 *
 * For each route it sends a request that is valid except for one field, once per field and per kind:
 * - numbers outside the range of their column (2^31, 3e9, 1e17, 99999999999, 1e400, -2^31 − 1);
 * - control characters (NUL, BEL) in every text field, path and query parameter;
 * and expects 400 with an error for that field. Then it sends each protected route a valid token of a
 * user who no longer exists, and expects 401.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema.js';
import { createUser } from './fixtures.js';
import { buildTestApp, databases, type TestApp } from './helpers.js';

interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  default?: unknown;
}

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

export interface Route {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
  secured: boolean;
}

/** Every route of the app, with its parameters and JSON body schema, from the OpenAPI document. */
export function routeTable(app: FastifyInstance): Route[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content?.['application/json']?.schema,
      secured: (op.security ?? []).length > 0,
    })),
  );
}

/** Values that pass the schemas, for fields whose rules JSON Schema cannot express. */
const KNOWN_GOOD: Record<string, unknown> = {
  phone: '08031234567',
  password: 'Fuzz1234567',
  new_password: 'Fuzz1234567',
  current_password: 'Fuzz1234567',
  username: 'fuzzer',
  email: 'fuzz@example.ng',
};

const typeOf = (schema: JsonSchema): string | undefined =>
  Array.isArray(schema.type) ? schema.type[0] : schema.type;

/** A value that satisfies `schema` (required keys only, optional ones on request). */
function sample(schema: JsonSchema, name = ''): unknown {
  if (name in KNOWN_GOOD) return KNOWN_GOOD[name];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum.find((x) => x !== '') ?? schema.enum[0];
  const options = schema.oneOf ?? schema.anyOf;
  if (options?.length) return sample(options[options.length - 1] as JsonSchema, name);
  switch (typeOf(schema)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) out[key] = sample(schema.properties?.[key] ?? {}, key);
      return out;
    }
    case 'array':
      return [sample(schema.items ?? {}, name)];
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      return schema.format === 'email' ? 'fuzz@example.ng' : `Fuzz ${name || 'value'} 1`;
    default:
      return 1;
  }
}

/** A body that is one of several shapes (`anyOf`, or `oneOf` for a tagged union) as the shape filled in: its last. */
function shapeOf(schema: JsonSchema): JsonSchema {
  const options = schema.properties ? undefined : (schema.oneOf ?? schema.anyOf);
  return options?.[options.length - 1] ?? schema;
}

/** Every leaf field of a body schema, as a path of keys (array items at index 0). */
function leaves(
  given: JsonSchema,
  path: (string | number)[] = [],
): { path: (string | number)[]; schema: JsonSchema }[] {
  const schema = shapeOf(given);
  const type = typeOf(schema);
  if (type === 'object' && schema.properties) {
    return Object.entries(schema.properties).flatMap(([key, child]) => leaves(child, [...path, key]));
  }
  if (type === 'array' && schema.items) return leaves(schema.items, [...path, 0]);
  return [{ path, schema }];
}

function withValue(body: unknown, path: (string | number)[], value: unknown, root: JsonSchema): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = copy;
  let schema: JsonSchema = root;
  path.forEach((key, i) => {
    const shape = shapeOf(schema);
    schema = (typeof key === 'number' ? shape.items : shape.properties?.[key]) ?? {};
    if (i === path.length - 1) {
      node[key] = value;
      return;
    }
    node[key] ??=
      typeof path[i + 1] === 'number' ? [sample(schema.items ?? {})] : sample(schema, String(key));
    node = node[key] as Record<string | number, unknown>;
  });
  return copy;
}

/** JSON cannot hold 1e400; this marker is swapped for it in the raw payload. */
const HUGE = '__1e400__';
const BAD_NUMBERS: unknown[] = [2 ** 31, 3e9, 1e17, 99_999_999_999, -(2 ** 31) - 1, HUGE];
const BAD_NUMBER_TEXT = ['2147483648', '3e9', '1e17', '99999999999', '1e400', 'Infinity', '-1e400', 'NaN'];
const CONTROL_TEXT = ['Fuzz\u0000nul', 'Fuzz\u0007bell', 'Fuzz\u001bescape'];
/**
 * The bad numbers for a field: all of them, except that a field declaring a maximum beyond the integer range
 * (an order total in Naira) is tried only above that maximum and below its minimum.
 */
const badNumbersFor = (schema: JsonSchema): unknown[] =>
  schema.maximum === undefined || schema.maximum < 2 ** 31
    ? BAD_NUMBERS
    : BAD_NUMBERS.filter(
        (n) => typeof n !== 'number' || n > (schema.maximum ?? 0) || n < (schema.minimum ?? -Infinity),
      );
const isNumeric = (schema: JsonSchema) => ['integer', 'number', undefined].includes(typeOf(schema));
const isText = (schema: JsonSchema) =>
  typeOf(schema) === 'string' || schema.anyOf?.some((s) => typeOf(s) === 'string') === true || !!schema.enum;

interface Case {
  title: string;
  field: string;
  request: InjectOptions;
}

/** A valid value of a path parameter that is not the field under test: its first allowed value, else an id. */
function validParam(route: Route, name: string): string {
  // `{*}` is a wildcard path (a stored picture's).
  if (name === '*') return 'products/fuzz.jpg';
  const allowed = route.parameters.find((p) => p.in === 'path' && p.name === name)?.schema.enum;
  return allowed?.length ? String(allowed[0]) : '1';
}

function urlOf(route: Route, params: Record<string, string>, query: Record<string, string>): string {
  const path = route.path.replace(/\{(\w+|\*)\}/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? validParam(route, name)).replaceAll('%2F', '/'),
  );
  const qs = new URLSearchParams(query).toString();
  return qs ? `${path}?${qs}` : path;
}

/** The hostile requests for one route: one field bad at a time, everything else valid. */
export function casesFor(route: Route): Case[] {
  const cases: Case[] = [];
  const baseBody = route.body ? sample(route.body) : undefined;
  const request = (url: string, body: unknown = baseBody): InjectOptions => ({
    method: route.method as NonNullable<InjectOptions['method']>,
    url,
    ...(body === undefined
      ? {}
      : {
          payload: JSON.stringify(body).replace(`"${HUGE}"`, '1e400'),
          headers: { 'content-type': 'application/json' },
        }),
  });
  for (const p of route.parameters.filter((x) => x.in === 'path' || x.in === 'query')) {
    const values = [...(isNumeric(p.schema) ? BAD_NUMBER_TEXT : []), ...CONTROL_TEXT];
    for (const value of values) {
      const params = p.in === 'path' ? { [p.name]: value } : {};
      const query = p.in === 'query' ? { [p.name]: value } : {};
      cases.push({
        title: `${p.in} ${p.name}=${JSON.stringify(value)}`,
        field: p.name,
        request: request(urlOf(route, params, query)),
      });
    }
  }
  if (route.body) {
    for (const leaf of leaves(route.body)) {
      const values = [
        ...(isNumeric(leaf.schema) ? badNumbersFor(leaf.schema) : []),
        ...(isText(leaf.schema) ? CONTROL_TEXT : []),
      ];
      for (const value of values) {
        cases.push({
          title: `body ${leaf.path.join('.')}=${JSON.stringify(value)}`,
          field: leaf.path.join('.'),
          request: request(urlOf(route, {}, {}), withValue(baseBody, leaf.path, value, route.body)),
        });
      }
    }
  }
  return cases;
}

describe.each(databases)('hostile input on every route (%s)', (kind) => {
  let t: TestApp;
  let routes: Route[];
  let adminAuth: string;
  let ghostAuth: string;

  beforeAll(async () => {
    t = await buildTestApp({ kind });
    routes = routeTable(t.app);
    const admin = await createUser(t.app, 'ADMIN');
    adminAuth = `Bearer ${await t.app.accessTokens.sign({ id: admin.id, role: 'ADMIN' })}`;
    const ghost = await createUser(t.app);
    ghostAuth = `Bearer ${await t.app.accessTokens.sign({ id: ghost.id, role: 'REGULAR' })}`;
    await t.app.db.delete(users).where(eq(users.id, ghost.id));
  });
  afterAll(async () => t.close());

  it('knows the routes from the route table', () => {
    expect(routes.length).toBeGreaterThan(40);
    const cases = routes.flatMap(casesFor);
    expect(cases.length).toBeGreaterThan(300);
  });

  it('answers an out-of-range number or a control character with 400 and a field error, on every route', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      for (const c of casesFor(route)) {
        const res = await t.app.inject({
          ...c.request,
          headers: { ...c.request.headers, authorization: adminAuth },
        });
        const errors =
          res.statusCode === 400 ? (res.json<{ errors?: Record<string, string[]> }>().errors ?? {}) : {};
        if (res.statusCode !== 404 && !(res.statusCode === 400 && errors[c.field])) {
          failures.push(
            `${route.method} ${route.path} ${c.title} → ${res.statusCode} ${res.body.slice(0, 160)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 401 to a valid token of a user who no longer exists, on every protected route', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const body = route.body ? sample(route.body) : undefined;
      const res = await t.app.inject({
        method: route.method as NonNullable<InjectOptions['method']>,
        url: urlOf(route, {}, {}),
        headers: { authorization: ghostAuth },
        ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      });
      const ok = route.secured ? res.statusCode === 401 : res.statusCode < 500;
      if (!ok) failures.push(`${route.method} ${route.path} → ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    expect(failures).toEqual([]);
  });
});
