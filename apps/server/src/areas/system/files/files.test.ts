import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeExport } from '../../../http/export/exportList';
import { strictSerializerCompiler } from '../../../http/responseSerializer';
import { LocalFileStorage } from '../../../storage/localStorage';
import { fileRoutes, purgeOldFiles } from './files.routes';

const notFoundBody = { message: 'Öğe bulunamadı.' };
const columns = [
  { key: 'name', header: 'Ad' },
  { key: 'amount', header: 'Tutar', kind: 'money' as const },
];
const rows = [{ name: 'Şükrü', amount: 123456 }];
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

let dir: string;
let app: FastifyInstance;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-'));
  app = Fastify();
  // As in the app: the route's response schema is zod.
  app.setSerializerCompiler(strictSerializerCompiler);
  await app.register(fileRoutes, { files: new LocalFileStorage(dir) });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('GET /files/:name', () => {
  it('serves a generated PDF inline and spreadsheets as attachments, byte for byte', async () => {
    const cases = [
      { type: 'pdf', contentType: 'application/pdf', disposition: 'inline' },
      { type: 'xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      { type: 'ods', contentType: 'application/vnd.oasis.opendocument.spreadsheet' },
    ] as const;
    for (const c of cases) {
      const file = await writeExport({
        type: c.type,
        title: 'Sakin Listesi',
        columns,
        rows,
        files: new LocalFileStorage(dir),
      });
      const response = await app.inject({ method: 'GET', url: `/files/${file.fileName}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(c.contentType);
      const disposition = 'disposition' in c ? c.disposition : 'attachment';
      expect(response.headers['content-disposition']).toBe(`${disposition}; filename="${file.fileName}"`);
      expect(response.rawPayload.equals(fs.readFileSync(path.join(dir, file.fileName)))).toBe(true);
    }
  });

  it('is a 404 for names outside the pattern, path tricks included', async () => {
    fs.writeFileSync(path.join(dir, 'secret.txt'), 'gizli');
    fs.writeFileSync(path.join(dir, 'UPPER.pdf'), '%PDF-');
    for (const name of [
      '..%2F..%2Fetc%2Fpasswd',
      '%2E%2E%2Fetc%2Fpasswd',
      '..%2Fexport.pdf',
      '%2Fetc%2Fpasswd',
      'secret.txt',
      'UPPER.pdf',
      '.pdf',
      'a.pdf%00.png',
      'x.pdf.exe',
    ]) {
      const response = await app.inject({ method: 'GET', url: `/files/${name}` });
      expect(response.statusCode, name).toBe(404);
      expect(response.json(), name).toEqual(notFoundBody);
    }
    // Unencoded dots are resolved by the URL parser and never reach the route.
    expect((await app.inject({ method: 'GET', url: '/files/../etc/passwd' })).statusCode).toBe(404);
  });

  it('is a 404 for an unknown name and for a file older than 24 hours', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/files/liste-00000000-0000-4000-8000-000000000000.pdf' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(notFoundBody);

    const file = await writeExport({ type: 'xlsx', title: 'Eski', columns, rows, files: new LocalFileStorage(dir) });
    fs.utimesSync(path.join(dir, file.fileName), hoursAgo(25), hoursAgo(25));
    const old = await app.inject({ method: 'GET', url: `/files/${file.fileName}` });
    expect(old.statusCode).toBe(404);
    expect(old.json()).toEqual(notFoundBody);
  });
});

describe('purgeOldFiles', () => {
  it('deletes only generated files past the age and leaves everything else', async () => {
    const purgeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-'));
    try {
      const old = await writeExport({
        type: 'pdf',
        title: 'Eski',
        columns,
        rows,
        files: new LocalFileStorage(purgeDir),
      });
      const fresh = await writeExport({
        type: 'pdf',
        title: 'Yeni',
        columns,
        rows,
        files: new LocalFileStorage(purgeDir),
      });
      const foreign = path.join(purgeDir, 'notes.txt');
      fs.writeFileSync(foreign, 'x');
      for (const file of [path.join(purgeDir, old.fileName), foreign]) fs.utimesSync(file, hoursAgo(48), hoursAgo(48));

      expect(await purgeOldFiles(new LocalFileStorage(purgeDir), 24 * 3_600_000)).toBe(1);
      expect(fs.existsSync(path.join(purgeDir, old.fileName))).toBe(false);
      expect(fs.existsSync(path.join(purgeDir, fresh.fileName))).toBe(true);
      expect(fs.existsSync(foreign)).toBe(true);
      expect(await purgeOldFiles(new LocalFileStorage(path.join(purgeDir, 'missing')), 0)).toBe(0);
    } finally {
      fs.rmSync(purgeDir, { recursive: true, force: true });
    }
  });
});
