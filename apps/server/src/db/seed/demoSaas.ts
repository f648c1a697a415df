import { allocatePayment, issueMonth } from '../../areas/admin';
import type { Db } from '../connection';
import { foldTurkish } from '../turkish';

type Stamps = { created_at: string; updated_at: string };

/** Months 'YYYY-MM' from January of `today`'s year to `today`'s month. */
function monthsOfYear(today: string): string[] {
  const year = today.slice(0, 4);
  const last = Number(today.slice(5, 7));
  return Array.from({ length: last }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);
}

/**
 * The SaaS side of the demo: two products, a customer group, the demo management company as a customer running
 * both complexes with the management package since January, its invoices of this year issued as the monthly
 * job issues them and paid but for the current month (so no payment warning), a prospect without complexes,
 * two lines of the seller's bank statement waiting to be matched, and an advert for every app user.
 */
export async function seedDemoSaas(db: Db, companyId: number, clusterIds: number[], today: string): Promise<void> {
  const now = new Date().toISOString();
  const stamps: Stamps = { created_at: now, updated_at: now };
  const year = today.slice(0, 4);
  const january = `${year}-01-01`;

  const customerId = await db.transaction().execute(async (trx) => {
    const product = async (name: string, invoice: string, monthly: number, yearly: number) =>
      (
        await trx
          .insertInto('products')
          .values({
            ...stamps,
            name,
            invoice_description: invoice,
            monthly_price_per_house: monthly,
            yearly_price_per_house: yearly,
            search: foldTurkish(name),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const management = await product('Site Yönetim Paketi', 'Site yönetim yazılımı kullanım bedeli', 1_250, 13_500);
    const sms = await product('SMS ve Bildirim Modülü', 'Toplu SMS ve bildirim modülü kullanım bedeli', 200, 2_160);
    const group = await trx
      .insertInto('customer_groups')
      .values({ ...stamps, name: 'İstanbul Anadolu Yakası', search: foldTurkish('İstanbul Anadolu Yakası') })
      .returning('id')
      .executeTakeFirstOrThrow();
    const authorized = await trx
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'sirket@demo.test')
      .executeTakeFirst();

    const customer = async (values: {
      name: string;
      title: string;
      tax_number: string;
      tax_office: string;
      email: string;
      phone: string;
      address: string;
      iban: string | null;
      company_id: number | null;
      authorized_user_id: number | null;
    }) =>
      (
        await trx
          .insertInto('customers')
          .values({
            ...stamps,
            ...values,
            customer_group_id: group.id,
            search: foldTurkish(`${values.name} ${values.title} ${values.tax_number} ${values.email}`),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const anadolu = await customer({
      name: 'Anadolu Site Yönetim Hizmetleri A.Ş.',
      title: 'Anadolu Site Yönetim Hizmetleri Anonim Şirketi',
      tax_number: '0680089871',
      tax_office: 'Kozyatağı',
      email: 'muhasebe@anadoluyonetim.com.tr',
      phone: '+90 216 455 10 20',
      address: 'Atatürk Mah. Ertuğrul Gazi Sok. No: 12 Ataşehir / İstanbul',
      iban: 'TR320010009999901234567890',
      company_id: companyId,
      authorized_user_id: authorized?.id ?? null,
    });
    const prospect = await customer({
      name: 'Boğaziçi Yaşam Yönetim Ltd. Şti.',
      title: 'Boğaziçi Yaşam Yönetim Limited Şirketi',
      tax_number: '4730192838',
      tax_office: 'Beşiktaş',
      email: 'info@bogaziciyasam.com.tr',
      phone: '+90 212 327 44 10',
      address: 'Sinanpaşa Mah. Ihlamurdere Cad. No: 8 Beşiktaş / İstanbul',
      iban: null,
      company_id: null,
      authorized_user_id: null,
    });

    for (const clusterId of clusterIds) {
      await trx
        .insertInto('customer_clusters')
        .values({ ...stamps, customer_id: anadolu, cluster_id: clusterId, starts_on: january, ends_on: null })
        .execute();
    }
    await trx
      .insertInto('customer_products')
      .values([
        { ...stamps, customer_id: anadolu, product_id: management, starts_on: january, ends_on: null, amount: 1_250 },
        {
          ...stamps,
          customer_id: prospect,
          product_id: sms,
          starts_on: `${year}-12-01`,
          ends_on: `${year}-12-31`,
          amount: 200,
        },
      ])
      .execute();
    await trx
      .insertInto('adverts')
      .values({
        ...stamps,
        title: 'Kış bakımı kampanyası: kombi bakımında %20 indirim',
        link_url: 'https://www.example.com.tr/kombi-bakimi',
        target_type: 'all',
        starts_on: january,
        ends_on: `${year}-12-31`,
      })
      .execute();
    return anadolu;
  });

  // This year's invoices as the monthly job issues them; all but the current month's are paid on their due day.
  const months = monthsOfYear(today);
  for (const month of months) await issueMonth(db, month);
  const invoices = await db
    .selectFrom('customer_invoices')
    .select(['id', 'due_on', 'amount_tax_included', 'period_key'])
    .where('customer_id', '=', customerId)
    .orderBy('invoiced_on')
    .execute();
  const current = months[months.length - 1];
  await db.transaction().execute(async (trx) => {
    for (const invoice of invoices) {
      if (invoice.period_key === current) continue;
      const payment = await trx
        .insertInto('customer_payments')
        .values({
          ...stamps,
          customer_id: customerId,
          success_at: `${invoice.due_on}T09:00:00.000Z`,
          amount: invoice.amount_tax_included,
          description: 'Havale ile ödeme',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await allocatePayment(trx, payment.id, { invoiceIds: [invoice.id] });
    }
  });

  // The seller's statement: the current month's payment of the demo company (its VKN in the description) and
  // a transfer nobody can be told from, both waiting for 'Tahsilat Eşleştir'.
  const open = invoices.find((i) => i.period_key === current);
  const lines = [
    {
      reference_no: `DEMO-${today}-1`,
      activity_on: today,
      amount: open?.amount_tax_included ?? 50_000,
      tax_number: '0680089871',
      description: 'ANADOLU SITE YONETIM HIZ. AS VKN 0680089871 FATURA ODEMESI',
      suggested_customer_id: customerId,
      match_confidence: 'high',
    },
    {
      reference_no: `DEMO-${today}-2`,
      activity_on: today,
      amount: 240_000,
      tax_number: null,
      description: 'GELEN EFT YILLIK LISANS',
      suggested_customer_id: null,
      match_confidence: null,
    },
  ];
  await db
    .insertInto('saas_bank_activities')
    .values(lines.map((line) => ({ ...stamps, ...line, search: foldTurkish(line.description) })))
    .execute();
}
