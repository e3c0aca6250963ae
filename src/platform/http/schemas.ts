// Schema pieces shared by every module's routes.
import Type from 'typebox';
import { CURRENCY_CODE_PATTERN } from '../money.js';

export const ErrorBody = Type.Object(
  {
    error: Type.String(),
    details: Type.Optional(Type.Object({ field: Type.String(), message: Type.String() })),
    code: Type.Optional(Type.String()),
    message: Type.Optional(Type.String()),
  },
  { additionalProperties: true },
);

/** Error responses every authenticated route can give, for the OpenAPI document. */
export const authErrors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  429: ErrorBody,
};

export const OkBody = Type.Object({ ok: Type.Literal(true) });

/** A JSON object of free-form metadata. */
export const Metadata = Type.Record(Type.String(), Type.Unknown());

/**
 * `T | null`. Written as `type: [T, "null"]` rather than `anyOf`: response serialisation of `anyOf` validates
 * each value against every branch, a type list does not (and request validation is the same either way).
 */
export function Nullable<T extends Type.TSchema>(s: T): Type.TUnsafe<Type.Static<T> | null> {
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
  return Type.String({ pattern: `^(${[prefix, ...aliases].join('|')})_${UUID_PATTERN}$`, description: `${prefix}_… id` });
}

/** Path parameters `{id}` of a resource with this prefix. */
export function IdParamsOf(prefix: string, aliases: string[] = []) {
  return Type.Object({ id: PrefixedId(prefix, aliases) });
}
