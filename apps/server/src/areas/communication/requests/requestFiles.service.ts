import { randomUUID } from 'node:crypto';
import { type RequestFile, requestFileMessages } from '@site/shared';
import type { Db } from '../../../db/connection';
import type { AuthContext } from '../../../http/authContext';
import { nowIso } from '../../../http/clock';
import { invalid, notFound } from '../../../http/errors';
import { ACTION } from '../../../kernel/actionLog';
import { type Actor, logChange } from '../../../kernel/changeLog';
import type { FileStorage } from '../../../storage/fileStorage';
import { UPLOAD_CONTENT_TYPES, uploadType } from '../../../storage/fileType';
import { safeFileName, storeExtension } from './requestFileNames';
import * as repo from './requestFiles.repository';
import { entityTypeOfKind } from './requests.resource';
import { assertTechAuthorization, visibleRequest } from './requests.service';

type Request = Awaited<ReturnType<typeof visibleRequest>>;

export function requestFileToApi(row: repo.RequestFileRow): RequestFile {
  return {
    id: row.id,
    request_id: row.request_id,
    file_name: row.file_name,
    content_type: row.content_type as RequestFile['content_type'],
    size: Number(row.size),
    created_by: row.created_by,
    created_by_name: row.created_by_name,
    created_at: row.created_at,
  };
}

/** What the action log keeps of a file. */
const logged = (row: { id: number; file_name: string; content_type: string; size: number }) => ({
  id: row.id,
  file_name: row.file_name,
  content_type: row.content_type,
  size: Number(row.size),
});

/** A request's files, oldest first. */
export async function listFilesOfRequest(db: Db, auth: AuthContext, requestId: number): Promise<RequestFile[]> {
  await visibleRequest(db, auth, requestId);
  return (await repo.listRequestFiles(db, requestId)).map(requestFileToApi);
}

/**
 * The request a file is about to be attached to: one the caller may see and write in (another company's is a
 * 404), and technical staff must be allowed to attach. Checked before the upload is read.
 */
export async function requestToAttachTo(db: Db, auth: AuthContext, requestId: number): Promise<Request> {
  assertTechAuthorization(auth, { kind: 'attach' });
  return visibleRequest(db, auth, requestId);
}

/**
 * Keeps an uploaded file on the request: JPEG, PNG, WebP or PDF as its first bytes say (its name and claimed type
 * are not trusted), stored under a random key; the row and its action-log entry in one transaction.
 */
export async function attachRequestFile(
  db: Db,
  files: FileStorage,
  actor: Actor,
  request: Request,
  upload: { fileName: string; bytes: Buffer },
): Promise<RequestFile> {
  const type = uploadType(upload.bytes);
  if (!type) throw invalid('file', requestFileMessages.type);
  const key = `request-files/${randomUUID()}.${storeExtension(type)}`;
  const values = {
    request_id: request.id,
    cluster_id: request.cluster_id,
    file_name: safeFileName(upload.fileName, type),
    storage_key: key,
    content_type: UPLOAD_CONTENT_TYPES[type],
    size: upload.bytes.length,
    created_by: actor.userId,
    created_at: nowIso(),
  };
  await files.put(key, upload.bytes, values.content_type);
  try {
    const id = await db.transaction().execute(async (trx) => {
      const fileId = await repo.insertRequestFile(trx, values);
      await logChange(trx, actor, {
        clusterId: request.cluster_id,
        entityType: entityTypeOfKind(request.kind),
        entityId: request.id,
        action: ACTION.update,
        before: null,
        after: { attached_file: logged({ id: fileId, ...values }) },
      });
      return fileId;
    });
    return requestFileToApi((await repo.findRequestFile(db, request.id, id)) as repo.RequestFileRow);
  } catch (error) {
    // Nothing refers to a file whose row was never written.
    await files.remove(key);
    throw error;
  }
}

/** A file of a request the caller sees; another request's file, or one gone from the store, is a 404. */
export async function openRequestFile(
  db: Db,
  files: FileStorage,
  auth: AuthContext,
  requestId: number,
  fileId: number,
) {
  await visibleRequest(db, auth, requestId);
  const row = await repo.findRequestFile(db, requestId, fileId);
  const stored = row ? await files.get(row.storage_key) : null;
  if (!row || !stored) throw notFound();
  return { row, stored };
}

/** Removes a file from a request: its row and action-log entry, then the stored bytes once that is committed. */
export async function detachRequestFile(
  db: Db,
  files: FileStorage,
  auth: AuthContext,
  actor: Actor,
  requestId: number,
  fileId: number,
): Promise<void> {
  assertTechAuthorization(auth, { kind: 'detach' });
  const request = await visibleRequest(db, auth, requestId);
  const row = await repo.findRequestFile(db, requestId, fileId);
  if (!row) throw notFound();
  await db.transaction().execute(async (trx) => {
    await repo.deleteRequestFile(trx, fileId);
    await logChange(trx, actor, {
      clusterId: request.cluster_id,
      entityType: entityTypeOfKind(request.kind),
      entityId: request.id,
      action: ACTION.update,
      before: { removed_file: logged(row) },
      after: null,
    });
  });
  await files.remove(row.storage_key);
}

/**
 * The stored files of a request that is being deleted (its rows go with it by the foreign key). Run inside the
 * delete's transaction, just before the row goes: removing them after the commit would need a hook the resource
 * does not have, and a file left behind would keep a resident's photo nobody can reach or delete.
 */
export async function removeStoredFilesOfRequest(trx: Db, files: FileStorage, requestId: number): Promise<void> {
  for (const key of await repo.storageKeysOfRequest(trx, requestId)) await files.remove(key);
}
