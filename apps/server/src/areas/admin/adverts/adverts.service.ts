import { randomUUID } from 'node:crypto';
import {
  type AdminAdvert,
  type AdminAdvertClick,
  type AdminAdvertInput,
  type AdvertTargetType,
  adminAdvertMessages,
  foreignReferenceMessage,
} from '@site/shared';
import type { Db } from '../../../db/connection';
import { nowIso } from '../../../http/clock';
import { invalid, notFound } from '../../../http/errors';
import { ACTION } from '../../../kernel/actionLog';
import { type Actor, logChange } from '../../../kernel/changeLog';
import type { FileStorage, StoredFile } from '../../../storage/fileStorage';
import { imageType, UPLOAD_CONTENT_TYPES } from '../../../storage/fileType';
import type { AdvertClickRow } from './advertClicks.repository';
import * as clicks from './advertClicks.repository';
import * as repo from './adverts.repository';

/** Stored advert images: `adverts/<name>`; the pattern also rules out paths (`/`, `..`). */
export const ADVERT_IMAGE_NAME = /^advert-[0-9a-f-]{36}\.(png|jpg|webp)$/;
const imageKey = (name: string) => `adverts/${name}`;

const idsOf = (list: string | null): number[] => (list ? list.split(',').map(Number) : []);

export function advertToApi(row: repo.AdvertRow): AdminAdvert {
  return {
    id: row.id,
    title: row.title,
    image_file: row.image_file,
    link_url: row.link_url,
    target_type: row.target_type as AdvertTargetType,
    customer_ids: idsOf(row.customer_id_list),
    cluster_ids: idsOf(row.cluster_id_list),
    target_names: row.target_name_list ?? '',
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    is_active: row.is_active === 1,
    click_count: Number(row.click_count),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function advertClickToApi(row: AdvertClickRow): AdminAdvertClick {
  return { ...row, is_active: row.is_active === 1 };
}

export async function showAdvert(db: Db, id: number): Promise<AdminAdvert> {
  const row = await repo.findAdvert(db, id);
  if (!row) throw notFound();
  return advertToApi(row);
}

/** What the action log keeps of an advert. */
const logged = (advert: AdminAdvert): Record<string, unknown> => {
  const { click_count: _clicks, target_names: _names, created_at: _c, updated_at: _u, ...rest } = advert;
  return rest;
};

/**
 * The payload's targets and image, checked against the database and the storage: every chosen customer or
 * complex exists (422 on the list otherwise) and an image name is one that was uploaded.
 */
async function checkedValues(db: Db, files: FileStorage, input: AdminAdvertInput) {
  const customerIds = input.target_type === 'customers' ? [...new Set(input.customer_ids ?? [])] : [];
  const clusterIds = input.target_type === 'clusters' ? [...new Set(input.cluster_ids ?? [])] : [];
  if ((await repo.countExisting(db, 'customers', customerIds)) !== customerIds.length)
    throw invalid('customer_ids', foreignReferenceMessage);
  if ((await repo.countExisting(db, 'clusters', clusterIds)) !== clusterIds.length)
    throw invalid('cluster_ids', foreignReferenceMessage);
  const image = input.image_file || null;
  if (image !== null && !(await imageExists(files, image)))
    throw invalid('image_file', adminAdvertMessages.imageMissing);
  const values: repo.AdvertValues = {
    title: input.title,
    image_file: image,
    link_url: input.link_url || null,
    target_type: input.target_type,
    starts_on: input.starts_on,
    ends_on: input.ends_on ?? null,
    is_active: input.is_active ? 1 : 0,
  };
  return { values, targets: { customerIds, clusterIds } };
}

async function imageExists(files: FileStorage, name: string): Promise<boolean> {
  if (!ADVERT_IMAGE_NAME.test(name)) return false;
  const file = await files.get(imageKey(name));
  file?.body.destroy();
  return Boolean(file);
}

export async function createAdvert(db: Db, files: FileStorage, actor: Actor, input: AdminAdvertInput) {
  const { values, targets } = await checkedValues(db, files, input);
  const id = await db.transaction().execute(async (trx) => {
    const newId = await repo.insertAdvert(trx, values, nowIso());
    await repo.replaceTargets(trx, newId, targets);
    const after = await showAdvert(trx, newId);
    await logChange(trx, actor, {
      clusterId: null,
      entityType: 'advert',
      entityId: newId,
      action: ACTION.create,
      before: null,
      after: logged(after),
    });
    return newId;
  });
  return showAdvert(db, id);
}

export async function updateAdvert(db: Db, files: FileStorage, actor: Actor, id: number, input: AdminAdvertInput) {
  const before = await showAdvert(db, id);
  const { values, targets } = await checkedValues(db, files, input);
  await db.transaction().execute(async (trx) => {
    await repo.updateAdvertRow(trx, id, values, nowIso());
    await repo.replaceTargets(trx, id, targets);
    await logChange(trx, actor, {
      clusterId: null,
      entityType: 'advert',
      entityId: id,
      action: ACTION.update,
      before: logged(before),
      after: logged(await showAdvert(trx, id)),
    });
  });
  if (before.image_file && before.image_file !== values.image_file) await dropImage(db, files, before.image_file, id);
  return showAdvert(db, id);
}

export async function deleteAdvert(db: Db, files: FileStorage, actor: Actor, id: number): Promise<void> {
  const before = await showAdvert(db, id);
  await db.transaction().execute(async (trx) => {
    await repo.deleteAdvertRow(trx, id);
    await logChange(trx, actor, {
      clusterId: null,
      entityType: 'advert',
      entityId: id,
      action: ACTION.delete,
      before: logged(before),
      after: null,
    });
  });
  if (before.image_file) await dropImage(db, files, before.image_file, id);
}

/** Removes an image no advert uses any more. */
async function dropImage(db: Db, files: FileStorage, name: string, advertId: number): Promise<void> {
  if (ADVERT_IMAGE_NAME.test(name) && !(await repo.imageInUse(db, name, advertId))) await files.remove(imageKey(name));
}

/** Stores an uploaded image after checking its type by its first bytes; answers its name. */
export async function storeAdvertImage(files: FileStorage, bytes: Buffer): Promise<string> {
  const type = imageType(bytes);
  if (!type) throw invalid('file', adminAdvertMessages.imageType);
  const name = `advert-${randomUUID()}.${type}`;
  await files.put(imageKey(name), bytes, UPLOAD_CONTENT_TYPES[type]);
  return name;
}

/** A stored advert image with its MIME type, or null. */
export async function readAdvertImage(
  files: FileStorage,
  name: string,
): Promise<{ file: StoredFile; type: string } | null> {
  const match = ADVERT_IMAGE_NAME.exec(name);
  if (!match) return null;
  const file = await files.get(imageKey(name));
  if (!file) return null;
  return { file, type: UPLOAD_CONTENT_TYPES[match[1] as keyof typeof UPLOAD_CONTENT_TYPES] };
}

/** Counts a click in or out (a click made by mistake or by a test user). */
export async function setClickActive(db: Db, actor: Actor, id: number, isActive: boolean): Promise<AdminAdvertClick> {
  const before = await clicks.findAdvertClick(db, id);
  if (!before) throw notFound();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('advert_clicks')
      .set({ is_active: isActive ? 1 : 0 })
      .where('id', '=', id)
      .execute();
    await logChange(trx, actor, {
      clusterId: null,
      entityType: 'advert_click',
      entityId: id,
      action: ACTION.update,
      before: { is_active: before.is_active === 1 },
      after: { is_active: isActive },
    });
  });
  return advertClickToApi({ ...before, is_active: isActive ? 1 : 0 });
}
