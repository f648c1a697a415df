import { payoutCheckAnswer } from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalid } from '../../../http/errors';
import { writeExport } from '../../../http/export/exportList';
import type { ExportColumn, ExportType } from '../../../http/export/exportTypes';
import type { AreaOptions } from '../../area';
import { checkPayouts, parsePayoutQuery, payoutTotals } from './payoutCheck.service';

type Row = Record<string, unknown>;
const tags = ['api-super-admin'];

const STATUS_LABELS = { matched: 'Eşleşti', short: 'Eksik', over: 'Fazla', pending: 'Bekliyor' } as const;
const EXPORT_TYPES: ExportType[] = ['xlsx', 'ods', 'pdf'];

const EXPORT_COLUMNS: ExportColumn[] = [
  { key: 'cluster_name', header: 'Site' },
  { key: 'payment_provider_name', header: 'Ödeme Sağlayıcı' },
  { key: 'bank_account_name', header: 'Banka Hesabı' },
  { key: 'paid_on', header: 'Ödeme Günü', kind: 'date' },
  { key: 'payout_on', header: 'Beklenen Aktarım', kind: 'date' },
  { key: 'payment_count', header: 'Ödeme Sayısı', kind: 'number' },
  { key: 'amount', header: 'Brüt', kind: 'money' },
  { key: 'commission', header: 'Komisyon', kind: 'money' },
  { key: 'expected', header: 'Beklenen', kind: 'money' },
  { key: 'paid_out', header: 'Aktarılan', kind: 'money' },
  { key: 'difference', header: 'Fark', kind: 'money' },
  { key: 'status_label', header: 'Durum' },
];

const trDate = (day: string) => day.split('-').reverse().join('.');

/**
 * `GET /api-super-admin/payout-check?date_from&date_to&cluster_id`: the complexes' virtual POS collections
 * against what the providers paid into their bank accounts (README.md); `export=1` writes the table.
 */
export const adminPayoutCheckRoutes: FastifyPluginAsyncZod<AreaOptions> = async (app, { db, files }) => {
  app.get(
    '/api-super-admin/payout-check',
    { schema: { tags, summary: 'Card payouts against bank lines', response: { 200: payoutCheckAnswer } } },
    async (request) => {
      const raw = request.query as Row;
      const query = await parsePayoutQuery(db, raw);
      const exporting = raw.export === '1' || raw.export === 'true';
      const type = String(raw.export_type ?? 'xlsx') as ExportType;
      if (exporting && !EXPORT_TYPES.includes(type))
        throw invalid('export_type', 'Dosya tipi ods, xlsx veya pdf olmalıdır.');
      const rows = await checkPayouts(db, query);
      const footer = payoutTotals(rows);
      if (exporting) {
        const file = await writeExport({
          type,
          title: 'Ödeme Aktarım Kontrolü',
          columns: EXPORT_COLUMNS,
          rows: rows.map((r) => ({ ...r, status_label: STATUS_LABELS[r.status] })),
          files,
          summary: { totals: footer.totals, period: `${trDate(query.dateFrom)} - ${trDate(query.dateTo)}` },
        });
        return { data: { url: `/api/files/${file.fileName}` } };
      }
      return { data: rows, meta: footer };
    },
  );
};
