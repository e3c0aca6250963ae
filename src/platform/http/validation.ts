// Fastify's schema compiler: JSON bodies are validated strictly (no coercion) and lose every field their schema
// does not declare before a handler sees them; query strings, path params and headers are text and may be coerced
// to the schema's numbers and booleans (src/platform/validation.ts).
import type { FastifySchemaCompiler } from 'fastify';
import { compileValidator } from '../validation.js';

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) =>
  compileValidator(schema, httpPart === 'body' ? { coerce: false, exact: true } : { coerce: true }) as ReturnType<
    FastifySchemaCompiler<object>
  >;
