import { buildApp } from './app';
import { startCustomerInvoiceJob } from './areas/admin';
import { startReminders, startSender } from './areas/communication';
import { startScheduler } from './areas/definitions';
import { purgeOldFiles } from './areas/system';
import { loadConfig } from './config';
import { createDb, dialectOf } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { seedDemoIfEmpty } from './db/seed/demo';
import { loadSecretKeys, reencryptSecrets } from './security/secrets';
import { createFileStorage } from './storage/createFileStorage';

const config = loadConfig();
loadSecretKeys(process.env, config.dataDir);
const db = createDb(config.databaseUrl);
await migrateToLatest(db);
// Plain-text secrets of an older installation, and those under a retired key, are encrypted under the current key.
await reencryptSecrets(db);
// Production never gets demo data; a new installation creates its first admin with `npm run create-admin`.
const seeded = config.isProduction ? false : await seedDemoIfEmpty(db);

const files = createFileStorage(config);
const app = await buildApp({ db, config, files });
await app.listen({ port: config.port, host: config.host });
// Generated files live a day: every server removes the expired ones each hour (safe on several at once).
const purge = setInterval(
  () => void purgeOldFiles(files).catch((error) => app.log.error({ err: error }, 'purging old files failed')),
  60 * 60 * 1000,
);
purge.unref();
// Periodical dues and late fees; safe on any number of servers (idempotent by unique keys).
const stopScheduler = config.scheduler ? startScheduler(db, app.log) : () => {};
// Batch notifications: every few seconds, safe on any number of servers (rows claimed by one at a time).
const stopSender = config.scheduler ? startSender(db, config, app.log) : () => {};
// Due reminders: hourly in the day's working hours, once per debt and period whatever the number of servers.
const stopReminders = config.scheduler ? startReminders(db, app.log) : () => {};
// Customer invoices: the current month's, once a day; idempotent (one per customer, kind and period) on any number of servers.
const stopCustomerInvoices = config.scheduler ? startCustomerInvoiceJob(db, app.log) : () => {};

const url = `http://localhost:${config.port}`;
console.log(`\nSite Yönetimi çalışıyor: ${url}  (veritabanı: ${dialectOf(config.databaseUrl)})`);
if (!config.isProduction) {
  console.log(seeded ? 'Demo verisi oluşturuldu.' : 'Mevcut veritabanı kullanılıyor.');
  console.log('Demo girişleri:');
  console.log('  Süper yönetici: admin@demo.test / demo1234');
  console.log('  Şirket yöneticisi: sirket@demo.test / demo1234');
  console.log('  Site yöneticisi: yonetici@demo.test / demo1234');
  console.log('  Muhasebeci: muhasebe@demo.test / demo1234');
  console.log('  Teknik personel: teknik@demo.test / demo1234');
  console.log('  Salt okunur: izleyici@demo.test / demo1234\n');
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    stopScheduler();
    stopReminders();
    stopCustomerInvoices();
    stopSender();
    clearInterval(purge);
    await app.close();
    await db.destroy();
    process.exit(0);
  });
}
