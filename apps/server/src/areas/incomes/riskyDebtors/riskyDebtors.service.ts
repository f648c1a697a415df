import { RISKY_DEBTOR_TYPES, type RiskyDebtor, type RiskyDebtorType, type riskyDebtorListAnswer } from '@site/shared';
import { type SqlBool, sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../../db/connection';
import { invalid, notFound } from '../../../http/errors';
import type { ExportColumn } from '../../../http/export/exportList';
import { moneyTotals, runList } from '../../../http/listRoute';
import type { FileStorage } from '../../../storage/fileStorage';
import {
  findRiskThresholds,
  orderRiskyDebtors,
  type RiskyDebtorRow,
  riskyDebtorSpecs,
  riskyDebtorsQuery,
} from './riskyDebtors.repository';

/** The export's columns after the debtor's name. */
const balanceColumns: ExportColumn[] = [
  { key: 'balance', header: 'Bakiye', kind: 'balance' },
  { key: 'open_debt_count', header: 'Açık Borç Sayısı', kind: 'number' },
  { key: 'oldest_due_on', header: 'En Eski Vade', kind: 'date' },
];

const EXPORTS: Record<RiskyDebtorType, { title: string; columns: ExportColumn[] }> = {
  resident: { title: 'Riskli Borçlular (Kişi)', columns: [{ key: 'name', header: 'Ad Soyad' }, ...balanceColumns] },
  house: { title: 'Riskli Borçlular (BB)', columns: [{ key: 'name', header: 'Bağımsız Bölüm' }, ...balanceColumns] },
};

/** A debtor as answered: money in kuruş (PostgreSQL may read sums and counts as text). */
const toApi = (row: RiskyDebtorRow): RiskyDebtor => ({
  id: row.id,
  name: row.name,
  balance: Number(row.balance),
  open_debt_count: Number(row.open_debt_count),
  oldest_due_on: row.oldest_due_on,
});

/**
 * Residents (type=resident) or houses (type=house) of a complex whose balance is above the management
 * company's risk parameter. Without a parameter the list is empty and `meta.threshold` is null.
 */
export async function listRiskyDebtors(db: Db, files: FileStorage, clusterId: number, query: Record<string, unknown>) {
  const { type: rawType = 'resident', ...rest } = query;
  const type = String(rawType) as RiskyDebtorType;
  if (!RISKY_DEBTOR_TYPES.includes(type)) throw invalid('type', 'Geçerli bir seçim yapın.');
  const company = await findRiskThresholds(db, clusterId);
  if (!company) throw notFound();
  const threshold = type === 'resident' ? company.person_threshold : company.house_threshold;
  // Without a risk parameter nobody is risky: the list is empty and says so with a null threshold.
  const base =
    threshold === null
      ? riskyDebtorsQuery(db, type, clusterId, 0).where(sql<SqlBool>`1 = 0`)
      : riskyDebtorsQuery(db, type, clusterId, Number(threshold));
  const { title, columns } = EXPORTS[type];
  // The rows are toApi's and the meta names the threshold; the response schema holds both to their shapes.
  return runList(
    db,
    files,
    {
      spec: riskyDebtorSpecs[type],
      idColumn: type === 'resident' ? 'residents.id' : 'houses.id',
      toApi: (row) => toApi(row as RiskyDebtorRow),
      exportTitle: title,
      exportColumns: columns,
      order: (filtered, params) => orderRiskyDebtors(filtered, type, params),
      totals: moneyTotals({ balance: 'b.balance' }),
    },
    {
      base,
      raw: rest,
      clusterId,
      meta: { type, threshold: threshold === null ? null : Number(threshold), company_id: company.company_id },
    },
  ) as Promise<z.infer<typeof riskyDebtorListAnswer>>;
}
