// Schema compilers: JSON bodies are validated strictly (no coercion, DESIGN §4); query strings, path params and
// headers are text and may be coerced to the schema's numbers and booleans.
import { Ajv, type Options } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

// ajv-formats is CommonJS: under ESM its function is the `default` of the imported module object.
const addFormats = addFormatsModule.default;

const common: Options = { allErrors: false, useDefaults: true, strict: false, removeAdditional: false };
const strict = new Ajv({ ...common, coerceTypes: false });
const coercing = new Ajv({ ...common, coerceTypes: 'array' });
for (const ajv of [strict, coercing]) {
  addFormats(ajv, ['email', 'date', 'date-time', 'uri', 'uuid']);
  // RFC 3339 allows a leap second (`23:59:60`) that JavaScript dates can't hold: such a value passed the format and
  // then failed in `new Date(...).toISOString()` (500). A date-time must also be one `Date` can represent.
  const rfc3339 = ajv.formats['date-time'] as { validate: (s: string) => boolean };
  ajv.addFormat('date-time', { ...rfc3339, validate: (s: string) => rfc3339.validate(s) && !Number.isNaN(Date.parse(s)) });
}

/** Where the first NUL (U+0000) sits in a parsed input, as a JSON pointer (`/lines/0/description`), or null. */
function nulPointer(value: unknown, pointer: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? pointer : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const at = `${pointer}/${key}`;
    if (key.includes('\u0000')) return at;
    const found = nulPointer(item, at);
    if (found !== null) return found;
  }
  return null;
}

type Validate = ((data: unknown) => boolean) & { errors?: unknown[] | null };

/**
 * Inputs with a NUL character are refused before the schema runs: PostgreSQL text cannot store U+0000, so without
 * this the same body would be a 400 nowhere and a 500 there; one rule keeps both databases answering alike.
 */
export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) => {
  const ajv = httpPart === 'body' ? strict : coercing;
  const bySchema = ajv.compile(schema) as Validate;
  const validate: Validate = (data) => {
    const nul = nulPointer(data, '');
    if (nul !== null) {
      validate.errors = [{ instancePath: nul, keyword: 'nul', params: {}, message: 'must not contain NUL characters' }];
      return false;
    }
    const ok = bySchema(data);
    validate.errors = bySchema.errors;
    return ok;
  };
  return validate as ReturnType<FastifySchemaCompiler<object>>;
};

interface AjvIssue {
  instancePath?: string;
  keyword?: string;
  params?: Record<string, unknown>;
  message?: string;
}

/** `/lines/0/unitPrice` → `lines[0].unitPrice`; a missing property is named by itself. */
export function fieldOf(issue: AjvIssue, context?: string): string {
  const parts = (issue.instancePath ?? '').split('/').filter(Boolean);
  if (issue.keyword === 'required' && typeof issue.params?.missingProperty === 'string') parts.push(issue.params.missingProperty);
  if (issue.keyword === 'additionalProperties' && typeof issue.params?.additionalProperty === 'string') parts.push(issue.params.additionalProperty);
  let out = '';
  for (const p of parts) out += /^\d+$/.test(p) ? `[${p}]` : out ? `.${p}` : p;
  return out || (context === 'querystring' ? 'query' : (context ?? 'body'));
}
