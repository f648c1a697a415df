import type { SelectQueryBuilder } from 'kysely';

/** Whether a query finds a row at all: for checks such as "is this e-mail taken" or "is this the company's". */
export async function hasRow<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<boolean> {
  return (await query.executeTakeFirst()) !== undefined;
}
