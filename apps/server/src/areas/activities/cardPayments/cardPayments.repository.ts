import { type CardPaymentStatus, genericTypes } from '@site/shared';
import { type Insertable, sql } from 'kysely';
import type { Db } from '../../../db/connection';
import { foldTurkish } from '../../../db/turkish';
import type { CardPaymentsTable } from '../../../db/types';
import { nowIso } from '../../../http/clock';
import { houseLabelSql } from '../../../kernel/houseLabel';

/** The Turkish status names of the export (the screens translate the code themselves). */
const STATUS_LABELS: Record<CardPaymentStatus, string> = {
  success: 'Başarılı',
  failed: 'Başarısız',
  refunded: 'İade',
};

const labelCase = (column: string, labels: [string | number, string][]) =>
  sql<string | null>`case ${sql.ref(column)} ${sql.join(
    labels.map(([value, label]) => sql`when ${value} then ${label}`),
    sql` `,
  )} end`;

/** The provider's name (iyzico, Param …) from the generic types, so list, show and export agree. */
const providerNameSql = labelCase(
  'cluster_payment_providers.payment_provider_id',
  genericTypes.payment_providers.map((p) => [p.id, p.name]),
);
const statusLabelSql = labelCase('card_payments.status', Object.entries(STATUS_LABELS));

/** Card payments with their house, resident, payment provider and collection, for list, show and export. */
export function selectCardPayments(db: Db) {
  return db
    .selectFrom('card_payments')
    .leftJoin('houses', 'houses.id', 'card_payments.house_id')
    .leftJoin('blocks', 'blocks.id', 'houses.block_id')
    .leftJoin('residents', 'residents.id', 'card_payments.resident_id')
    .leftJoin('cluster_payment_providers', 'cluster_payment_providers.id', 'card_payments.cluster_payment_provider_id')
    .leftJoin('collections', 'collections.id', 'card_payments.collection_id')
    .selectAll('card_payments')
    .select([
      // Null without a house: a null door number makes the concatenation null.
      houseLabelSql.as('house_label'),
      'residents.name as resident_name',
      'cluster_payment_providers.payment_provider_id',
      providerNameSql.as('payment_provider_name'),
      statusLabelSql.as('status_label'),
      'collections.collected_on as collection_collected_on',
      'collections.receipt_no as collection_receipt_no',
      'collections.amount as collection_amount',
    ]);
}

export type CardPaymentRow = Awaited<ReturnType<ReturnType<typeof selectCardPayments>['executeTakeFirstOrThrow']>>;

export function findCardPayment(db: Db, id: number): Promise<CardPaymentRow | undefined> {
  return selectCardPayments(db).where('card_payments.id', '=', id).executeTakeFirst();
}

export type NewCardPayment = Omit<Insertable<CardPaymentsTable>, 'search' | 'created_at' | 'updated_at'> & {
  status: CardPaymentStatus;
};

/**
 * Records one card payment (the provider integration's write): `paid_at` is stored as UTC ISO-8601 so
 * day filters and sorting compare like for like, and the folded search text is filled in.
 */
export async function insertCardPayment(db: Db, payment: NewCardPayment): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('card_payments')
    .values({
      ...payment,
      paid_at: new Date(payment.paid_at).toISOString(),
      search: foldTurkish([payment.card_holder ?? '', payment.masked_cc_no].join(' ')),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
