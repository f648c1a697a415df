import { type AnyDb, flag, withId, withTimestamps } from '../schemaHelpers';
import { foldTurkish, turkishSortKey } from '../turkish';

/**
 * 'Bildirim Şablonları': SMS, e-mail and in-app texts with placeholders ({{ad_soyad}} …). A row is a complex's
 * template (cluster_id, with its company_id), its company's for every complex (company_id only), or a system
 * template (system_id, neither), which super administrators edit and nobody deletes. `channels` is a JSON
 * array of the notification channel ids of types/generic; `is_commercial` marks a commercial message, which
 * needs the resident's İYS consent, as opposed to an informational one.
 */
export async function up(db: AnyDb): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('notification_templates'))
      .addColumn('cluster_id', 'integer', (c) => c.references('clusters.id').onDelete('cascade'))
      .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('cascade'))
      .addColumn('system_id', 'integer', (c) => c.unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('subject', 'text')
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('channels', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('is_commercial', 'integer', flag(0))
      .addColumn('is_active', 'integer', flag(1))
      .addColumn('search', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('name_sort', 'text', (c) => c.notNull().defaultTo('')),
  ).execute();
  await db.schema
    .createIndex('notification_templates_cluster_idx')
    .on('notification_templates')
    .column('cluster_id')
    .execute();
  await db.schema
    .createIndex('notification_templates_company_idx')
    .on('notification_templates')
    .column('company_id')
    .execute();

  const now = new Date().toISOString();
  await db
    .insertInto('notification_templates')
    .values(
      SYSTEM_TEMPLATES.map((t) => ({
        ...t,
        channels: JSON.stringify(t.channels),
        search: foldTurkish(t.name),
        name_sort: turkishSortKey(t.name),
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('notification_templates').execute();
}

/** The templates the product sends on its own (reminders, receipts, request updates, the statement). */
const SYSTEM_TEMPLATES = [
  {
    system_id: 1,
    name: 'Son Ödeme Günü Hatırlatması',
    description: 'Son ödeme gününden önce, borcu olan sakinlere gönderilir.',
    subject: '{{site_adi}} aidat hatırlatması',
    body: 'Sayın {{ad_soyad}}, {{bagimsiz_bolum}} için {{son_odeme_gunu}} son ödeme tarihli borcunuz {{bakiye}}. IBAN: {{iban}} - {{site_adi}} Yönetimi',
    channels: [1, 2],
  },
  {
    system_id: 2,
    name: 'Gecikmiş Borç Hatırlatması',
    description: 'Son ödeme günü geçtikten sonra, borcu olan sakinlere gönderilir.',
    subject: '{{site_adi}} gecikmiş borç bildirimi',
    body: 'Sayın {{ad_soyad}}, {{bagimsiz_bolum}} için son ödeme günü geçmiş borcunuz {{bakiye}}. Gecikme tazminatı işlememesi için ödemenizi IBAN: {{iban}} hesabına yapabilirsiniz. {{site_adi}} Yönetimi',
    channels: [1, 2],
  },
  {
    system_id: 3,
    name: 'Ödeme Alındı',
    description: 'Sakinin ödemesi kaydedildiğinde gönderilir.',
    subject: '{{site_adi}} ödemeniz alındı',
    body: 'Sayın {{ad_soyad}}, {{bagimsiz_bolum}} için ödemeniz alınmıştır. Güncel bakiyeniz: {{bakiye}}. Teşekkür ederiz. {{site_adi}} Yönetimi',
    channels: [1, 3],
  },
  {
    system_id: 4,
    name: 'Talep Durumu Değişti',
    description: 'Arıza, öneri veya şikayetin durumu değiştiğinde talebi açan sakine gönderilir.',
    subject: '{{site_adi}} talebiniz güncellendi',
    body: 'Sayın {{ad_soyad}}, {{site_adi}} yönetimine ilettiğiniz talebin durumu güncellendi. Ayrıntılar için yönetimle iletişime geçebilirsiniz.',
    channels: [1, 3],
  },
  {
    system_id: 7,
    name: 'Hesap Ekstresi',
    description: 'Sakinin hesap ekstresi bu e-postanın ekinde gönderilir.',
    subject: '{{site_adi}} hesap ekstreniz',
    body: 'Sayın {{ad_soyad}}, {{bagimsiz_bolum}} için {{tarih}} tarihli hesap ekstreniz ektedir. Güncel bakiyeniz: {{bakiye}}. {{site_adi}} Yönetimi',
    channels: [2],
  },
];
