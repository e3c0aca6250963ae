// Each request's logger (`request.log`, with its request id). Fastify makes a pino child per request; making one
// runs its bindings through redaction (about 1.5 µs of a GET by id's 35 µs of API CPU), and at LOG_LEVEL=warn most
// requests never log. This one makes the child only when a line at an enabled level is logged.
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import { symbols, type Bindings, type ChildLoggerOptions, type Logger } from 'pino';
import { loggedRequest } from '../index.js';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** pino's level numbers (a logger's `levels.values`), which the parent logger carries at run time. */
type WithLevelValues = FastifyBaseLogger & { levels?: { values: Record<string, number> } };

class LazyRequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: WithLevelValues,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  get level(): string {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real().level = level;
  }

  // Methods on the prototype, not arrow properties: a request makes no closures for its logger.
  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }

  private real(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  private write(level: Level, args: unknown[]): void {
    const values = this.parent.levels?.values;
    // A logger without pino's level table: always hand the line over and let it decide.
    if (values && !(values[level]! >= values[this.level]!)) return;
    (this.real()[level] as (...line: unknown[]) => void)(...args);
  }
}

/** Fastify's `childLoggerFactory`: a request logger that costs nothing until it logs. */
export function lazyRequestLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new LazyRequestLogger(parent, bindings, options);
}

/**
 * Fastify's lines about each request: one per answered request (what was asked, its status and time; secret query
 * values taken out of the URL) instead of Fastify's two, and the arrival only at debug, to follow requests in
 * flight. At LOG_LEVEL=info (what `npm start` runs) Fastify's two lines, each through the redaction pass, cost about
 * a third of a GET by id's CPU, and one line made by pino still about 15 µs of its 90 (bench/README.md, "GET by id
 * through `npm start`"): this line has five known fields and no secret, so it is written as pino would write it
 * (level, time, the logger's bindings, then the fields) straight to the logger's destination.
 */
export class RequestLines extends LogController {
  /** The logger's own bindings as pino writes them (`,"pid":…,"hostname":…`). */
  private readonly bindings: string;
  private readonly destination: { write(line: string): unknown };
  private readonly infoLevel: number;

  constructor(private readonly log: Logger) {
    super();
    const internals = log as unknown as Record<symbol, unknown>;
    this.bindings = internals[symbols.chindingsSym] as string;
    this.destination = internals[symbols.streamSym] as { write(line: string): unknown };
    this.infoLevel = log.levels.values.info!;
  }

  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    // An error may carry anything: its line goes through pino and its redaction pass.
    if (error) {
      reply.log.error(
        { res: { statusCode: reply.statusCode }, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
      return;
    }
    if (!this.log.isLevelEnabled('info')) return;
    const req = loggedRequest(request);
    this.destination.write(
      `{"level":${this.infoLevel},"time":${Date.now()}${this.bindings},"reqId":${JSON.stringify(request.id)},"req":${JSON.stringify(req)},"res":{"statusCode":${reply.statusCode}},"responseTime":${reply.elapsedTime},"msg":"request completed"}\n`,
    );
  }
}
