import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { buildTestApp, type TestApp } from './helpers.js';

/**
 * No developer text reaches a shopper: every message the API answers a refusal with, every fallback the front ends
 * show when a request fails, and every validation message is read here and refused when it speaks of the machinery
 * (the wire format, the request's parts, a status code, a field path, a value that leaked as `undefined`).
 */
const DEVELOPER_WORDS: [RegExp, string][] = [
  [/multipart|form-data/i, 'multipart'],
  [/\bjson\b/i, 'JSON'],
  [/\bpayload\b/i, 'payload'],
  [/\bschema\b/i, 'schema'],
  [/\bbody\b/i, 'body'],
  [/\bquery ?string\b/i, 'querystring'],
  [/\bparams\b/i, 'params'],
  [/\bcontent-type\b/i, 'content type'],
  [/\bundefined\b|\bnull\b|\bNaN\b|\[object Object\]/, 'a leaked value'],
  [/\bat [\w.<>]+ \(|Error:|TypeError|SyntaxError/, 'a stack trace'],
  [
    /\b(status|HTTP|code) ?[1-5]\d\d\b|\b[1-5]\d\d (Bad|Not|Internal|Unauthorized|Forbidden|Conflict)/i,
    'a status code',
  ],
  [/\b(body|query|params|headers)[/.][a-z_]/i, 'a field path'],
  [/\bFST_|\bERR_|\bSQLSTATE|\bconstraint\b/i, 'an error code'],
];

const developerWords = (message: string): string[] =>
  DEVELOPER_WORDS.filter(([pattern]) => pattern.test(message)).map(([, name]) => name);

const ROOT = join(__dirname, '..', '..');

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'test') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(path, out);
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec|stories)\.tsx?$/.test(entry.name)) out.push(path);
  }
  return out;
}

/** A string argument's words: a literal, or a template's own text (what it interpolates is a value, not words). */
function textOf(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' … ');
  if (ts.isParenthesizedExpression(node)) return textOf(node.expression);
  if (ts.isConditionalExpression(node)) {
    const both = [textOf(node.whenTrue), textOf(node.whenFalse)].filter(Boolean);
    return both.length ? both.join(' / ') : undefined;
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken)
    return [textOf(node.left), textOf(node.right)].filter(Boolean).join('');
  return undefined;
}

const calleeName = (call: ts.CallExpression | ts.NewExpression): string => {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee))
    return `${ts.isIdentifier(callee.expression) ? callee.expression.text : '?'}.${callee.name.text}`;
  return '';
};

interface Found {
  where: string;
  message: string;
}

/** The API's refusals: badRequest(…), conflict(…), new HttpError(status, message, detail) and the rest. */
const API_REFUSALS = new Set([
  'badRequest',
  'unauthorized',
  'forbidden',
  'notFound',
  'conflict',
  'tooManyRequests',
  'unprocessable',
  'paymentRequired',
  'gone',
]);

function messagesIn(files: string[], pick: (call: ts.CallExpression | ts.NewExpression) => ts.Node[]) {
  const found: Found[] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        for (const argument of pick(node)) {
          const message = textOf(argument);
          if (message) {
            const { line } = source.getLineAndCharacterOfPosition(argument.getStart());
            found.push({ where: `${relative(ROOT, file)}:${line + 1}`, message });
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

const offending = (found: Found[]) =>
  found
    .map(({ where, message }) => ({ where, message, words: developerWords(message) }))
    .filter(({ words }) => words.length > 0);

describe('no developer text reaches a shopper', () => {
  it('knows developer words when it sees them (the photo upload refusal shoppers were shown)', () => {
    expect(developerWords('Send the photo as multipart/form-data in the field "file".')).toEqual([
      'multipart',
    ]);
    expect(developerWords('body/email must match format "email"')).toContain('a field path');
    expect(developerWords('Request failed with status code 400')).toContain('a status code');
    expect(developerWords('Cannot read properties of undefined')).toContain('a leaked value');
    expect(developerWords('Your order total is ₦400.00; 5 MB at most.')).toEqual([]);
  });

  it("the API's refusals are written for people", () => {
    const files = sourceFiles(join(ROOT, 'api', 'src'));
    const found = messagesIn(files, (call) => {
      const name = calleeName(call);
      if (API_REFUSALS.has(name)) return call.arguments?.slice(0, 1) ?? [];
      if (ts.isNewExpression(call) && name === 'HttpError') return call.arguments?.slice(1, 3) ?? [];
      if (name === 'reply.send' || name.endsWith('.send')) return [];
      return [];
    });
    expect(found.length).toBeGreaterThan(100);
    expect(offending(found)).toEqual([]);
  });

  it("the front ends' fallbacks and validation messages are written for people", () => {
    const files = [
      'shared-contracts/src',
      'shop-runtime/src',
      'shell/src',
      'mf-catalog/src',
      'mf-cart/src',
      'mf-account/src',
      'mf-admin/src',
    ].flatMap((dir) => sourceFiles(join(ROOT, dir)));
    const found = messagesIn(files, (call) => {
      const name = calleeName(call);
      // errorMessage(error, 'fallback'), notify.error('…'), toast.error('…')
      if (name === 'errorMessage') return call.arguments?.slice(1, 2) ?? [];
      if (name === 'notify.error' || name === 'toast.error') return call.arguments?.slice(0, 1) ?? [];
      // valibot's messages: v.minLength(8, 'Password must be…'), v.nonEmpty('…'), v.string('…')
      if (name.startsWith('v.')) return (call.arguments ?? []).filter((a) => !ts.isIdentifier(a));
      return [];
    });
    expect(found.length).toBeGreaterThan(100);
    expect(offending(found)).toEqual([]);
  });

  describe('what the framework refuses', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp();
    });
    afterAll(async () => {
      await t.close();
    });

    const cases: [string, { payload: string; headers: Record<string, string> }][] = [
      ['broken JSON', { payload: '{"email": ', headers: { 'content-type': 'application/json' } }],
      ['an empty JSON request', { payload: '', headers: { 'content-type': 'application/json' } }],
      ['an unknown content type', { payload: 'email=a', headers: { 'content-type': 'text/csv' } }],
      [
        'a request too large',
        {
          payload: `{"a":"${'x'.repeat(3 * 1024 * 1024)}"}`,
          headers: { 'content-type': 'application/json' },
        },
      ],
    ];
    it.each(cases)('%s gets words a shopper reads', async (_name, request) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', ...request });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      const body = res.json<{ message: string; detail?: string }>();
      expect(body.message).toBeTruthy();
      expect(developerWords(body.message)).toEqual([]);
      expect(developerWords(body.detail ?? '')).toEqual([]);
    });

    it('validation refusals name the field in words, not as a path', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'not-an-email', password: '' },
      });
      expect(res.statusCode).toBe(400);
      const body = res.json<{ message: string; errors?: Record<string, string[]> }>();
      expect(developerWords(body.message)).toEqual([]);
      for (const list of Object.values(body.errors ?? {}))
        for (const message of list) expect(developerWords(message)).toEqual([]);
    });
  });
});
