import type { Db } from '../../../db/connection';

export function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export function findClusterGrants(db: Db, userId: number) {
  return db
    .selectFrom('cluster_users')
    .select(['cluster_id', 'permissions'])
    .where('user_id', '=', userId)
    .orderBy('cluster_id')
    .execute();
}

export async function insertToken(
  db: Db,
  token: {
    user_id: number;
    name: string;
    token_hash: string;
    expires_at: string;
    created_at: string;
    impersonator_id?: number | null;
  },
): Promise<number> {
  const row = await db.insertInto('personal_access_tokens').values(token).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function deleteToken(db: Db, id: number, userId: number) {
  return db.deleteFrom('personal_access_tokens').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export function deleteOtherTokens(db: Db, userId: number, keepId: number) {
  return db.deleteFrom('personal_access_tokens').where('user_id', '=', userId).where('id', '!=', keepId).execute();
}

/** Failed sign-ins since `since`: for this e-mail from this IP, from this IP, and for this e-mail from anywhere. */
export async function countFailedLogins(db: Db, email: string, ip: string, since: string) {
  const row = await db
    .selectFrom('login_attempts')
    .select((eb) => [
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(eb.and([eb('email', '=', email), eb('ip', '=', ip)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('pair'),
      eb.fn.sum<number>(eb.case().when('ip', '=', ip).then(1).else(0).end()).as('ip'),
      eb.fn.sum<number>(eb.case().when('email', '=', email).then(1).else(0).end()).as('email'),
    ])
    .where('created_at', '>=', since)
    .where((eb) => eb.or([eb('email', '=', email), eb('ip', '=', ip)]))
    .executeTakeFirstOrThrow();
  return { byPair: Number(row.pair ?? 0), byIp: Number(row.ip ?? 0), byEmail: Number(row.email ?? 0) };
}

export function recordFailedLogin(db: Db, email: string, ip: string, at: string) {
  return db.insertInto('login_attempts').values({ email, ip, created_at: at }).execute();
}

export function clearFailedLogins(db: Db, email: string) {
  return db.deleteFrom('login_attempts').where('email', '=', email).execute();
}
