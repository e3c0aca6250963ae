// Process entry: `serve` (API + worker), `api` (API only), `worker` (worker only); `npm start` runs its bundle,
// dist/main.js (scripts/build-server.mjs). Migrations are applied at start; SIGTERM/SIGINT stop accepting, finish
// in-flight requests and the current jobs, then close the database. A bad setting ends the start with one line.
import type { AddressInfo } from 'node:net';
import { ConfigError, listenUrl, loadConfig } from './config.js';
import { buildApp } from './app.js';
import { closePlatform, startPlatform } from './platform/index.js';
import { migrate } from './platform/db/migrate.js';
import { startMetricsListener } from './platform/metrics.js';
import { recordServerAddress } from './platform/server-address.js';
import { wireModules } from './modules/index.js';

type Role = 'serve' | 'api' | 'worker';

/**
 * Set by the first SIGTERM/SIGINT, after which the shutdown owns the exit. Start-up goes on between its steps until
 * it sees it, and a step may meet the platform being closed and fail: the shutdown's doing, not a failed start.
 */
let stopping = false;

/** A listener that cannot start is a setting's fault: the port (taken, privileged) or the host (not this machine's). */
function listenFailure(err: unknown, portVariable: string, hostVariable: string): unknown {
  const { code, message } = err as NodeJS.ErrnoException;
  if (code === 'EADDRINUSE' || code === 'EACCES')
    return new ConfigError(
      portVariable,
      `cannot be listened on (${code}: ${message}); choose a free port from 1024 to 65535`,
    );
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return new ConfigError(
      hostVariable,
      `cannot be listened on (${code}: ${message}); it takes an address of this machine, e.g. 127.0.0.1 or 0.0.0.0`,
    );
  return err;
}

async function main(): Promise<void> {
  const role = (process.argv[2] ?? 'serve') as Role;
  if (!['serve', 'api', 'worker'].includes(role)) {
    console.error(`usage: main.ts serve|api|worker (got "${role}")`);
    process.exit(2);
  }
  const config = loadConfig();
  const p = await startPlatform(config, { backgroundCheckpoints: true });
  const { modules, migrations } = wireModules(p);
  await migrate(p.db, migrations, p.db.dialect === 'postgres' ? { url: config.databaseUrl } : undefined);
  const runWorker = role === 'worker' || (role === 'serve' && config.worker);
  const app = role === 'worker' ? null : await buildApp(p, modules);

  // Signal handlers before the server listens: a SIGTERM arriving during start-up (while the worker starts)
  // must shut down gracefully too, not kill the process with requests in flight.
  // eslint-disable-next-line prefer-const -- shutdown() may read it before start-up sets it (a const would throw there)
  let maintenance: NodeJS.Timeout | undefined;
  const metricsListener = config.metricsPort
    ? await startMetricsListener(p.metrics, config.metricsPort, config.metricsHost).catch((err: unknown) => {
        throw listenFailure(err, 'METRICS_PORT', 'METRICS_HOST');
      })
    : undefined;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    p.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 30_000);
    force.unref();
    try {
      clearInterval(maintenance);
      metricsListener?.close();
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
    const address = await app.listen({ port: config.port, host: config.host }).catch((err: unknown) => {
      throw listenFailure(err, 'PORT', 'HOST');
    });
    // The CLI's links point here when PUBLIC_URL is unset (with PORT=0, the port the system chose).
    await recordServerAddress(p.db, listenUrl({ host: config.host, port: (app.server.address() as AddressInfo).port }));
    p.log.info({ address, role }, 'API listening');
    console.log(`API listening on ${address} (${config.databaseUrl.startsWith('sqlite:') ? 'SQLite' : 'PostgreSQL'}).`);
    console.log(
      'Create a workspace and an API key with: npm run --silent cli -- workspace create --name "My agency" --json, then npm run --silent cli -- key create --workspace <ws_id> --json',
    );
  }
  if (!runWorker || stopping) return;
  await p.jobs.start();
  // The scheduled integrity check (VERIFY_EVERY_HOURS) is a job that queues its successor: queued here once.
  await modules.integrity.services.schedule();
  if (stopping) return;
  // Retention at start and then on an interval: a purge lost to a restart is simply done by the next run.
  const purge = () => void p.retention.run(p.log).then((deleted) => p.log.info({ deleted }, 'retention run'));
  purge();
  maintenance = setInterval(purge, config.retentionIntervalMinutes * 60_000);
  maintenance.unref();
  // The backup schedule is a job row: made (or moved to the current settings) once per worker start.
  const { nextAt } = await modules.backups.services.schedule.ensure();
  if (stopping) return;
  if (nextAt) p.log.info({ nextAt, dir: config.backupDir }, 'next scheduled backup');
  console.log(`Worker started (${role}).`);
}

main().catch((err: unknown) => {
  if (stopping) return;
  // A setting's fault is said in one line, naming the variable; anything else is a bug, shown with its stack.
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
