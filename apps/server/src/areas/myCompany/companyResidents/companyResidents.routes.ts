import { listAnswerOf, residentListMeta, residentRow } from '@site/shared';
import type { FastifyPluginAsync } from 'fastify';
import { type SqlBool, sql } from 'kysely';
import { residentBalanceSql } from '../../../accounting/journal';
import type { Db } from '../../../db/connection';
import { authOf } from '../../../http/auth';
import { applyFilters, type FilterSpec, type ListSpec } from '../../../http/listQuery';
import { listRoute } from '../../../http/listRoute';
import type { FileStorage } from '../../../storage/fileStorage';
import { residentsResource } from '../../definitions';

// The complex's resident list is the source of every column, sum and export column: this list only widens
// its scope to the whole company and adds the company-wide filters.
const residents = residentsResource;

/** `debtors=1`: the residents who owe (a positive balance); `debtors=0` the others. Applied by hand below. */
const DEBTORS: FilterSpec = { column: 'residents.id', kind: 'flag' };

/** The whitelist: the complex list's sorts and filters, plus the complex, the company and the debtors. */
export const companyResidentList: ListSpec = {
  ...residents.list,
  orderBy: { ...residents.list.orderBy, cluster_name: ['clusters.name', 'residents.name_sort'] },
  filters: {
    ...residents.list.filters,
    cluster_id: { column: 'residents.cluster_id', kind: 'number' },
    company_id: { column: 'clusters.company_id', kind: 'number' },
    debtors: DEBTORS,
  },
};

/**
 * `GET /company-residents` (Şirketim › Tüm Sakinler): the residents of every complex the caller may see,
 * read-only. A worker sees the complexes they are allowed in, of their own company; a super administrator
 * every complex, narrowed to one company by `company_id`.
 */
export const companyResidentRoutes: FastifyPluginAsync<{ db: Db; files: FileStorage }> = async (app, { db, files }) => {
  const spec = companyResidentList;
  const select = residents.select(db);
  const totals = residents.totals;
  listRoute(app, {
    path: '/company-residents',
    tags: ['company-residents'],
    response: listAnswerOf(residentRow, residentListMeta),
    scope: { cluster: 'residents.cluster_id' },
    base: (request) => {
      const { user, isSuperadmin } = authOf(request);
      // A worker's grants may name a complex of another company (a former employer): "my company" is theirs only.
      return isSuperadmin || user.company_id === null
        ? select
        : select.where('clusters.company_id', '=', user.company_id);
    },
    db,
    files,
    spec,
    idColumn: 'residents.id',
    filter: (base, params) => {
      const debtors = params.filters.find((f) => f.spec === DEBTORS);
      if (!debtors) return { filtered: applyFilters(base, spec, params, db), applied: params };
      const applied = { ...params, filters: params.filters.filter((f) => f !== debtors) };
      const sign = debtors.value[0] ? sql`>` : sql`<=`;
      const filtered = applyFilters(base, spec, applied, db).where(sql<SqlBool>`${residentBalanceSql} ${sign} 0`);
      return { filtered, applied };
    },
    toApi: residents.toApi,
    totals: totals && { query: (filtered) => totals(db, filtered, { wholeCluster: null }) },
    exportTitle: 'Tüm Sakinler',
    exportColumns: residents.exportColumns,
  });
};
