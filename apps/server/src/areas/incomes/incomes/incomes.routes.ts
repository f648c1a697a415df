import { fromKurus, idParam, lateFeeRunSchema } from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { today } from '../../../accounting/dates';
import { houseBalanceSql, residentBalanceSql } from '../../../accounting/journal';
import { accruedLateFees, chargeLateFees } from '../../../accounting/lateFeeCharges';
import { traceLateFees } from '../../../accounting/lateFeeTrace';
import type { Db } from '../../../db/connection';
import { assertClusterAccess, authOf, pageUrlOf } from '../../../http/auth';
import { notFound } from '../../../http/errors';
import type { ListSpec } from '../../../http/listQuery';
import { listResponse } from '../../../http/listResponse';
import { ACTION, writeActionLog } from '../../../kernel/actionLog';
import {
  doorLengthSql,
  HOUSE_LABEL_ORDER,
  houseLabelSql,
  houseOwnerNameSql,
  houseRenterNameSql,
  noBlockSql,
} from '../../../kernel/houseLabel';
import type { FileStorage } from '../../../storage/fileStorage';
import { debtToApi, selectDebts } from '../../assessments';
import { collectionToApi, selectCollections } from '../collections/collections.routes';

type Row = Record<string, unknown>;
const idParams = z.object({ id: idParam });
const clusterParams = z.object({ clusterId: idParam });
const asOfQuery = z.object({
  as_of: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});
const tags = ['incomes'];
const money = (v: unknown) => fromKurus(Number(v ?? 0));

const houseDebtSql = sql<number>`coalesce((select sum(d.amount) from debts d where d.house_id = houses.id), 0)`;
const residentDebtSql = sql<number>`coalesce((select sum(d.amount) from debts d where d.resident_id = residents.id), 0)`;

const houseBalanceList: ListSpec = {
  orderBy: {
    house_label: HOUSE_LABEL_ORDER,
    balance: 'balance',
    debt_total: 'debt_total',
    id: 'houses.id',
  },
  defaultOrder: ['house_label', 'asc'],
  filters: {
    block_id: { column: 'houses.block_id', kind: 'number' },
    house_type_id: { column: 'houses.house_type_id', kind: 'number' },
    is_active: { column: 'houses.is_active', kind: 'flag' },
    door_number: { column: 'houses.search', kind: 'text', op: 'like' },
  },
  search: ['houses.search', 'blocks_search'],
};

const residentBalanceList: ListSpec = {
  orderBy: { name: 'residents.name_sort', balance: 'balance', debt_total: 'debt_total', id: 'residents.id' },
  defaultOrder: ['name', 'asc'],
  filters: {
    is_active: { column: 'residents.is_active', kind: 'flag' },
    name: { column: 'residents.name_search', kind: 'text', op: 'like' },
  },
  search: ['residents.search'],
};

function balanceToApi({ door_length: _length, no_block: _block, ...row }: Row): Row {
  return { ...row, debt_total: money(row.debt_total), balance: money(row.balance) };
}

/** /incomes: balances of houses and residents, one account in detail, collecting, late fees. */
export const incomeRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (app, { db, files }) => {
  app.get('/clusters/:clusterId/house-balances', { schema: { tags, params: clusterParams } }, async (request) => {
    assertClusterAccess(authOf(request), request.params.clusterId);
    const base = db
      .selectFrom('houses')
      .leftJoin('blocks', 'blocks.id', 'houses.block_id')
      .select([
        'houses.id',
        'houses.cluster_id',
        'houses.block_id',
        'houses.door_number',
        'houses.is_active',
        'blocks.name as block_name',
        houseLabelSql.as('house_label'),
        doorLengthSql.as('door_length'),
        noBlockSql.as('no_block'),
        houseBalanceSql.as('balance'),
        houseDebtSql.as('debt_total'),
        houseOwnerNameSql.as('owner_name'),
        houseRenterNameSql.as('renter_name'),
      ])
      .where('houses.cluster_id', '=', request.params.clusterId);
    return listResponse({
      base,
      spec: { ...houseBalanceList, search: ['houses.search'] },
      raw: request.query as Row,
      cluster: { db, id: request.params.clusterId },
      idColumn: 'houses.id',
      toApi: balanceToApi,
      exportTitle: 'Bağımsız Bölüm Bakiyeleri',
      exportColumns: [
        { key: 'house_label', header: 'Bağımsız Bölüm' },
        { key: 'owner_name', header: 'Malik' },
        { key: 'renter_name', header: 'Kiracı' },
        { key: 'debt_total', header: 'Toplam Borçlandırma', kind: 'money' },
        { key: 'balance', header: 'Bakiye', kind: 'balance' },
      ],
      files,
      moneySums: { balance: houseBalanceSql, debt_total: houseDebtSql },
    });
  });

  app.get('/clusters/:clusterId/resident-balances', { schema: { tags, params: clusterParams } }, async (request) => {
    assertClusterAccess(authOf(request), request.params.clusterId);
    const base = db
      .selectFrom('residents')
      .select([
        'residents.id',
        'residents.cluster_id',
        'residents.name',
        'residents.phone',
        'residents.is_active',
        residentBalanceSql.as('balance'),
        residentDebtSql.as('debt_total'),
      ])
      .where('residents.cluster_id', '=', request.params.clusterId);
    return listResponse({
      base,
      spec: residentBalanceList,
      raw: request.query as Row,
      cluster: { db, id: request.params.clusterId },
      idColumn: 'residents.id',
      toApi: balanceToApi,
      exportTitle: 'Sakin Bakiyeleri',
      exportColumns: [
        { key: 'name', header: 'Ad Soyad' },
        { key: 'phone', header: 'Telefon' },
        { key: 'debt_total', header: 'Toplam Borçlandırma', kind: 'money' },
        { key: 'balance', header: 'Bakiye', kind: 'balance' },
      ],
      files,
      moneySums: { balance: residentBalanceSql, debt_total: residentDebtSql },
    });
  });

  /** One account in detail: its debts (open and paid), late fees charged and accrued, and collections. */
  const account = async (clusterId: number, by: { houseId: number } | { residentId: number }, asOf: string) => {
    const debts = await ('houseId' in by
      ? selectDebts(db).where('debts.house_id', '=', by.houseId)
      : selectDebts(db).where('debts.resident_id', '=', by.residentId)
    )
      .orderBy('debts.due_on')
      .orderBy('debts.id')
      .execute();
    const collections = await ('houseId' in by
      ? selectCollections(db).where('collections.house_id', '=', by.houseId)
      : selectCollections(db).where('collections.resident_id', '=', by.residentId)
    )
      .orderBy('collections.collected_on', 'desc')
      .orderBy('collections.id', 'desc')
      .execute();
    const balanceRow = await db
      .selectFrom('journal_entries')
      .select(sql<number>`coalesce(sum(amount), 0)`.as('balance'))
      .where('cluster_id', '=', clusterId)
      .$call((q) =>
        'houseId' in by
          ? q.where('account_kind', '=', 'house').where('account_id', '=', by.houseId)
          : q.where('account_kind', 'in', ['house', 'resident']).where('resident_id', '=', by.residentId),
      )
      .executeTakeFirstOrThrow();
    const apiDebts = debts.map((d) => debtToApi(d as Row));
    const accrued = await accruedLateFees(
      db,
      clusterId,
      debts.filter((d) => d.kind !== 'late_fee').map((d) => d.id),
      asOf,
    );
    const isFee = (d: Row) => d.kind === 'late_fee';
    return {
      balance: money(balanceRow.balance),
      as_of: asOf,
      open_debts: apiDebts.filter((d) => !d.is_paid && !isFee(d)),
      paid_debts: apiDebts.filter((d) => d.is_paid && !isFee(d)),
      // Each fee with the debt it was charged on and how late that debt was in the fee's month.
      late_fees: await traceLateFees(db, apiDebts.filter(isFee)),
      accrued_late_fees: accrued.map((f) => ({
        ...f,
        amount: fromKurus(f.amount),
        lines: f.lines.map((l) => ({ ...l, principal: fromKurus(l.principal), amount: fromKurus(l.amount) })),
      })),
      accrued_late_fee_total: fromKurus(accrued.reduce((s, f) => s + f.amount, 0)),
      collections: collections.map((c) => collectionToApi(c as Row)),
    };
  };

  app.get('/houses/:id/account', { schema: { tags, params: idParams, querystring: asOfQuery } }, async (request) => {
    const house = await db
      .selectFrom('houses')
      .leftJoin('blocks', 'blocks.id', 'houses.block_id')
      .select([
        'houses.id',
        'houses.cluster_id',
        'houses.door_number',
        'blocks.name as block_name',
        houseLabelSql.as('house_label'),
        doorLengthSql.as('door_length'),
        noBlockSql.as('no_block'),
      ])
      .where('houses.id', '=', request.params.id)
      .executeTakeFirst();
    if (!house) throw notFound();
    assertClusterAccess(authOf(request), house.cluster_id);
    const people = await db
      .selectFrom('house_users')
      .innerJoin('residents', 'residents.id', 'house_users.resident_id')
      .select(['residents.id', 'residents.name', 'house_users.house_user_type_id'])
      .where('house_users.house_id', '=', house.id)
      .where('house_users.ends_on', 'is', null)
      .orderBy('house_users.house_user_type_id')
      .execute();
    return {
      data: {
        house,
        people,
        ...(await account(house.cluster_id, { houseId: house.id }, request.query.as_of ?? today())),
      },
    };
  });

  app.get('/residents/:id/account', { schema: { tags, params: idParams, querystring: asOfQuery } }, async (request) => {
    const resident = await db
      .selectFrom('residents')
      .select(['id', 'cluster_id', 'name', 'phone', 'email', 'identity_number'])
      .where('id', '=', request.params.id)
      .executeTakeFirst();
    if (!resident) throw notFound();
    assertClusterAccess(authOf(request), resident.cluster_id);
    const houses = await db
      .selectFrom('house_users')
      .innerJoin('houses', 'houses.id', 'house_users.house_id')
      .leftJoin('blocks', 'blocks.id', 'houses.block_id')
      .select([
        'houses.id',
        houseLabelSql.as('house_label'),
        doorLengthSql.as('door_length'),
        noBlockSql.as('no_block'),
        'house_users.house_user_type_id',
      ])
      .where('house_users.resident_id', '=', resident.id)
      .where('house_users.ends_on', 'is', null)
      .execute();
    return {
      data: {
        resident,
        houses,
        ...(await account(resident.cluster_id, { residentId: resident.id }, request.query.as_of ?? today())),
      },
    };
  });

  // Charges a month's late fees of the complex (also run by the scheduler for the month just ended).
  app.post(
    '/clusters/:clusterId/late-fees',
    { schema: { tags, params: clusterParams, body: lateFeeRunSchema } },
    async (request) => {
      const auth = authOf(request);
      assertClusterAccess(auth, request.params.clusterId);
      const result = await chargeLateFees(
        db,
        request.params.clusterId,
        request.body.period,
        today(),
        auth.user.id,
        (trx, written) =>
          writeActionLog(trx, {
            userId: auth.user.id,
            clusterId: request.params.clusterId,
            entityType: 'late_fee_run',
            entityId: request.params.clusterId,
            action: ACTION.create,
            before: null,
            after: { period: request.body.period, ...written },
            pageUrl: pageUrlOf(request),
          }),
      );
      return { data: { count: result.count, total: fromKurus(result.total) } };
    },
  );
};
