import {
  foreignReferenceMessage,
  messages,
  type SaasBankActivity,
  type SaasBankMatchInput,
  type SaasMatchConfidence,
  saasBankMessages,
} from '@site/shared';
import type { Db } from '../../../db/connection';
import { nowIso } from '../../../http/clock';
import { invalid, notFound } from '../../../http/errors';
import { applyFilters, dateRangeFilters, type ListParams, type ListSpec } from '../../../http/listQuery';
import type { AnySelect, ListDefinition } from '../../../http/listRoute';
import { ACTION } from '../../../kernel/actionLog';
import { type Actor, logChange } from '../../../kernel/changeLog';
import { allocatePayment } from '../customerPayments/customerPayments.allocation';

// The seller's statement lines: the list, one line, 'Tahsilat Eşleştir' (books the customer payment) and
// its undo.

/** The largest customer payment (spec §9: 0 to 999999.99), in kuruş. */
const PAYMENT_MAX = 99_999_999;

/** Every line with the names of its suggested and matched customers. */
export const selectActivities = (db: Db) =>
  db
    .selectFrom('saas_bank_activities as a')
    .leftJoin('customers as sc', 'sc.id', 'a.suggested_customer_id')
    .leftJoin('customers as mc', 'mc.id', 'a.customer_id')
    .select([
      'a.id',
      'a.reference_no',
      'a.activity_on',
      'a.amount',
      'a.identity_number',
      'a.tax_number',
      'a.iban',
      'a.description',
      'a.status',
      'a.suggested_customer_id',
      'sc.name as suggested_customer_name',
      'a.match_confidence',
      'a.customer_id',
      'mc.name as customer_name',
      'a.customer_payment_id',
      'a.created_at',
    ]);

type ActivityRow = Awaited<ReturnType<ReturnType<typeof selectActivities>['executeTakeFirstOrThrow']>>;

export const activityToApi = (row: ActivityRow): SaasBankActivity => ({
  ...row,
  amount: Number(row.amount),
  status: row.status === 'matched' ? 'matched' : 'open',
  match_confidence: (row.match_confidence as SaasMatchConfidence | null) ?? null,
});

/** `list_type`: open (incoming lines not matched yet, the default), matched, or all (outgoing ones too). */
const listTypeFilter = { column: 'a.status', kind: 'text' as const };

export const activitiesSpec: ListSpec = {
  orderBy: {
    activity_on: 'a.activity_on',
    amount: 'a.amount',
    reference_no: 'a.reference_no',
    match_confidence: 'a.match_confidence',
    created_at: 'a.created_at',
    id: 'a.id',
  },
  defaultOrder: ['activity_on', 'desc'],
  filters: {
    list_type: listTypeFilter,
    customer_id: { column: 'a.customer_id', kind: 'number' },
    suggested_customer_id: { column: 'a.suggested_customer_id', kind: 'number' },
    match_confidence: { column: 'a.match_confidence', kind: 'text' },
    ...dateRangeFilters('a.activity_on'),
  },
  search: ['a.search'],
};

const LIST_TYPE_MESSAGE = 'Liste tipi open, matched veya all olmalıdır.';

function filterActivities(base: AnySelect, params: ListParams) {
  const listType = params.filters.find((f) => f.spec === listTypeFilter);
  const rest = { ...params, filters: params.filters.filter((f) => f.spec !== listTypeFilter) };
  let filtered = applyFilters(base, activitiesSpec, rest);
  const type = listType ? String(listType.value[0]) : 'open';
  if (type === 'open') filtered = filtered.where('a.status', '=', 'open').where('a.amount', '>', 0);
  else if (type === 'matched') filtered = filtered.where('a.status', '=', 'matched');
  else if (type !== 'all') throw invalid('list_type', LIST_TYPE_MESSAGE);
  return { filtered, applied: params };
}

export const activitiesList: ListDefinition<ActivityRow> = {
  spec: activitiesSpec,
  idColumn: 'a.id',
  toApi: activityToApi,
  filter: filterActivities,
  exportTitle: 'Banka Hareketleri',
  exportColumns: [
    { key: 'activity_on', header: 'Tarih', kind: 'date' },
    { key: 'amount', header: 'Tutar', kind: 'money' },
    { key: 'description', header: 'Açıklama' },
    { key: 'tax_number', header: 'VKN' },
    { key: 'identity_number', header: 'TCKN' },
    { key: 'iban', header: 'IBAN' },
    { key: 'reference_no', header: 'Referans No' },
    { key: 'suggested_customer_name', header: 'Önerilen Müşteri' },
    { key: 'customer_name', header: 'Eşleşen Müşteri' },
  ],
};

export async function findActivity(db: Db, referenceNo: string): Promise<ActivityRow> {
  const row = await selectActivities(db).where('a.reference_no', '=', referenceNo).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/**
 * 'Tahsilat Eşleştir': in one transaction the line is claimed (only while it is open: a second match, even one
 * running at the same time, finds nothing to claim and is refused), the customer payment is booked with the
 * line's date, amount and reference and allocated to the customer's open invoices, oldest first.
 */
export async function matchActivity(db: Db, referenceNo: string, input: SaasBankMatchInput, actor: Actor) {
  const line = await findActivity(db, referenceNo);
  if (line.status === 'matched') throw invalid('reference_no', saasBankMessages.alreadyMatched);
  if (Number(line.amount) <= 0) throw invalid('amount', saasBankMessages.outgoing);
  if (Number(line.amount) > PAYMENT_MAX) throw invalid('amount', messages.maxValue(999_999.99, true));
  const customer = await db
    .selectFrom('customers')
    .select(['id', 'name'])
    .where('id', '=', input.customer_id)
    .executeTakeFirst();
  if (!customer) throw invalid('customer_id', foreignReferenceMessage);
  const description = input.description?.trim() || line.description?.slice(0, 1000) || null;
  const now = nowIso();

  await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('saas_bank_activities')
      .set({ status: 'matched', customer_id: customer.id, updated_at: now })
      .where('reference_no', '=', referenceNo)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw invalid('reference_no', saasBankMessages.alreadyMatched);
    const taken = await trx
      .selectFrom('customer_payments')
      .select('id')
      .where('bank_reference_no', '=', referenceNo)
      .executeTakeFirst();
    if (taken) throw invalid('reference_no', saasBankMessages.referenceTaken);
    const payment = await trx
      .insertInto('customer_payments')
      .values({
        customer_id: customer.id,
        success_at: `${line.activity_on}T00:00:00.000Z`,
        amount: Number(line.amount),
        description,
        bank_reference_no: referenceNo,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const allocations = await allocatePayment(trx, payment.id, { paymentOn: line.activity_on, description });
    await trx
      .updateTable('saas_bank_activities')
      .set({ customer_payment_id: payment.id })
      .where('id', '=', line.id)
      .execute();
    await logChange(trx, actor, {
      clusterId: null,
      entityType: 'saas_bank_activity',
      entityId: line.id,
      action: ACTION.update,
      before: { status: 'open', customer_id: null },
      after: { status: 'matched', customer_id: customer.id, customer_payment_id: payment.id, allocations },
    });
  });
  return findActivity(db, referenceNo);
}

/** Undoes a match: the payment it booked (and with it its allocations) is deleted and the line is open again. */
export async function unmatchActivity(db: Db, referenceNo: string, actor: Actor) {
  const line = await findActivity(db, referenceNo);
  if (line.status !== 'matched') throw invalid('reference_no', saasBankMessages.notMatched);
  await db.transaction().execute(async (trx) => {
    const released = await trx
      .updateTable('saas_bank_activities')
      .set({ status: 'open', customer_id: null, customer_payment_id: null, updated_at: nowIso() })
      .where('id', '=', line.id)
      .where('status', '=', 'matched')
      .executeTakeFirst();
    if (Number(released.numUpdatedRows) !== 1) throw invalid('reference_no', saasBankMessages.notMatched);
    const paymentId = line.customer_payment_id;
    if (paymentId) {
      await trx.deleteFrom('customer_invoice_payments').where('customer_payment_id', '=', paymentId).execute();
      await trx.deleteFrom('customer_payments').where('id', '=', paymentId).execute();
    }
    await logChange(trx, actor, {
      clusterId: null,
      entityType: 'saas_bank_activity',
      entityId: line.id,
      action: ACTION.update,
      before: { status: 'matched', customer_id: line.customer_id, customer_payment_id: paymentId },
      after: { status: 'open', customer_id: null, customer_payment_id: null },
    });
  });
  return findActivity(db, referenceNo);
}

/** A reference as typed in a path: at most 100 characters (what the importer stores). */
export function referenceOf(raw: string): string {
  const reference = raw.trim();
  if (!reference || reference.length > 100) throw notFound();
  return reference;
}
