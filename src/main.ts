// Process entry: `serve` (API + worker), `api` (API only), `worker` (worker only). Migrations are applied at
// start; SIGTERM/SIGINT stop accepting, finish in-flight requests and the current jobs, then close the database.
import { loadConfig } from './config.js';
import { buildApp } from './app.js';
import { closePlatform, createPlatform } from './platform/index.js';
import { migrate } from './platform/db/migrate.js';
import { createServices, migrations } from './modules/index.js';
import { purgeExpiredIdempotencyKeys } from './platform/http/idempotency.js';

type Role = 'serve' | 'api' | 'worker';

const MAINTENANCE_EVERY_MS = 60 * 60 * 1000;

async function main(): Promise<void> {
  const role = (process.argv[2] ?? 'serve') as Role;
  if (!['serve', 'api', 'worker'].includes(role)) {
    console.error(`usage: main.ts serve|api|worker (got "${role}")`);
    process.exit(2);
  }
  const config = loadConfig();
  const p = createPlatform(config, { backgroundCheckpoints: true });
  await migrate(p.db, migrations, p.db.dialect === 'postgres' ? { url: config.databaseUrl } : undefined);
  const services = createServices(p);
  const runWorker = role === 'worker' || (role === 'serve' && config.worker);
  const app = role === 'worker' ? null : await buildApp(p, services);

  // Signal handlers before the server listens: a SIGTERM arriving during start-up (while the worker starts)
  // must shut down gracefully too, not kill the process with requests in flight.
  let maintenance: NodeJS.Timeout | undefined;
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    p.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 30_000);
    force.unref();
    try {
      clearInterval(maintenance);
      if (app) {
        // close() stops accepting and closes the idle keep-alive connections once; a connection whose request is
        // still in flight only turns idle when it is answered, and would then hold the exit until the client
        // drops it (or the 30 s force exit): close those as they turn idle.
        const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
        try {
          await app.close();
        } finally {
          clearInterval(sweep);
        }
      }
      await closePlatform(p);
      process.exit(0);
    } catch (err) {
      p.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  if (app) {
    const address = await app.listen({ port: config.port, host: config.host });
    p.log.info({ address, role }, 'API listening');
    console.log(`API listening on ${address} (${config.databaseUrl.startsWith('sqlite:') ? 'SQLite' : 'PostgreSQL'}).`);
    console.log('Create a workspace and an API key with: npm run cli -- workspace create --name "My agency" --json, then npm run cli -- key create --workspace <ws_id> --json');
  }
  if (runWorker && !stopping) {
    await p.jobs.start();
    maintenance = setInterval(() => {
      purgeExpiredIdempotencyKeys(p.db).catch((err: unknown) => p.log.warn({ err }, 'idempotency purge failed'));
    }, MAINTENANCE_EVERY_MS);
    maintenance.unref();
    console.log(`Worker started (${role}).`);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
