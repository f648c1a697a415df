import { z } from 'zod';
import { phoneField } from '../common/checkedFields';
import { rowId, timestamp } from '../common/responses';
import { emailField, integerField, requiredArray, requiredString } from '../common/zodRules';

// Payloads and answers of /api-super-admin/users and /api-super-admin/tokens (Yönetim › Kullanıcılar).

/** Why the super administrator's user screens refuse a change (422 or 403). */
export const adminUserMessages = {
  unknownRole: 'Geçersiz rol.',
  deactivateSelf: 'Kendi hesabınızı pasif yapamazsınız.',
  dropOwnSuperadmin: 'Kendi süper yönetici rolünüzü kaldıramazsınız.',
  resetOwnPassword: 'Kendi şifrenizi buradan sıfırlayamazsınız; şifre değiştirme ekranını kullanın.',
  impersonateSelf: 'Kendi hesabınıza kullanıcı olarak giremezsiniz.',
  impersonateSuperadmin: 'Başka bir süper yöneticinin hesabına giriş yapılamaz.',
  impersonateInactive: 'Pasif bir kullanıcının hesabına giriş yapılamaz.',
  impersonateTemporaryPassword: 'Geçici şifresi olan bir kullanıcının hesabına giriş yapılamaz.',
} as const;

/** How long a super administrator's impersonation token lasts. */
export const IMPERSONATION_MINUTES = 60;

/** A user as the super administrator edits it: `roles` are role names (`manager`, `company-admin` …). */
export const adminUserSchema = z.object({
  name: requiredString(100),
  email: emailField(100),
  phone: phoneField().nullish(),
  company_id: integerField({ min: 1 }).nullish(),
  roles: requiredArray(requiredString(50)),
  is_active: z.boolean(),
});
export type AdminUserInput = z.infer<typeof adminUserSchema>;

/** A user of the list and of the edit screen. */
export const adminUserRow = z.object({
  id: rowId,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company_id: rowId.nullable(),
  company_name: z.string().nullable(),
  /** Role names, as the form sends them back. */
  roles: z.array(z.string()),
  /** The roles' display names, comma-separated (the list's column). */
  role_names: z.string(),
  is_active: z.boolean(),
  has_temporary_password: z.boolean(),
  last_login_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type AdminUser = z.infer<typeof adminUserRow>;

/** A role a user may be given. */
export const adminRoleRow = z.object({ id: rowId, name: z.string(), display_name: z.string(), type: z.number().int() });
export type AdminRole = z.infer<typeof adminRoleRow>;

/** What a password reset answers, once: the new temporary password. */
export const adminTemporaryPasswordRow = z.object({ temporary_password: z.string() });

/** A signed-in session (a token) of a user; the secret and its hash are never sent. */
export const adminTokenRow = z.object({
  id: rowId,
  user_id: rowId,
  /** The device, as the sign-in named it. */
  name: z.string(),
  is_mobile: z.boolean(),
  created_at: timestamp,
  last_used_at: timestamp.nullable(),
  expires_at: timestamp.nullable(),
  /** A super administrator's impersonation token: who signed in as the user. */
  impersonator_id: rowId.nullable(),
  impersonator_name: z.string().nullable(),
});
export type AdminToken = z.infer<typeof adminTokenRow>;
