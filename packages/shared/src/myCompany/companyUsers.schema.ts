import { z } from 'zod';
import { phoneField } from '../common/checkedFields';
import { rowId, timestamp } from '../common/responses';
import { typeMessages } from '../common/zodErrors';
import { emailField, integerField, requiredArray, requiredString } from '../common/zodRules';
import { CLUSTER_PERMISSION_NAMES, TECH_AUTHORIZATIONS } from './permissions';

// Payloads and answers of /company-users (My company › Çalışanlar).

export const companyUserMessages = {
  lastAdmin: 'Şirketin son yöneticisi kaldırılamaz.',
  hasActed: 'Bu çalışanın işlem kayıtları var; silmek yerine pasif yapın.',
  workerRolesOnly: 'Çalışana yalnızca çalışan rolleri verilebilir.',
  duplicateCluster: 'Aynı site birden fazla seçilemez.',
  passwordNotEmailed: 'Geçici şifre e-postayla gönderilemedi; çalışana kendiniz iletin.',
} as const;

const TECH_AUTHORIZATION_MAX = TECH_AUTHORIZATIONS.length;

/**
 * A worker of a management company. Their roles are worker roles (WORKER_ROLE_NAMES) by id, at least one;
 * `tech_authorization_id` counts only with the technical role (without it the server keeps none). A super
 * administrator names the company (`company_id`), which an update cannot change.
 */
export const companyUserSchema = z.object({
  company_id: integerField({ min: 1 }).optional(),
  name: requiredString(100),
  email: emailField(100),
  phone: phoneField().nullish(),
  position_id: integerField({ min: 1 }).nullish(),
  role_ids: requiredArray(integerField({ min: 1 })),
  tech_authorization_id: integerField({ min: 1, max: TECH_AUTHORIZATION_MAX }).nullish(),
  is_active: z.boolean().optional(),
});
export type CompanyUserInput = z.infer<typeof companyUserSchema>;

/** An update changes only what it sends; the company stays. */
export const companyUserUpdateSchema = companyUserSchema.omit({ company_id: true }).partial();
export type CompanyUserUpdate = z.infer<typeof companyUserUpdateSchema>;

export const companyUserRow = z.object({
  id: rowId,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company_id: rowId,
  company_name: z.string(),
  role_ids: z.array(rowId),
  /** The roles' display names, joined. */
  role_name: z.string(),
  position_id: rowId.nullable(),
  position_name: z.string().nullable(),
  tech_authorization_id: rowId.nullable(),
  is_active: z.boolean(),
  /** Still to replace the password they were given. */
  has_temporary_password: z.boolean(),
  /** The complexes they are limited to; 0: every complex of their company. */
  cluster_count: z.number().int(),
  last_login_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type CompanyUser = z.infer<typeof companyUserRow>;

/** What creating a worker answers: the worker and, once, the temporary password they sign in with. */
export const companyUserCreatedRow = companyUserRow.extend({
  temporary_password: z.string(),
  /** Whether the password also went to the worker by e-mail. */
  password_emailed: z.boolean(),
});
export type CompanyUserCreated = z.infer<typeof companyUserCreatedRow>;

/** What a password reset answers, once. */
export const temporaryPasswordRow = z.object({ temporary_password: z.string(), password_emailed: z.boolean() });
export type TemporaryPassword = z.infer<typeof temporaryPasswordRow>;

/** A role a worker may be given (the form's role picker). */
export const workerRoleRow = z.object({
  id: rowId,
  name: z.string(),
  display_name: z.string(),
  /** What the role bundles (the permission catalogue's names). */
  permissions: z.array(z.string()),
});
export type WorkerRole = z.infer<typeof workerRoleRow>;

const clusterPermission = z
  .string({ error: typeMessages.choice })
  .refine((name) => (CLUSTER_PERMISSION_NAMES as string[]).includes(name), { error: typeMessages.choice });

/**
 * The complexes a worker is limited to, each with the permissions held there (complex-wide ones of the
 * catalogue). An empty list: every complex of their company, with what their roles bundle.
 */
export const companyUserClustersSchema = z.object({
  clusters: z
    .array(z.object({ cluster_id: integerField({ min: 1 }), permissions: z.array(clusterPermission) }), {
      error: typeMessages.list,
    })
    .max(1000),
});
export type CompanyUserClustersInput = z.infer<typeof companyUserClustersSchema>;

/** The worker's complexes tab: their own list, what their roles bundle, and their company's complexes. */
export const companyUserClustersRow = z.object({
  clusters: z.array(z.object({ cluster_id: rowId, cluster_name: z.string(), permissions: z.array(z.string()) })),
  /** The complex permissions the worker's roles bundle: what they hold everywhere with an empty list. */
  bundle: z.array(z.string()),
  /** Every complex of the worker's company, with the complex permissions the caller may give there. */
  company_clusters: z.array(
    z.object({ id: rowId, name: z.string(), is_active: z.boolean(), grantable: z.array(z.string()) }),
  ),
});
export type CompanyUserClusters = z.infer<typeof companyUserClustersRow>;
