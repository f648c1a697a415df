import { z } from 'zod';
import { minLength } from '../common/messages';
import { rowId } from '../common/responses';
import { emailField, requiredString } from '../common/zodRules';

export const authMessages = {
  invalidCredentials: 'E-posta adresi veya şifre hatalı.',
  emailTaken: 'Bu e-posta adresi zaten kayıtlı.',
  wrongCurrentPassword: 'Mevcut şifreniz hatalı.',
  passwordsDiffer: 'Şifreler aynı değil.',
  inactiveUser: 'Hesabınız pasif durumda.',
} as const;

export const PASSWORD_MIN = 8;

export const loginSchema = z.object({
  email: emailField(),
  password: requiredString(100),
  device_name: z.string().max(100).optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z
  .object({
    name: requiredString(100),
    email: emailField(),
    password: requiredString(100).pipe(z.string().min(PASSWORD_MIN, minLength(PASSWORD_MIN))),
    password_confirmation: requiredString(100),
    device_name: z.string().max(100).optional(),
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: authMessages.passwordsDiffer,
    path: ['password_confirmation'],
  });
export type RegisterInput = z.infer<typeof registerSchema>;

export const changePasswordSchema = z
  .object({
    current_password: requiredString(100),
    password: requiredString(100).pipe(z.string().min(PASSWORD_MIN, minLength(PASSWORD_MIN))),
    password_confirmation: requiredString(100),
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: authMessages.passwordsDiffer,
    path: ['password_confirmation'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const sessionRoleRow = z.object({ id: rowId, name: z.string(), display_name: z.string() });
export type SessionRole = z.infer<typeof sessionRoleRow>;

/** The signed-in user as `who-am-i` and sign-in answer it. */
export const sessionUserRow = z.object({
  id: rowId,
  name: z.string(),
  email: z.string(),
  company_id: rowId.nullable(),
  has_temporary_password: z.boolean(),
  is_superadmin: z.boolean(),
  roles: z.array(sessionRoleRow),
  /** Complexes the user may act in; empty with is_superadmin means all. */
  cluster_ids: z.array(rowId),
  /** What the user's roles bundle (the permission catalogue); per complex see `GET /permissions`. */
  permissions: z.array(z.string()),
  /** While a super administrator is signed in as this user: who they are. */
  impersonator: z.object({ id: rowId, name: z.string() }).nullable(),
});
export type SessionUser = z.infer<typeof sessionUserRow>;

/** What signing in or registering answers: the user and the token to send as `Bearer`. */
export const sessionPayloadRow = z.object({
  user: sessionUserRow,
  token: z.string(),
  token_id: rowId,
  has_payment_warning: z.boolean(),
  matomo_readonly_auth_token: z.string().nullable(),
});
export type SessionPayload = z.infer<typeof sessionPayloadRow>;
