import type { Insertable } from 'kysely';
import type { Db } from '../../../db/connection';
import type { RequestFilesTable } from '../../../db/types';

// Every query of a request's attached files.

const COLUMNS = [
  'request_files.id',
  'request_files.request_id',
  'request_files.cluster_id',
  'request_files.file_name',
  'request_files.storage_key',
  'request_files.content_type',
  'request_files.size',
  'request_files.created_by',
  'users.name as created_by_name',
  'request_files.created_at',
] as const;

const withAuthor = (db: Db) =>
  db.selectFrom('request_files').leftJoin('users', 'users.id', 'request_files.created_by').select(COLUMNS);

export type RequestFileRow = NonNullable<Awaited<ReturnType<typeof findRequestFile>>>;

/** A request's files, oldest first. */
export function listRequestFiles(db: Db, requestId: number) {
  return withAuthor(db)
    .where('request_files.request_id', '=', requestId)
    .orderBy('request_files.created_at')
    .orderBy('request_files.id')
    .execute();
}

/** One file of the request (a file of another request is not found). */
export function findRequestFile(db: Db, requestId: number, fileId: number) {
  return withAuthor(db)
    .where('request_files.id', '=', fileId)
    .where('request_files.request_id', '=', requestId)
    .executeTakeFirst();
}

export async function insertRequestFile(trx: Db, values: Insertable<RequestFilesTable>): Promise<number> {
  return (await trx.insertInto('request_files').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function deleteRequestFile(trx: Db, fileId: number): Promise<void> {
  await trx.deleteFrom('request_files').where('id', '=', fileId).execute();
}

/** The store keys of a request's files, read before the request goes (its rows go with it). */
export async function storageKeysOfRequest(db: Db, requestId: number): Promise<string[]> {
  const rows = await db.selectFrom('request_files').select('storage_key').where('request_id', '=', requestId).execute();
  return rows.map((row) => row.storage_key);
}
