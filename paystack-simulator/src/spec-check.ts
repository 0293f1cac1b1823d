import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { parse } from 'yaml';

/**
 * Paystack's own description of its API (spec/paystack.yaml, PaystackOSS/openapi, MIT) and its published example
 * payloads (spec/examples/), as validators: the simulator's tests check every answer and every event against them.
 * The OpenAPI file has no webhook payloads, so an event is checked against a schema built from Paystack's sample
 * of it: the same keys, each of the same JSON type (a key null in the sample may be anything).
 */

const SPEC_DIR = join(__dirname, '../spec');

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

let ajv: Ajv | null = null;
let spec: Json | null = null;

/**
 * OpenAPI 3.0's `nullable: true` as JSON Schema: `type: [t, 'null']`; alone (no type, as on `fees_split`) it adds
 * nothing, any value being allowed already.
 */
function nullableToJsonSchema(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) nullableToJsonSchema(item);
    return;
  }
  if (!isObject(node)) return;
  if (node.nullable === true) {
    if (typeof node.type === 'string') node.type = [node.type, 'null'];
    if (Array.isArray(node.enum)) node.enum = [...(node.enum as unknown[]), null];
  }
  if ('nullable' in node && typeof node.nullable === 'boolean') delete node.nullable;
  for (const value of Object.values(node)) nullableToJsonSchema(value);
}

function load(): { ajv: Ajv; spec: Json } {
  if (!ajv || !spec) {
    spec = parse(readFileSync(join(SPEC_DIR, 'paystack.yaml'), 'utf8')) as Json;
    nullableToJsonSchema(spec);
    // Its `example`s and unknown formats are not schema rules.
    ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
    ajv.addSchema({ ...spec, $id: 'paystack.yaml' });
  }
  return { ajv, spec };
}

const pointer = (ref: string) => ref.replace(/^#\//, '').split('/');

/** Follows a local `$ref` in the spec. */
function resolve(node: unknown): Json {
  const { spec: root } = load();
  let current: unknown = node;
  while (isObject(current) && typeof current.$ref === 'string') {
    current = pointer(current.$ref).reduce<unknown>((at, key) => (isObject(at) ? at[key] : undefined), root);
  }
  if (!isObject(current)) throw new Error('the spec has no such node');
  return current;
}

/** The JSON schema of an operation's answer, e.g. `('get', '/transaction/verify/{reference}', '200')`. */
export function answerSchema(method: string, path: string, status: string): Json {
  const { spec: root } = load();
  const paths = root.paths as Json;
  const operation = resolve((resolve(paths[path]) as Json)[method]);
  const responses = resolve(operation.responses);
  const response = resolve(responses[status]);
  const content = resolve(response.content);
  const schema = resolve(resolve(content['application/json']).schema);
  return schema;
}

const validators = new Map<string, ValidateFunction>();

/** Checks one answer against the spec; the errors in words, none when it holds. */
export function checkAnswer(method: string, path: string, status: string, body: unknown): string[] {
  const key = `${method} ${path} ${status}`;
  let validate = validators.get(key);
  if (!validate) {
    const { ajv: compiler, spec: root } = load();
    const paths = root.paths as Json;
    const operation = resolve((resolve(paths[path]) as Json)[method]);
    const responses = resolve(operation.responses);
    const raw = responses[status];
    if (raw === undefined) throw new Error(`the spec has no ${status} answer for ${method} ${path}`);
    // Compiled by reference, so the schema's own $refs resolve inside the spec.
    const response = resolve(raw);
    const content = resolve(resolve(response.content)['application/json']);
    const schema = content.schema as Json;
    validate =
      typeof schema.$ref === 'string'
        ? compiler.compile({ $ref: `paystack.yaml${schema.$ref}` })
        : compiler.compile(schema);
    validators.set(key, validate);
  }
  return validate(body) ? [] : describe(validate.errors);
}

const describe = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message ?? 'is invalid'}`);

/** The property names a schema (following `$ref`, `allOf`) declares at `path` (e.g. `['data']`). */
export function declaredFields(schema: Json, path: string[] = []): Set<string> {
  let node = resolve(schema);
  for (const key of path) {
    const props = resolve(node.properties ?? {});
    node = resolve(props[key]);
  }
  const names = new Set<string>(Object.keys(isObject(node.properties) ? node.properties : {}));
  for (const part of Array.isArray(node.allOf) ? node.allOf : [])
    for (const n of declaredFields(part as Json)) names.add(n);
  return names;
}

/** Paystack's published example of an event (spec/examples/events/<file>.json). */
export function eventExample(file: string): { event: string; data: Json } {
  return JSON.parse(readFileSync(join(SPEC_DIR, 'examples/events', `${file}.json`), 'utf8')) as {
    event: string;
    data: Json;
  };
}

/** Paystack's published example of an answer (spec/examples/api/<file>.json). */
export function answerExample(file: string): Json {
  return JSON.parse(readFileSync(join(SPEC_DIR, 'examples/api', `${file}.json`), 'utf8')) as Json;
}

/**
 * The body of an answer's example: an API reference sample is written `{"200": {description, data: <body>}}`
 * (`customers-create.json`, `dedicated-account-*.json`, …); a guide's sample is the body itself.
 */
export function answerExampleBody(file: string): Json {
  const sample = answerExample(file);
  const ok = sample['200'];
  return isObject(ok) && isObject(ok.data) ? ok.data : sample;
}

/**
 * Paystack's sample of `charge.success` for a transfer into a dedicated account: its usual sample
 * (`transaction-successful.json`) with the authorization of its snippet of that event
 * (`charge-success-dedicated-nuban-authorization.json`: the sender, the narration, the account it reached).
 */
export function dedicatedNubanChargeSample(): Json {
  const { data } = eventExample('transaction-successful');
  const snippet = JSON.parse(
    readFileSync(join(SPEC_DIR, 'examples/events/charge-success-dedicated-nuban-authorization.json'), 'utf8'),
  ) as Json;
  return { ...data, authorization: snippet.authorization };
}

/** Every vendored event example, by event name. */
export function eventExamples(): Map<string, Json> {
  const byName = new Map<string, Json>();
  for (const file of readdirSync(join(SPEC_DIR, 'examples/events'))) {
    if (!file.endsWith('.json')) continue;
    const sample = eventExample(file.slice(0, -5));
    // A part of an event (the dedicated_nuban authorization): see dedicatedNubanChargeSample.
    if (typeof sample.event !== 'string') continue;
    // The remind sample is the create one; one sample per event name is enough.
    if (!byName.has(sample.event)) byName.set(sample.event, sample.data);
  }
  return byName;
}

/** The merchant's own data, echoed back as it was given (`0` in one sample, `""` in another, an object here). */
const FREE = new Set(['metadata']);
const NEVER_NULL = new Set(['id', 'status', 'reference', 'transaction_reference', 'amount', 'currency']);

const typeOf = (value: unknown) =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : typeof value === 'number'
        ? 'number'
        : typeof value;

/**
 * Compares an event the simulator sent with Paystack's sample: every key of the sample is there with the same JSON
 * type (nested objects too), and no key Paystack does not send. Null in the sample: any value.
 */
export function checkEvent(sample: Json, sent: Json, at = 'data'): string[] {
  const problems: string[] = [];
  for (const [key, expected] of Object.entries(sample)) {
    if (!(key in sent)) {
      problems.push(`${at}.${key} is missing`);
      continue;
    }
    const value = sent[key];
    if (expected === null || FREE.has(key)) continue;
    // Paystack sends null for what it does not know (the needs-attention sample's names): allowed, but never for
    // the fields that identify the event and its money.
    if (value === null && !NEVER_NULL.has(key)) continue;
    if (typeOf(value) !== typeOf(expected)) {
      problems.push(`${at}.${key} is ${typeOf(value)}, Paystack sends ${typeOf(expected)}`);
    } else if (isObject(expected) && isObject(value) && Object.keys(expected).length > 0) {
      problems.push(...checkEvent(expected, value, `${at}.${key}`));
    }
  }
  for (const key of Object.keys(sent)) {
    if (!(key in sample)) problems.push(`${at}.${key} is not in Paystack's sample`);
  }
  return problems;
}

/**
 * Like checkEvent, but keys Paystack's example lacks are allowed: for answers the spec describes too, where the spec
 * asks for more than the example shows (the example's keys must all be there, of the same types).
 */
export const checkCovers = (sample: Json, sent: Json, at = 'data'): string[] =>
  checkEvent(sample, sent, at).filter((problem) => !problem.endsWith("is not in Paystack's sample"));
