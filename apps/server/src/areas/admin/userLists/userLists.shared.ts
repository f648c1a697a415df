import { genericTypes } from '@site/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../../db/connection';
import { foldTurkish } from '../../../db/turkish';
import { invalid } from '../../../http/errors';
import { applyFilters, type ListParams, type ListSpec } from '../../../http/listQuery';
import { type AnySelect, type ListDefinition, runList } from '../../../http/listRoute';
import { searchWord } from '../../../kernel/searchText';
import type { FileStorage } from '../../../storage/fileStorage';

type Row = Record<string, unknown>;
export const tags = ['api-super-admin'];

const USER_REQUIRED = 'Kullanıcı seçin.';
const USER_UNKNOWN = 'Seçilen kullanıcı bulunamadı.';

/** The `user_id` of the query: a positive integer naming an existing user, else a 422 on the field. */
export async function userIdOf(db: Db, raw: Row): Promise<number> {
  const value = raw.user_id;
  if (value === undefined || value === '' || Array.isArray(value)) throw invalid('user_id', USER_REQUIRED);
  const id = Number(value);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw invalid('user_id', USER_UNKNOWN);
  const user = await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
  if (!user) throw invalid('user_id', USER_UNKNOWN);
  return id;
}

/** `GET path?user_id=`: one of the user page's lists, its rows those of the user (`base`), paged or exported. */
export function userListRoute(
  appBase: FastifyInstance,
  options: {
    path: string;
    db: Db;
    files: FileStorage;
    definition: ListDefinition;
    base: (db: Db, userId: number) => AnySelect;
    response: z.ZodType;
  },
): void {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  app.get(options.path, { schema: { tags, response: { 200: options.response } } }, async (request) => {
    const raw = { ...(request.query as Row) };
    const userId = await userIdOf(options.db, raw);
    // The user is the route's scope, not a filter of the whitelist.
    delete raw.user_id;
    return runList(options.db, options.files, options.definition, { base: options.base(options.db, userId), raw });
  });
}

const providerCase = (alias: string, name: (provider: { name: string }) => string) =>
  sql<string | null>`case ${sql.ref(`${alias}.payment_provider_id`)} ${sql.join(
    genericTypes.payment_providers.map((p) => sql`when ${p.id} then ${name(p)}`),
    sql` `,
  )} end`;

/** The provider's name (iyzico, Param) of a `cluster_payment_providers` alias, as the card payments name it. */
export const providerNameSql = (alias: string) => providerCase(alias, (p) => p.name);

/** The provider's name folded the Turkish way, to search in. */
export const providerSearchSql = (alias: string) => providerCase(alias, (p) => foldTurkish(p.name));

/**
 * A saved card's number to search in, as the answer shows it (`maskCardNumber`): the provider's mask as stored,
 * or of a number stored in full only its first six and last four digits, so that a search never tells the rest.
 */
export const cardNumberSearchSql = (alias: string) => {
  const stored = sql.ref(`${alias}.masked_cc_no`);
  const digits = sql`replace(replace(${stored}, ' ', ''), '-', '')`;
  return sql<string>`(case when ${stored} like '%*%' then ${stored}
    else substr(${digits}, 1, 6) || ' ' || substr(${digits}, length(${digits}) - 3) end)`;
};

/**
 * The filter of a list whose texts keep no folded copy (the residents' app and the sign-in write them): the
 * whitelisted filters, then each searched word in one of `texts`, each an expression already folded the Turkish
 * way (`foldedSql`, `providerSearchSql`).
 */
export function searchIn(spec: ListSpec, texts: Expression<string | null>[]) {
  return (base: AnySelect, params: ListParams) => {
    let filtered = applyFilters(base, spec, params);
    const words = foldTurkish(params.query ?? '')
      .replace(/[%_]/g, '')
      .split(/\s+/)
      .filter(Boolean)
      .map(searchWord);
    for (const word of words) {
      const like = `%${word}%`;
      filtered = filtered.where(
        sql<SqlBool>`(${sql.join(
          texts.map((text) => sql`${text} like ${like}`),
          sql` or `,
        )})`,
      );
    }
    return { filtered, applied: params };
  };
}

/** The first instant (UTC ISO) of the current month in Türkiye (UTC+3 all year). */
export function turkishMonthStart(now = new Date()): string {
  const turkish = new Date(now.getTime() + 3 * 3600_000).toISOString().slice(0, 7);
  return new Date(`${turkish}-01T00:00:00+03:00`).toISOString();
}

const FULL_NUMBER = /\d{12,19}/;

/**
 * A card number as an answer may show it: the provider's mask as stored; should a full number ever have been
 * stored (12 to 19 digits, spaces and dashes aside), only its first six and last four digits.
 */
export function maskCardNumber(value: string): string {
  const digits = value.replace(/[\s-]/g, '');
  if (!FULL_NUMBER.test(digits)) return value;
  const masked = `${digits.slice(0, 6)}${'*'.repeat(digits.length - 10)}${digits.slice(-4)}`;
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}

export const flag = (value: unknown) => value === 1 || value === true;
