// Each request's logger (`request.log`, with its request id). Fastify makes a pino child per request; making one
// runs its bindings through redaction (about 1.5 µs of a GET by id's 35 µs of API CPU), and at LOG_LEVEL=warn most
// requests never log. This one makes the child only when a line at an enabled level is logged.
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

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
 * Fastify's lines about each request: one per answered request (what was asked, its status and time; the `req`
 * serializer takes secret query values out of the URL) instead of Fastify's two, and the arrival only at debug, to
 * follow requests in flight. At LOG_LEVEL=info (what `npm start` runs) the two lines and their redaction pass cost
 * about a third of a GET by id's CPU (bench/README.md, "GET by id through `npm start`"). The line is written by a
 * logger without the redaction pass, which it does not need: it holds no headers nor body.
 */
export class RequestLines extends LogController {
  private readonly lines: FastifyBaseLogger;

  constructor(log: FastifyBaseLogger) {
    super();
    this.lines = log.child({}, { redact: { paths: [] } });
  }

  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const res = { statusCode: reply.statusCode };
    // An error may carry anything: its line goes through the redaction pass.
    if (error) reply.log.error({ res, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else
      this.lines.info({ reqId: request.id, req: request, res, responseTime: reply.elapsedTime }, 'request completed');
  }
}
