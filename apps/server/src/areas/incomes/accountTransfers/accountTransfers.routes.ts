import { accountTransferSchema, fromKurus, idParam, refineAccountTransfer, toKurus } from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/connection';
import { assertClusterAccess, authOf, pageUrlOf, visibleRecord } from '../../../http/auth';
import { listResponse } from '../../../http/listResponse';
import { ACTION, writeActionLog } from '../../../kernel/actionLog';
import type { FileStorage } from '../../../storage/fileStorage';
import { accountTransferList, findAccountTransfer, selectAccountTransfers } from './accountTransfers.repository';
import { createAccountTransfer, deleteAccountTransfer, validateTransferPlaces } from './accountTransfers.service';

type Row = Record<string, unknown>;
const idParams = z.object({ id: idParam });
const clusterParams = z.object({ clusterId: idParam });
const tags = ['account-transfers'];

const transferToApi = (row: Row): Row => ({ ...row, amount: fromKurus(Number(row.amount)) });

/** 'Virman': money moved between the complex's bank accounts and safes (list, show, record, take back). */
export const accountTransferRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (
  app,
  { db, files },
) => {
  const find = async (request: Parameters<typeof authOf>[0], id: number) =>
    visibleRecord(request, await findAccountTransfer(db, id));

  app.get('/clusters/:clusterId/account-transfers', { schema: { tags, params: clusterParams } }, async (request) => {
    assertClusterAccess(authOf(request), request.params.clusterId);
    return listResponse({
      base: selectAccountTransfers(db).where('account_transfers.cluster_id', '=', request.params.clusterId),
      spec: accountTransferList,
      raw: request.query as Row,
      idColumn: 'account_transfers.id',
      toApi: transferToApi,
      exportTitle: 'Virmanlar',
      exportColumns: [
        { key: 'transferred_on', header: 'Tarih', kind: 'date' },
        { key: 'from_name', header: 'Çıkan Hesap' },
        { key: 'to_name', header: 'Giren Hesap' },
        { key: 'amount', header: 'Tutar', kind: 'money' },
        { key: 'description', header: 'Açıklama' },
      ],
      files,
      moneySums: { amount: 'account_transfers.amount' },
      cluster: { db, id: request.params.clusterId },
    });
  });

  app.get('/account-transfers/:id', { schema: { tags, params: idParams } }, async (request) => ({
    data: transferToApi(await find(request, request.params.id)),
  }));

  app.post(
    '/account-transfers',
    { schema: { tags, body: accountTransferSchema.superRefine(refineAccountTransfer) } },
    async (request, reply) => {
      const auth = authOf(request);
      const body = request.body;
      assertClusterAccess(auth, body.cluster_id);
      const from = { bankAccountId: body.from_bank_account_id ?? null, safeId: body.from_safe_id ?? null };
      const to = { bankAccountId: body.to_bank_account_id ?? null, safeId: body.to_safe_id ?? null };
      await validateTransferPlaces(db, body.cluster_id, from, to);
      const id = await db.transaction().execute(async (trx) => {
        const newId = await createAccountTransfer(trx, {
          clusterId: body.cluster_id,
          from,
          to,
          amount: toKurus(body.amount),
          transferredOn: body.transferred_on,
          description: body.description || null,
          createdBy: auth.user.id,
        });
        const after = await trx.selectFrom('account_transfers').selectAll().where('id', '=', newId).executeTakeFirst();
        await writeActionLog(trx, {
          userId: auth.user.id,
          clusterId: body.cluster_id,
          entityType: 'account_transfer',
          entityId: newId,
          action: ACTION.create,
          before: null,
          after: after ?? null,
          pageUrl: pageUrlOf(request),
        });
        return newId;
      });
      return reply.status(201).send({ data: transferToApi(await find(request, id)) });
    },
  );

  app.delete('/account-transfers/:id', { schema: { tags, params: idParams } }, async (request) => {
    const before = await find(request, request.params.id);
    await db.transaction().execute(async (trx) => {
      await deleteAccountTransfer(trx, before.id);
      await writeActionLog(trx, {
        userId: authOf(request).user.id,
        clusterId: before.cluster_id,
        entityType: 'account_transfer',
        entityId: before.id,
        action: ACTION.delete,
        before,
        after: null,
        pageUrl: pageUrlOf(request),
      });
    });
    return { data: { deleted: true } };
  });
};
