import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoWithRival } from '../../../test/demoWithRival';
import { grantRole } from '../../../test/fixtures';
import { testDbKinds } from '../../../test/testDb';
import { LOGO_SIZE_MESSAGE, LOGO_TYPE_MESSAGE } from './companyLogos.routes';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
]);

function multipart(name: string, bytes: Buffer, type: string) {
  const boundary = '----logo-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(testDbKinds)('company logos on %s', (kind) => {
  const t = useDemoWithRival(kind, { company: 'Başka', email: 'x@baska.com' });
  let companyId: number;

  beforeAll(async () => {
    companyId = (await t.db.selectFrom('companies').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  });

  const upload = (token: string, file: ReturnType<typeof multipart>, query = '') =>
    t.app.inject({
      method: 'POST',
      url: `/api/companies/${companyId}/logo${query}`,
      payload: file.payload,
      headers: { ...file.headers, authorization: `Bearer ${token}` },
    });

  it('stores a PNG logo, serves it, replaces it and removes it', async () => {
    const res = await upload(t.admin, multipart('logo.png', PNG, 'image/png'));
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json().data;
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const company = (await t.call(t.admin, 'GET', `/companies/${companyId}`)).json().data;
    expect(company.logo_url).toBe(url);

    const report = await upload(t.admin, multipart('rapor.png', PNG, 'image/png'), '?kind=report-logo');
    expect(report.json().data.url).toMatch(/-report-logo-/);
    const again = await upload(t.admin, multipart('yeni.png', PNG, 'image/png'));
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: again.json().data.url })).statusCode).toBe(200);

    const removed = await t.call(t.admin, 'DELETE', `/companies/${companyId}/logo`);
    expect(removed.json().data.logo_path).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: again.json().data.url })).statusCode).toBe(404);
  });

  it('refuses files that are not images, whatever they claim, and files over 1 MB', async () => {
    const fake = await upload(t.admin, multipart('logo.png', Buffer.from('=cmd|calc'), 'image/png'));
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors.file).toEqual([LOGO_TYPE_MESSAGE]);
    const big = await upload(
      t.admin,
      multipart('buyuk.png', Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]), 'image/png'),
    );
    expect(big.statusCode).toBe(422);
    expect(big.json().errors.file).toEqual([LOGO_SIZE_MESSAGE]);
  });

  it("is a 404 for another company's worker and for names outside the pattern", async () => {
    // Even an administrator of another company, who may change their own logos.
    await grantRole(t.db, t.outsider, 'company-admin');
    expect((await upload(t.outsider, multipart('logo.png', PNG, 'image/png'))).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/logos/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
  });
});
