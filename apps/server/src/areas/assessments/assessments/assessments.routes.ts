import {
  assessmentDetailRow,
  assessmentListAnswer,
  assessmentPreviewRow,
  assessmentSchema,
  debtListAnswer,
  debtRow,
  debtUpdateSchema,
  deletedSchema,
  recordOf,
  recordWithWarningsOf,
  refineAssessment,
  transferDueSchema,
} from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../../db/connection';
import { assertClusterAccess, authOf, visibleRecord } from '../../../http/auth';
import { type AnySelect, type ListDefinition, listRoute, moneyTotals } from '../../../http/listRoute';
import { clusterParams, idParams, recordRoute } from '../../../http/routes';
import { ACTION } from '../../../kernel/actionLog';
import { actorOf } from '../../../kernel/changeLog';
import type { FileStorage } from '../../../storage/fileStorage';
import { updateAssessment } from './assessmentEdit';
import { previewForScreen } from './assessmentPreview';
import {
  assessmentList,
  assessmentSums,
  assessmentToApi,
  findAssessmentRow,
  selectAssessments,
} from './assessments.repository';
import { assessmentLog, createAssessment, deleteAssessment, showAssessment } from './assessments.service';
import { debtList, debtSums, debtToApi, findDebtRow, lineDebts } from './debts.repository';
import { updateDebt } from './debts.service';
import { createTransferDue } from './transferDues';

type Row = Record<string, unknown>;
const tags = ['assessments'];
const refinedAssessment = assessmentSchema.superRefine(refineAssessment);

const assessmentListing: ListDefinition = {
  spec: assessmentList,
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
  totals: moneyTotals(assessmentSums),
};

const debtListing: ListDefinition = {
  spec: debtList,
  idColumn: 'debts.id',
  toApi: debtToApi,
  exportTitle: 'Tüm Borçlandırmalar',
  exportColumns: [
    { key: 'house_label', header: 'Bağımsız Bölüm' },
    { key: 'resident_name', header: 'Borçlu' },
    { key: 'income_type_name', header: 'Gelir Tipi' },
    { key: 'period', header: 'Dönem' },
    { key: 'due_on', header: 'Son Ödeme', kind: 'date' },
    { key: 'amount', header: 'Tutar', kind: 'money' },
    { key: 'paid', header: 'Ödenen', kind: 'money' },
    { key: 'description', header: 'Açıklama' },
  ],
  totals: moneyTotals(debtSums),
};

/** Late fees recomputed or removed by an edit are named, never dropped silently. */
const withWarnings = <T>(data: T, warnings: string[]) => ({ data, ...(warnings.length ? { meta: { warnings } } : {}) });

/** Assessments (dues) of every kind, their preview, transfer-due, and the lines of /assessments/all. */
export const assessmentRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (app, { db, files }) => {
  const findAssessment = async (request: Parameters<typeof authOf>[0], id: number) =>
    visibleRecord(request, await findAssessmentRow(db, id));
  const findDebt = async (request: Parameters<typeof authOf>[0], id: number) =>
    visibleRecord(request, await findDebtRow(db, id)) as Row & { id: number; cluster_id: number };
  // `GET /clusters/:clusterId/<name>`: one complex's list, its access checked.
  const complexList = (name: string, response: z.ZodType, base: (db: Db) => AnySelect, listing: ListDefinition) =>
    listRoute(app, {
      path: `/clusters/:clusterId/${name}`,
      tags,
      params: clusterParams,
      response,
      scope: { cluster: `${name}.cluster_id` },
      base: () => base(db),
      db,
      files,
      ...listing,
    });

  complexList('assessments', assessmentListAnswer, selectAssessments, assessmentListing);
  recordRoute(
    app,
    '/assessments/:id',
    { tags, response: recordOf(assessmentDetailRow) },
    (id) => findAssessmentRow(db, id),
    async (row) => ({ data: await showAssessment(db, row.id) }),
  );

  app.post(
    '/assessments/preview',
    { schema: { tags, body: refinedAssessment, response: { 200: recordOf(assessmentPreviewRow) } } },
    async (request) => {
      assertClusterAccess(authOf(request), request.body.cluster_id);
      return { data: await previewForScreen(db, request.body) };
    },
  );

  app.post(
    '/assessments',
    { schema: { tags, body: refinedAssessment, response: { 201: recordOf(assessmentDetailRow) } } },
    async (request, reply) => {
      const actor = actorOf(request);
      assertClusterAccess(authOf(request), request.body.cluster_id);
      const log = assessmentLog(actor, ACTION.create, null);
      const id = (await createAssessment(db, request.body, actor.userId, {}, log)) as number;
      return reply.status(201).send({ data: await showAssessment(db, id) });
    },
  );

  app.put(
    '/assessments/:id',
    {
      config: { recordTable: 'assessments' },
      schema: {
        tags,
        params: idParams,
        body: refinedAssessment,
        response: { 200: recordWithWarningsOf(assessmentDetailRow) },
      },
    },
    async (request) => {
      const before = await findAssessment(request, request.params.id);
      const { warnings } = await updateAssessment(db, before, request.body, actorOf(request));
      return withWarnings(await showAssessment(db, request.params.id), warnings);
    },
  );

  app.delete(
    '/assessments/:id',
    { schema: { tags, params: idParams, response: { 200: deletedSchema } } },
    async (request) => {
      await deleteAssessment(db, await findAssessment(request, request.params.id), actorOf(request));
      return { data: { deleted: true as const } };
    },
  );

  app.post(
    '/assessments/transfer-due',
    { schema: { tags, body: transferDueSchema, response: { 201: recordOf(assessmentDetailRow) } } },
    async (request, reply) => {
      assertClusterAccess(authOf(request), request.body.cluster_id);
      const id = await createTransferDue(db, request.body, actorOf(request));
      return reply.status(201).send({ data: await showAssessment(db, id) });
    },
  );

  complexList('debts', debtListAnswer, lineDebts, debtListing);
  recordRoute(
    app,
    '/debts/:id',
    { tags, response: recordOf(debtRow) },
    (id) => findDebtRow(db, id),
    async (row) => ({ data: debtToApi(row) }),
  );

  app.put(
    '/debts/:id',
    {
      config: { recordTable: 'debts' },
      schema: { tags, params: idParams, body: debtUpdateSchema, response: { 200: recordWithWarningsOf(debtRow) } },
    },
    async (request) => {
      const before = await findDebt(request, request.params.id);
      const warnings = await updateDebt(db, before, request.body, actorOf(request));
      return withWarnings(debtToApi(await findDebt(request, request.params.id)), warnings);
    },
  );
};
