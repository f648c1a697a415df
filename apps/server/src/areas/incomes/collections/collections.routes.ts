import { collectionSchema, fromKurus, idParam, refineCollection, toKurus } from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { periodName } from '../../../accounting/lateFeeCharges';
import type { Db } from '../../../db/connection';
import { assertClusterAccess, authOf, pageUrlOf, visibleRecord } from '../../../http/auth';
import { notFound } from '../../../http/errors';
import { dateRangeFilters, type ListSpec } from '../../../http/listQuery';
import { listResponse } from '../../../http/listResponse';
import { ACTION, writeActionLog } from '../../../kernel/actionLog';
import { doorLengthSql, HOUSE_LABEL_ORDER, houseLabelSql, noBlockSql } from '../../../kernel/houseLabel';
import type { FileStorage } from '../../../storage/fileStorage';
import { createCollection, deleteCollection, type NewCollection, validateCollectionLinks } from './collections.service';
import { writeCollectionReceipt } from './receipt';

type Row = Record<string, unknown>;
const idParams = z.object({ id: idParam });
const clusterParams = z.object({ clusterId: idParam });
const tags = ['collections'];
const body = collectionSchema.superRefine(refineCollection);

const collectionList: ListSpec = {
  orderBy: {
    collected_on: 'collections.collected_on',
    amount: 'collections.amount',
    receipt_no: 'collections.receipt_no',
    house_label: HOUSE_LABEL_ORDER,
    id: 'collections.id',
  },
  defaultOrder: ['collected_on', 'desc'],
  filters: {
    house_id: { column: 'collections.house_id', kind: 'number' },
    resident_id: { column: 'collections.resident_id', kind: 'number' },
    bank_account_id: { column: 'collections.bank_account_id', kind: 'number' },
    safe_id: { column: 'collections.safe_id', kind: 'number' },
    ...dateRangeFilters('collections.collected_on'),
  },
  search: ['residents.name_search', 'houses.search'],
};

export function selectCollections(db: Db) {
  return db
    .selectFrom('collections')
    .leftJoin('houses', 'houses.id', 'collections.house_id')
    .leftJoin('blocks', 'blocks.id', 'houses.block_id')
    .leftJoin('residents', 'residents.id', 'collections.resident_id')
    .leftJoin('bank_accounts', 'bank_accounts.id', 'collections.bank_account_id')
    .leftJoin('safes', 'safes.id', 'collections.safe_id')
    .selectAll('collections')
    .select([
      houseLabelSql.as('house_label'),
      doorLengthSql.as('door_length'),
      noBlockSql.as('no_block'),
      'residents.name as resident_name',
      sql<string | null>`coalesce(bank_accounts.name, safes.name)`.as('place_name'),
      sql<number>`coalesce((select sum(a.amount) from allocations a where a.collection_id = collections.id), 0)`.as(
        'allocated',
      ),
    ]);
}

export function collectionToApi({ door_length: _length, no_block: _block, ...row }: Row): Row {
  const amount = Number(row.amount);
  const allocated = Number(row.allocated ?? 0);
  return { ...row, amount: fromKurus(amount), allocated: fromKurus(allocated), credit: fromKurus(amount - allocated) };
}

/** Collections (tahsilat): record, list, show with what they paid, take back, and the receipt. */
export const collectionRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (app, { db, files }) => {
  const show = async (id: number) => {
    const row = await selectCollections(db).where('collections.id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    const allocations = await db
      .selectFrom('allocations')
      .innerJoin('debts', 'debts.id', 'allocations.debt_id')
      .leftJoin('income_types', 'income_types.id', 'debts.income_type_id')
      .select([
        'allocations.debt_id',
        'allocations.amount',
        'debts.due_on',
        'debts.period',
        'debts.kind',
        'debts.amount as debt_amount',
        'debts.description',
        'income_types.name as income_type_name',
      ])
      .where('allocations.collection_id', '=', id)
      .orderBy('debts.due_on')
      .execute();
    return {
      ...(collectionToApi(row as Row) as Row & { amount: number; receipt_no: number | null }),
      allocations: allocations.map((a) => ({
        ...a,
        amount: fromKurus(Number(a.amount)),
        debt_amount: fromKurus(Number(a.debt_amount)),
      })),
    };
  };
  const find = async (request: Parameters<typeof authOf>[0], id: number) => {
    const row = await db.selectFrom('collections').selectAll().where('id', '=', id).executeTakeFirst();
    return visibleRecord(request, row);
  };

  const create = async (request: Parameters<typeof authOf>[0], input: z.infer<typeof collectionSchema>) => {
    const auth = authOf(request);
    assertClusterAccess(auth, input.cluster_id);
    const collection: NewCollection = {
      clusterId: input.cluster_id,
      houseId: input.house_id ?? null,
      residentId: input.resident_id ?? null,
      bankAccountId: input.bank_account_id ?? null,
      safeId: input.safe_id ?? null,
      amount: toKurus(input.amount),
      collectedOn: input.collected_on,
      description: input.description ?? null,
      createdBy: auth.user.id,
    };
    await validateCollectionLinks(db, collection);
    const id = await db.transaction().execute(async (trx) => {
      const newId = await createCollection(trx, collection);
      const after = await trx.selectFrom('collections').selectAll().where('id', '=', newId).executeTakeFirstOrThrow();
      await writeActionLog(trx, {
        userId: auth.user.id,
        clusterId: input.cluster_id,
        entityType: 'collection',
        entityId: newId,
        action: ACTION.create,
        before: null,
        after: after as Row,
        pageUrl: pageUrlOf(request),
      });
      return newId;
    });
    return show(id);
  };

  app.post('/collections', { schema: { tags, body } }, async (request, reply) =>
    reply.status(201).send({ data: await create(request, request.body) }),
  );
  app.post(
    '/clusters/:clusterId/collections',
    {
      schema: {
        tags,
        params: clusterParams,
        body: collectionSchema.partial({ cluster_id: true }).superRefine(refineCollection),
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await create(request, { ...request.body, cluster_id: request.params.clusterId } as z.infer<
          typeof collectionSchema
        >),
      }),
  );

  app.get('/clusters/:clusterId/collections', { schema: { tags, params: clusterParams } }, async (request) => {
    assertClusterAccess(authOf(request), request.params.clusterId);
    return listResponse({
      base: selectCollections(db).where('collections.cluster_id', '=', request.params.clusterId),
      spec: collectionList,
      raw: request.query as Row,
      cluster: { db, id: request.params.clusterId },
      idColumn: 'collections.id',
      toApi: collectionToApi,
      exportTitle: 'Tahsilatlar',
      exportColumns: [
        { key: 'receipt_no', header: 'Makbuz No', kind: 'number' },
        { key: 'collected_on', header: 'Tarih', kind: 'date' },
        { key: 'house_label', header: 'Bağımsız Bölüm' },
        { key: 'resident_name', header: 'Ödeyen' },
        { key: 'place_name', header: 'Banka / Kasa' },
        { key: 'amount', header: 'Tutar', kind: 'money' },
        { key: 'description', header: 'Açıklama' },
      ],
      files,
      moneySums: { amount: 'collections.amount' },
    });
  });

  app.get('/collections/:id', { schema: { tags, params: idParams } }, async (request) => {
    await find(request, request.params.id);
    return { data: await show(request.params.id) };
  });

  app.delete('/collections/:id', { schema: { tags, params: idParams } }, async (request) => {
    const auth = authOf(request);
    const before = await find(request, request.params.id);
    await db.transaction().execute(async (trx) => {
      await deleteCollection(trx, request.params.id);
      await writeActionLog(trx, {
        userId: auth.user.id,
        clusterId: before.cluster_id,
        entityType: 'collection',
        entityId: before.id,
        action: ACTION.delete,
        before: before as Row,
        after: null,
        pageUrl: pageUrlOf(request),
      });
    });
    return { data: { deleted: true } };
  });

  // The receipt (tahsilat makbuzu) as a PDF, opened in a new tab.
  app.get('/collections/:id/receipt', { schema: { tags, params: idParams } }, async (request) => {
    await find(request, request.params.id);
    const collection = await show(request.params.id);
    const c: Row = collection;
    const fileName = await writeCollectionReceipt(db, files, {
      id: c.id as number,
      cluster_id: c.cluster_id as number,
      transaction_id: c.transaction_id as number | null,
      receipt_no: c.receipt_no as number | null,
      collected_on: c.collected_on as string,
      house_id: c.house_id as number | null,
      house_label: c.house_label as string | null,
      resident_id: c.resident_id as number | null,
      resident_name: c.resident_name as string | null,
      bank_account_id: c.bank_account_id as number | null,
      place_name: c.place_name as string | null,
      amount: toKurus(collection.amount),
      description: c.description as string | null,
      lines: collection.allocations.map((a) => ({
        text: [a.income_type_name, a.period && periodName(a.period), a.description].filter(Boolean).join(' · '),
        due_on: a.due_on,
        amount: toKurus(a.amount),
      })),
    });
    return { data: { url: `/api/files/${fileName}` } };
  });
};
