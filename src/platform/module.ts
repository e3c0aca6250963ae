// The contract every business area follows: `createXModule(deps)` builds the area from the dependencies it names and
// returns what it contributes. Nothing registers itself: src/modules/index.ts wires every module's jobs, event
// subscriptions, retention rules and routes, so all the wiring of the service is visible in that one file.
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Database } from './db/index.js';
import type { CountedList } from './db/list-counts.js';
import type { Migrations } from './db/migrate.js';
import type { EventSink, Outbox, Subscription } from './events.js';
import type { JobCatalogue, JobHandler, JobHandlers, JobKind, JobQueue } from './jobs.js';
import type { Retention, RetentionRule } from './retention.js';

/** The Fastify instance type every module's routes are written against. */
export type Api = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** What most services need: the database, and the outbox to emit their events in their transactions. */
export interface DataDeps {
  db: Database;
  outbox: EventSink;
}

export interface Module<S = unknown> {
  /** The area's name: its folder under src/modules. */
  name: string;
  /** Its tables (migration names `NNNN_<area>_<what>`, in the area's number range). */
  migrations: Migrations;
  /** What other modules, the CLI and the routes use. */
  services: S;
  routes?: (app: Api) => void;
  /** Handlers of the job kinds the area enqueues (src/modules/job-catalogue.ts). */
  jobs?: JobHandlers;
  /** What the area does, in the emitting transaction, when other areas' events happen. */
  subscriptions?: readonly Subscription[];
  /** Rows the area deletes once they are past their window. */
  retention?: readonly RetentionRule[];
  /** The lists whose totals its migrations count (`countList`), which the integrity check recounts. */
  countedLists?: readonly CountedList[];
}

/** Registers a module's jobs, subscriptions and retention rules with the process's platform. */
export function install(m: Module, on: { jobs: JobQueue; outbox: Outbox; retention: Retention }): void {
  // Each entry's handler takes its own kind's payload (JobHandlers), which a loop over the entries cannot show.
  for (const [kind, handler] of Object.entries(m.jobs ?? {}) as Array<[JobKind, JobHandler<JobCatalogue[JobKind]>]>)
    on.jobs.register(kind, handler);
  for (const s of m.subscriptions ?? []) on.outbox.subscribe(s);
  for (const r of m.retention ?? []) on.retention.register(r);
}
