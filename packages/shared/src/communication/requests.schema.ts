import { z } from 'zod';
import { dateText, rowId, timestamp } from '../common/responses';
import { dateField, integerField, optionalString, requiredString } from '../common/zodRules';

// Residents' requests of a complex (İletişim): breakdowns, suggestions, complaints and maintenances share one
// table and one workflow; the URL name fixes the kind.

/** The four kinds, by the URL name of their screen and API. */
export const REQUEST_KINDS = {
  breakdowns: 1,
  suggestions: 2,
  complaints: 3,
  maintenances: 4,
} as const;
export type RequestKindName = keyof typeof REQUEST_KINDS;
export type RequestKind = (typeof REQUEST_KINDS)[RequestKindName];
export const REQUEST_KIND_NAMES = Object.keys(REQUEST_KINDS) as RequestKindName[];

/** Each kind's API name: the plan's `/maintenances` (Diğer Tanımlar) already owns that path. */
export const REQUEST_API_NAMES: Record<RequestKindName, string> = {
  breakdowns: 'breakdowns',
  suggestions: 'suggestions',
  complaints: 'complaints',
  maintenances: 'maintenance-requests',
};

export const REQUEST_PRIORITIES = [
  { id: 1, name: 'Düşük' },
  { id: 2, name: 'Normal' },
  { id: 3, name: 'Yüksek' },
  { id: 4, name: 'Acil' },
] as const;

export const REQUEST_STATUS = {
  new: 1,
  assigned: 2,
  inProgress: 3,
  resolved: 4,
  closed: 5,
  rejected: 6,
} as const;
export type RequestStatus = (typeof REQUEST_STATUS)[keyof typeof REQUEST_STATUS];

export const REQUEST_STATUSES = [
  { id: 1, name: 'Yeni' },
  { id: 2, name: 'Atandı' },
  { id: 3, name: 'İşlemde' },
  { id: 4, name: 'Çözüldü' },
  { id: 5, name: 'Kapandı' },
  { id: 6, name: 'Reddedildi' },
] as const;

const { new: NEW, assigned, inProgress, resolved, closed, rejected } = REQUEST_STATUS;

/** The workflow: where a request may go from each status. Closed and rejected are final. */
export const REQUEST_TRANSITIONS: Record<RequestStatus, readonly RequestStatus[]> = {
  [NEW]: [assigned, inProgress, rejected],
  [assigned]: [inProgress, rejected],
  [inProgress]: [resolved, rejected],
  [resolved]: [closed, inProgress],
  [closed]: [],
  [rejected]: [],
};

export function canMoveRequest(from: number, to: number): boolean {
  return (REQUEST_TRANSITIONS[from as RequestStatus] ?? []).includes(to as RequestStatus);
}

/** What a history row records. */
export const REQUEST_EVENT_KINDS = { status: 1, comment: 2, assignment: 3 } as const;

export const requestMessages = {
  transition: 'Talep bu duruma geçirilemez.',
  needsAssignee: 'Önce bir çalışan veya tedarikçi atayın.',
  finalStatus: 'Kapanmış veya reddedilmiş bir talep değiştirilemez.',
  noType: 'Bu talep türünde tip seçilmez.',
} as const;

const optionalId = integerField({ min: 1 }).nullish();
const priority = z.literal([1, 2, 3, 4], { error: 'Geçerli bir seçim yapın.' });
const status = z.literal([1, 2, 3, 4, 5, 6], { error: 'Geçerli bir seçim yapın.' });

/** Create and edit: what the request is about. Status and assignment change through the workflow routes. */
export const requestSchema = z.object({
  cluster_id: integerField({ min: 1 }),
  house_id: optionalId,
  resident_id: optionalId,
  /** A breakdown type (breakdowns) or a maintenance type (maintenances); other kinds have none. */
  type_id: optionalId,
  title: requiredString(150),
  description: optionalString(2000).nullable(),
  priority: priority.optional(),
  due_on: dateField().nullish(),
});
export type RequestInput = z.infer<typeof requestSchema>;

export const requestStatusSchema = z.object({ status, comment: optionalString(2000).nullable() });
export type RequestStatusInput = z.infer<typeof requestStatusSchema>;

export const requestCommentSchema = z.object({ comment: requiredString(2000) });
export type RequestCommentInput = z.infer<typeof requestCommentSchema>;

/** Either may be null (no one); at least one field is sent. */
export const requestAssignSchema = z.object({
  assigned_user_id: optionalId,
  assigned_provider_id: optionalId,
});
export type RequestAssignInput = z.infer<typeof requestAssignSchema>;

/** A request as answered, with the names of its complex, house, resident, type and assignees. */
export const requestRow = z.object({
  id: rowId,
  cluster_id: rowId,
  cluster_name: z.string(),
  kind: rowId,
  house_id: rowId.nullable(),
  house_label: z.string().nullable(),
  resident_id: rowId.nullable(),
  resident_name: z.string().nullable(),
  type_id: rowId.nullable(),
  type_name: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  priority: rowId,
  status: rowId,
  assigned_user_id: rowId.nullable(),
  assigned_user_name: z.string().nullable(),
  assigned_provider_id: rowId.nullable(),
  assigned_provider_name: z.string().nullable(),
  due_on: dateText.nullable(),
  resolved_at: timestamp.nullable(),
  closed_at: timestamp.nullable(),
  created_by: rowId.nullable(),
  created_by_name: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type ResidentRequest = z.infer<typeof requestRow>;

/** One line of a request's dated history: a status change, a comment or an assignment. */
export const requestEventRow = z.object({
  id: rowId,
  request_id: rowId,
  kind: rowId,
  user_id: rowId.nullable(),
  user_name: z.string().nullable(),
  from_status: rowId.nullable(),
  to_status: rowId.nullable(),
  comment: z.string().nullable(),
  assigned_user_id: rowId.nullable(),
  assigned_user_name: z.string().nullable(),
  assigned_provider_id: rowId.nullable(),
  assigned_provider_name: z.string().nullable(),
  created_at: timestamp,
});
export type RequestEvent = z.infer<typeof requestEventRow>;

/** Photos and documents on a request: at most 5 MB each, of these types as read from the file's content. */
export const REQUEST_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const REQUEST_FILE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export const requestFileMessages = {
  type: 'Yalnızca JPEG, PNG, WebP veya PDF yüklenebilir.',
  size: 'Dosya en fazla 5 MB olabilir.',
  missing: 'Bir dosya seçin.',
} as const;

/** A file attached to a request; `GET /requests/{request_id}/files/{id}` downloads it. */
export const requestFileRow = z.object({
  id: rowId,
  request_id: rowId,
  file_name: z.string(),
  content_type: z.enum(REQUEST_FILE_TYPES),
  size: z.number().int(),
  created_by: rowId.nullable(),
  created_by_name: z.string().nullable(),
  created_at: timestamp,
});
export type RequestFile = z.infer<typeof requestFileRow>;
