// The bare node:http reference every benchmark ratio is measured against: one JSON answer, no framework. Given a
// file, it answers that file's bytes instead: the reference for an answer as large as the one measured.
import fs from 'node:fs';
import http from 'node:http';

const body = process.argv[2]
  ? fs.readFileSync(process.argv[2])
  : JSON.stringify({
      data: { id: 'org_0193a0f0-0000-7000-8000-000000000000', name: 'Reference', createdAt: new Date().toISOString() },
    });
const server = http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
