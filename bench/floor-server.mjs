// The floor an authenticated GET by id can approach: bare Fastify (the API's version) answering one row read with a
// prepared better-sqlite3 statement from the API's own database file, serialised by a response schema. No auth, rate
// limit, request id or logging. Usage: node bench/floor-server.mjs <sqlite file> (prints {"port"} when listening).
import Fastify from 'fastify';
import SQLite from 'better-sqlite3';

const db = new SQLite(process.argv[2], { readonly: true });
const read = db.prepare('select * from organizations where workspace_id = ? and id = ?');
const app = Fastify({ logger: false });
app.get(
  '/organizations/:ws/:id',
  {
    schema: {
      response: {
        200: {
          type: 'object',
          properties: { data: { type: 'object', additionalProperties: true } },
        },
      },
    },
  },
  async (req, reply) => {
    const row = read.get(req.params.ws, req.params.id);
    if (!row) return reply.code(404).send({ error: 'Not found' });
    return { data: row };
  },
);
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ port: app.server.address().port })}\n`);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
