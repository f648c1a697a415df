import type { BankBalanceCheck } from '@site/shared';
import { accountBalance } from '../../../accounting/journal';
import type { Db } from '../../../db/connection';
import { bankAccountsWithStatements } from './bankActivities.repository';
import { kurusOrNull } from './bankActivities.service';

/**
 * For each bank account of the complex: the latest statement's closing balance against the journal's
 * balance of the account on that date, and the lines still open.
 */
export async function balanceCheck(db: Db, clusterId: number): Promise<BankBalanceCheck[]> {
  const accounts = await bankAccountsWithStatements(db, clusterId);
  const result: BankBalanceCheck[] = [];
  for (const { account, statement, openCount, openTotal } of accounts) {
    const statementOn = statement?.statement_on ?? null;
    const closing = statement?.closing_balance ?? null;
    const journal = statementOn ? await accountBalance(db, clusterId, 'bank_account', account.id, statementOn) : null;
    const difference = closing !== null && journal !== null ? Number(closing) - journal : null;
    result.push({
      bank_account_id: account.id,
      bank_account_name: account.name,
      iban: account.iban,
      statement_on: statementOn,
      closing_balance: kurusOrNull(closing),
      journal_balance: journal,
      difference,
      open_count: openCount,
      open_total: openTotal,
    });
  }
  return result;
}
