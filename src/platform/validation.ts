// JSON Schema validation of parsed input (Ajv), for the HTTP layer's schema compiler and for documents a service
// parses itself (a marketplace feed file). JSON documents are validated strictly (no coercion); text inputs (query
// strings, path params, headers) may be coerced to the schema's numbers and booleans (docs/decisions.md, Platform).
// A request body is exactly its schema: what an object of the schema does not declare is dropped before anything
// reads it (`exact`), so no undeclared field reaches a service.
import { Ajv, type Options } from 'ajv';
import addFormatsModule from 'ajv-formats';

// ajv-formats is CommonJS: under ESM its function is the `default` of the imported module object.
const addFormats = addFormatsModule.default;

const common: Options = { allErrors: false, useDefaults: true, strict: false, removeAdditional: false };
// strictNumbers for JSON documents: `strict: false` would also let `Infinity` (JSON.parse of `1e400`) pass as a
// number, stored as null. (Text coerced to a number is checked by the coercion itself.)
const strict = new Ajv({ ...common, coerceTypes: false, strictNumbers: true });
const coercing = new Ajv({ ...common, coerceTypes: 'array' });
// removeAdditional: true drops the properties an object schema closes with `additionalProperties: false`, which
// `closed` gives every object that declares its properties and says nothing else.
const exact = new Ajv({ ...common, coerceTypes: false, strictNumbers: true, removeAdditional: true });
for (const ajv of [strict, coercing, exact]) {
  addFormats(ajv, ['email', 'date', 'date-time', 'uri', 'uuid']);
  // RFC 3339 allows a leap second (`23:59:60`) that JavaScript dates can't hold: such a value passed the format and
  // then failed in `new Date(...).toISOString()` (500). A date-time must also be one `Date` can represent.
  const rfc3339 = ajv.formats['date-time'] as { validate: (s: string) => boolean };
  ajv.addFormat('date-time', {
    ...rfc3339,
    validate: (s: string) => rfc3339.validate(s) && !Number.isNaN(Date.parse(s)),
  });
}

/** Whether a parsed input holds a NUL (U+0000) in a string or a key; walks without allocating a pointer. */
function holdsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node === 'string') {
      if (node.includes('\u0000')) return true;
    } else if (node !== null && typeof node === 'object') {
      for (const key in node) {
        if (key.includes('\u0000')) return true;
        stack.push((node as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

/** Where the first NUL (U+0000) sits in a parsed input, as a JSON pointer (`/lines/0/description`), or null. */
function nulPointer(value: unknown): string | null {
  // Every request's params, query and body pass here: the pointer is built only for the rare input that has one.
  if (!holdsNul(value)) return null;
  // Iterative, in document order: inputs are depth-limited by the JSON parser, but a walk must not be the thing
  // that overflows the stack. An entry is [value, its pointer, whether its key holds a NUL].
  const stack: Array<[unknown, string, boolean]> = [[value, '', false]];
  while (stack.length > 0) {
    const [node, pointer, badKey] = stack.pop()!;
    if (badKey || (typeof node === 'string' && node.includes('\u0000'))) return pointer;
    if (node === null || typeof node !== 'object') continue;
    const entries = Object.entries(node);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i]!;
      stack.push([item, `${pointer}/${key}`, key.includes('\u0000')]);
    }
  }
  return null;
}

/** One problem Ajv found (the first: validation stops there). */
export interface ValidationIssue {
  instancePath?: string;
  keyword?: string;
  params?: Record<string, unknown>;
  message?: string;
}

export type Validate = ((data: unknown) => boolean) & { errors?: ValidationIssue[] | null };

/**
 * A copy of `schema` in which every object that lists its `properties` and says nothing of others is closed
 * (`additionalProperties: false`). An object that allows others on purpose (`additionalProperties: true` or a
 * schema: a billing contact with the workspace's form fields, metadata maps) is left as it is. The route's own
 * schema is not changed: the OpenAPI document keeps saying what a client may send, not what is dropped.
 */
export function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    // `properties`, `patternProperties`, `$defs` map names to schemas; `default`, `examples`, `const`, `enum` are data.
    if (key === 'default' || key === 'examples' || key === 'const' || key === 'enum') out[key] = value;
    else if (
      (key === 'properties' || key === 'patternProperties' || key === '$defs') &&
      value &&
      typeof value === 'object'
    ) {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, closed(sub)]));
    } else out[key] = closed(value);
  }
  if ('properties' in out && !('additionalProperties' in out)) out.additionalProperties = false;
  return out;
}

/**
 * A validator of `schema`. Inputs with a NUL character are refused before the schema runs: PostgreSQL text cannot
 * store U+0000, so without this the same input would be a 400 nowhere and a 500 there; one rule keeps both
 * databases answering alike. `exact` (request bodies): properties the schema does not declare are removed from the
 * input as it is validated.
 */
export function compileValidator(schema: object, opts: { coerce: boolean; exact?: boolean }): Validate {
  const bySchema = (
    opts.exact ? exact.compile(closed(schema) as object) : (opts.coerce ? coercing : strict).compile(schema)
  ) as Validate;
  const validate: Validate = (data) => {
    const nul = nulPointer(data);
    if (nul !== null) {
      validate.errors = [{ instancePath: nul, keyword: 'nul', params: {}, message: 'must not contain NUL characters' }];
      return false;
    }
    const ok = bySchema(data);
    validate.errors = bySchema.errors;
    return ok;
  };
  return validate;
}

/** `/lines/0/unitPrice` → `lines[0].unitPrice`; a missing property is named by itself. */
export function fieldOf(issue: ValidationIssue, context?: string): string {
  const parts = (issue.instancePath ?? '').split('/').filter(Boolean);
  if (issue.keyword === 'required' && typeof issue.params?.missingProperty === 'string')
    parts.push(issue.params.missingProperty);
  if (issue.keyword === 'additionalProperties' && typeof issue.params?.additionalProperty === 'string')
    parts.push(issue.params.additionalProperty);
  if (issue.keyword === 'propertyNames' && typeof issue.params?.propertyName === 'string')
    parts.push(issue.params.propertyName);
  let out = '';
  for (const p of parts) out += /^\d+$/.test(p) ? `[${p}]` : out ? `.${p}` : p;
  return out || (context === 'querystring' ? 'query' : (context ?? 'body'));
}
