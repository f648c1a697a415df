import type { AssessmentDetail, AssessmentPreview, Debt, ItemResponse } from '@site/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';

/**
 * The typed client of the assessments area: assessments (the four kinds and the opening balances), their
 * preview, every charged line (debt), and the pickers its forms and filters read. Every path and query key of
 * the area is built here. Forms send quietly (`silent`) and put a 422 on their fields.
 */

type Body = Record<string, unknown>;
/** A saved assessment or line; an edit that recomputed or removed late fees names them in `meta.warnings`. */
type Saved<Row> = ItemResponse<Row>;

const ASSESSMENTS = 'assessments';

export const assessmentsApi = {
  record: (id: number | null) =>
    queryOptions({
      queryKey: queryKeys.record(ASSESSMENTS, id),
      queryFn: () => api.get<ItemResponse<AssessmentDetail>>(`/assessments/${id}`),
      enabled: id !== null,
    }),
  /** What the assessment would charge (the same body as its save), asked again after each change. */
  preview: (body: string) =>
    queryOptions({
      queryKey: queryKeys.view(ASSESSMENTS, 'preview', body),
      queryFn: () => assessmentsApi.previewOf(JSON.parse(body)),
    }),
  previewOf: (body: Body) => api.post<ItemResponse<AssessmentPreview>>('/assessments/preview', body, true),
  create: (body: Body) => api.post<Saved<AssessmentDetail>>('/assessments', body, true),
  update: (id: number, body: Body) => api.put<Saved<AssessmentDetail>>(`/assessments/${id}`, body, true),
  /** Opening balances (devir) carried over, one line a house or resident. */
  createTransferDue: (body: Body) => api.post('/assessments/transfer-due', body, true),
  remove: (id: number) => api.delete(`/assessments/${id}`),
};

export const debtsApi = {
  record: (id: number) =>
    queryOptions({
      queryKey: queryKeys.record('debts', id),
      queryFn: () => api.get<ItemResponse<Debt>>(`/debts/${id}`),
    }),
  update: (id: number, body: Body) => api.put<Saved<Debt>>(`/debts/${id}`, body, true),
};
