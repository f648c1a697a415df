import type { Period } from '../../../accounting/period';
import type { Db } from '../../../db/connection';
import type { AuthContext } from '../../../http/authContext';
import { invalid } from '../../../http/errors';
import { type ReportScope, reportPeriod, reportScope } from '../../../kernel/reportScope';
import { expenseTypeInScope, providerInScope } from './review.repository';

export const NOT_FOUND_ITEM = 'Öğe bulunamadı.';

/**
 * The scope and period of a review report, with its filters checked: the expense type must be a system one or
 * one of the scope's complexes', the provider one of the scope's complexes' (else 422 on the field).
 */
export async function reviewScopeOf(
  db: Db,
  auth: AuthContext,
  q: {
    cluster_id?: number;
    company_id?: number;
    date_from?: string;
    date_to?: string;
    expense_type_id?: number;
    provider_id?: number;
  },
): Promise<{ scope: ReportScope; period: Period }> {
  const scope = await reportScope(db, auth, q);
  if (q.expense_type_id !== undefined && !(await expenseTypeInScope(db, scope.clusterIds, q.expense_type_id)))
    throw invalid('expense_type_id', NOT_FOUND_ITEM);
  if (q.provider_id !== undefined && !(await providerInScope(db, scope.clusterIds, q.provider_id)))
    throw invalid('provider_id', NOT_FOUND_ITEM);
  return { scope, period: await reportPeriod(db, scope, q) };
}
