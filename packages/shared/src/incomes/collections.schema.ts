import { z } from 'zod';
import { DEBT_KINDS } from '../assessments/assessments.schema';
import { dateText, lira, listAnswerOf, listMetaSchema, rowId, timestamp } from '../common/responses';

// What collections (tahsilat) answer; the payload is collectionSchema in accounting/accounting.schema.ts.

const optionalId = rowId.nullable();

/** A collection with its house, payer and place, and how much of it paid debts (the rest is credit). */
export const collectionRow = z.object({
  id: rowId,
  cluster_id: rowId,
  house_id: optionalId,
  house_label: z.string().nullable(),
  resident_id: optionalId,
  resident_name: z.string().nullable(),
  bank_account_id: optionalId,
  safe_id: optionalId,
  /** The bank account's or the safe's name. */
  place_name: z.string().nullable(),
  amount: lira,
  allocated: lira,
  credit: lira,
  collected_on: dateText,
  description: z.string().nullable(),
  /** None on an opening credit of a transfer-due assessment. */
  receipt_no: z.number().int().nullable(),
  bank_activity_id: optionalId,
  assessment_id: optionalId,
  transaction_id: optionalId,
  created_by: optionalId,
  created_at: timestamp,
  updated_at: timestamp,
});
export type Collection = z.infer<typeof collectionRow>;

/** The collections of a complex, their footer summing the amounts. */
export const collectionListAnswer = listAnswerOf(
  collectionRow,
  listMetaSchema.extend({ totals: z.object({ amount: lira }) }),
);

/** One debt a collection paid, and how much of it (`id` is the allocation's). */
export const collectionAllocationRow = z.object({
  id: rowId,
  debt_id: rowId,
  amount: lira,
  due_on: dateText,
  period: z.string().nullable(),
  kind: z.enum(DEBT_KINDS),
  debt_amount: lira,
  description: z.string().nullable(),
  income_type_name: z.string().nullable(),
});

/** A collection as its panel shows it: with the debts it paid, oldest due first. */
export const collectionDetailRow = collectionRow.extend({ allocations: z.array(collectionAllocationRow) });
export type CollectionDetail = z.infer<typeof collectionDetailRow>;
