import fs from 'node:fs';
import http from 'node:http';
import type { Kysely } from 'kysely';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { galleryMigrations } from '../../src/modules/gallery/migrations.js';
import { withMigrationLock } from '../../src/platform/db/migrate.js';
import type { GalleryTables } from '../../src/modules/gallery/store.js';
import { clock } from '../../src/platform/clock.js';
import { newId } from '../../src/platform/ids.js';
import type { JobsTable } from '../../src/platform/jobs.js';
import { createTestApp, type TestApp, type TestWorkspace } from '../support/app.js';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e2b5a2d80000000049454e44ae426082',
  'hex',
);
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
const MP4 = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100)]);
const MAX = 4096;

type Part = { name: string; value: string } | { name: string; fileName: string; contentType: string; data: Buffer };

function multipart(parts: Part[]) {
  const boundary = `----tca${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const file = 'data' in p;
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${file ? `; filename="${p.fileName}"` : ''}\r\n${file ? `Content-Type: ${p.contentType}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), file ? p.data : Buffer.from(p.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function uploadMultipartTo(t: TestApp, parts: Part[], key: string, headers: Record<string, string> = {}) {
  const { payload, contentType } = multipart(parts);
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/gallery/upload',
    payload,
    headers: { authorization: `Bearer ${key}`, 'content-type': contentType, ...headers },
  });
  return { status: res.statusCode, body: res.json() };
}

/** Received bytes not (yet) committed under a key: where streamed uploads wait. */
function incomingOf(t: TestApp): string[] {
  const dir = path.join(t.config.galleryDir, '.incoming');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

/** Files stored under a workspace's directory. */
function storedOf(t: TestApp, workspaceId: string): string[] {
  const dir = path.join(t.config.galleryDir, workspaceId);
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

/** A PNG padded with zeros to `size` bytes (still detected as PNG). */
const pngOf = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);

describe('gallery', () => {
  let t: TestApp;
  let ws: TestWorkspace;
  let other: TestWorkspace;

  beforeAll(async () => {
    t = await createTestApp({ galleryMaxFileBytes: MAX });
    ws = await t.workspace();
    other = await t.workspace();
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(t.config.galleryDir, { recursive: true, force: true });
  });

  const uploadJson = (body: Record<string, unknown>, key = ws.key, headers: Record<string, string> = {}) =>
    t.call('POST', '/v1/gallery/upload', { key, body, headers });
  const png = (extra: Record<string, unknown> = {}, key = ws.key) =>
    uploadJson({ fileName: 'pixel.png', contentBase64: PNG.toString('base64'), ...extra }, key);
  const uploadMultipart = (parts: Part[], key = ws.key, headers: Record<string, string> = {}) =>
    uploadMultipartTo(t, parts, key, headers);
  const storedPath = (workspaceId: string, id: string) => path.join(t.config.galleryDir, workspaceId, id);
  const jobsOf = (kind: string) =>
    t.platform.db.kysely.withTables<JobsTable>().selectFrom('jobs').selectAll().where('kind', '=', kind).execute();
  const total = async (key = ws.key) =>
    (await t.call('GET', '/v1/gallery/files', { key })).body.pagination.total as number;

  it('uploads base64 JSON: 202 processing, then the job verifies the stored copy and emits gallery.file.uploaded', async () => {
    const w = await t.workspace();
    const r = await uploadJson(
      {
        fileName: 'pixel.png',
        contentType: 'image/png',
        contentBase64: PNG.toString('base64'),
        altText: 'A pixel',
        tags: ['Hero', 'hero', ' summer '],
        folder: 'Marketing/Campaigns',
      },
      w.key,
    );
    expect(r.status).toBe(202);
    expect(r.body).toMatchObject({
      fileId: expect.stringMatching(/^gal_file_[0-9a-f-]{36}$/),
      jobId: expect.stringMatching(/^job_/),
      status: 'processing',
    });
    const id = r.body.fileId;
    expect(r.body.data).toEqual({
      id,
      workspaceId: w.id,
      name: `${w.id}/${id}`,
      originalName: 'pixel.png',
      size: PNG.length,
      mimeType: 'image/png',
      type: 'image',
      storageProvider: 'disk',
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      folder: 'Marketing/Campaigns',
      status: 'processing',
      metadata: { altText: 'A pixel', description: null, tags: ['Hero', 'summer'] },
      downloadUrl: `/v1/gallery/download/${id}`,
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: expect.stringMatching(/Z$/),
    });
    expect(fs.readFileSync(storedPath(w.id, id))).toEqual(PNG);
    expect((await t.call('GET', `/v1/gallery/files/${id}`, { key: w.key })).body.data.status).toBe('processing');
    expect(await t.events(w.id)).toEqual([]);

    await t.drainJobs();
    expect((await t.call('GET', `/v1/gallery/files/${id}`, { key: w.key })).body.data.status).toBe('completed');
    const events = await t.events(w.id);
    expect(events.map((e) => e.type)).toEqual(['gallery.file.uploaded']);
    expect(events[0]!.data).toMatchObject({ id, status: 'completed', mimeType: 'image/png' });

    const dl = await t.app.inject({
      method: 'GET',
      url: `/v1/gallery/download/${id}`,
      headers: { authorization: `Bearer ${w.key}` },
    });
    expect(dl.statusCode).toBe(200);
    expect(dl.rawPayload).toEqual(PNG);
    expect(dl.headers['content-type']).toBe('image/png');
    expect(dl.headers['content-length']).toBe(String(PNG.length));
    expect(dl.headers['content-disposition']).toBe(`attachment; filename="pixel.png"; filename*=UTF-8''pixel.png`);
    expect(dl.headers['x-request-id']).toMatch(/^req_/);
  });

  it('uploads multipart: the file part plus text fields; the name comes from the part unless fileName is given', async () => {
    const r = await uploadMultipart([
      { name: 'tags', value: 'brochure, 2026' },
      { name: 'folder', value: 'Docs' },
      { name: 'file', fileName: 'C:\\Users\\me\\Prospekt Été.pdf', contentType: 'application/pdf', data: PDF },
    ]);
    expect(r.status).toBe(202);
    expect(r.body.data).toMatchObject({
      originalName: 'Prospekt Été.pdf',
      mimeType: 'application/pdf',
      type: 'document',
      size: PDF.length,
      folder: 'Docs',
      metadata: { tags: ['brochure', '2026'] },
    });
    const dl = await t.app.inject({
      method: 'GET',
      url: `/v1/gallery/download/${r.body.fileId}`,
      headers: { authorization: `Bearer ${ws.key}` },
    });
    expect(dl.rawPayload).toEqual(PDF);
    expect(dl.headers['content-disposition']).toBe(
      `attachment; filename="Prospekt _t_.pdf"; filename*=UTF-8''Prospekt%20%C3%89t%C3%A9.pdf`,
    );

    const named = await uploadMultipart([
      { name: 'fileName', value: 'clip.mp4' },
      { name: 'file', fileName: 'blob', contentType: 'application/octet-stream', data: MP4 },
    ]);
    expect(named.status).toBe(202);
    expect(named.body.data).toMatchObject({ originalName: 'clip.mp4', mimeType: 'video/mp4', type: 'video' });
  });

  it('checks the bytes, not the name: size limit, allow-list, declared type; a refused upload stores nothing', async () => {
    const w = await t.workspace();
    const cases: Array<[() => Promise<{ status: number; body: { details?: { field: string } } }>, number, string]> = [
      [() => uploadJson({ contentBase64: PNG.toString('base64') }, w.key), 400, 'fileName'],
      [() => uploadJson({ fileName: 'a.png' }, w.key), 400, 'contentBase64'],
      [() => uploadJson({ fileName: 'a.png', contentBase64: 42 }, w.key), 400, 'contentBase64'],
      [() => uploadJson({ fileName: 'a.png', contentBase64: 'not base64!' }, w.key), 400, 'contentBase64'],
      [() => uploadJson({ fileName: 'a.png', contentBase64: 'iVBORw0KGgo' }, w.key), 400, 'contentBase64'],
      [() => uploadJson({ fileName: '../', contentBase64: PNG.toString('base64') }, w.key), 400, 'fileName'],
      [
        () => uploadJson({ fileName: 'a.png', contentBase64: PNG.toString('base64'), tags: [''] }, w.key),
        400,
        'tags[0]',
      ],
      [
        () => uploadJson({ fileName: 'a.png', contentBase64: PNG.toString('base64'), folder: '/abs' }, w.key),
        400,
        'folder',
      ],
      [
        () =>
          uploadJson({ fileName: 'notes.png', contentBase64: Buffer.from('just some text').toString('base64') }, w.key),
        415,
        'contentBase64',
      ],
      [() => uploadJson({ fileName: 'setup.pdf', contentBase64: EXE.toString('base64') }, w.key), 415, 'contentBase64'],
      [
        () =>
          uploadJson({ fileName: 'a.png', contentType: 'image/png', contentBase64: JPEG.toString('base64') }, w.key),
        422,
        'contentType',
      ],
      [
        () =>
          uploadJson(
            { fileName: 'big.png', contentBase64: Buffer.concat([PNG, Buffer.alloc(MAX)]).toString('base64') },
            w.key,
          ),
        413,
        'contentBase64',
      ],
      [
        () =>
          uploadMultipart(
            [
              {
                name: 'file',
                fileName: 'big.png',
                contentType: 'image/png',
                data: Buffer.concat([PNG, Buffer.alloc(MAX)]),
              },
            ],
            w.key,
          ),
        413,
        'file',
      ],
      [
        () =>
          uploadMultipart(
            [{ name: 'file', fileName: 'empty.png', contentType: 'image/png', data: Buffer.alloc(0) }],
            w.key,
          ),
        400,
        'file',
      ],
      [
        () =>
          uploadMultipart(
            [{ name: 'file', fileName: 'x.png', contentType: 'image/png', data: Buffer.from('<svg/>') }],
            w.key,
          ),
        415,
        'file',
      ],
      [() => uploadMultipart([{ name: 'fileName', value: 'x.png' }], w.key), 400, 'file'],
      [() => uploadMultipart([{ name: 'file', value: 'not a file' }], w.key), 400, 'file'],
      [
        () => uploadMultipart([{ name: 'image', fileName: 'x.png', contentType: 'image/png', data: PNG }], w.key),
        400,
        'image',
      ],
    ];
    for (const [run, status, field] of cases) {
      const r = await run();
      expect(r.status, `${status} ${field}`).toBe(status);
      expect(r.body.details?.field, `${status} ${field}`).toBe(field);
    }
    const text = await t.call('POST', '/v1/gallery/upload', {
      key: w.key,
      rawBody: 'hello',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    expect((await t.call('POST', '/v1/gallery/upload', { key: w.key, rawBody: '{"fileName":' })).status).toBe(400);
    const empty = await t.call('POST', '/v1/gallery/upload', { key: w.key });
    expect(empty.status).toBe(400);
    expect(empty.body.details.field).toBe('body');
    const huge = await uploadJson({ fileName: 'huge.png', contentBase64: 'A'.repeat(MAX * 2 + 70_000) }, w.key);
    expect(huge.status).toBe(413);
    expect(await total(w.key)).toBe(0);
    expect(fs.existsSync(path.join(t.config.galleryDir, w.id))).toBe(false);
    expect(incomingOf(t)).toEqual([]);
    expect(await t.events(w.id)).toEqual([]);
  });

  it('answers 401 without a key and 403 naming the scope', async () => {
    expect((await t.call('GET', '/v1/gallery/files')).status).toBe(401);
    expect((await t.call('POST', '/v1/gallery/upload', { body: {} })).status).toBe(401);
    const reader = await t.key(ws.id, { scopes: ['gallery:read'] });
    const writer = await t.key(ws.id, { scopes: ['gallery:write'] });
    const up = await png({}, reader);
    expect(up.status).toBe(403);
    expect(up.body.message).toContain('gallery:write');
    const multi = await uploadMultipart(
      [{ name: 'file', fileName: 'x.png', contentType: 'image/png', data: PNG }],
      reader,
    );
    expect(multi.status).toBe(403);
    const id = (await png({}, writer)).body.fileId;
    expect((await t.call('GET', `/v1/gallery/files/${id}`, { key: writer })).body.message).toContain('gallery:read');
    const del = await t.call('DELETE', `/v1/gallery/files/${id}`, { key: writer });
    expect(del.status).toBe(403);
    expect(del.body.message).toContain('gallery:delete');
    expect((await t.call('GET', `/v1/gallery/download/${id}`, { key: reader })).status).toBe(200);
    expect((await t.call('PUT', `/v1/gallery/files/${id}`, { key: reader, body: { tags: [] } })).status).toBe(403);
  });

  it('lists with type, tag, folder, q, sort and pagination, only this workspace', async () => {
    const w = await t.workspace();
    await png({ fileName: 'b-pixel.png', tags: ['Beach'], folder: 'Summer' }, w.key);
    await uploadJson(
      { fileName: 'a-photo.jpg', contentBase64: JPEG.toString('base64'), tags: ['beach', 'sunset'] },
      w.key,
    );
    await uploadJson(
      { fileName: 'c-terms.pdf', contentBase64: PDF.toString('base64'), altText: 'Booking terms' },
      w.key,
    );
    await png({ fileName: 'elsewhere.png', tags: ['beach'] }, other.key);
    const names = async (qs: string) => {
      const r = await t.call('GET', `/v1/gallery/files?${qs}`, { key: w.key });
      expect(r.status, qs).toBe(200);
      return r.body.data.map((f: { originalName: string }) => f.originalName);
    };
    expect(await names('sort=name')).toEqual(['a-photo.jpg', 'b-pixel.png', 'c-terms.pdf']);
    expect(await names('')).toEqual(['c-terms.pdf', 'a-photo.jpg', 'b-pixel.png']);
    expect(await names('type=image&sort=name')).toEqual(['a-photo.jpg', 'b-pixel.png']);
    expect(await names('type=document')).toEqual(['c-terms.pdf']);
    expect(await names('type=audio')).toEqual([]);
    expect(await names('type=all&sort=-name')).toEqual(['c-terms.pdf', 'b-pixel.png', 'a-photo.jpg']);
    expect(await names('tag=BEACH&sort=name')).toEqual(['a-photo.jpg', 'b-pixel.png']);
    expect(await names('tag=sunset')).toEqual(['a-photo.jpg']);
    expect(await names('folder=Summer')).toEqual(['b-pixel.png']);
    expect(await names('q=terms')).toEqual(['c-terms.pdf']);
    expect(await names('sortBy=size&sortOrder=asc')).toEqual(['a-photo.jpg', 'c-terms.pdf', 'b-pixel.png']);
    expect(await names('status=processing&sort=name')).toHaveLength(3);
    const page = await t.call('GET', '/v1/gallery/files?sort=name&limit=2&offset=1', { key: w.key });
    expect(page.body.data.map((f: { originalName: string }) => f.originalName)).toEqual(['b-pixel.png', 'c-terms.pdf']);
    expect(page.body.pagination).toEqual({ total: 3, limit: 2, offset: 1, has_more: false, next_cursor: null });
    for (const bad of ['type=exe', 'sort=secret', 'limit=101', 'status=deleted']) {
      const r = await t.call('GET', `/v1/gallery/files?${bad}`, { key: w.key });
      expect(r.status, bad).toBe(400);
      expect(r.body.details.field, bad).toMatch(/type|sort|limit|status/);
    }
  });

  it('updates tags, alt text, description and folder (null clears) and emits gallery.file.updated', async () => {
    const w = await t.workspace();
    const id = (await png({ tags: ['old'], altText: 'Old', folder: 'A' }, w.key)).body.fileId;
    const r = await t.call('PUT', `/v1/gallery/files/${id}`, {
      key: w.key,
      body: { tags: ['New', 'Hero'], altText: 'New alt', description: 'A description', folder: null },
    });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      id,
      folder: null,
      metadata: { altText: 'New alt', description: 'A description', tags: ['New', 'Hero'] },
    });
    expect((await t.call('GET', '/v1/gallery/files?tag=old', { key: w.key })).body.data).toEqual([]);
    expect(
      (await t.call('GET', '/v1/gallery/files?tag=hero', { key: w.key })).body.data.map((f: { id: string }) => f.id),
    ).toEqual([id]);
    const kept = await t.call('PUT', `/v1/gallery/files/${id}`, { key: w.key, body: { altText: null } });
    expect(kept.body.data.metadata).toEqual({ altText: null, description: 'A description', tags: ['New', 'Hero'] });
    for (const [body, field] of [
      [{ tags: 'x' }, 'tags'],
      [{ folder: 'a//b' }, 'folder'],
      [{ altText: 5 }, 'altText'],
      [{ tags: Array(51).fill('t') }, 'tags'],
    ] as const) {
      const bad = await t.call('PUT', `/v1/gallery/files/${id}`, { key: w.key, body });
      expect(bad.status, field).toBe(400);
      expect(bad.body.details.field).toBe(field);
    }
    const events = await t.events(w.id, 'gallery.file.updated');
    expect(events).toHaveLength(2);
    expect(events[0]!.data).toMatchObject({ id, metadata: { tags: ['New', 'Hero'] } });
  });

  it("answers 404 for another workspace's file and 400 for a malformed id", async () => {
    const id = (await png()).body.fileId;
    for (const [method, url] of [
      ['GET', `/v1/gallery/files/${id}`],
      ['PUT', `/v1/gallery/files/${id}`],
      ['DELETE', `/v1/gallery/files/${id}`],
      ['GET', `/v1/gallery/download/${id}`],
    ] as const) {
      const r = await t.call(method, url, { key: other.key, body: method === 'PUT' ? { tags: ['x'] } : undefined });
      expect(r.status, `${method} ${url}`).toBe(404);
    }
    expect((await t.call('GET', `/v1/gallery/files/${id}`, { key: ws.key })).body.data.metadata.tags).toEqual([]);
    const bad = await t.call('GET', '/v1/gallery/files/prod_00000000-0000-7000-8000-000000000000', { key: ws.key });
    expect(bad.status).toBe(400);
    expect(bad.body.details.field).toBe('id');
  });

  it('deletes in two steps: scheduled → deleting → the job removes the bytes, marks it deleted, emits gallery.file.deleted; twice is harmless', async () => {
    const w = await t.workspace();
    const id = (await png({ tags: ['gone'] }, w.key)).body.fileId;
    await t.drainJobs();
    const del = await t.call('DELETE', `/v1/gallery/files/${id}`, { key: w.key });
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ message: 'File deletion scheduled', status: 'scheduled', fileId: id });
    expect((await t.call('GET', `/v1/gallery/files/${id}`, { key: w.key })).body.data.status).toBe('deleting');
    expect((await t.call('GET', `/v1/gallery/download/${id}`, { key: w.key })).status).toBe(404);
    expect((await t.call('PUT', `/v1/gallery/files/${id}`, { key: w.key, body: { tags: [] } })).status).toBe(409);
    expect((await t.call('DELETE', `/v1/gallery/files/${id}`, { key: w.key })).body).toEqual(del.body);
    expect(await t.events(w.id, 'gallery.file.deleted')).toEqual([]);
    expect(fs.existsSync(storedPath(w.id, id))).toBe(true);

    await t.drainJobs();
    expect(fs.existsSync(storedPath(w.id, id))).toBe(false);
    expect((await t.call('GET', `/v1/gallery/files/${id}`, { key: w.key })).status).toBe(404);
    expect((await t.call('GET', `/v1/gallery/download/${id}`, { key: w.key })).status).toBe(404);
    expect((await t.call('DELETE', `/v1/gallery/files/${id}`, { key: w.key })).status).toBe(404);
    expect((await t.call('GET', '/v1/gallery/files?tag=gone', { key: w.key })).body.pagination.total).toBe(0);
    await t.drainJobs();
    const events = await t.events(w.id, 'gallery.file.deleted');
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toMatchObject({ id, status: 'deleted', deletedAt: expect.any(String) });
  });

  it('concurrent deletes schedule one job; a delete while processing wins over the verification', async () => {
    const w = await t.workspace();
    const id = (await png({}, w.key)).body.fileId;
    const before = (await jobsOf('gallery.file.delete')).length;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.call('DELETE', `/v1/gallery/files/${id}`, { key: w.key })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect((await jobsOf('gallery.file.delete')).length - before).toBe(1);
    await t.drainJobs();
    expect((await t.events(w.id)).map((e) => e.type)).toEqual(['gallery.file.deleted']);
  });

  it('marks an upload failed when the stored copy does not match what was received', async () => {
    const w = await t.workspace();
    const id = (await png({}, w.key)).body.fileId;
    fs.writeFileSync(storedPath(w.id, id), Buffer.concat([PNG, Buffer.from('tampered')]));
    await t.drainJobs();
    expect((await t.call('GET', `/v1/gallery/files/${id}`, { key: w.key })).body.data.status).toBe('failed');
    expect((await t.call('GET', `/v1/gallery/download/${id}`, { key: w.key })).status).toBe(404);
    expect(await t.events(w.id, 'gallery.file.uploaded')).toEqual([]);
  });

  it('replays a multipart upload with the same Idempotency-Key; another file under that key is refused', async () => {
    const w = await t.workspace();
    const parts: Part[] = [{ name: 'file', fileName: 'x.png', contentType: 'image/png', data: PNG }];
    const first = await uploadMultipart(parts, w.key, { 'idempotency-key': 'up-1' });
    const again = await uploadMultipart(parts, w.key, { 'idempotency-key': 'up-1' });
    expect(first.status).toBe(202);
    expect(again.body.fileId).toBe(first.body.fileId);
    const otherFile = await uploadMultipart(
      [{ name: 'file', fileName: 'x.png', contentType: 'image/jpeg', data: JPEG }],
      w.key,
      { 'idempotency-key': 'up-1' },
    );
    expect(otherFile.status).toBe(422);
    expect(await total(w.key)).toBe(1);
    // The replays' received bytes are removed once answered: one stored copy, nothing waiting.
    await vi.waitFor(() => expect(incomingOf(t)).toEqual([]));
    expect(storedOf(t, w.id)).toEqual([first.body.fileId]);
  });

  describe('orphan sweep (retention rule gallery_orphans)', () => {
    afterEach(() => clock.reset());

    it('removes bytes no committed row refers to once older than GALLERY_ORPHAN_MINUTES; keeps young ones and committed files', async () => {
      const w = await t.workspace();
      const committed = (await png({}, w.key)).body.fileId;
      const deleting = (await png({}, w.key)).body.fileId;
      await t.call('DELETE', `/v1/gallery/files/${deleting}`, { key: w.key }); // its job has not run: the bytes stay referenced
      const write = (rel: string, at?: number) => {
        const file = path.join(t.config.galleryDir, rel);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, PNG);
        if (at !== undefined) fs.utimesSync(file, new Date(at), new Date(at));
        return file;
      };
      // A process that died between storing the bytes and committing the row, an upload that died while
      // streaming, and a temporary file of an interrupted write.
      const oldOrphan = write(`${w.id}/${newId('gal_file')}`);
      const oldIncoming = write('.incoming/0123456789abcdef01234567');
      const oldTemp = write(`${w.id}/${newId('gal_file')}.0123456789ab.tmp`);
      // Files the gallery did not write are never touched, however old.
      const foreign = [
        write(`${w.id}/notes.txt`),
        write('.incoming/README'),
        write(`${w.id}/${newId('gal_file').toUpperCase()}`),
      ];
      clock.advance(61 * 60_000);
      // Written "now" by the app's clock: an upload in flight.
      const youngOrphan = write(`${w.id}/${newId('gal_file')}`, clock.nowMs() - 60_000);
      const youngIncoming = write('.incoming/fedcba9876543210fedcba98', clock.nowMs() - 60_000);

      const run = await t.platform.retention.run();
      expect(run.gallery_orphans).toBe(3);
      for (const gone of [oldOrphan, oldIncoming, oldTemp]) expect(fs.existsSync(gone), gone).toBe(false);
      for (const kept of [youngOrphan, youngIncoming, storedPath(w.id, committed), storedPath(w.id, deleting)])
        expect(fs.existsSync(kept), kept).toBe(true);
      const dl = await t.app.inject({
        method: 'GET',
        url: `/v1/gallery/download/${committed}`,
        headers: { authorization: `Bearer ${w.key}` },
      });
      expect(dl.rawPayload).toEqual(PNG);
      expect((await t.platform.retention.run()).gallery_orphans).toBe(0);

      // Once older than the threshold, the young orphans go too; the committed file never does.
      clock.advance(60 * 60_000);
      expect((await t.platform.retention.run()).gallery_orphans).toBe(2);
      expect(fs.existsSync(youngOrphan)).toBe(false);
      expect(fs.existsSync(youngIncoming)).toBe(false);
      expect(fs.existsSync(storedPath(w.id, committed))).toBe(true);
      for (const kept of foreign) expect(fs.existsSync(kept), kept).toBe(true);
    });
  });
});

describe('gallery: streaming, quota and the JSON cap', () => {
  const FILE_MAX = 256 * 1024;
  const JSON_MAX = 16 * 1024;
  const QUOTA_BYTES = 500_000;
  const QUOTA_FILES = 5;
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      galleryMaxFileBytes: FILE_MAX,
      galleryMaxJsonFileBytes: JSON_MAX,
      galleryQuotaBytes: QUOTA_BYTES,
      galleryQuotaFiles: QUOTA_FILES,
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(t.config.galleryDir, { recursive: true, force: true });
  });

  const json = (key: string, bytes: Buffer) =>
    t.call('POST', '/v1/gallery/upload', { key, body: { fileName: 'p.png', contentBase64: bytes.toString('base64') } });
  const multi = (key: string, bytes: Buffer) =>
    uploadMultipartTo(t, [{ name: 'file', fileName: 'p.png', contentType: 'image/png', data: bytes }], key);

  it('caps base64 JSON uploads at GALLERY_MAX_JSON_FILE_BYTES (413), below multipart', async () => {
    const w = await t.workspace();
    expect((await json(w.key, pngOf(JSON_MAX))).status).toBe(202);
    const over = await json(w.key, pngOf(JSON_MAX + 1));
    expect(over.status).toBe(413);
    expect(over.body).toEqual({
      error: 'File too large',
      details: { field: 'contentBase64', message: `must be at most ${JSON_MAX} bytes` },
      code: 'FILE_TOO_LARGE',
    });
    // The same file, and one far larger than a JSON body may be, go through multipart.
    expect((await multi(w.key, pngOf(JSON_MAX + 1))).status).toBe(202);
    expect((await multi(w.key, pngOf(FILE_MAX))).status).toBe(202);
    expect(await t.call('GET', '/v1/gallery/files', { key: w.key }).then((r) => r.body.pagination.total)).toBe(3);
  });

  it('refuses a multipart file over GALLERY_MAX_FILE_BYTES (413) or of a refused type (415) and leaves no file behind', async () => {
    const w = await t.workspace();
    const r = await multi(w.key, pngOf(FILE_MAX + 1));
    expect(r.status).toBe(413);
    expect(r.body).toEqual({
      error: 'File too large',
      details: { field: 'file', message: `must be at most ${FILE_MAX} bytes` },
      code: 'FILE_TOO_LARGE',
    });
    const far = await multi(w.key, pngOf(FILE_MAX * 3));
    expect(far.status).toBe(413);
    expect(far.body.code).toBe('FILE_TOO_LARGE');
    // A file of a refused type is judged on its first bytes; none of it stays either.
    const exe = await multi(w.key, Buffer.concat([EXE, Buffer.alloc(200_000)]));
    expect(exe.status).toBe(415);
    expect(exe.body).toMatchObject({ code: 'UNSUPPORTED_FILE_TYPE', details: { field: 'file' } });
    expect(storedOf(t, w.id)).toEqual([]);
    expect(incomingOf(t)).toEqual([]);
    expect(await t.events(w.id)).toEqual([]);
  });

  it('streams a multipart file to disk as it arrives, and answers a client still sending an oversized one with a readable 413', async () => {
    const w = await t.workspace();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const boundary = 'tcaStreamBoundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const open = () => {
      const req = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/v1/gallery/upload',
        headers: { authorization: `Bearer ${w.key}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const answer = new Promise<{ status: number; body: any }>((resolve, reject) => {
        req.on('response', (res) => {
          let data = '';
          res.on('data', (c: Buffer) => (data += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(data) }));
        });
        req.on('error', reject);
      });
      return { req, answer };
    };

    const file = pngOf(200_000);
    const upload = open();
    upload.req.write(head);
    upload.req.write(file.subarray(0, 120_000));
    // Half the file sent: it is already on disk, in the gallery directory, not held in memory until the end.
    await vi.waitFor(
      () => {
        const waiting = incomingOf(t);
        expect(waiting).toHaveLength(1);
        expect(fs.statSync(path.join(t.config.galleryDir, '.incoming', waiting[0]!)).size).toBeGreaterThanOrEqual(
          100_000,
        );
      },
      { timeout: 5000 },
    );
    upload.req.end(Buffer.concat([file.subarray(120_000), tail]));
    const done = await upload.answer;
    expect(done.status).toBe(202);
    expect(fs.readFileSync(path.join(t.config.galleryDir, w.id, done.body.fileId))).toEqual(file);
    expect(incomingOf(t)).toEqual([]);

    const big = open();
    big.req.write(head);
    const huge = pngOf(FILE_MAX * 4);
    for (let at = 0; at < huge.length; at += 64 * 1024) big.req.write(huge.subarray(at, at + 64 * 1024));
    big.req.end(tail);
    const refused = await big.answer;
    expect(refused.status).toBe(413);
    expect(refused.body.details.field).toBe('file');
    expect(storedOf(t, w.id)).toEqual([done.body.fileId]);
    expect(incomingOf(t)).toEqual([]);
  });

  it('holds each workspace to GALLERY_QUOTA_FILES and GALLERY_QUOTA_BYTES (409 quota_exceeded); deleted files give theirs back', async () => {
    const w = await t.workspace();
    for (let i = 0; i < QUOTA_FILES; i++) expect((await json(w.key, PNG)).status).toBe(202);
    const full = await json(w.key, PNG);
    expect(full.status).toBe(409);
    expect(full.body).toEqual({
      error: 'Gallery quota exceeded',
      code: 'QUOTA_EXCEEDED',
      details: { field: 'contentBase64', message: expect.stringContaining(`${QUOTA_FILES} files`) },
      quota: {
        maxBytes: QUOTA_BYTES,
        maxFiles: QUOTA_FILES,
        usedBytes: QUOTA_FILES * PNG.length,
        usedFiles: QUOTA_FILES,
      },
    });
    // Another workspace has its own quota.
    const other = await t.workspace();
    expect((await json(other.key, PNG)).status).toBe(202);
    // A deleted file gives its place back once its bytes are removed.
    const first = (await t.call('GET', '/v1/gallery/files', { key: w.key })).body.data[0].id;
    await t.call('DELETE', `/v1/gallery/files/${first}`, { key: w.key });
    await t.drainJobs();
    expect((await json(w.key, PNG)).status).toBe(202);
    expect((await json(w.key, PNG)).status).toBe(409);

    const b = await t.workspace();
    const big = pngOf(200_000);
    expect((await multi(b.key, big)).status).toBe(202);
    const second = await multi(b.key, big);
    expect(second.status).toBe(202);
    const over = await multi(b.key, big);
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({
      code: 'QUOTA_EXCEEDED',
      details: { field: 'file' },
      quota: { usedBytes: 400_000, usedFiles: 2 },
    });
    expect((await json(b.key, PNG)).status).toBe(202); // a small file still fits
    await t.call('DELETE', `/v1/gallery/files/${second.body.fileId}`, { key: b.key });
    await t.drainJobs();
    expect((await multi(b.key, big)).status).toBe(202);
    // Refused uploads left nothing: the stored files are exactly the listed ones.
    const listed = (await t.call('GET', '/v1/gallery/files', { key: b.key })).body.data
      .map((f: { id: string }) => f.id)
      .sort();
    expect(storedOf(t, b.id)).toEqual(listed);
    expect(incomingOf(t)).toEqual([]);
    await t.drainJobs();
    expect(await t.events(b.id, 'gallery.file.uploaded')).toHaveLength(3);
  });

  it('keeps the quota under concurrent uploads near the limit', async () => {
    const w = await t.workspace();
    const answers = await Promise.all(Array.from({ length: 12 }, () => multi(w.key, pngOf(150_000))));
    expect(answers.filter((a) => a.status === 202)).toHaveLength(3); // 3 × 150,000 ≤ 500,000 < 4 × 150,000
    expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
    const files = await t.workspace();
    const many = await Promise.all(Array.from({ length: 12 }, () => json(files.key, PNG)));
    expect(many.filter((a) => a.status === 202)).toHaveLength(QUOTA_FILES);
    expect(many.filter((a) => a.status === 409)).toHaveLength(12 - QUOTA_FILES);
    for (const ws of [w, files]) {
      const listed = (await t.call('GET', '/v1/gallery/files', { key: ws.key })).body.data
        .map((f: { id: string }) => f.id)
        .sort();
      expect(storedOf(t, ws.id)).toEqual(listed);
    }
    expect(incomingOf(t)).toEqual([]);
  });

  it('keeps usage equal to what the files take up: the migration backfill (0451_gallery_usage) computes the same', async () => {
    const w = await t.workspace();
    const ids = await Promise.all([1, 2, 3].map(async () => (await multi(w.key, pngOf(10_000))).body.fileId as string));
    await t.call('DELETE', `/v1/gallery/files/${ids[0]}`, { key: w.key });
    await t.drainJobs();
    const db = t.platform.db.kysely.withTables<GalleryTables>();
    const usage = () =>
      db
        .selectFrom('gallery_usage')
        .select(['workspace_id', 'bytes', 'files'])
        .orderBy('workspace_id')
        .execute()
        .then((rows) =>
          rows.map((r) => ({ workspace_id: r.workspace_id, bytes: Number(r.bytes), files: Number(r.files) })),
        );
    const kept = await usage();
    expect(kept).toContainEqual({ workspace_id: w.id, bytes: 20_000, files: 2 });
    // Under the migration lock: other test files migrating meanwhile read every schema's tables.
    await withMigrationLock(t.database.schema ? t.database.url : undefined, async () => {
      await t.platform.db.kysely.schema.dropTable('gallery_usage').execute();
      await galleryMigrations['0451_gallery_usage']!.up(t.platform.db.kysely as unknown as Kysely<unknown>);
    });
    // Workspaces whose files are all deleted have no row after the backfill, and none is needed.
    expect(await usage()).toEqual(kept.filter((u) => u.files > 0));
  });
});
