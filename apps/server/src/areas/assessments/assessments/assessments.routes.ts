import {
  assessmentSchema,
  debtUpdateSchema,
  fromKurus,
  idParam,
  PAYBACK_DEBT_NOT_EDITABLE_MESSAGE,
  refineAssessment,
  toKurus,
  transferDueSchema,
} from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { allocateCredits, rebuildCollectionEntries, releaseAllocations } from '../../../accounting/allocation';
import { rewriteDebtEntries } from '../../../accounting/debts';
import { paymentsOf } from '../../../accounting/lateFeeRules';
import type { Db } from '../../../db/connection';
import { assertClusterAccess, authOf, pageUrlOf, visibleRecord } from '../../../http/auth';
import { nowIso } from '../../../http/clock';
import { invalid } from '../../../http/errors';
import { dateRangeFilters, type ListSpec } from '../../../http/listQuery';
import { listResponse } from '../../../http/listResponse';
import { ACTION, writeActionLog } from '../../../kernel/actionLog';
import { assertLinked } from '../../../kernel/definitionRules';
import { HOUSE_LABEL_ORDER } from '../../../kernel/houseLabel';
import type { FileStorage } from '../../../storage/fileStorage';
import { debtToApi, selectDebts } from './assessments.repository';
import {
  assessmentToApi,
  createAssessment,
  createTransferDue,
  deleteAssessment,
  findRepeats,
  previewAssessment,
  recomputeLineFees,
  updateAssessment,
} from './assessments.service';

type Row = Record<string, unknown>;
const idParams = z.object({ id: idParam });
const clusterParams = z.object({ clusterId: idParam });
const tags = ['assessments'];
const refinedAssessment = assessmentSchema.superRefine(refineAssessment);

const paidSql = sql<number>`coalesce((select sum(a.amount) from allocations a inner join debts d on d.id = a.debt_id where d.assessment_id = assessments.id), 0)`;

const assessmentList: ListSpec = {
  orderBy: {
    starts_on: 'assessments.starts_on',
    total: 'assessments.total',
    income_type_name: 'income_types.name_sort',
    id: 'assessments.id',
    created_at: 'assessments.created_at',
  },
  defaultOrder: ['id', 'desc'],
  filters: {
    assessment_type: { column: 'assessments.assessment_type', kind: 'text' },
    income_type_id: { column: 'assessments.income_type_id', kind: 'number' },
    periodical_assessment_id: { column: 'assessments.periodical_assessment_id', kind: 'number' },
    ...dateRangeFilters('assessments.starts_on'),
  },
  search: ['assessments.search'],
};

/** Every line (debt) of every assessment: /assessments/all. */
const debtList: ListSpec = {
  orderBy: {
    due_on: 'debts.due_on',
    amount: 'debts.amount',
    house_label: HOUSE_LABEL_ORDER,
    resident_name: 'residents.name_sort',
    period: 'debts.period',
    id: 'debts.id',
  },
  defaultOrder: ['due_on', 'desc'],
  filters: {
    house_id: { column: 'debts.house_id', kind: 'number' },
    resident_id: { column: 'debts.resident_id', kind: 'number' },
    income_type_id: { column: 'debts.income_type_id', kind: 'number' },
    assessment_id: { column: 'debts.assessment_id', kind: 'number' },
    kind: { column: 'debts.kind', kind: 'text' },
    period: { column: 'debts.period', kind: 'text' },
    block_id: { column: 'houses.block_id', kind: 'number' },
    ...dateRangeFilters('debts.due_on'),
  },
  search: ['residents.name_search', 'houses.search'],
};

const debtExportColumns = [
  { key: 'house_label', header: 'Bağımsız Bölüm' },
  { key: 'resident_name', header: 'Borçlu' },
  { key: 'income_type_name', header: 'Gelir Tipi' },
  { key: 'period', header: 'Dönem' },
  { key: 'due_on', header: 'Son Ödeme', kind: 'date' as const },
  { key: 'amount', header: 'Tutar', kind: 'money' as const },
  { key: 'paid', header: 'Ödenen', kind: 'money' as const },
  { key: 'description', header: 'Açıklama' },
];

/** Assessments (dues) of every kind, their preview, transfer-due, and the lines of /assessments/all. */
export const assessmentRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (app, { db, files }) => {
  const findAssessment = async (request: Parameters<typeof authOf>[0], id: number) => {
    const row = await db.selectFrom('assessments').selectAll().where('id', '=', id).executeTakeFirst();
    return visibleRecord(request, row);
  };

  const showAssessment = async (id: number) => {
    const row = await db
      .selectFrom('assessments')
      .leftJoin('income_types', 'income_types.id', 'assessments.income_type_id')
      .selectAll('assessments')
      .select(['income_types.name as income_type_name', paidSql.as('paid')])
      .where('assessments.id', '=', id)
      .executeTakeFirstOrThrow();
    const lines = await selectDebts(db)
      .where('debts.assessment_id', '=', id)
      .orderBy('debts.due_on')
      .orderBy('debts.id')
      .execute();
    return { ...assessmentToApi(row), lines: lines.map((l) => debtToApi(l as Row)) };
  };

  app.get('/clusters/:clusterId/assessments', { schema: { tags, params: clusterParams } }, async (request) => {
    assertClusterAccess(authOf(request), request.params.clusterId);
    const base = db
      .selectFrom('assessments')
      .leftJoin('income_types', 'income_types.id', 'assessments.income_type_id')
      .selectAll('assessments')
      .select(['income_types.name as income_type_name', paidSql.as('paid')])
      .where('assessments.cluster_id', '=', request.params.clusterId);
    return listResponse({
      base,
      spec: assessmentList,
      raw: request.query as Row,
      cluster: { db, id: request.params.clusterId },
      idColumn: 'assessments.id',
      toApi: assessmentToApi,
      exportTitle: 'Borçlandırmalar',
      exportColumns: [
        { key: 'starts_on', header: 'İlk Son Ödeme', kind: 'date' },
        { key: 'income_type_name', header: 'Gelir Tipi' },
        { key: 'description', header: 'Açıklama' },
        { key: 'months', header: 'Ay', kind: 'number' },
        { key: 'line_count', header: 'Satır', kind: 'number' },
        { key: 'total', header: 'Toplam', kind: 'money' },
        { key: 'paid', header: 'Tahsil Edilen', kind: 'money' },
      ],
      files,
      moneySums: { total: 'assessments.total', paid: paidSql },
    });
  });

  app.get('/assessments/:id', { schema: { tags, params: idParams } }, async (request) => {
    await findAssessment(request, request.params.id);
    return { data: await showAssessment(request.params.id) };
  });

  app.post('/assessments/preview', { schema: { tags, body: refinedAssessment } }, async (request) => {
    assertClusterAccess(authOf(request), request.body.cluster_id);
    const { preview } = await previewAssessment(db, request.body);
    const repeats = await findRepeats(db, request.body.cluster_id, request.body.income_type_id ?? null, preview.lines);
    return {
      data: {
        repeats,
        total: fromKurus(preview.total),
        house_count: preview.houses.length,
        line_count: preview.lines.length,
        houses: preview.houses.map((h) => ({ ...h, amount: fromKurus(h.amount) })),
        lines: preview.lines.map((l) => ({
          house_id: l.houseId,
          house_label: l.house_label,
          resident_id: l.residentId,
          resident_name: l.resident_name,
          due_on: l.dueOn,
          period: l.period,
          amount: fromKurus(l.amount),
        })),
      },
    };
  });

  app.post('/assessments', { schema: { tags, body: refinedAssessment } }, async (request, reply) => {
    const auth = authOf(request);
    assertClusterAccess(auth, request.body.cluster_id);
    const id = (await createAssessment(
      db,
      request.body,
      auth.user.id,
      {},
      logAssessment(request, ACTION.create, null),
    )) as number;
    return reply.status(201).send({ data: await showAssessment(id) });
  });

  app.put(
    '/assessments/:id',
    { config: { recordTable: 'assessments' }, schema: { tags, params: idParams, body: refinedAssessment } },
    async (request) => {
      const auth = authOf(request);
      const before = await findAssessment(request, request.params.id);
      if (before.assessment_type === 'transfer_due' || before.periodical_assessment_id !== null) {
        // Opening balances are edited line by line; a periodical month follows its definition.
        throw invalid(
          'assessment_type',
          before.assessment_type === 'transfer_due'
            ? 'Devir satırları Tüm Tahakkuklar ekranında tek tek düzenlenir.'
            : 'Periyodik tahakkukun bir ayı düzenlenemez; periyodik tahakkuk tanımını değiştirin.',
        );
      }
      const { warnings } = await updateAssessment(
        db,
        request.params.id,
        { ...request.body, cluster_id: before.cluster_id },
        auth.user.id,
        logAssessment(request, ACTION.update, before),
      );
      // Late fees recomputed or removed by the edit are named, never dropped silently.
      return { data: await showAssessment(request.params.id), ...(warnings.length ? { meta: { warnings } } : {}) };
    },
  );

  app.delete('/assessments/:id', { schema: { tags, params: idParams } }, async (request) => {
    const auth = authOf(request);
    const before = await findAssessment(request, request.params.id);
    await db.transaction().execute(async (trx) => {
      await deleteAssessment(trx, request.params.id);
      await writeActionLog(trx, {
        userId: auth.user.id,
        clusterId: before.cluster_id,
        entityType: 'assessment',
        entityId: before.id,
        action: ACTION.delete,
        before: before as Row,
        after: null,
        pageUrl: pageUrlOf(request),
      });
    });
    return { data: { deleted: true } };
  });

  app.post('/assessments/transfer-due', { schema: { tags, body: transferDueSchema } }, async (request, reply) => {
    const auth = authOf(request);
    assertClusterAccess(auth, request.body.cluster_id);
    const id = await createTransferDue(db, request.body, auth.user.id, logAssessment(request, ACTION.create, null));
    return reply.status(201).send({ data: await showAssessment(id) });
  });

  app.get('/clusters/:clusterId/debts', { schema: { tags, params: clusterParams } }, async (request) => {
    assertClusterAccess(authOf(request), request.params.clusterId);
    return listResponse({
      // A refund's debt is the 'Diğer Gider' record's, not a line of dues.
      base: selectDebts(db)
        .where('debts.cluster_id', '=', request.params.clusterId)
        .where('debts.kind', '<>', 'payback'),
      spec: debtList,
      raw: request.query as Row,
      cluster: { db, id: request.params.clusterId },
      idColumn: 'debts.id',
      toApi: debtToApi,
      exportTitle: 'Tüm Borçlandırmalar',
      exportColumns: debtExportColumns,
      files,
      moneySums: {
        amount: 'debts.amount',
        paid: sql`(select sum(a.amount) from allocations a where a.debt_id = debts.id)`,
      },
    });
  });

  const findDebt = async (request: Parameters<typeof authOf>[0], id: number) => {
    const row = await selectDebts(db).where('debts.id', '=', id).executeTakeFirst();
    return visibleRecord(request, row) as Row & { cluster_id: number };
  };

  app.get('/debts/:id', { schema: { tags, params: idParams } }, async (request) => ({
    data: debtToApi(await findDebt(request, request.params.id)),
  }));

  // One line of an assessment: its amount, due date, debtor or description. Its two journal entries follow.
  app.put(
    '/debts/:id',
    { config: { recordTable: 'debts' }, schema: { tags, params: idParams, body: debtUpdateSchema } },
    async (request) => {
      const auth = authOf(request);
      const before = await findDebt(request, request.params.id);
      if (before.kind === 'payback') throw invalid('amount', PAYBACK_DEBT_NOT_EDITABLE_MESSAGE);
      const body = request.body;
      if (body.resident_id != null)
        await assertLinked(db, 'residents', 'resident_id', body.resident_id, before.cluster_id);
      const warnings = await db.transaction().execute(async (trx) => {
        const paidBefore = (await paymentsOf(trx, [request.params.id])).get(request.params.id) ?? [];
        const changes: Row = { updated_at: nowIso() };
        if (body.amount !== undefined) changes.amount = toKurus(body.amount);
        if (body.due_on !== undefined) {
          changes.due_on = body.due_on;
          changes.period = body.due_on.slice(0, 7);
        }
        if (body.resident_id !== undefined) changes.resident_id = body.resident_id;
        if (body.description !== undefined) changes.description = body.description;
        await trx.updateTable('debts').set(changes).where('id', '=', request.params.id).execute();
        // The entries are rewritten in the same transaction row, so it stays balanced.
        await rewriteDebtEntries(trx, request.params.id);
        const debt = await trx
          .selectFrom('debts')
          .selectAll()
          .where('id', '=', request.params.id)
          .executeTakeFirstOrThrow();
        // What paid this line is re-spread: a smaller line frees credit, a larger one takes more.
        const touched = await releaseAllocations(trx, [debt.id]);
        await allocateCredits(trx, debt.cluster_id);
        await rebuildCollectionEntries(trx, touched);
        // A line's new amount, due date or debtor recomputes its late fees, and says so.
        const moneyChanged =
          Number(debt.amount) !== Number(before.amount) ||
          debt.due_on !== before.due_on ||
          debt.resident_id !== before.resident_id;
        const feeWarnings =
          moneyChanged && (debt.kind === 'assessment' || debt.kind === 'transfer_due')
            ? await recomputeLineFees(trx, debt.id, paidBefore, auth.user.id)
            : [];
        if (debt.assessment_id !== null) {
          await trx
            .updateTable('assessments')
            .set({
              total: sql`(select coalesce(sum(amount), 0) from debts where assessment_id = ${debt.assessment_id} and kind <> 'late_fee')`,
            })
            .where('id', '=', debt.assessment_id)
            .execute();
        }
        await writeActionLog(trx, {
          userId: auth.user.id,
          clusterId: debt.cluster_id,
          entityType: 'debt',
          entityId: debt.id,
          action: ACTION.update,
          before,
          after: debt as Row,
          pageUrl: pageUrlOf(request),
        });
        return feeWarnings;
      });
      return {
        data: debtToApi(await findDebt(request, request.params.id)),
        ...(warnings.length ? { meta: { warnings } } : {}),
      };
    },
  );
};

/** The action log of an assessment write, inside its transaction. */
function logAssessment(
  request: Parameters<typeof authOf>[0],
  action: (typeof ACTION)[keyof typeof ACTION],
  before: Row | null,
) {
  return async (trx: Db, id: number): Promise<void> => {
    const after = await trx.selectFrom('assessments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    await writeActionLog(trx, {
      userId: authOf(request).user.id,
      clusterId: after.cluster_id,
      entityType: 'assessment',
      entityId: id,
      action,
      before,
      after: after as Row,
      pageUrl: pageUrlOf(request),
    });
  };
}
