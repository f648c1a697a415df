import { z } from 'zod';
import { dateText, lira, rowId } from '../common/responses';

// The card payout check (/admin/payout-check, `GET /api-super-admin/payout-check`).

/** eşleşti, eksik, fazla, bekliyor. */
export const PAYOUT_STATUSES = ['matched', 'short', 'over', 'pending'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** The longest period one check covers, in days. */
export const PAYOUT_CHECK_MAX_DAYS = 366;

export const payoutCheckMessages = {
  dateRequired: 'Tarih aralığı seçin.',
  dateInvalid: 'Geçerli bir tarih girin',
  dateOrder: 'Bitiş tarihi başlangıç tarihinden önce olamaz.',
  rangeTooLong: `Tarih aralığı en fazla ${PAYOUT_CHECK_MAX_DAYS} gün olabilir.`,
  unknownCluster: 'Seçilen site bulunamadı.',
} as const;

/** One expected payout (a complex's provider's successful card payments of one day) against the bank. */
export const payoutCheckRow = z.object({
  /** `<cluster_payment_provider_id>-<payout_on>`, or `bank-<id>` for a provider line nothing expected. */
  key: z.string(),
  cluster_id: rowId,
  cluster_name: z.string().nullable(),
  cluster_payment_provider_id: rowId.nullable(),
  payment_provider_name: z.string().nullable(),
  bank_account_id: rowId.nullable(),
  bank_account_name: z.string().nullable(),
  /** The Turkish day the card payments were taken (null for an unexpected bank line). */
  paid_on: dateText.nullable(),
  /** When the provider should pay out: the next business day after `paid_on`. */
  payout_on: dateText,
  payment_count: z.number().int(),
  amount: lira,
  commission: lira,
  /** amount − commission: what the provider owes. */
  expected: lira,
  paid_out: lira,
  /** paid_out − expected. */
  difference: lira,
  status: z.enum(PAYOUT_STATUSES),
  /** The bank lines counted as the payout. */
  bank_activity_ids: z.array(rowId),
  paid_out_on: dateText.nullable(),
});
export type PayoutCheckRow = z.infer<typeof payoutCheckRow>;

export const payoutCheckTotals = z.object({
  amount: lira,
  commission: lira,
  expected: lira,
  paid_out: lira,
  difference: lira,
});

export const payoutCheckAnswer = z.union([
  z.object({
    data: z.array(payoutCheckRow),
    meta: z.object({
      totals: payoutCheckTotals,
      counts: z.object({
        matched: z.number().int(),
        short: z.number().int(),
        over: z.number().int(),
        pending: z.number().int(),
      }),
    }),
  }),
  z.object({ data: z.object({ url: z.string() }) }),
]);
export type PayoutCheckAnswer = z.infer<typeof payoutCheckAnswer>;
