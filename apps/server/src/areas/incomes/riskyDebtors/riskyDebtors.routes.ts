import { fromKurus, idParam } from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/connection';
import { assertClusterAccess, authOf } from '../../../http/auth';
import { HttpError, invalid, notFound } from '../../../http/errors';
import { type ExportColumn, writeExport } from '../../../http/export/exportList';
import { listMeta, parseListQuery } from '../../../http/listQuery';
import { clusterName } from '../../../http/listResponse';
import type { FileStorage } from '../../../storage/fileStorage';
import {
  countRiskyDebtors,
  findRiskThresholds,
  orderRiskyDebtors,
  type RiskyDebtorRow,
  type RiskyDebtorType,
  riskyDebtorSpecs,
  riskyDebtorsQuery,
} from './riskyDebtors.repository';

const TYPES: RiskyDebtorType[] = ['resident', 'house'];
const params = z.object({ clusterId: idParam });

const EXPORTS: Record<RiskyDebtorType, { title: string; columns: ExportColumn[] }> = {
  resident: {
    title: 'Riskli Borçlular (Kişi)',
    columns: [
      { key: 'name', header: 'Ad Soyad' },
      { key: 'balance', header: 'Bakiye', kind: 'balance' },
      { key: 'open_debt_count', header: 'Açık Borç Sayısı', kind: 'number' },
      { key: 'oldest_due_on', header: 'En Eski Vade', kind: 'date' },
    ],
  },
  house: {
    title: 'Riskli Borçlular (BB)',
    columns: [
      { key: 'name', header: 'Bağımsız Bölüm' },
      { key: 'balance', header: 'Bakiye', kind: 'balance' },
      { key: 'open_debt_count', header: 'Açık Borç Sayısı', kind: 'number' },
      { key: 'oldest_due_on', header: 'En Eski Vade', kind: 'date' },
    ],
  },
};

const toApi = (row: RiskyDebtorRow) => ({
  id: row.id,
  name: row.name,
  balance: fromKurus(Number(row.balance)),
  open_debt_count: Number(row.open_debt_count),
  oldest_due_on: row.oldest_due_on,
});

/**
 * /incomes/risky: residents (type=resident) or houses (type=house) whose balance is above the management
 * company's risk parameter. Without a parameter the list is empty and `meta.threshold` is null.
 */
export const riskyDebtorRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (app, { db, files }) => {
  app.get('/clusters/:clusterId/risky-debtors', { schema: { tags: ['risky-debtors'], params } }, async (request) => {
    const { clusterId } = request.params;
    assertClusterAccess(authOf(request), clusterId);
    const { type: rawType = 'resident', ...rest } = request.query as Record<string, unknown>;
    const type = String(rawType) as RiskyDebtorType;
    if (!TYPES.includes(type)) throw invalid('type', 'Geçerli bir seçim yapın.');
    const list = parseListQuery(rest, riskyDebtorSpecs[type]);

    const company = await findRiskThresholds(db, clusterId);
    if (!company) throw notFound();
    const threshold = type === 'resident' ? company.person_threshold : company.house_threshold;
    const thresholdMeta = {
      type,
      threshold: threshold === null ? null : fromKurus(Number(threshold)),
      company_id: company.company_id,
    };

    if (list.export) {
      const rows =
        threshold === null
          ? []
          : ((await orderRiskyDebtors(
              riskyDebtorsQuery(db, type, clusterId, Number(threshold), list),
              type,
              list,
            ).execute()) as RiskyDebtorRow[]);
      const { title, columns: all } = EXPORTS[type];
      const columns = list.export.columns ? all.filter((c) => list.export?.columns?.includes(c.key)) : all;
      if (!columns.length)
        throw new HttpError(422, 'Dışa aktarılacak sütun seçin.', {
          export_columns: ['Dışa aktarılacak sütun seçin.'],
        });
      const balance = rows.reduce((sum, row) => sum + Number(row.balance), 0);
      const file = await writeExport({
        type: list.export.type,
        title,
        columns,
        rows,
        files,
        summary: { clusterName: await clusterName(db, clusterId), totals: { balance: fromKurus(balance) } },
      });
      return { data: { url: `/api/files/${file.fileName}` } };
    }

    if (threshold === null) {
      return { data: [], meta: { ...listMeta(0, list, { balance: 0 }), ...thresholdMeta } };
    }
    const filtered = riskyDebtorsQuery(db, type, clusterId, Number(threshold), list);
    const { total, balance } = await countRiskyDebtors(filtered);
    const rows = (await orderRiskyDebtors(filtered, type, list)
      .limit(list.perPage)
      .offset((list.page - 1) * list.perPage)
      .execute()) as RiskyDebtorRow[];
    return {
      data: rows.map(toApi),
      meta: { ...listMeta(total, list, { balance: fromKurus(balance) }), ...thresholdMeta },
    };
  });
};
