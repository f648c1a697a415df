import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createTwoTenants } from '../test/fixtures';
import { createTestApp, testDbKinds } from '../test/testDb';
import type { FileStorage } from './fileStorage';
import { LocalFileStorage } from './localStorage';
import { S3FileStorage, type S3Settings } from './s3Storage';

// The same contract on the local folder and on S3-compatible storage (s3rver on loopback, a folder of its own).

let s3: S3rver;
let s3Settings: S3Settings;
let tmp: string;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(tmp, 's3'),
    configureBuckets: [{ name: 'site-files' }],
  });
  const { port } = await s3.run();
  s3Settings = {
    bucket: 'site-files',
    prefix: 'kurulum-1/',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    // s3rver's own keys.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  };
});

afterAll(async () => {
  await s3.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const text = async (file: { body: NodeJS.ReadableStream } | null) => {
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
};

describe.each(['local', 's3'] as const)('file storage (%s)', (kind) => {
  let files: FileStorage;
  beforeAll(() => {
    files = kind === 'local' ? new LocalFileStorage(path.join(tmp, 'local')) : new S3FileStorage(s3Settings);
  });

  it('stores a written file under its key, serves and removes it', async () => {
    await files.create('liste-1.pdf', (file) => fs.promises.writeFile(file, 'birinci dosya'));
    const stored = await files.get('liste-1.pdf');
    expect(stored?.size).toBe(Buffer.byteLength('birinci dosya'));
    expect(Date.now() - (stored?.modifiedAt.getTime() ?? 0)).toBeLessThan(60_000);
    expect(await text(stored)).toBe('birinci dosya');
    await files.put('logos/1-logo-a.png', Buffer.from([0x89, 0x50]), 'image/png');
    expect(await files.read('logos/1-logo-a.png')).toEqual(Buffer.from([0x89, 0x50]));
    await files.remove('liste-1.pdf');
    expect(await files.get('liste-1.pdf')).toBeNull();
    expect(await files.read('yok.pdf')).toBeNull();
    // Removing what is not there is no error.
    await files.remove('liste-1.pdf');
  });

  it('stores nothing when the writer fails', async () => {
    await expect(
      files.create('yarim.xlsx', async (file) => {
        await fs.promises.writeFile(file, 'yarım');
        throw new Error('yazılamadı');
      }),
    ).rejects.toThrow('yazılamadı');
    expect(await files.get('yarim.xlsx')).toBeNull();
  });

  it('refuses keys that leave the storage', async () => {
    for (const key of ['../etc/passwd', '/etc/passwd', '.gizli', 'a/b/c.pdf', 'logos/../x.pdf'])
      await expect(files.get(key), key).rejects.toThrow(/Not a storage key/);
  });

  it('purges, in one folder, only the names it is given and only past their age', async () => {
    await files.create('eski-1.pdf', (file) => fs.promises.writeFile(file, 'x'));
    await files.create('baska.txt', (file) => fs.promises.writeFile(file, 'x'));
    await files.put('logos/2-logo-b.png', Buffer.from('x'), 'image/png');
    // Nothing is a day old yet.
    expect(await files.purge('', /^[a-z0-9-]+\.pdf$/, 24 * 3_600_000)).toBe(0);
    expect(await files.get('eski-1.pdf')).not.toBeNull();
    // Everything written so far is older than a moment from now.
    expect(await files.purge('', /^[a-z0-9-]+\.pdf$/, -60_000)).toBe(1);
    expect(await files.get('eski-1.pdf')).toBeNull();
    expect(await files.get('baska.txt')).not.toBeNull();
    expect(await files.read('logos/2-logo-b.png')).not.toBeNull();
  });
});

describe.each(testDbKinds)('exports kept in S3 (%s)', (dbKind) => {
  it('an export written through the app is downloaded from the bucket, and gone once purged', async () => {
    const { app, db, close } = await createTestApp(dbKind, { s3: { ...s3Settings, prefix: `${dbKind}/` } });
    try {
      const call = apiCaller(app, 'http://localhost/definitions/residents');
      const { own, worker } = await createTwoTenants(app, db);
      await call(worker, 'POST', `/clusters/${own.clusterId}/residents`, { name: 'Şükrü Çağlar' });
      const exported = await call(worker, 'GET', `/clusters/${own.clusterId}/residents?export=1&export_type=xlsx`);
      expect(exported.statusCode, exported.body).toBe(200);
      const url: string = exported.json().data.url;
      // Not in the local folder: in the bucket, under the installation's prefix.
      const name = url.split('/').pop() as string;
      const local = new LocalFileStorage(path.join(os.tmpdir(), 'nowhere'));
      expect(await local.get(name)).toBeNull();
      const bucket = new S3FileStorage({ ...s3Settings, prefix: `${dbKind}/` });
      expect((await bucket.read(name))?.subarray(0, 2).toString('latin1')).toBe('PK');

      const file = await app.inject({ method: 'GET', url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(file.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');

      expect(await bucket.purge('', /\.xlsx$/, -60_000)).toBeGreaterThanOrEqual(1);
      const gone = await app.inject({ method: 'GET', url });
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ message: 'Öğe bulunamadı.' });
      bucket.destroy();
    } finally {
      await close();
    }
  });
});
