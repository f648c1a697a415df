import type { Db } from '../../../db/connection';

// The SQL of the SMS credit: it is the company's (companies.sms_balance), read through a complex's provider.

/** The company of a complex and when its credit was last read; undefined for no such complex. */
export async function companyCreditOf(db: Db, clusterId: number) {
  return db
    .selectFrom('clusters')
    .innerJoin('companies', 'companies.id', 'clusters.company_id')
    .select(['companies.id as company_id', 'companies.sms_balance', 'companies.sms_checked_at'])
    .where('clusters.id', '=', clusterId)
    .executeTakeFirst();
}

/** Stores the credit the provider said, with when it was read. */
export async function storeCompanyCredit(db: Db, companyId: number, balance: number, at: string): Promise<void> {
  await db
    .updateTable('companies')
    .set({ sms_balance: balance, sms_checked_at: at })
    .where('id', '=', companyId)
    .execute();
}
