import {
  type ImportTransferCheck,
  type ImportTransferCounts,
  type ImportTransferRun,
  importTransferMessages,
} from '@site/shared';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/connection';
import { type AnyDb, isPostgres } from '../../../db/schemaHelpers';
import { nowIso } from '../../../http/clock';
import { HttpError, invalid, notFound } from '../../../http/errors';
import type { Actor } from '../../../kernel/changeLog';
import { checkSheets, type Plan, planCounts } from './importTransfers.check';
import { readWorkbook } from './importTransfers.file';
import { loadExisting, writePlan } from './importTransfers.write';

/** Preview rows answered by the dry run (errors are all answered). */
export const PREVIEW_LIMIT = 1000;

export type Upload = { clusterId: number; fileName: string; bytes: Buffer };

/** The multipart form: `cluster_id` (a complex that exists) and one `file`. Refusals are 422 in Turkish. */
export async function readUpload(db: Db, request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw invalid('file', importTransferMessages.fileRequired);
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw invalid('file', importTransferMessages.fileTooLarge);
        file = { name: (part.filename || 'aktarim').slice(0, 200), bytes };
      } else fields[part.fieldname] = String(part.value ?? '');
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw invalid('file', importTransferMessages.fileTooLarge);
    throw invalid('file', importTransferMessages.fileType);
  }
  const raw = (fields.cluster_id ?? '').trim();
  if (!raw) throw invalid('cluster_id', importTransferMessages.clusterRequired);
  const clusterId = Number(raw);
  if (!Number.isSafeInteger(clusterId) || clusterId < 1)
    throw invalid('cluster_id', importTransferMessages.clusterUnknown);
  const cluster = await db.selectFrom('clusters').select('id').where('id', '=', clusterId).executeTakeFirst();
  if (!cluster) throw invalid('cluster_id', importTransferMessages.clusterUnknown);
  if (!file || file.bytes.length === 0) throw invalid('file', importTransferMessages.fileRequired);
  return { clusterId, fileName: file.name, bytes: file.bytes };
}

async function planOf(db: Db, upload: Upload, sheets = readWorkbook(upload.bytes)) {
  const existing = await loadExisting(db, upload.clusterId);
  return { plan: checkSheets(sheets, existing), existing, sheets };
}

const checkAnswer = (fileName: string, plan: Plan): ImportTransferCheck => ({
  file_name: fileName,
  total_rows: plan.totalRows,
  counts: planCounts(plan),
  error_count: plan.errors.length,
  errors: plan.errors,
  preview: plan.preview.slice(0, PREVIEW_LIMIT),
  preview_limit: PREVIEW_LIMIT,
});

/** The dry run: what the file would create and every error, writing nothing. */
export async function checkUpload(db: Db, upload: Upload): Promise<ImportTransferCheck> {
  const { plan } = await planOf(db, upload);
  return checkAnswer(upload.fileName, plan);
}

/** The 422 of a file with errors: each error under `<sheet>.<row>` as 'Satır 12: …'. */
function refusal(plan: Plan): HttpError {
  const errors: Record<string, string[]> = {};
  for (const error of plan.errors) {
    const key = `${error.sheet}.${error.row}`;
    errors[key] = [...(errors[key] ?? []), `Satır ${error.row}: ${error.message}`];
  }
  return new HttpError(422, importTransferMessages.refused, errors);
}

/**
 * The import: refused (422, nothing written) when the dry run finds an error; otherwise a run is recorded and
 * everything is written in one transaction, its progress stored every few hundred rows (on PostgreSQL from a
 * connection of its own, so that a poll sees it while the transaction runs).
 */
export async function runImport(
  db: Db,
  upload: Upload,
  actor: Actor,
): Promise<{ id: number; counts: ImportTransferCounts }> {
  const userId = actor.userId;
  const { plan, sheets } = await planOf(db, upload);
  if (plan.errors.length) throw refusal(plan);
  const counts = planCounts(plan);
  const { id } = await db
    .insertInto('data_imports')
    .values({
      cluster_id: upload.clusterId,
      user_id: userId,
      file_name: upload.fileName,
      status: 'running',
      total_rows: plan.totalRows,
      processed_rows: 0,
      created_at: nowIso(),
      updated_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const postgres = isPostgres(db as unknown as AnyDb);
  try {
    await db.transaction().execute(async (trx) => {
      // Checked again under a lock of the complex: another import that finished meanwhile is not repeated.
      if (postgres)
        await trx.selectFrom('clusters').select('id').where('id', '=', upload.clusterId).forNoKeyUpdate().execute();
      const fresh = await planOf(trx, upload, sheets);
      if (fresh.plan.errors.length) throw refusal(fresh.plan);
      await writePlan(trx, {
        clusterId: upload.clusterId,
        actor,
        plan: fresh.plan,
        existing: fresh.existing,
        progress: async (done, total) => {
          const processed = total ? Math.min(plan.totalRows, Math.round((done / total) * plan.totalRows)) : 0;
          await (postgres ? db : trx)
            .updateTable('data_imports')
            .set({ processed_rows: processed, updated_at: nowIso() })
            .where('id', '=', id)
            .execute();
        },
      });
      await trx
        .updateTable('data_imports')
        .set({
          status: 'done',
          processed_rows: plan.totalRows,
          summary: JSON.stringify({ counts }),
          updated_at: nowIso(),
        })
        .where('id', '=', id)
        .execute();
    });
  } catch (error) {
    await db
      .updateTable('data_imports')
      .set({
        status: 'failed',
        processed_rows: 0,
        summary: JSON.stringify({
          error: error instanceof HttpError ? error.message : 'Aktarım tamamlanamadı; hiçbir kayıt yazılmadı.',
        }),
        updated_at: nowIso(),
      })
      .where('id', '=', id)
      .execute();
    throw error;
  }
  return { id, counts };
}

const selectRuns = (db: Db) =>
  db
    .selectFrom('data_imports')
    .leftJoin('clusters', 'clusters.id', 'data_imports.cluster_id')
    .leftJoin('users', 'users.id', 'data_imports.user_id')
    .selectAll('data_imports')
    .select(['clusters.name as cluster_name', 'users.name as user_name']);

type RunRow = Awaited<ReturnType<ReturnType<typeof selectRuns>['executeTakeFirstOrThrow']>>;

function runToApi(row: RunRow): ImportTransferRun {
  let summary: { counts?: ImportTransferCounts; error?: string } = {};
  try {
    summary = row.summary ? JSON.parse(row.summary) : {};
  } catch {
    summary = {};
  }
  return {
    id: row.id,
    cluster_id: row.cluster_id,
    cluster_name: row.cluster_name ?? null,
    user_id: row.user_id,
    user_name: row.user_name ?? null,
    file_name: row.file_name,
    status: row.status,
    total_rows: Number(row.total_rows),
    processed_rows: Number(row.processed_rows),
    counts: summary.counts ?? null,
    error: summary.error ?? null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export async function showRun(db: Db, id: number): Promise<ImportTransferRun> {
  const row = await selectRuns(db).where('data_imports.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return runToApi(row);
}

/** Past runs, newest first, optionally of one complex or status. */
export async function listRuns(
  db: Db,
  query: { page: number; per_page: number; cluster_id?: number; status?: string },
): Promise<{ data: ImportTransferRun[]; total: number }> {
  let base = selectRuns(db);
  if (query.cluster_id) base = base.where('data_imports.cluster_id', '=', query.cluster_id);
  if (query.status) base = base.where('data_imports.status', '=', query.status);
  const { n } = await base
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .orderBy('data_imports.id', 'desc')
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)
    .execute();
  return { data: rows.map(runToApi), total: Number(n) };
}
