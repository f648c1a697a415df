import { CARD_PAYMENT_STATUSES, type cardPaymentListAnswer } from '@site/shared';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../../db/connection';
import { assertClusterAccess } from '../../../http/auth';
import type { AuthContext } from '../../../http/authContext';
import { invalid } from '../../../http/errors';
import type { ExportColumn } from '../../../http/export/exportList';
import { dateRangeFilters, idFilters, type ListSpec } from '../../../http/listQuery';
import { type ListDefinition, moneyTotals, runList, scopeList } from '../../../http/listRoute';
import type { FileStorage } from '../../../storage/fileStorage';
import { selectCardPayments } from './cardPayments.repository';

type Row = Record<string, unknown>;

const cardPaymentList: ListSpec = {
  orderBy: {
    paid_at: 'card_payments.paid_at',
    amount: 'card_payments.amount',
    status: 'card_payments.status',
  },
  defaultOrder: ['paid_at', 'desc'],
  filters: {
    // With the links of saved cards and card subscriptions (spec §2 named route activities.cc-payments.list).
    ...idFilters('card_payments', [
      'cluster_id',
      'user_card_subscription_id',
      'user_card_id',
      'house_id',
      'resident_id',
    ]),
    is_subscription: { column: 'card_payments.is_subscription', kind: 'flag' },
    status: { column: 'card_payments.status', kind: 'text' },
    // Days on Turkish time, turned into UTC instants by `paidAtBounds`.
    ...dateRangeFilters('card_payments.paid_at', 'text'),
    // The columns' own searches (spec §2); the card's search text holds its masked number and its holder.
    // Written out rather than definitions' `likeFilter`: loading definitions loads this area, so it cannot import it.
    house_label: { column: 'houses.search', kind: 'text', op: 'like' },
    resident_name: { column: 'residents.name_search', kind: 'text', op: 'like' },
    masked_cc_no: { column: 'card_payments.search', kind: 'text', op: 'like' },
  },
  search: ['card_payments.search', 'residents.name_search'],
};

const EXPORT_COLUMNS: ExportColumn[] = [
  { key: 'paid_at', header: 'Tarih', kind: 'datetime' },
  { key: 'house_label', header: 'Bağımsız Bölüm' },
  { key: 'resident_name', header: 'Sakin' },
  { key: 'payment_provider_name', header: 'Ödeme Sağlayıcı' },
  { key: 'masked_cc_no', header: 'Kart' },
  { key: 'card_holder', header: 'Kart Sahibi' },
  { key: 'amount', header: 'Tutar', kind: 'money' },
  { key: 'commission', header: 'Komisyon', kind: 'money' },
  { key: 'installment_count', header: 'Taksit', kind: 'number' },
  { key: 'status_label', header: 'Durum' },
  { key: 'is_subscription', header: 'Abonelik', kind: 'boolean' },
  { key: 'provider_reference', header: 'Referans No' },
];

const DATE = /^\d{4}-\d{2}-\d{2}$/;
// Turkey keeps UTC+3 all year (since 2016); a day of the filter is a Turkish day, paid_at is stored in UTC.
const TURKEY_OFFSET = '+03:00';

/** `date_from`/`date_to` (YYYY-MM-DD, Turkish days) as the UTC instants that bound `paid_at`. */
function paidAtBounds(raw: Row): Row {
  const out = { ...raw };
  const bounds = { date_from: '00:00:00.000', date_to: '23:59:59.999' };
  for (const [key, time] of Object.entries(bounds)) {
    const value = raw[key];
    if (value === undefined || value === '') continue;
    const at = typeof value === 'string' && DATE.test(value) ? new Date(`${value}T${time}${TURKEY_OFFSET}`) : null;
    if (!at || Number.isNaN(at.getTime())) throw invalid(key, 'Geçerli bir tarih girin');
    out[key] = at.toISOString();
  }
  return out;
}

/** A parameter's values, single or bracket array; empty ones are no filter, as in `parseListQuery`. */
const valuesOf = (value: unknown): unknown[] =>
  (Array.isArray(value) ? value : [value]).filter((v) => v !== undefined && v !== '');

function assertStatuses(raw: Row): void {
  if (valuesOf(raw.status).some((v) => !(CARD_PAYMENT_STATUSES as readonly unknown[]).includes(v))) {
    throw invalid('status', 'Geçerli bir seçim yapın.');
  }
}

/** A `cluster_id` the caller may not see is a 404, like the complex's own route. */
function assertClusterFilter(auth: AuthContext, raw: Row): void {
  for (const value of valuesOf(raw.cluster_id)) {
    const id = Number(value);
    if (Number.isInteger(id)) assertClusterAccess(auth, id);
  }
}

export function cardPaymentToApi(row: Row): Row {
  const {
    search: _search,
    status_label: _statusLabel,
    collection_collected_on,
    collection_receipt_no,
    collection_amount,
    ...rest
  } = row;
  return {
    ...rest,
    is_subscription: row.is_subscription === 1 || row.is_subscription === true,
    amount: Number(row.amount),
    commission: Number(row.commission),
    collection:
      row.collection_id === null || row.collection_id === undefined
        ? null
        : {
            id: row.collection_id,
            collected_on: collection_collected_on,
            receipt_no: collection_receipt_no,
            amount: Number(collection_amount),
          },
  };
}

const successful = (column: string) =>
  sql<number>`case when card_payments.status = 'success' then ${sql.ref(column)} else 0 end`;

const cardPaymentListing: ListDefinition = {
  spec: cardPaymentList,
  idColumn: 'card_payments.id',
  toApi: cardPaymentToApi,
  exportTitle: 'Kredi Kartı Ödemeleri',
  exportColumns: EXPORT_COLUMNS,
  // The footer sums the successful payments only; failed and refunded ones moved no money.
  totals: moneyTotals({
    amount: successful('card_payments.amount'),
    commission: successful('card_payments.commission'),
  }),
};

/** One page (or the export) of card payments: of one complex (`clusterId`), or of every complex the caller may see. */
export function listCardPayments(
  db: Db,
  files: FileStorage,
  auth: AuthContext,
  clusterId: number | null,
  raw: Row,
): Promise<z.infer<typeof cardPaymentListAnswer>> {
  assertStatuses(raw);
  assertClusterFilter(auth, raw);
  const base = scopeList(selectCardPayments(db), auth, { cluster: 'card_payments.cluster_id' }, clusterId);
  // The rows are cardPaymentToApi's; the route's response schema holds them to the CardPayment shape.
  return runList(db, files, cardPaymentListing, { base, raw: paidAtBounds(raw), clusterId }) as Promise<
    z.infer<typeof cardPaymentListAnswer>
  >;
}
