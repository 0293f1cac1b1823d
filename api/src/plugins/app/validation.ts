import type { FastifyTypeProvider } from 'fastify';
import fp from 'fastify-plugin';
import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { validate } from 'shared-contracts/schemas/common';
import type { FieldErrors } from 'shared-contracts/schemas/common';

export const VALIBOT = Symbol('valibot');

/** A JSON Schema (for the OpenAPI document) that carries the valibot schema that really validates. */
export type ValibotJsonSchema<S extends v.GenericSchema> = Record<string, unknown> & { [VALIBOT]: S };

/** Types `request.body/query/params` from the valibot schemas given to `schema()`. */
export interface ValibotTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends ValibotJsonSchema<infer S> ? v.InferOutput<S> : unknown;
  serializer: this['schema'] extends ValibotJsonSchema<infer S> ? v.InferInput<S> : unknown;
}

export function jsonSchemaOf<S extends v.GenericSchema>(schema: S): ValibotJsonSchema<S> {
  const { $schema: _ignored, ...json } = toJsonSchema(schema, { errorMode: 'ignore' }) as Record<
    string,
    unknown
  >;
  return { ...json, [VALIBOT]: schema };
}

interface RouteSchemas<B, Q, P> {
  body?: B;
  querystring?: Q;
  params?: P;
  /** Request headers (a loose object: the headers it does not name pass through). */
  headers?: v.GenericSchema;
  tags?: string[];
  summary?: string;
  description?: string;
  /** Marks the route as needing a Bearer token in the OpenAPI document. */
  auth?: boolean;
  /**
   * The answer per status code. Fastify serialises it with fast-json-stringify, so only declared fields
   * leave the server, and /api/docs/json documents it.
   */
  response?: Record<number, v.GenericSchema>;
}

/** Route `schema` from valibot schemas: validated by valibot, documented through JSON Schema. */
export function schema<
  B extends v.GenericSchema = never,
  Q extends v.GenericSchema = never,
  P extends v.GenericSchema = never,
>(parts: RouteSchemas<B, Q, P>) {
  return {
    ...(parts.body ? { body: jsonSchemaOf(parts.body) } : {}),
    ...(parts.querystring ? { querystring: jsonSchemaOf(parts.querystring) } : {}),
    ...(parts.params ? { params: jsonSchemaOf(parts.params) } : {}),
    ...(parts.headers ? { headers: jsonSchemaOf(parts.headers) } : {}),
    ...(parts.tags ? { tags: parts.tags } : {}),
    ...(parts.summary ? { summary: parts.summary } : {}),
    ...(parts.description ? { description: parts.description } : {}),
    ...(parts.response
      ? {
          response: Object.fromEntries(
            Object.entries(parts.response).map(([status, answer]) => [status, jsonSchemaOf(answer)]),
          ),
        }
      : {}),
    ...(parts.auth ? { security: [{ bearerAuth: [] }] } : {}),
  } as {
    body: [B] extends [never] ? undefined : ValibotJsonSchema<B>;
    querystring: [Q] extends [never] ? undefined : ValibotJsonSchema<Q>;
    params: [P] extends [never] ? undefined : ValibotJsonSchema<P>;
    tags?: string[];
    summary?: string;
    security?: { bearerAuth: never[] }[];
  };
}

export class ValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly fieldErrors: FieldErrors) {
    super(Object.values(fieldErrors)[0]?.[0] ?? 'Invalid request');
    this.name = 'ValidationError';
  }
}

interface SchemaShape {
  type?: string;
  entries?: Record<string, SchemaShape>;
  pipe?: SchemaShape[];
  wrapped?: SchemaShape;
}

const objectEntries = (schema: SchemaShape | undefined): Record<string, SchemaShape> | undefined => {
  if (!schema) return undefined;
  if (schema.entries) return schema.entries;
  if (schema.pipe) return objectEntries(schema.pipe[0]);
  if (schema.wrapped) return objectEntries(schema.wrapped);
  return undefined;
};

/** The entries of each object schema, found once: validation runs on every request. */
const entryLists = new WeakMap<SchemaShape, [string, SchemaShape][] | null>();
const entryList = (schema: SchemaShape): [string, SchemaShape][] | null => {
  let list = entryLists.get(schema);
  if (list === undefined) {
    const entries = objectEntries(schema);
    list = entries ? Object.entries(entries) : null;
    entryLists.set(schema, list);
  }
  return list;
};

/**
 * Gives every missing key of an object schema the value undefined, so the entry's own message
 * ('Email is required') is reported instead of valibot's generic 'Invalid key'. The input is copied only
 * when something is filled in.
 */
export function withMissingKeys(schema: SchemaShape, input: unknown): unknown {
  const entries = entryList(schema);
  if (!entries || typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const source = input as Record<string, unknown>;
  let filled: Record<string, unknown> | undefined;
  for (const [key, entry] of entries) {
    const value = source[key];
    const next = withMissingKeys(entry, value);
    if (next !== value || !(key in source)) {
      filled ??= { ...source };
      filled[key] = next;
    }
  }
  return filled ?? input;
}

/** Every schema given to a route is run through valibot; plain JSON Schemas are documentation only. */
export default fp(
  async (fastify) => {
    fastify.setValidatorCompiler(({ schema: routeSchema }) => {
      const valibotSchema = (routeSchema as Partial<ValibotJsonSchema<v.GenericSchema>>)[VALIBOT];
      if (!valibotSchema) return () => true;
      return (data: unknown) => {
        const result = validate(valibotSchema, withMissingKeys(valibotSchema as SchemaShape, data ?? {}));
        return result.success ? { value: result.output } : { error: new ValidationError(result.errors) };
      };
    });
  },
  { name: 'validation' },
);
