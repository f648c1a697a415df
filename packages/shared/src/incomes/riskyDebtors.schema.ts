import { z } from 'zod';
import { dateText, lira, listAnswerOf, listMetaSchema, rowId } from '../common/responses';

// What /incomes/risky answers: residents or houses owing more than the company's risk parameter.

export const RISKY_DEBTOR_TYPES = ['resident', 'house'] as const;
export type RiskyDebtorType = (typeof RISKY_DEBTOR_TYPES)[number];

/** A resident (by name) or a house (by label) with its balance and open debts. */
export const riskyDebtorRow = z.object({
  id: rowId,
  name: z.string(),
  balance: lira,
  open_debt_count: z.number().int(),
  oldest_due_on: dateText.nullable(),
});
export type RiskyDebtor = z.infer<typeof riskyDebtorRow>;

/** The list says which threshold it applied: null when the company set none (and nobody is risky). */
export const riskyDebtorMeta = listMetaSchema.extend({
  totals: z.object({ balance: lira }),
  type: z.enum(RISKY_DEBTOR_TYPES),
  threshold: lira.nullable(),
  company_id: rowId,
});
export type RiskyDebtorMeta = z.infer<typeof riskyDebtorMeta>;

export const riskyDebtorListAnswer = listAnswerOf(riskyDebtorRow, riskyDebtorMeta);
