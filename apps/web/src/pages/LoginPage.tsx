import type { LoginInput, RegisterInput } from '@site/shared';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '../api/client';
import { sessionApi } from '../api/sessionApi';
import { useSession } from '../session/SessionProvider';

/** Only a path of this app may be a return target, never another site. */
function safeRedirect(value: string | null): string {
  return value?.startsWith('/') && !value.startsWith('//') ? value : '/dashboard';
}

/**
 * /login and /register: one screen with two tabs. A failed attempt shows the 'Hata!' dialog. Built from
 * plain elements and `styles.css`, not antd: the sign-in is every user's first screen, and on a phone
 * starting antd and parsing its stylesheet cost seconds of a blocked main thread before it answered a tap.
 * antd loads after sign-in, with the screens that use it.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const { status, signIn } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[] | null>(null);
  const tab = pathname === '/register' ? 'register' : 'login';
  const tabsId = useId();

  if (status === 'authenticated') return <Navigate to={redirect} replace />;

  const submit = async (action: 'login' | 'register', values: LoginInput | RegisterInput) => {
    setBusy(true);
    try {
      const { data } = await sessionApi.signIn(action, values);
      // Signed in, the page renders <Navigate> to the redirect: one navigation, not two racing each other.
      signIn(data);
    } catch (error) {
      setErrors(error instanceof ApiError ? error.messages : [t('errors.connection')]);
    } finally {
      setBusy(false);
    }
  };

  const email: Field = { name: 'email', label: t('auth.email'), autoComplete: 'username', inputMode: 'email' };
  const password = { name: 'password', label: t('auth.password'), type: 'password' as const };
  const loginFields: Field[] = [
    { ...email, autoFocus: true },
    { ...password, autoComplete: 'current-password' },
  ];
  const registerFields: Field[] = [
    { name: 'name', label: t('auth.name'), autoComplete: 'name' },
    email,
    { ...password, autoComplete: 'new-password' },
    {
      name: 'password_confirmation',
      label: t('auth.passwordConfirmation'),
      type: 'password',
      autoComplete: 'new-password',
    },
  ];

  const tabs = [
    { key: 'login', label: t('auth.signIn'), to: `/login${params.toString() ? `?${params}` : ''}` },
    { key: 'register', label: t('auth.register'), to: '/register' },
  ] as const;

  return (
    <main className="auth-page">
      <div className="auth-card">
        {/* Styled as index.html's first paint, which this replaces without a jump. */}
        <h1 className="auth-title">{t('app.name')}</h1>
        <p className="auth-tagline">{t('app.tagline')}</p>
        <div className="auth-tabs" role="tablist">
          {tabs.map(({ key, label, to }) => (
            <button
              key={key}
              type="button"
              role="tab"
              id={`${tabsId}-${key}`}
              aria-selected={tab === key}
              aria-controls={`${tabsId}-panel`}
              className="auth-tab"
              onClick={() => navigate(to)}
            >
              {label}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${tab}`}>
          <SignInForm
            key={tab}
            schema={tab === 'login' ? 'loginSchema' : 'registerSchema'}
            busy={busy}
            submitLabel={t(tab === 'login' ? 'auth.signIn' : 'auth.register')}
            fields={tab === 'login' ? loginFields : registerFields}
            onSubmit={(values) => submit(tab, values as LoginInput | RegisterInput)}
          />
        </div>
        <div className="auth-links">
          <Link to="/consent">{t('auth.consentLink')}</Link>
          <Link to="/mobile-app">{t('auth.mobileAppLink')}</Link>
        </div>
      </div>
      {errors && (
        <ErrorDialog title={t('common.error')} okText={t('common.ok')} onClose={() => setErrors(null)}>
          <ul className="error-list">
            {errors.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </ErrorDialog>
      )}
    </main>
  );
}

const loadRules = () => import('./signInRules');

type Field = {
  name: string;
  label: string;
  type?: 'password';
  autoComplete: string;
  inputMode?: 'email';
  autoFocus?: boolean;
};

type SignInFormProps = {
  schema: 'loginSchema' | 'registerSchema';
  fields: Field[];
  busy: boolean;
  submitLabel: string;
  onSubmit: (values: Record<string, string>) => void;
};

/** The fields of one tab, checked with the shared schema's rules (field by field, then as a whole) on submit. */
function SignInForm({ schema: schemaName, fields, busy, submitLabel, onSubmit }: SignInFormProps) {
  const id = useId();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [invalid, setInvalid] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const rules = await loadRules();
    const schema: z.ZodObject<z.ZodRawShape> = rules[schemaName];
    const values = Object.fromEntries(fields.map(({ name }) => [name, String(data.get(name) ?? '')]));
    // An empty field is a missing one, so it gets 'Zorunlu alan' as on the server.
    const given = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value || undefined]));
    const found: Record<string, string> = {};
    for (const { name } of fields) {
      const result = (schema.shape[name] as z.ZodType).safeParse(given[name]);
      if (!result.success) found[name] = result.error.issues[0]?.message ?? rules.formInvalid;
    }
    if (!Object.keys(found).length) {
      // Rules across fields (the password confirmation) sit on the whole schema.
      const whole = schema.safeParse(given);
      if (!whole.success) for (const issue of whole.error.issues) found[String(issue.path[0] ?? '')] ??= issue.message;
    }
    setFieldErrors(found);
    setInvalid(Object.keys(found).length > 0 ? rules.formInvalid : null);
    if (!Object.keys(found).length) onSubmit(values);
  };

  return (
    <form className="auth-form" noValidate onSubmit={submit} onInput={() => void loadRules()}>
      {fields.map(({ name, label, type, autoComplete, inputMode, autoFocus }) => {
        const error = fieldErrors[name];
        return (
          <div key={name} className="auth-field">
            <label htmlFor={`${id}-${name}`}>{label}</label>
            <input
              id={`${id}-${name}`}
              name={name}
              type={type ?? 'text'}
              autoComplete={autoComplete}
              inputMode={inputMode}
              // biome-ignore lint/a11y/noAutofocus: the sign-in's first field, as every sign-in screen does
              autoFocus={autoFocus}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-${name}-error` : undefined}
            />
            {error && (
              <div id={`${id}-${name}-error`} className="auth-field-error">
                {error}
              </div>
            )}
          </div>
        );
      })}
      {invalid && (
        <p className="auth-form-error" role="alert">
          {invalid}
        </p>
      )}
      <button type="submit" className="auth-submit" disabled={busy} aria-busy={busy}>
        {submitLabel}
      </button>
    </form>
  );
}

/** The 'Hata!' dialog: the browser's own modal dialog, focus kept inside until OK or Escape closes it. */
function ErrorDialog({
  title,
  okText,
  onClose,
  children,
}: {
  title: string;
  okText: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog ref={ref} className="auth-dialog" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId} className="auth-dialog-title">
        {title}
      </h2>
      {children}
      <form method="dialog" className="auth-dialog-actions">
        {/* biome-ignore lint/a11y/noAutofocus: a modal dialog puts the focus on its only action */}
        <button type="submit" className="auth-submit" autoFocus>
          {okText}
        </button>
      </form>
    </dialog>
  );
}
