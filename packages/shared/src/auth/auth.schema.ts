import { z } from 'zod';
import { minLength } from '../common/messages';
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

export type SessionRole = { id: number; name: string; display_name: string };

export type SessionUser = {
  id: number;
  name: string;
  email: string;
  company_id: number | null;
  has_temporary_password: boolean;
  is_superadmin: boolean;
  roles: SessionRole[];
  /** Complexes the user may act in; empty with is_superadmin means all. */
  cluster_ids: number[];
};

export type SessionPayload = {
  user: SessionUser;
  token: string;
  token_id: number;
  has_payment_warning: boolean;
  matomo_readonly_auth_token: string | null;
};
