import {
  assessmentDetailRow,
  assessmentListAnswer,
  assessmentPreviewRow,
  assessmentSchema,
  debtListAnswer,
  debtRow,
  debtUpdateSchema,
  deletedSchema,
  idParam,
  recordOf,
  recordWithWarningsOf,
  refineAssessment,
  transferDueSchema,
} from '@site/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/connection';
import { assertClusterAccess, authOf, visibleRecord } from '../../../http/auth';
import { listResponse } from '../../../http/listResponse';
import { ACTION } from '../../../kernel/actionLog';
import { actorOf } from '../../../kernel/changeLog';
import type { FileStorage } from '../../../storage/fileStorage';
import { updateAssessment } from './assessmentEdit';
import { previewForScreen } from './assessmentPreview';
import {
  assessmentList,
  assessmentSums,
  assessmentToApi,
  clusterAssessments,
  findAssessmentRow,
} from './assessments.repository';
import { assessmentLog, createAssessment, deleteAssessment, showAssessment } from './assessments.service';
import { clusterDebts, debtList, debtSums, debtToApi, findDebtRow } from './debts.repository';
import { updateDebt } from './debts.service';
import { createTransferDue } from './transferDues';

type Row = Record<string, unknown>;
const idParams = z.object({ id: idParam });
const clusterParams = z.object({ clusterId: idParam });
const tags = ['assessments'];
const refinedAssessment = assessmentSchema.superRefine(refineAssessment);

const assessmentExportColumns = [
  { key: 'starts_on', header: 'İlk Son Ödeme', kind: 'date' as const },
  { key: 'income_type_name', header: 'Gelir Tipi' },
  { key: 'description', header: 'Açıklama' },
  { key: 'months', header: 'Ay', kind: 'number' as const },
  { key: 'line_count', header: 'Satır', kind: 'number' as const },
  { key: 'total', header: 'Toplam', kind: 'money' as const },
  { key: 'paid', header: 'Tahsil Edilen', kind: 'money' as const },
];

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

/** Late fees recomputed or removed by an edit are named, never dropped silently. */
const withWarnings = <T>(data: T, warnings: string[]) => ({ data, ...(warnings.length ? { meta: { warnings } } : {}) });

/** Assessments (dues) of every kind, their preview, transfer-due, and the lines of /assessments/all. */
export const assessmentRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStorage }> = async (app, { db, files }) => {
  const findAssessment = async (request: Parameters<typeof authOf>[0], id: number) =>
    visibleRecord(request, await findAssessmentRow(db, id));
  const findDebt = async (request: Parameters<typeof authOf>[0], id: number) =>
    visibleRecord(request, await findDebtRow(db, id)) as Row & { id: number; cluster_id: number };

  app.get(
    '/clusters/:clusterId/assessments',
    { schema: { tags, params: clusterParams, response: { 200: assessmentListAnswer } } },
    async (request) => {
      assertClusterAccess(authOf(request), request.params.clusterId);
      // The rows are toApi's; the response schema holds them to the shared row's shape.
      return listResponse({
        db,
        base: clusterAssessments(db, request.params.clusterId),
        spec: assessmentList,
        raw: request.query as Row,
        clusterId: request.params.clusterId,
        idColumn: 'assessments.id',
        toApi: assessmentToApi,
        exportTitle: 'Borçlandırmalar',
        exportColumns: assessmentExportColumns,
        files,
        moneySums: assessmentSums,
      }) as Promise<z.infer<typeof assessmentListAnswer>>;
    },
  );

  app.get(
    '/assessments/:id',
    { schema: { tags, params: idParams, response: { 200: recordOf(assessmentDetailRow) } } },
    async (request) => {
      await findAssessment(request, request.params.id);
      return { data: await showAssessment(db, request.params.id) };
    },
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

  app.get(
    '/clusters/:clusterId/debts',
    { schema: { tags, params: clusterParams, response: { 200: debtListAnswer } } },
    async (request) => {
      assertClusterAccess(authOf(request), request.params.clusterId);
      // The rows are toApi's; the response schema holds them to the shared row's shape.
      return listResponse({
        db,
        base: clusterDebts(db, request.params.clusterId),
        spec: debtList,
        raw: request.query as Row,
        clusterId: request.params.clusterId,
        idColumn: 'debts.id',
        toApi: debtToApi,
        exportTitle: 'Tüm Borçlandırmalar',
        exportColumns: debtExportColumns,
        files,
        moneySums: debtSums,
      }) as Promise<z.infer<typeof debtListAnswer>>;
    },
  );

  app.get(
    '/debts/:id',
    { schema: { tags, params: idParams, response: { 200: recordOf(debtRow) } } },
    async (request) => ({
      data: debtToApi(await findDebt(request, request.params.id)),
    }),
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
