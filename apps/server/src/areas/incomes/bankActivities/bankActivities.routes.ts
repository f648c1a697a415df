import multipart from '@fastify/multipart';
import {
  bankActivityDetailRow,
  bankActivityExpenseSchema,
  bankActivityInvoicePaymentSchema,
  bankActivityListAnswer,
  bankActivityMatchManySchema,
  bankActivityMatchSchema,
  bankActivityRow,
  bankActivityTransferSchema,
  bankBalanceCheckRow,
  bankColumnMappingAnswer,
  bankColumnMappingSchema,
  bankStatementImportRow,
  messages,
  openInvoiceRow,
  recordOf,
} from '@site/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/connection';
import { assertClusterAccess, authOf, visibleRecord } from '../../../http/auth';
import { invalid, notFound } from '../../../http/errors';
import { clusterListRoute, clusterParams, idParams, recordRoute } from '../../../http/routes';
import { type Actor, actorOf } from '../../../kernel/changeLog';
import { assertLinked } from '../../../kernel/definitionRules';
import type { FileStorage } from '../../../storage/fileStorage';
import { balanceCheck } from './bankActivities.balanceCheck.service';
import {
  bookExpense,
  bookInvoicePayment,
  bookTransfer,
  openInvoicesOf,
  unmatchActivity,
} from './bankActivities.booking.service';
import { findMapping } from './bankActivities.import.repository';
import { importStatement, updateMapping } from './bankActivities.import.service';
import { matchActivities, matchActivity } from './bankActivities.match.service';
import { findActivity, findBankAccount } from './bankActivities.repository';
import { activityToApi, listActivities, showActivity } from './bankActivities.service';
import { STATEMENT_MAX_BYTES } from './bankStatement.limits';
import { readStatementUpload, statementMappingOf } from './bankStatement.upload';

const tags = ['bank-activities'];
/** A booking answers the line as it is afterwards. */
const bookedLine = { 200: recordOf(bankActivityRow) };

/**
 * Imported bank statements: import with column mapping, open/closed lists, matching into collections
 * (one, many, undo) and the balance check.
 */
export const bankActivityRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (app, { db, files }) => {
  await app.register(multipart, {
    limits: { fileSize: STATEMENT_MAX_BYTES, files: 1, fields: 10, fieldSize: 100_000 },
  });

  /** A line the caller may see (another company's is a 404). */
  const visibleActivity = async (request: FastifyRequest, id: number) => {
    const row = await findActivity(db, id);
    return visibleRecord(request, row);
  };

  const visibleBankAccount = async (request: FastifyRequest, id: number) => {
    const account = await findBankAccount(db, id);
    if (!account) throw notFound();
    assertClusterAccess(authOf(request), account.cluster_id);
    return account;
  };

  const list = (request: FastifyRequest, clusterId: number | null) =>
    listActivities(db, files, authOf(request), request.query as Record<string, unknown>, clusterId);
  clusterListRoute(
    app,
    '/clusters/:clusterId/bank-activities',
    { tags, response: bankActivityListAnswer },
    (id, _q, request) => list(request, id),
  );
  // Spec §7 reads the open count of a complex or a company from `income/bank-activities`; both paths serve it.
  for (const path of ['/bank-activities', '/income/bank-activities']) {
    app.get(path, { schema: { tags, response: { 200: bankActivityListAnswer } } }, async (request) =>
      list(request, null),
    );
  }

  app.get(
    '/clusters/:clusterId/bank-activities/balance-check',
    { schema: { tags, params: clusterParams, response: { 200: recordOf(z.array(bankBalanceCheckRow)) } } },
    async (request) => {
      assertClusterAccess(authOf(request), request.params.clusterId);
      return { data: await balanceCheck(db, request.params.clusterId) };
    },
  );

  recordRoute(
    app,
    '/bank-activities/:id',
    { tags, response: recordOf(bankActivityDetailRow) },
    (id) => findActivity(db, id),
    async (row) => ({ data: await showActivity(db, row) }),
  );

  app.post(
    '/clusters/:clusterId/bank-activities/import',
    {
      config: { permission: 'match-bank-activity' },
      schema: { tags, params: clusterParams, response: { 200: recordOf(bankStatementImportRow) } },
    },
    async (request) => {
      const clusterId = request.params.clusterId;
      assertClusterAccess(authOf(request), clusterId);
      const form = await readStatementUpload(request);
      const bankAccountId = Number(form.fields.bank_account_id);
      if (!form.fields.bank_account_id) throw invalid('bank_account_id', messages.required);
      if (!Number.isInteger(bankAccountId) || bankAccountId < 1) throw invalid('bank_account_id', messages.digitsOnly);
      await assertLinked(db, 'bank_accounts', 'bank_account_id', bankAccountId, clusterId);
      if (!form.file) throw invalid('file', messages.required);
      const result = await importStatement(
        db,
        {
          clusterId,
          bankAccountId,
          fileName: form.file.name,
          bytes: form.file.bytes,
          mapping: statementMappingOf(form.fields.mapping, bankColumnMappingSchema),
          remap: form.fields.remap === '1' || form.fields.remap === 'true',
        },
        actorOf(request),
      );
      return { data: result };
    },
  );

  app.get(
    '/bank-accounts/:id/column-mapping',
    {
      config: { recordTable: 'bank_accounts', permission: 'match-bank-activity' },
      schema: { tags, params: idParams, response: { 200: bankColumnMappingAnswer } },
    },
    async (request) => {
      const account = await visibleBankAccount(request, request.params.id);
      return { data: { bank_account_id: account.id, mapping: await findMapping(db, account.id) } };
    },
  );

  app.put(
    '/bank-accounts/:id/column-mapping',
    {
      config: { permission: 'match-bank-activity' },
      schema: { tags, params: idParams, body: bankColumnMappingSchema, response: { 200: bankColumnMappingAnswer } },
    },
    async (request) => {
      const account = await visibleBankAccount(request, request.params.id);
      await updateMapping(db, account, request.body, actorOf(request));
      return { data: { bank_account_id: account.id, mapping: await findMapping(db, account.id) } };
    },
  );

  app.post(
    '/bank-activities/:id/match',
    {
      config: { recordTable: 'bank_activities', permission: 'match-bank-activity' },
      schema: { tags, params: idParams, body: bankActivityMatchSchema, response: bookedLine },
    },
    async (request) => {
      const row = await visibleActivity(request, request.params.id);
      await matchActivity(db, row.cluster_id, { id: row.id, ...request.body }, actorOf(request));
      return { data: activityToApi(await visibleActivity(request, row.id)) };
    },
  );

  app.post(
    '/clusters/:clusterId/bank-activities/match-many',
    {
      config: { permission: 'match-bank-activity' },
      schema: {
        tags,
        params: clusterParams,
        body: bankActivityMatchManySchema,
        response: { 200: recordOf(z.object({ matched: z.number().int() })) },
      },
    },
    async (request) => {
      const clusterId = request.params.clusterId;
      assertClusterAccess(authOf(request), clusterId);
      await matchActivities(db, clusterId, request.body.items, actorOf(request));
      return { data: { matched: request.body.items.length } };
    },
  );

  // An outgoing line booked as an invoice payment, an expense or a transfer; amount, date and bank account
  // are the line's own, and the line closes in the same transaction as the document.
  app.get(
    '/bank-activities/:id/open-invoices',
    { schema: { tags, params: idParams, response: { 200: recordOf(z.array(openInvoiceRow)) } } },
    async (request) => {
      const row = await visibleActivity(request, request.params.id);
      return { data: await openInvoicesOf(db, row.cluster_id) };
    },
  );

  /** A booking of an outgoing line: read for the caller, booked in the line's complex, answered as it is then. */
  const bookingRoute = <Body extends z.ZodType>(
    path: string,
    body: Body,
    book: (db: Db, clusterId: number, id: number, input: z.infer<Body>, actor: Actor) => Promise<unknown>,
  ) =>
    app.post(
      path,
      {
        config: { recordTable: 'bank_activities', permission: 'match-bank-activity' },
        schema: { tags, params: idParams, body, response: bookedLine },
      },
      async (request) => {
        const row = await visibleActivity(request, request.params.id);
        await book(db, row.cluster_id, row.id, request.body as z.infer<Body>, actorOf(request));
        return { data: activityToApi(await visibleActivity(request, row.id)) };
      },
    );
  bookingRoute('/bank-activities/:id/invoice-payment', bankActivityInvoicePaymentSchema, bookInvoicePayment);
  bookingRoute('/bank-activities/:id/expense', bankActivityExpenseSchema, bookExpense);
  bookingRoute('/bank-activities/:id/transfer', bankActivityTransferSchema, bookTransfer);

  app.post(
    '/bank-activities/:id/unmatch',
    { config: { permission: 'match-bank-activity' }, schema: { tags, params: idParams, response: bookedLine } },
    async (request) => {
      const row = await visibleActivity(request, request.params.id);
      await unmatchActivity(db, row.id, actorOf(request));
      return { data: activityToApi(await visibleActivity(request, row.id)) };
    },
  );
};
