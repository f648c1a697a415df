import type { ReviewDetailQuery, ReviewQuery } from '@site/shared';
import type { Db } from '../../../db/connection';
import type { AuthContext } from '../../../http/authContext';
import { exportReport, reportMetaOf, wantsExport } from '../../../kernel/reportScope';
import type { FileStorage } from '../../../storage/fileStorage';
import { itemLines, itemLineTotals, itemsByTypeAndProvider, namesOf } from './review.repository';
import { reviewScopeOf } from './reviewScope';

/** A share of the whole in percent, one decimal. */
const shareOf = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.round((part * 1000) / whole) / 10;
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'tr');

/** İnceleme Raporu: the period's invoice items by expense type, then provider: count, amount and share. */
export async function reviewReport(db: Db, files: FileStorage, auth: AuthContext, q: ReviewQuery) {
  const { scope, period } = await reviewScopeOf(db, auth, q);
  const groups = await itemsByTypeAndProvider(db, scope.clusterIds, period, q);
  const typeNames = await namesOf(db, 'expense_types', [...new Set(groups.map((g) => g.expense_type_id))]);
  const providerNames = await namesOf(db, 'cluster_providers', [...new Set(groups.map((g) => g.provider_id))]);
  const total = groups.reduce((sum, g) => sum + g.amount, 0);
  const count = groups.reduce((sum, g) => sum + g.count, 0);
  const types = new Map<number, typeof groups>();
  for (const g of groups) types.set(g.expense_type_id, [...(types.get(g.expense_type_id) ?? []), g]);
  const rows = [...types.entries()]
    .map(([typeId, list]) => {
      const amount = list.reduce((sum, g) => sum + g.amount, 0);
      return {
        expense_type_id: typeId,
        name: typeNames.get(typeId) ?? '',
        count: list.reduce((sum, g) => sum + g.count, 0),
        amount,
        share: shareOf(amount, total),
        providers: list
          .map((g) => ({
            provider_id: g.provider_id,
            name: providerNames.get(g.provider_id) ?? '',
            count: g.count,
            amount: g.amount,
            share: shareOf(g.amount, total),
          }))
          .sort(byName),
      };
    })
    .sort(byName);
  if (wantsExport(q)) {
    return exportReport(db, files, scope, period, {
      type: q.export_type,
      title: 'İnceleme Raporu',
      columns: [
        { key: 'type', header: 'Gider Tipi' },
        { key: 'provider', header: 'Tedarikçi' },
        { key: 'count', header: 'Kalem Sayısı', kind: 'number' },
        { key: 'amount', header: 'Tutar', kind: 'money' },
        { key: 'share', header: 'Pay %', kind: 'number' },
      ],
      rows: [
        ...rows.flatMap((r) => [
          { type: r.name, count: r.count, amount: r.amount, share: r.share },
          ...r.providers.map((p) => ({ type: '', provider: p.name, count: p.count, amount: p.amount, share: p.share })),
        ]),
        { type: 'Toplam', count, amount: total, share: total === 0 ? null : 100 },
      ],
      totals: { amount: total },
    });
  }
  return { data: rows, meta: { ...reportMetaOf(scope, period), totals: { count, amount: total } } };
}

/** İnceleme Raporu detayı: every invoice item line of the period, a page of them or all as a file. */
export async function reviewDetail(db: Db, files: FileStorage, auth: AuthContext, q: ReviewDetailQuery) {
  const { scope, period } = await reviewScopeOf(db, auth, q);
  const order = { by: q.order_by, direction: q.order };
  const totals = await itemLineTotals(db, scope.clusterIds, period, q);
  if (wantsExport(q)) {
    const rows = await itemLines(db, scope.clusterIds, period, q, order);
    return exportReport(db, files, scope, period, {
      type: q.export_type,
      title: 'İnceleme Raporu Detayı',
      columns: [
        { key: 'billed_on', header: 'Fatura Tarihi', kind: 'date' },
        { key: 'bill_no', header: 'Fatura No' },
        { key: 'provider_name', header: 'Tedarikçi' },
        { key: 'expense_type_name', header: 'Gider Tipi' },
        { key: 'child_expense_type_name', header: 'Alt Gider Tipi' },
        { key: 'description', header: 'Açıklama' },
        { key: 'amount', header: 'Tutar', kind: 'money' },
        { key: 'paid', header: 'Fatura Ödenen', kind: 'money' },
        { key: 'open', header: 'Fatura Kalan', kind: 'money' },
      ],
      rows,
      totals: { amount: totals.amount },
    });
  }
  const page = { limit: q.per_page, offset: (q.page - 1) * q.per_page };
  const rows = await itemLines(db, scope.clusterIds, period, q, order, page);
  return {
    data: rows,
    meta: {
      total: totals.count,
      current_page: q.page,
      per_page: q.per_page,
      last_page: Math.max(1, Math.ceil(totals.count / q.per_page)),
      ...reportMetaOf(scope, period),
      totals: { amount: totals.amount },
    },
  };
}
