import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { PASSWORD_MIN } from '@site/shared';
import { loadConfig } from '../config';
import { createDb } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { nowIso } from '../http/clock';
import { hashPassword } from '../kernel/passwords';

// Creates (or resets) a super administrator: the way into a production installation, which has no demo data.
const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
});
const prompt = createInterface({ input: process.stdin, output: process.stdout });
const email = (values.email ?? (await prompt.question('E-posta: '))).trim().toLowerCase();
const name = (values.name ?? (await prompt.question('Ad soyad: '))).trim() || 'Süper Yönetici';
const password = values.password ?? process.env.ADMIN_PASSWORD ?? (await prompt.question('Şifre: '));
prompt.close();

if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
  console.error('Geçerli bir e-posta girin');
  process.exit(1);
}
if (password.length < PASSWORD_MIN) {
  console.error(`En az ${PASSWORD_MIN} karakter yazmalısınız.`);
  process.exit(1);
}

const db = createDb(loadConfig().databaseUrl);
await migrateToLatest(db);
const now = nowIso();
const passwordHash = await hashPassword(password);
await db.transaction().execute(async (trx) => {
  const existing = await trx.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  const userId = existing
    ? existing.id
    : (
        await trx
          .insertInto('users')
          .values({
            name,
            email,
            phone: null,
            company_id: null,
            password_hash: passwordHash,
            last_login_at: null,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
  if (existing) {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, is_active: 1, updated_at: now })
      .where('id', '=', userId)
      .execute();
  }
  const role = await trx
    .selectFrom('roles')
    .select('id')
    .where('name', '=', 'superadministrator')
    .executeTakeFirstOrThrow();
  await trx.deleteFrom('user_roles').where('user_id', '=', userId).where('role_id', '=', role.id).execute();
  await trx.insertInto('user_roles').values({ user_id: userId, role_id: role.id }).execute();
});
await db.destroy();
console.log(`Süper yönetici hazır: ${email}`);
