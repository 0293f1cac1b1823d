import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

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
