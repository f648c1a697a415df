import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../../db/connection';

// What an app user (a resident who signs in) is shown of the adverts, and their clicks.

/** The user's active residents: their complexes decide which targeted adverts they see. */
const residentsOf = (db: Db, userId: number) =>
  db
    .selectFrom('residents')
    .select(['residents.id', 'residents.cluster_id'])
    .where('residents.user_id', '=', userId)
    .where('residents.is_active', '=', 1);

/** The customers whose complexes hold the user's residents today (customer_clusters within its dates). */
const customersOf = (db: Db, userId: number, today: string) =>
  db
    .selectFrom('customer_clusters')
    .select('customer_clusters.customer_id')
    .where('customer_clusters.cluster_id', 'in', residentsOf(db, userId).clearSelect().select('residents.cluster_id'))
    .where('customer_clusters.starts_on', '<=', today)
    .where((eb) => eb.or([eb('customer_clusters.ends_on', 'is', null), eb('customer_clusters.ends_on', '>=', today)]));

/**
 * The adverts running today (active, within their dates) that target the user: every user, or a customer or a
 * complex of one of the user's residents.
 */
export function visibleAdverts(db: Db, userId: number, today: string) {
  const byCustomer = db
    .selectFrom('advert_targets')
    .select('advert_targets.advert_id')
    .where('advert_targets.customer_id', 'in', customersOf(db, userId, today));
  const byCluster = db
    .selectFrom('advert_targets')
    .select('advert_targets.advert_id')
    .where('advert_targets.cluster_id', 'in', residentsOf(db, userId).clearSelect().select('residents.cluster_id'));
  return db
    .selectFrom('adverts')
    .select([
      'adverts.id',
      'adverts.title',
      'adverts.image_file',
      'adverts.link_url',
      'adverts.target_type',
      'adverts.starts_on',
      'adverts.ends_on',
    ])
    .where('adverts.is_active', '=', 1)
    .where('adverts.starts_on', '<=', today)
    .where((eb) => eb.or([eb('adverts.ends_on', 'is', null), eb('adverts.ends_on', '>=', today)]))
    .where((eb) =>
      eb.or([
        eb('adverts.target_type', '=', 'all'),
        eb.and([eb('adverts.target_type', '=', 'customers'), eb('adverts.id', 'in', byCustomer)]),
        eb.and([eb('adverts.target_type', '=', 'clusters'), eb('adverts.id', 'in', byCluster)]),
      ]),
    );
}

/**
 * The user's resident a click on the advert is counted for: one in a targeted complex (of a targeted customer
 * for a customers advert), any of theirs for an advert to all; the first by id, or null when they have none.
 */
export async function clickResident(
  db: Db,
  userId: number,
  advert: { id: number; target_type: string },
  today: string,
) {
  let query = residentsOf(db, userId).orderBy('residents.id').limit(1);
  if (advert.target_type === 'clusters') {
    query = query.where(
      'residents.cluster_id',
      'in',
      db
        .selectFrom('advert_targets')
        .select('advert_targets.cluster_id')
        .where('advert_targets.advert_id', '=', advert.id),
    );
  } else if (advert.target_type === 'customers') {
    query = query.where(
      sql<SqlBool>`exists (select 1 from customer_clusters cc inner join advert_targets t on t.customer_id = cc.customer_id where t.advert_id = ${advert.id} and cc.cluster_id = residents.cluster_id and cc.starts_on <= ${today} and (cc.ends_on is null or cc.ends_on >= ${today}))`,
    );
  }
  const row = await query.executeTakeFirst();
  return row?.id ?? null;
}

export async function insertClick(
  db: Db,
  values: { advert_id: number; user_id: number; resident_id: number | null; created_at: string },
): Promise<number> {
  const row = await db.insertInto('advert_clicks').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
