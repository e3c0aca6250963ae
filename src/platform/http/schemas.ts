// Schema pieces shared by every module's routes, and the named components of the OpenAPI document: a schema made
// with `Component(name, …)` is registered once (`app.addSchema`) and referenced with `Ref(component)`, so the
// document has `#/components/schemas/<name>` and a generated client a named type. Serialisation and validation are
// those of the same schema either way: a `$ref` is resolved against the registered schema.
import Type from 'typebox';
import { CURRENCY_CODE_PATTERN } from '../money.js';

/** The registered schema a `Ref` points at (not enumerable: it is not part of the schema's JSON). */
const TARGET = Symbol('component');

/** A named component: the schema, given `$id: name` (the component's name in the document). */
export type Component<T extends Type.TSchema = Type.TSchema> = T & { $id: string };

/**
 * Names `schema` as the component `name`. Use it only through `Ref` in route schemas: a schema with an `$id`
 * embedded twice in one route schema would be two schemas with one id.
 */
export function Component<T extends Type.TSchema>(name: string, schema: T): Component<T> {
  if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) throw new Error(`component name must be PascalCase: ${name}`);
  return Object.assign(schema, { $id: name });
}

/** `{ $ref: "<name>" }` to a component, typed as the component (the route's handler must answer that shape). */
export function Ref<T extends Type.TSchema>(component: Component<T>): Type.TUnsafe<Type.Static<T>> {
  const ref = Type.Unsafe<Type.Static<T>>({ $ref: component.$id } as unknown as Type.TSchema);
  Object.defineProperty(ref, TARGET, { value: component, enumerable: false });
  return ref;
}

/**
 * Every component `schema` references (through `Ref`, at any depth, and the components those reference), by name.
 * The app registers each route's with `addSchema` (src/platform/http/openapi.ts).
 */
export function referencedComponents(schema: unknown, found = new Map<string, Component>()): Map<string, Component> {
  const seen = new Set<object>();
  const walk = (node: unknown): void => {
    if (node === null || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    const target = (node as { [TARGET]?: Component })[TARGET];
    if (target) {
      const known = found.get(target.$id);
      if (known && known !== target) throw new Error(`two different schemas are named ${target.$id}`);
      if (!known) {
        found.set(target.$id, target);
        walk(target);
      }
    }
    for (const value of Object.values(node)) walk(value);
  };
  walk(schema);
  return found;
}

const Details = Type.Object(
  {
    field: Type.String({
      description: 'The field at fault: a body path (`lines[0].unitPrice`), `query`, a parameter or header name',
    }),
    message: Type.String(),
  },
  { description: 'The first problem found' },
);

// The error bodies. Their properties keep one order (error, details, code, message, then the rest): the serialiser
// writes declared properties in schema order, and every answer keeps the bytes it had before they were named. Every
// one carries a `code` of the error catalogue (src/platform/errors.ts); the document lists each operation's codes.

const Code = (description: string) => Type.String({ description });

export const ErrorSchema = Component(
  'Error',
  Type.Object(
    {
      error: Type.String({ description: 'What went wrong, in words (e.g. `Organization not found`)' }),
      details: Type.Optional(Details),
      code: Code(
        'Why, for a program to act on: a code of the error catalogue (the API introduction lists them; e.g. `NOT_FOUND`, `HAS_ACTIVE_BOOKINGS`)',
      ),
      message: Type.Optional(Type.String({ description: 'More about the reason, where given' })),
    },
    {
      additionalProperties: true,
      description:
        'The body of every error answer: `error` and `code` always, the other fields where the reason has them (a 422 may carry `details` like a 400; some refusals add fields of their own, e.g. the quota and usage of a full gallery).',
      examples: [
        { error: 'Organization not found', code: 'NOT_FOUND' },
        { error: 'The product has bookings that are not cancelled', code: 'HAS_ACTIVE_BOOKINGS' },
      ],
    },
  ),
);

export const ValidationErrorSchema = Component(
  'ValidationError',
  Type.Object(
    {
      error: Type.String({
        description:
          '`Validation failed` for a field at fault; otherwise what was wrong with the request (`Invalid JSON body`, `No fields to update`)',
      }),
      details: Type.Optional(Details),
      code: Code(
        '`VALIDATION_FAILED` for a field at fault, `INVALID_JSON` or `INVALID_REQUEST` for a malformed request',
      ),
      message: Type.Optional(Type.String()),
      issues: Type.Optional(
        Type.Array(Type.Object({ field: Type.String(), message: Type.String() }), {
          description:
            'Every problem, where the request is judged as a whole (a form submission); `details` is the first',
        }),
      ),
    },
    {
      additionalProperties: true,
      description:
        'A 400: the request is malformed or a field is invalid. `details` names the first invalid field (always, for a body, query or parameter that fails its schema); a body that is not JSON has none.',
      examples: [
        {
          error: 'Validation failed',
          details: { field: 'email', message: 'must match format "email"' },
          code: 'VALIDATION_FAILED',
        },
      ],
    },
  ),
);

/** The wizard's 400 (commit, submission): the data and the workspace's forms judged as a whole. */
export const WizardValidationErrorSchema = Component(
  'WizardValidationError',
  Type.Object(
    {
      error: Type.String(),
      issues: Type.Optional(
        Type.Array(Type.Object({ field: Type.String(), message: Type.String() }), {
          description: "Every problem of the booking data and the workspace's billing and passenger forms",
        }),
      ),
      details: Type.Optional(Details),
      code: Code('`VALIDATION_FAILED`, or `INVALID_JSON` / `INVALID_REQUEST` for a malformed request'),
    },
    {
      additionalProperties: true,
      description:
        "A 400 of the booking wizard: `issues` lists every problem of the session's data and of the workspace's billing and passenger forms, `details` the first; a malformed request has the usual `details` only.",
      examples: [
        {
          error: 'Validation failed',
          issues: [{ field: 'billing.email', message: 'is required' }],
          details: { field: 'billing.email', message: 'is required' },
          code: 'VALIDATION_FAILED',
        },
      ],
    },
  ),
);

export const ForbiddenSchema = Component(
  'Forbidden',
  Type.Object(
    {
      error: Type.String({ description: 'Always `Forbidden`' }),
      code: Code(
        '`SCOPE_REQUIRED` (the scope the key lacks), `WORKSPACE_MISMATCH`, `CSRF_REJECTED`, `SESSION_ONLY`, `SESSION_REQUIRED`, `SANDBOX_FEATURE_DISABLED` (see SandboxFeatureDisabled), or a refusal of the operation',
      ),
      message: Type.Optional(
        Type.String({
          description: 'Why: the scope the key lacks, the workspace it does not belong to, or the sandbox rule',
        }),
      ),
      required_scope: Type.Optional(
        Type.String({ description: 'The scope the key lacks (the first one, where several grant the route)' }),
      ),
    },
    {
      additionalProperties: true,
      description:
        'A 403: the key lacks the scope the route needs (`required_scope`), names another workspace in `x-workspace-id`, or (live-only routes) the workspace is a sandbox.',
      examples: [
        {
          error: 'Forbidden',
          code: 'SCOPE_REQUIRED',
          message: 'This API key lacks the required scope: bookings:write',
          required_scope: 'bookings:write',
        },
      ],
    },
  ),
);

/** The sandbox rejection, as its own schema for the document (the answer is serialised as `Forbidden`). */
export const SandboxFeatureDisabledSchema = Component(
  'SandboxFeatureDisabled',
  Type.Object(
    {
      error: Type.Enum(['Forbidden']),
      code: Type.Enum(['SANDBOX_FEATURE_DISABLED']),
      message: Type.String(),
    },
    {
      description:
        "The 403 of a live-only route (the marketplace) called with a sandbox workspace's key, before its scope or input is looked at.",
      examples: [
        {
          error: 'Forbidden',
          code: 'SANDBOX_FEATURE_DISABLED',
          message: 'This feature is not available in sandbox workspaces',
        },
      ],
    },
  ),
);

export const RateLimitedSchema = Component(
  'RateLimited',
  Type.Object(
    {
      error: Type.String({ description: '`Rate limit exceeded`, or `Too many sign-in attempts`' }),
      code: Code('`RATE_LIMITED` (the request budget), or `TOO_MANY_SIGN_IN_ATTEMPTS`'),
      retry_after: Type.Integer({
        minimum: 1,
        description: 'Seconds to wait before the next request (the `Retry-After` header says the same)',
      }),
    },
    {
      additionalProperties: true,
      description:
        "A 429: the workspace's request budget (or the client address's, on public routes) is spent for now.",
      examples: [{ error: 'Rate limit exceeded', code: 'RATE_LIMITED', retry_after: 1 }],
    },
  ),
);

/** The common error body (`Error`), for any status a route documents beyond the usual ones (409, 413, 422…). */
export const ErrorBody = Ref(ErrorSchema);
export const ValidationErrorBody = Ref(ValidationErrorSchema);

/** Error responses every authenticated route can give, for the OpenAPI document. */
export const authErrors = {
  400: ValidationErrorBody,
  401: ErrorBody,
  403: Ref(ForbiddenSchema),
  404: ErrorBody,
  429: Ref(RateLimitedSchema),
};

export const OkBody = Type.Object({ ok: Type.Literal(true) });

/**
 * A metadata value: a string of up to 500 characters, a number, a boolean or null. The bounds on a number refuse the
 * infinities `JSON.parse` makes of `1e400` (Ajv's `number` takes them; JSON would store them as null).
 */
const MetadataValue = Type.Unsafe<string | number | boolean | null>({
  type: ['string', 'number', 'boolean', 'null'],
  maxLength: 500,
  minimum: -Number.MAX_VALUE,
  maximum: Number.MAX_VALUE,
});

/**
 * Free-form metadata in a request, bounded as Stripe bounds it: at most 50 keys of up to 40 characters, flat values.
 * `additionalProperties` rather than `Type.Record`'s `^.*$` pattern, which a key with a line break would escape.
 */
export const Metadata = Type.Unsafe<Record<string, string | number | boolean | null>>({
  type: 'object',
  additionalProperties: MetadataValue,
  maxProperties: 50,
  propertyNames: { maxLength: 40 },
  description:
    'Free-form key/value pairs: at most 50 keys of up to 40 characters; each value a string of up to 500 characters, a finite number, a boolean or null.',
});

/**
 * A JSON object of any values, unchecked: metadata as answered (rows written before `Metadata` had bounds may hold
 * nested values, which the response serialiser would refuse under `Metadata`'s value types), and a marketplace
 * product's attributes (an operator's feed file or a supplier's catalogue, not a client's request).
 */
export const JsonObject = Type.Record(Type.String(), Type.Unknown());

/**
 * `T | null`. Written as `type: [T, "null"]` rather than `anyOf`: response serialisation of `anyOf` validates
 * each value against every branch, a type list does not (and request validation is the same either way).
 */
export function Nullable<T extends Type.TSchema>(s: T): Type.TUnsafe<Type.Static<T> | null> {
  if ('$id' in s)
    throw new Error(`Nullable(${String(s.$id)}): a component is nullable only inline (its schema without the id)`);
  const type = (s as { type?: unknown }).type;
  if (typeof type === 'string') return Type.Unsafe<Type.Static<T> | null>({ ...s, type: [type, 'null'] });
  return Type.Unsafe<Type.Static<T> | null>(Type.Union([s, Type.Null()]));
}

/**
 * A currency code in a request. A schema checks only the shape; the service checks the code against the one list
 * (`isCurrency`). `anyCase` also lets lower case through, for a service that upper-cases the code itself.
 */
export function CurrencyCode(opts: { description?: string; anyCase?: boolean } = {}) {
  const pattern = opts.anyCase ? '^[A-Za-z]{3}$' : CURRENCY_CODE_PATTERN;
  return Type.String(opts.description === undefined ? { pattern } : { pattern, description: opts.description });
}

const UUID_PATTERN = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

/** A `<prefix>_<uuid>` id (also under the spec's alias prefixes); a wrong prefix is a 400 naming the field. */
export function PrefixedId(prefix: string, aliases: string[] = []) {
  return Type.String({
    pattern: `^(${[prefix, ...aliases].join('|')})_${UUID_PATTERN}$`,
    description: `${prefix}_… id`,
  });
}

/** Path parameters `{id}` of a resource with this prefix. */
export function IdParamsOf(prefix: string, aliases: string[] = []) {
  return Type.Object({ id: PrefixedId(prefix, aliases) });
}
