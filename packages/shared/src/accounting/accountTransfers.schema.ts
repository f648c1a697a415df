import { z } from 'zod';
import { dateText, lira, listAnswerOf, listMetaSchema, recordOf, rowId, timestamp } from '../common/responses';
import { integerField, moneyDateField, moneyField, optionalString } from '../common/zodRules';
import { MONEY_MAX } from './accounting.schema';

// 'Virman': money moved between the complex's own accounts (bank account to bank account or safe, safe to
// bank account or safe). Nothing is earned or spent: the source is credited and the target debited.

const optionalId = integerField({ min: 1 }).nullish();

export const TRANSFER_SOURCE_MESSAGE = 'Çıkış yapılan banka hesabını veya kasayı seçin.';
export const TRANSFER_TARGET_MESSAGE = 'Aktarılacak banka hesabını veya kasayı seçin.';
export const TRANSFER_SAME_ACCOUNT_MESSAGE = 'Virman aynı hesaba yapılamaz.';

/** Exactly one target: a bank account or a safe (on the field the form shows). */
export function refineTransferTarget(value: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const hasBank = value.to_bank_account_id != null;
  const hasSafe = value.to_safe_id != null;
  if (hasBank === hasSafe) {
    ctx.addIssue({
      code: 'custom',
      path: [hasBank ? 'to_safe_id' : 'to_bank_account_id'],
      message: TRANSFER_TARGET_MESSAGE,
    });
  }
}

/** Exactly one source and one target, and not the same account. */
export function refineAccountTransfer(value: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const hasBank = value.from_bank_account_id != null;
  const hasSafe = value.from_safe_id != null;
  if (hasBank === hasSafe) {
    ctx.addIssue({
      code: 'custom',
      path: [hasBank ? 'from_safe_id' : 'from_bank_account_id'],
      message: TRANSFER_SOURCE_MESSAGE,
    });
  }
  refineTransferTarget(value, ctx);
  const sameBank = value.from_bank_account_id != null && value.from_bank_account_id === value.to_bank_account_id;
  const sameSafe = value.from_safe_id != null && value.from_safe_id === value.to_safe_id;
  if (sameBank || sameSafe) {
    ctx.addIssue({
      code: 'custom',
      path: [sameBank ? 'to_bank_account_id' : 'to_safe_id'],
      message: TRANSFER_SAME_ACCOUNT_MESSAGE,
    });
  }
}

export const accountTransferSchema = z.object({
  cluster_id: integerField({ min: 1 }),
  from_bank_account_id: optionalId,
  from_safe_id: optionalId,
  to_bank_account_id: optionalId,
  to_safe_id: optionalId,
  amount: moneyField({ min: 0.01, max: MONEY_MAX }),
  transferred_on: moneyDateField(),
  description: optionalString(1000).nullable(),
});
export type AccountTransferInput = z.infer<typeof accountTransferSchema>;

const nullableId = rowId.nullable();

/** A transfer with the names of the account it left and the account it filled. */
export const accountTransferRow = z.object({
  id: rowId,
  cluster_id: rowId,
  cluster_name: z.string(),
  from_bank_account_id: nullableId,
  from_safe_id: nullableId,
  from_name: z.string().nullable(),
  to_bank_account_id: nullableId,
  to_safe_id: nullableId,
  to_name: z.string().nullable(),
  amount: lira,
  transferred_on: dateText,
  description: z.string().nullable(),
  transaction_id: nullableId,
  created_by: nullableId,
  created_at: timestamp,
  updated_at: timestamp,
});
export type AccountTransfer = z.infer<typeof accountTransferRow>;

/** The transfers of a complex, their footer summing the amounts. */
export const accountTransferListAnswer = listAnswerOf(
  accountTransferRow,
  listMetaSchema.extend({ totals: z.object({ amount: lira }) }),
);
export const accountTransferAnswer = recordOf(accountTransferRow);
