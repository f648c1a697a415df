import { loadConfig } from '../config';
import { createDb, dialectOf } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { dropEverything, seedDemo } from '../db/seed/demo';

// Rebuilds the demo data set from an empty database.
const config = loadConfig();
if (config.isProduction) {
  console.error('Üretim ortamında demo verisi oluşturulamaz (NODE_ENV=production).');
  process.exit(1);
}
const db = createDb(config.databaseUrl);
await dropEverything(db, dialectOf(config.databaseUrl));
await migrateToLatest(db);
await seedDemo(db);
await db.destroy();
console.log(
  'Demo verisi yeniden oluşturuldu: admin@demo.test / demo1234, sirket@demo.test / demo1234, yonetici@demo.test / demo1234 (muhasebe@, teknik@, izleyici@demo.test aynı şifreyle)',
);
