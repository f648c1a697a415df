import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTwoTenantsApp } from '../../../test/apiTest';
import { createCompanyAdmin } from '../../../test/companyCallers';
import { readMail, startSmtp } from '../../../test/mailbox';
import { testDbKinds } from '../../../test/testDb';
import { postWorker, roleIds } from './companyUsers.fixtures';

const REFUSED = 'kapali@kardelen.com';

describe.each(testDbKinds)('company users’ temporary passwords by e-mail on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp({ user: 'site', password: 'posta-sifresi', refused: REFUSED });
  });
  afterAll(() => smtp.close());
  const t = useTwoTenantsApp(kind, {
    config: () => ({
      smtpUrl: `smtp://site:posta-sifresi@127.0.0.1:${smtp.port}`,
      mailFrom: 'Site <noreply@site.test>',
    }),
  });
  let admin: string;
  let role: Record<string, number>;

  beforeAll(async () => {
    admin = await createCompanyAdmin(t.app, t.db, 'yonetici@kardelen.com', t.own.companyId);
    role = await roleIds(t.db);
  });

  it('e-mails a new worker their temporary password, and a reset one', async () => {
    const created = await postWorker(t.call, admin, {
      name: 'Ayşe Yılmaz',
      email: 'ayse@kardelen.com',
      role_ids: [role.manager],
    });
    expect(created.password_emailed).toBe(true);
    const mail = readMail(smtp.received.at(-1) ?? { user: '', from: '', to: [], raw: '' });
    expect(smtp.received.at(-1)?.to).toEqual(['ayse@kardelen.com']);
    expect(mail.subject).toBe('Site Yönetimi: hesabınız açıldı');
    expect(mail.text).toContain('Merhaba Ayşe Yılmaz,');
    expect(mail.text).toContain('Kardelen sizi');
    expect(mail.text).toContain(`Geçici şifre: ${created.temporary_password}`);

    const reset = await t.call(admin, 'POST', `/company-users/${created.id}/reset-password`);
    const { temporary_password } = reset.json().data;
    const again = readMail(smtp.received.at(-1) ?? { user: '', from: '', to: [], raw: '' });
    expect(again.subject).toBe('Site Yönetimi: şifreniz sıfırlandı');
    expect(again.text).toContain(`Geçici şifre: ${temporary_password}`);
  });

  it('still creates the worker when the e-mail is refused, and says to pass the password on', async () => {
    const res = await t.call(admin, 'POST', '/company-users', {
      name: 'Kapalı',
      email: REFUSED,
      role_ids: [role.manager],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ password_emailed: false, has_temporary_password: true });
    expect(res.json().meta.warnings).toEqual(['Geçici şifre e-postayla gönderilemedi; çalışana kendiniz iletin.']);
  });
});
