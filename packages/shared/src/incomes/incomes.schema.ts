import { z } from 'zod';
import { debtRow } from '../assessments/assessments.schema';
import { dateText, lira, listAnswerOf, listMetaSchema, rowId } from '../common/responses';
import { collectionRow } from './collections.schema';

// What the balances of houses and residents and their account pages answer (/incomes/houses, /incomes/residents).

/** A list's footer: the balances and everything charged, over the whole filtered list. */
const balanceMeta = listMetaSchema.extend({ totals: z.object({ balance: lira, debt_total: lira }) });

/** Stored as 1 or 0, answered as stored. */
const flag = z.number().int();
/** What a balance adds: the balance (positive = owed) and everything ever charged. */
const balance = { balance: lira, debt_total: lira };

/** A house with its people and balance. */
export const houseBalanceRow = z.object({
  id: rowId,
  cluster_id: rowId,
  block_id: rowId.nullable(),
  block_name: z.string().nullable(),
  door_number: z.string(),
  house_label: z.string(),
  is_active: flag,
  owner_name: z.string().nullable(),
  renter_name: z.string().nullable(),
  ...balance,
});
export type HouseBalance = z.infer<typeof houseBalanceRow>;
export const houseBalanceListAnswer = listAnswerOf(houseBalanceRow, balanceMeta);

/** A resident with their balance. */
export const residentBalanceRow = z.object({
  id: rowId,
  cluster_id: rowId,
  name: z.string(),
  phone: z.string().nullable(),
  is_active: flag,
  ...balance,
});
export type ResidentBalance = z.infer<typeof residentBalanceRow>;
export const residentBalanceListAnswer = listAnswerOf(residentBalanceRow, balanceMeta);

/** The parts of a house's label the lists sort it by. */
const labelOrder = { door_length: z.number().int(), no_block: z.number().int() };

/** The debt a late fee was charged on. */
const parentDebt = z.object({
  id: rowId,
  description: z.string().nullable(),
  income_type_name: z.string().nullable(),
  period: z.string().nullable(),
  due_on: dateText,
  amount: lira,
});

/** A charged late fee, with its debt and how late that debt was in the fee's month (null without a debt). */
export const lateFeeTraceRow = debtRow.extend({
  parent_debt: parentDebt.nullable(),
  days_late: z.number().int().nullable(),
  days_charged: z.number().int().nullable(),
  delay_month: z.number().int().nullable(),
});
export type LateFeeTrace = z.infer<typeof lateFeeTraceRow>;

/** A fee built up on a debt since its last charged month, not charged yet. */
export const accruedLateFeeRow = z.object({
  debt_id: rowId,
  amount: lira,
  from: dateText,
  to: dateText,
  text: z.string(),
  lines: z.array(
    z.object({ from: dateText, to: dateText, days: z.number().int(), principal: lira, amount: lira, text: z.string() }),
  ),
});
export type AccruedLateFee = z.infer<typeof accruedLateFeeRow>;

/** One account as of a day: its debts, charged and accrued late fees, and collections. */
const accountDetail = {
  balance: lira,
  as_of: dateText,
  open_debts: z.array(debtRow),
  paid_debts: z.array(debtRow),
  late_fees: z.array(lateFeeTraceRow),
  accrued_late_fees: z.array(accruedLateFeeRow),
  accrued_late_fee_total: lira,
  collections: z.array(collectionRow),
};

/** A house's account page: the house and its people today. */
export const houseAccountRow = z.object({
  house: z.object({
    id: rowId,
    cluster_id: rowId,
    door_number: z.string(),
    block_name: z.string().nullable(),
    house_label: z.string(),
    ...labelOrder,
  }),
  people: z.array(z.object({ id: rowId, name: z.string(), house_user_type_id: z.number().int() })),
  ...accountDetail,
});
export type HouseAccount = z.infer<typeof houseAccountRow>;

/** A resident's account page: the resident and the houses they own or live in today. */
export const residentAccountRow = z.object({
  resident: z.object({
    id: rowId,
    cluster_id: rowId,
    name: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    identity_number: z.string().nullable(),
  }),
  houses: z.array(
    z.object({ id: rowId, house_label: z.string(), house_user_type_id: z.number().int(), ...labelOrder }),
  ),
  ...accountDetail,
});
export type ResidentAccount = z.infer<typeof residentAccountRow>;
