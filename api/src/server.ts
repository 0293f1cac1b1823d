import { buildApp } from './app.js';
import { loadConfig, parseRole } from './config.js';
import { servesHttp } from './lib/jobs.js';

// `server.ts [server|worker|all]`: what this process does (docs/operations.md, "Jobs and workers"); else API_ROLE.
const [roleArgument] = process.argv.slice(2);
const config = loadConfig(process.env, roleArgument ? { role: parseRole(roleArgument) } : {});
const app = await buildApp({ config });

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  // `on`, not `once`: a second signal while closing (a terminal's Ctrl+C reaches the whole process group, and
  // scripts/serve.mjs then sends its own SIGTERM) must not kill the process before the database has closed.
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // Requests in flight finish; a keep-alive connection is closed as soon as it goes idle, so it cannot hold
    // the process open until its keep-alive timeout.
    const idle = setInterval(() => app.server.closeIdleConnections(), 100);
    idle.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error while closing');
        process.exit(1);
      },
    );
  });
}

try {
  // A worker answers no HTTP: it runs jobs until it is told to stop.
  if (servesHttp(config.role)) await app.listen({ port: config.port, host: config.host });
  else {
    await app.ready();
    app.log.info('worker running jobs');
  }
} catch (err) {
  app.log.error({ err }, 'could not start');
  process.exit(1);
}
