import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionLogsOf, postId, useTwoTenantsApp } from '../../../test/apiTest';
import { createWorker, grantRole } from '../../../test/fixtures';
import { testDbKinds } from '../../../test/testDb';

const TYPE_MESSAGE = 'Yalnızca JPEG, PNG, WebP veya PDF yüklenebilir.';
const SIZE_MESSAGE = 'Dosya en fazla 5 MB olabilir.';
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0çatı')]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n');

function multipart(name: string, bytes: Buffer, type: string) {
  const boundary = '----request-file-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(testDbKinds)('request files on %s', (kind) => {
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'request-files-'));
  const t = useTwoTenantsApp(kind, {
    pageUrl: 'http://localhost/communication/breakdowns',
    config: { filesDir },
  });
  const tech: Record<1 | 2, string> = { 1: '', 2: '' };
  afterAll(() => fs.rmSync(filesDir, { recursive: true, force: true }));

  const newRequest = () =>
    postId(t.call, t.worker, `/clusters/${t.own.clusterId}/breakdowns`, { title: 'Çatı akıtıyor' });
  const upload = (token: string, id: number, file: ReturnType<typeof multipart>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/requests/${id}/files`,
      payload: file.payload,
      headers: { ...file.headers, authorization: `Bearer ${token}` },
    });
  const storedFiles = () => fs.readdirSync(path.join(filesDir, 'request-files')).sort();

  beforeAll(async () => {
    for (const level of [1, 2] as const) {
      const email = `teknik${level}@kardelen.com`;
      tech[level] = await createWorker(t.app, t.db, {
        email,
        companyId: t.own.companyId,
        clusterIds: [t.own.clusterId],
        permissions: ['handle-request'],
      });
      await grantRole(t.db, tech[level], 'technical');
      await t.db.updateTable('users').set({ tech_authorization_id: level }).where('email', '=', email).execute();
    }
  });

  it('keeps a photo, lists it and downloads the same bytes as an attachment with a safe name', async () => {
    const id = await newRequest();
    const res = await upload(t.worker, id, multipart('../Çatı <fotoğrafı>.JPEG', JPEG, 'image/jpeg'));
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json().data;
    expect(file).toMatchObject({
      request_id: id,
      file_name: 'Çatı fotoğrafı.jpeg',
      content_type: 'image/jpeg',
      size: JPEG.length,
      created_by_name: 'calisan@kardelen.com',
    });
    const pdf = await upload(t.worker, id, multipart('teklif.pdf', PDF, 'application/pdf'));
    expect(pdf.json().data).toMatchObject({ file_name: 'teklif.pdf', content_type: 'application/pdf' });

    const list = await t.call(t.worker, 'GET', `/requests/${id}/files`);
    expect(list.json().data.map((f: { file_name: string }) => f.file_name)).toEqual([
      'Çatı fotoğrafı.jpeg',
      'teklif.pdf',
    ]);

    const download = await t.call(t.worker, 'GET', `/requests/${id}/files/${file.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(JPEG)).toBe(true);
    expect(download.headers['content-type']).toBe('image/jpeg');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Cati fotografi.jpeg"; filename*=UTF-8''${encodeURIComponent('Çatı fotoğrafı.jpeg')}`,
    );
    // Each upload is on the request's action log.
    const logs = await actionLogsOf(t.call, t.worker, 'breakdown', id);
    expect(logs.filter((l) => JSON.stringify(l.new_values ?? '').includes('attached_file'))).toHaveLength(2);
  });

  it('reads the type from the content: a text named .jpg is refused, a PNG named .html is kept as .png', async () => {
    const id = await newRequest();
    for (const [name, bytes] of [
      ['foto.jpg', Buffer.from('<script>alert(1)</script>')],
      ['belge.pdf', Buffer.from('MZ\x90\x00 not a pdf')],
    ] as const) {
      const res = await upload(t.worker, id, multipart(name, bytes, 'image/jpeg'));
      expect(res.statusCode, name).toBe(422);
      expect(res.json()).toMatchObject({ message: TYPE_MESSAGE, errors: { file: [TYPE_MESSAGE] } });
    }
    const renamed = await upload(t.worker, id, multipart('sayfa.html', PNG, 'text/html'));
    expect(renamed.json().data).toMatchObject({ file_name: 'sayfa.html.png', content_type: 'image/png' });
    const served = await t.call(t.worker, 'GET', `/requests/${id}/files/${renamed.json().data.id}`);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await t.call(t.worker, 'GET', `/requests/${id}/files`)).json().data).toHaveLength(1);
  });

  it('refuses a file over 5 MB and stores nothing', async () => {
    const id = await newRequest();
    const before = storedFiles();
    const big = Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(t.worker, id, multipart('buyuk.jpg', big, 'image/jpeg'));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual([SIZE_MESSAGE]);
    expect(storedFiles()).toEqual(before);
    expect((await t.call(t.worker, 'GET', `/requests/${id}/files`)).json().data).toEqual([]);
  });

  it("hides a request's files from another company (404) and lets no one without the right write", async () => {
    const id = await newRequest();
    const file = (await upload(t.worker, id, multipart('a.png', PNG, 'image/png'))).json().data;
    for (const [method, url] of [
      ['GET', `/requests/${id}/files`],
      ['GET', `/requests/${id}/files/${file.id}`],
      ['DELETE', `/requests/${id}/files/${file.id}`],
    ] as const) {
      const res = await t.call(t.outsider, method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe('Öğe bulunamadı.');
    }
    expect((await upload(t.outsider, id, multipart('b.png', PNG, 'image/png'))).statusCode).toBe(404);
    // A file id of another request is not this request's.
    const other = await newRequest();
    expect((await t.call(t.worker, 'GET', `/requests/${other}/files/${file.id}`)).statusCode).toBe(404);

    // Without handle-request, or as view-only technical staff: read, never write.
    expect((await t.call(t.readOnly, 'GET', `/requests/${id}/files`)).statusCode).toBe(200);
    expect((await upload(t.readOnly, id, multipart('b.png', PNG, 'image/png'))).statusCode).toBe(403);
    expect((await upload(tech[1], id, multipart('b.png', PNG, 'image/png'))).statusCode).toBe(403);
    expect((await t.call(tech[1], 'DELETE', `/requests/${id}/files/${file.id}`)).statusCode).toBe(403);
    // 'Approve and comment' may attach a photo of the repair, not remove one.
    expect((await upload(tech[2], id, multipart('tamir.png', PNG, 'image/png'))).statusCode).toBe(201);
    expect((await t.call(tech[2], 'DELETE', `/requests/${id}/files/${file.id}`)).statusCode).toBe(403);
    expect((await t.call(t.worker, 'GET', `/requests/${id}/files`)).json().data).toHaveLength(2);
  });

  it('deletes a file from the list and the store; a deleted request takes its files along', async () => {
    const id = await newRequest();
    const before = storedFiles();
    const first = (await upload(t.worker, id, multipart('a.png', PNG, 'image/png'))).json().data;
    const second = (await upload(t.worker, id, multipart('b.pdf', PDF, 'application/pdf'))).json().data;
    expect(storedFiles()).toHaveLength(before.length + 2);

    const removed = await t.call(t.worker, 'DELETE', `/requests/${id}/files/${first.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data).toEqual({ deleted: true });
    expect((await t.call(t.worker, 'GET', `/requests/${id}/files/${first.id}`)).statusCode).toBe(404);
    expect((await t.call(t.worker, 'DELETE', `/requests/${id}/files/${first.id}`)).statusCode).toBe(404);
    expect(
      (await t.call(t.worker, 'GET', `/requests/${id}/files`)).json().data.map((f: { id: number }) => f.id),
    ).toEqual([second.id]);
    expect(storedFiles()).toHaveLength(before.length + 1);

    expect((await t.call(t.worker, 'DELETE', `/breakdowns/${id}`)).statusCode).toBe(200);
    expect(storedFiles()).toEqual(before);
    expect(await t.db.selectFrom('request_files').select('id').where('request_id', '=', id).execute()).toEqual([]);
  });
});
