import type { AccountStatement, ActivityAccountKind, ItemResponse } from '@site/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';

/** The typed client of the reports area: the account statements (extracts). */

/** Which account's statement, over which period. */
export type StatementQuery = {
  account_kind: ActivityAccountKind;
  account_id: number | null;
  date_from: string;
  date_to: string;
};

/** The statement's address, which its export asks with `export=1` too. */
const statementPath = (clusterId: number | null) => `/clusters/${clusterId}/statements/account`;

export const statementsApi = {
  path: statementPath,
  /**
   * An account's opening balance, movements and closing balance. Keyed as a list of the complex, so that a
   * write that moves the complex's money refreshes it.
   */
  account: (clusterId: number | null, query: StatementQuery) =>
    queryOptions({
      queryKey: queryKeys.list('statements', clusterId, query),
      queryFn: () => api.get<ItemResponse<AccountStatement>>(statementPath(clusterId), query),
      enabled: clusterId !== null && query.account_id !== null,
    }),
};
