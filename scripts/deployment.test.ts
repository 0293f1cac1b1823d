import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { shopContentSecurityPolicy } from '../shell/src/server/http/plugins/security-headers';

const root = path.resolve(__dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface Service {
  image?: string;
  build?: { target?: string; args?: Record<string, string> };
  deploy?: { replicas?: number };
  environment?: Record<string, string>;
  ports?: string[];
  depends_on?: string[] | Record<string, unknown>;
  volumes?: string[];
}
const compose = parse(read('docker-compose.yml'), { merge: true }) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const { services } = compose;
const frontends = {
  shell: 'shell',
  catalog: 'mf-catalog',
  cart: 'mf-cart',
  account: 'mf-account',
  admin: 'mf-admin',
};

describe('docker-compose.yml (production-like deployment)', () => {
  it("gives each remote a release step, run on demand, that publishes versions into its origin's volume", () => {
    for (const [service, pkg] of Object.entries(frontends)) {
      if (service === 'shell') continue;
      const release = services[`${service}-release`] as Service & { profiles?: string[] };
      expect(release?.build).toEqual({ context: '.', target: 'release', args: { PACKAGE: pkg } });
      expect(release?.profiles).toEqual(['release']);
      expect(release?.volumes).toEqual([`${service}-www:/srv/www`]);
      expect(release?.environment).toMatchObject({
        RELEASE_API_URL: 'http://api:4000',
        RELEASE_SHELL_MANIFEST: 'http://shell/mf-manifest.json',
        [`${service.toUpperCase()}_DIST`]: '/srv/www',
      });
      // The same volume the remote's web server serves.
      expect(services[service]?.volumes).toEqual([`${service}-www:/usr/share/nginx/html:ro`]);
    }
    expect(read('Dockerfile')).toMatch(
      /FROM deps AS release[\s\S]*ENTRYPOINT \["node", "scripts\/release\.mjs"\]/,
    );
  });

  it('runs PostgreSQL and Redis', () => {
    expect(services.postgres?.image).toMatch(/^postgres:/);
    expect(services.redis?.image).toMatch(/^redis:/);
  });

  it('runs two or more stateless API replicas on PostgreSQL with limits shared through Redis', () => {
    const api = services.api;
    expect(api?.deploy?.replicas).toBeGreaterThanOrEqual(2);
    expect(api?.build?.target).toBe('api');
    expect(api?.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//);
    expect(api?.environment?.REDIS_URL).toBe('redis://redis:6379');
    expect(api?.environment?.NODE_ENV).toBe('production');
    expect(api?.environment?.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?/);
    expect(api?.ports).toBeUndefined();
  });

  it('builds the shell and each remote into its own publish step, the remotes into a web server and the shell into its own server', () => {
    for (const [service, pkg] of Object.entries(frontends)) {
      expect(services[`${service}-publish`]?.build).toEqual({
        context: '.',
        target: 'publish',
        args: { PACKAGE: pkg },
      });
      expect(services[service]?.build).toEqual({
        context: '.',
        target: service === 'shell' ? 'shell' : 'web',
      });
      expect(services[service]?.ports).toBeUndefined();
    }
    const dockerfile = read('Dockerfile');
    expect(dockerfile).toMatch(/^FROM deps AS shell$/m);
    expect(dockerfile).toMatch(/CMD \["node", "scripts\/serve-shell\.mjs"\]/);
  });

  it("publishes each front-end into a volume that outlives its image, so a redeploy keeps the previous builds' files", () => {
    for (const service of Object.keys(frontends)) {
      const volume = `${service}-www`;
      expect(compose.volumes).toHaveProperty(volume);
      expect(services[`${service}-publish`]?.volumes).toEqual([`${volume}:/srv/www`]);
      expect(services[service]?.volumes).toEqual([
        service === 'shell' ? `${volume}:/srv/www:ro` : `${volume}:/usr/share/nginx/html:ro`,
      ]);
      expect(services[service]?.depends_on).toMatchObject({
        [`${service}-publish`]: { condition: 'service_completed_successfully' },
      });
    }
    const dockerfile = read('Dockerfile');
    expect(dockerfile).toMatch(/^FROM .+ AS publish$/m);
    expect(dockerfile).toMatch(
      /CMD \["node", "scripts\/publish-remote\.mjs", "--from", "build", "--to", "\/srv\/www"\]/,
    );
    expect(dockerfile).toMatch(/ENV NODE_ENV=production SHELL_DIST=\/srv\/www SHELL_PORT=80/);
  });

  it("renders the storefront's pages in the shell's server, reaching the API and the catalog's server build inside the deployment", () => {
    const env = services.shell?.environment ?? {};
    expect(env.API_URL).toBe('http://api:4000');
    expect(env.PUBLIC_URL).toBe('http://shop.localhost');
    // Read from the catalog's service; the browser is told its public origin (below).
    expect(env.SSR_REMOTE_CATALOG_URL).toBe('http://catalog/mf-manifest.json');
    expect(services.shell?.depends_on).toMatchObject({ api: { condition: 'service_healthy' } });
    // The proxy passes the client's address on: the shell's server forwards it with its API calls.
    expect(read('deploy/nginx/proxy.conf')).toMatch(
      /location \/ \{[^}]*proxy_set_header X-Forwarded-For \$remote_addr;/,
    );
  });

  it('gives every front-end its own origin behind one reverse proxy, with /api on the shop origin', () => {
    const proxy = services.proxy;
    expect(proxy?.ports).toEqual(['80:80']);
    const conf = read('deploy/nginx/proxy.conf');
    const hosts = [...conf.matchAll(/^\s+(\S+\.localhost)\s+(\w+);/gm)].map((m) => [m[1], m[2]]);
    expect(Object.fromEntries(hosts)).toEqual({
      'shop.localhost': 'shell',
      'catalog.localhost': 'catalog',
      'cart.localhost': 'cart',
      'account.localhost': 'account',
      'admin.localhost': 'admin',
    });
    expect(conf).toMatch(/location \/api\/ \{[^}]*proxy_pass \$api;/);
  });

  it("points the shell's runtime config at each remote's own origin, so remotes redeploy without the shell", () => {
    const env = services.shell?.environment ?? {};
    for (const remote of ['catalog', 'cart', 'account', 'admin']) {
      expect(env[`REMOTE_${remote.toUpperCase()}_URL`]).toBe(`http://${remote}.localhost/mf-manifest.json`);
    }
    const template = read('deploy/nginx/web.conf.template');
    expect(template).toContain('location = /runtime-config.json');
    expect(template).toMatch(
      /remoteEntry\\\.js\|mf-manifest\\\.json\|index\\\.html\)\$ \{\s*add_header Cache-Control "no-cache"/,
    );
  });

  it('has a Dockerfile with the web, shell and api targets the services use', () => {
    const dockerfile = read('Dockerfile');
    expect(dockerfile).toMatch(/^FROM .+ AS web$/m);
    expect(dockerfile).toMatch(/^FROM .+ AS shell$/m);
    expect(dockerfile).toMatch(/^FROM .+ AS api$/m);
  });
});

describe('deploy/nginx/web.conf.template (each front-end in production)', () => {
  const template = read('deploy/nginx/web.conf.template');
  /** The value a `map` gives for a line's key, e.g. the `"~^text/html"` line of `$page_csp`. */
  const mapValue = (variable: string, key: string) => {
    const block = new RegExp(`map [^\\n]+ \\$${variable} \\{([^}]*)\\}`).exec(template)?.[1] ?? '';
    const line = block.split('\n').find((entry) => entry.trim().startsWith(key));
    return /^\s*\S+\s+"?(.*?)"?;\s*$/.exec(line ?? '')?.[1];
  };
  /** The `location` blocks, in order: their match and their body. */
  const locations = [...template.matchAll(/^ {2}location (.+?) \{\n([\s\S]*?)^ {2}\}/gm)].map((m) => ({
    match: m[1] ?? '',
    body: m[2] ?? '',
  }));
  const pageHeaders = [
    'X-Content-Type-Options nosniff',
    'Content-Security-Policy $page_csp',
    'X-Frame-Options $page_frame_options',
    'Referrer-Policy $page_referrer_policy',
    'Strict-Transport-Security $page_hsts',
  ];

  it("gives the shell's pages the policy the Node shop server gives them, with the remotes' origins", () => {
    const origins: Record<string, string> = {
      catalog_origin: 'http://catalog.localhost',
      cart_origin: 'http://cart.localhost',
      account_origin: 'https://account.kasuwa.ng:8443',
      admin_origin: 'http://admin.localhost',
      api_origin: '',
      page_base_uri: "'none'",
    };
    const policy = (mapValue('page_csp', '"~^text/html"') ?? '')
      .replace(/\$(\w+)/g, (_all, name: string) => origins[name] ?? `$${name}`)
      .replace(/ +/g, ' ')
      .replace(/ ;/g, ';');
    expect(policy).toBe(
      shopContentSecurityPolicy({
        apiBaseUrl: '/api/',
        remotes: {
          catalog: 'http://catalog.localhost/mf-manifest.json',
          cart: 'http://cart.localhost/mf-manifest.json',
          account: 'https://account.kasuwa.ng:8443/v2/mf-manifest.json',
          admin: 'http://admin.localhost/mf-manifest.json',
        },
      }),
    );
    // Each origin comes from its REMOTE_*_URL (API_BASE_URL for the API's), which envsubst writes into the file.
    for (const [variable, env] of [
      ['catalog_origin', 'REMOTE_CATALOG_URL'],
      ['cart_origin', 'REMOTE_CART_URL'],
      ['account_origin', 'REMOTE_ACCOUNT_URL'],
      ['admin_origin', 'REMOTE_ADMIN_URL'],
      ['api_origin', 'API_BASE_URL'],
    ])
      expect(template).toMatch(
        new RegExp(`map "\\$\\{${env}\\}" \\$${variable} \\{\\s*"~\\^\\(https\\?://\\[\\^/\\]\\+\\)" \\$1;`),
      );
    // A remote's container has no REMOTE_*_URL: its standalone page keeps its <base href="/">.
    expect(mapValue('page_base_uri', '""')).toBe("'self'");
    expect(mapValue('page_base_uri', 'default')).toBe("'none'");
    expect(mapValue('page_frame_options', '"~^text/html"')).toBe('DENY');
    expect(mapValue('page_referrer_policy', '"~^text/html"')).toBe('strict-origin-when-cross-origin');
  });

  it('sends HSTS only to a browser that reached the proxy over HTTPS, which the proxy passes on', () => {
    expect(template).toMatch(
      /map "\$sent_http_content_type \$http_x_forwarded_proto" \$page_hsts \{\s*"~\^text\/html\.\* https\$" "max-age=31536000; includeSubDomains";/,
    );
    expect(read('deploy/nginx/proxy.conf')).toMatch(
      /location \/ \{[^}]*proxy_set_header X-Forwarded-Proto \$scheme;/,
    );
  });

  it('sends the page headers from every place a page is answered from (nginx does not merge add_header)', () => {
    const server = template.slice(template.indexOf('server {'), template.indexOf('  location'));
    for (const header of pageHeaders) expect(server).toContain(`add_header ${header} always;`);
    // The SPA fallback (try_files … /index.html) is answered by the entry points' location.
    const entryPoints = locations.find((location) => location.match.includes('index\\.html'));
    for (const header of pageHeaders) expect(entryPoints?.body).toContain(`add_header ${header} always;`);
    for (const location of locations)
      if (location.body.includes('add_header'))
        expect([location.match, location.body]).toEqual([
          location.match,
          expect.stringContaining('X-Content-Type-Options nosniff'),
        ]);
  });

  it("caches a release's version folder for a year, and serves only the files in it", () => {
    const index = locations.findIndex(
      (location) => location.body.includes('immutable') && location.match.includes('7,40'),
    );
    const version = locations[index]!;
    const pattern = new RegExp(/^~ "(.+)"$/.exec(version.match)?.[1] ?? '^$');
    expect(pattern.test('/0123456789ab/mf-manifest.json')).toBe(true);
    expect(pattern.test('/0123456789ab/server/remoteEntry.js')).toBe(true);
    expect(pattern.test('/mf-manifest.json')).toBe(false);
    expect(version.body).toContain('Cache-Control "public, max-age=31536000, immutable"');
    expect(version.body).toContain('try_files $uri =404;');
    // Regular expressions are tried in order: the entry points' no-cache must not catch a version's manifest first.
    expect(index).toBeLessThan(locations.findIndex((location) => location.match.includes('index\\.html')));
  });

  it('answers source maps and mf-stats.json with 404, before any other location can serve them', () => {
    const index = locations.findIndex(
      (location) => /return 404/.test(location.body) && location.match.includes('map'),
    );
    const pattern = new RegExp(/^~ (.+)$/.exec(locations[index]?.match ?? '')?.[1] ?? '^$');
    for (const file of [
      '/main.1234abcd.js.map',
      '/server/remoteEntry.js.map',
      '/mf-stats.json',
      '/a.css.map.gz',
    ])
      expect([file, pattern.test(file)]).toEqual([file, true]);
    for (const file of ['/main.1234abcd.js', '/mf-manifest.json', '/sitemap.xml'])
      expect([file, pattern.test(file)]).toEqual([file, false]);
    const firstServing = locations.findIndex(
      (location) => location.match.startsWith('~') && !/return 404/.test(location.body),
    );
    expect(index).toBeGreaterThan(-1);
    expect(index).toBeLessThan(firstServing);
  });

  it('quotes every location pattern that holds a brace or a semicolon, which nginx would refuse to parse', () => {
    for (const { match } of locations)
      if (/[{};]/.test(match)) expect([match, /^~\*? "[^"]*"$/.test(match)]).toEqual([match, true]);
  });
});
