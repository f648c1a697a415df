import { z } from 'zod';
import { rowId, timestamp } from '../common/responses';

// Answers of /api-super-admin/import-transfers (Operasyon › Aktarım): a new customer's complex from a spreadsheet.

/** The largest file and the most filled rows (all sheets together) an import reads. */
export const IMPORT_TRANSFER_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_TRANSFER_MAX_ROWS = 20_000;

/** The template's sheets, in order (a CSV holds the houses with their residents in one sheet). */
export const IMPORT_TRANSFER_SHEETS = {
  blocks: 'Bloklar',
  houses: 'Daireler',
  residents: 'Sakinler',
  balances: 'Açılış Bakiyeleri',
  csv: 'Daireler ve Sakinler',
} as const;

/** File-level refusals (422 on `file` or `cluster_id`). */
export const importTransferMessages = {
  fileRequired: 'Bir dosya seçin.',
  fileTooLarge: 'Dosya en fazla 5 MB olabilir.',
  fileType: 'Dosya okunamadı: XLSX, ODS veya CSV dosyası yükleyin.',
  tooManyRows: 'Dosyada en fazla 20.000 satır olabilir.',
  empty: 'Dosyada aktarılacak satır yok.',
  noKnownSheet: "Dosyada 'Bloklar', 'Daireler', 'Sakinler' veya 'Açılış Bakiyeleri' sayfası bulunamadı.",
  clusterRequired: 'Site seçin.',
  clusterUnknown: 'Seçilen site bulunamadı.',
  refused: 'Dosyada hata var; hiçbir kayıt aktarılmadı. Hataları düzeltip yeniden deneyin.',
} as const;

/** What an import creates (or a dry run would create). */
export const importTransferCounts = z.object({
  blocks: z.number().int(),
  houses: z.number().int(),
  residents: z.number().int(),
  house_users: z.number().int(),
  opening_balances: z.number().int(),
});
export type ImportTransferCounts = z.infer<typeof importTransferCounts>;

/** One error of the file: its sheet, its row number as the spreadsheet shows it (0: the sheet itself). */
export const importTransferError = z.object({ sheet: z.string(), row: z.number().int(), message: z.string() });
export type ImportTransferError = z.infer<typeof importTransferError>;

/** One row of the preview: what it will create, in Turkish ('Daire oluşturulacak: A Blok 12'). */
export const importTransferPreviewRow = z.object({
  sheet: z.string(),
  row: z.number().int(),
  action: z.string(),
  has_error: z.boolean(),
});

/** The dry run's answer. `preview` holds the first rows only (`preview_limit`). */
export const importTransferCheckRow = z.object({
  file_name: z.string(),
  total_rows: z.number().int(),
  counts: importTransferCounts,
  error_count: z.number().int(),
  errors: z.array(importTransferError),
  preview: z.array(importTransferPreviewRow),
  preview_limit: z.number().int(),
});
export type ImportTransferCheck = z.infer<typeof importTransferCheckRow>;

/** Status of a run: checked (dry run only), running, done, failed (refused or broken). */
export const IMPORT_TRANSFER_STATUSES = ['running', 'done', 'failed'] as const;

/** A run of an import, with its progress. */
export const importTransferRunRow = z.object({
  id: rowId,
  cluster_id: rowId,
  cluster_name: z.string().nullable(),
  user_id: rowId.nullable(),
  user_name: z.string().nullable(),
  file_name: z.string(),
  status: z.string(),
  total_rows: z.number().int(),
  processed_rows: z.number().int(),
  counts: importTransferCounts.nullable(),
  error: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type ImportTransferRun = z.infer<typeof importTransferRunRow>;
