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
}

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) => {
  const ajv = httpPart === 'body' ? strict : coercing;
  return ajv.compile(schema) as ReturnType<FastifySchemaCompiler<object>>;
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
