import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/connection';
import { hashPassword } from '../../../kernel/passwords';
import { signInAs } from '../users/users.fixtures';

/** The smallest PNG: the signature, then enough of a header to be read as one. */
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
]);

/** A multipart body with one file in the field `file`, as the web's upload sends it. */
export function multipart(name: string, bytes: Buffer, type: string) {
  const boundary = '----advert-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads an advert image as the super administrator's form does. */
export const uploadImage = (app: FastifyInstance, token: string, file: ReturnType<typeof multipart>) =>
  app.inject({
    method: 'POST',
    url: '/api/api-super-admin/adverts/images',
    payload: file.payload,
    headers: { ...file.headers, authorization: `Bearer ${token}` },
  });

const stamp = () => new Date().toISOString();

/** A customer running `clusterIds` from 2026-01-01, open-ended. */
export async function createCustomer(db: Db, name: string, clusterIds: number[]): Promise<number> {
  const now = stamp();
  const customer = await db
    .insertInto('customers')
    .values({ name, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const clusterId of clusterIds) {
    await db
      .insertInto('customer_clusters')
      .values({
        customer_id: customer.id,
        cluster_id: clusterId,
        starts_on: '2026-01-01',
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  return customer.id;
}

/**
 * A user of the residents' app linked to a resident of `clusterId` (residents.user_id), signed in; `clusterId`
 * null makes a user with no resident.
 */
export async function createAppUser(db: Db, app: FastifyInstance, email: string, clusterId: number | null) {
  const now = stamp();
  const user = await db
    .insertInto('users')
    .values({
      name: `Sakin ${email}`,
      email,
      password_hash: await hashPassword('sakin-sifre-1'),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  let residentId: number | null = null;
  if (clusterId !== null) {
    const resident = await db
      .selectFrom('residents')
      .select(['id', 'name'])
      .where('cluster_id', '=', clusterId)
      .where('user_id', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('residents').set({ user_id: user.id }).where('id', '=', resident.id).execute();
    residentId = resident.id;
  }
  const { token } = await signInAs(app, email, 'sakin-sifre-1');
  return { userId: user.id, residentId, token };
}
