import type { LoginInput, RegisterInput, SessionPayload } from '@site/shared';
import { httpMessages } from '@site/shared/http';
import type { z } from 'zod';
import { ApiError } from '../api/client';
import { sessionApi } from '../api/sessionApi';
import { EXPIRED_FLAG } from '../session/signInReason';

/** The texts of the sign-in, in the user's language. */
export type SignInTexts = {
  appName: string;
  tagline: string;
  signIn: string;
  register: string;
  name: string;
  email: string;
  password: string;
  passwordConfirmation: string;
  consentLink: string;
  mobileAppLink: string;
  error: string;
  ok: string;
  connection: string;
};

export type SignInTab = 'login' | 'register';

export type SignInOptions = {
  tab: SignInTab;
  /** The query string of the page (`?redirect=…`), kept on the sign-in tab. */
  search: string;
  texts: SignInTexts;
  /** A path of this app the tabs and links go to. */
  navigate: (to: string) => void;
  onSignedIn: (payload: SessionPayload) => void;
};

const TEXT_KEYS = {
  appName: 'app.name',
  tagline: 'app.tagline',
  signIn: 'auth.signIn',
  register: 'auth.register',
  name: 'auth.name',
  email: 'auth.email',
  password: 'auth.password',
  passwordConfirmation: 'auth.passwordConfirmation',
  consentLink: 'auth.consentLink',
  mobileAppLink: 'auth.mobileAppLink',
  error: 'common.error',
  ok: 'common.ok',
  connection: 'errors.connection',
} as const satisfies Record<keyof SignInTexts, string>;

export type SignInTextKey = (typeof TEXT_KEYS)[keyof SignInTexts];

/** The sign-in's texts from a translation function (i18next's `t`, or a lookup in the Turkish messages). */
export function signInTextsOf(translate: (key: SignInTextKey) => string): SignInTexts {
  return Object.fromEntries(Object.entries(TEXT_KEYS).map(([name, key]) => [name, translate(key)])) as SignInTexts;
}

type Field = {
  name: string;
  label: string;
  type?: 'password';
  autoComplete: string;
  inputMode?: 'email';
};

const loadRules = () => import('./signInRules');

/** Only a path of this app may be a return target, never another site. */
export function safeRedirect(value: string | null): string {
  return value?.startsWith('/') && !value.startsWith('//') ? value : '/dashboard';
}

let ids = 0;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Record<string, string>> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) if (value !== undefined) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/**
 * /login and /register: one screen with two tabs; a failed attempt shows the 'Hata!' dialog. Built with the
 * DOM alone, in antd's look (`styles.css`): the sign-in is every user's first screen, and on a phone starting
 * React, let alone antd, blocked the main thread before the form answered a tap. `boot.ts` shows it before
 * any library is loaded; inside the app `LoginPage` mounts the same view. Returns the function that removes it.
 */
export function mountSignIn(container: HTMLElement, options: SignInOptions): () => void {
  const { tab, texts } = options;
  const id = `sign-in-${++ids}`;
  let busy = false;

  const email: Field = { name: 'email', label: texts.email, autoComplete: 'username', inputMode: 'email' };
  const fields: Field[] =
    tab === 'login'
      ? [email, { name: 'password', label: texts.password, type: 'password', autoComplete: 'current-password' }]
      : [
          { name: 'name', label: texts.name, autoComplete: 'name' },
          email,
          { name: 'password', label: texts.password, type: 'password', autoComplete: 'new-password' },
          {
            name: 'password_confirmation',
            label: texts.passwordConfirmation,
            type: 'password',
            autoComplete: 'new-password',
          },
        ];

  const tabButton = (key: SignInTab, label: string, to: string) => {
    const button = element(
      'button',
      {
        type: 'button',
        role: 'tab',
        id: `${id}-${key}`,
        'aria-selected': String(tab === key),
        'aria-controls': `${id}-panel`,
        class: 'auth-tab',
      },
      label,
    );
    button.addEventListener('click', () => options.navigate(to));
    return button;
  };
  const link = (to: string, label: string) => {
    const anchor = element('a', { href: to }, label);
    anchor.addEventListener('click', (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      options.navigate(to);
    });
    return anchor;
  };

  const inputs = new Map<string, HTMLInputElement>();
  const fieldBoxes = fields.map(({ name, label, type, autoComplete, inputMode }) => {
    const input = element('input', {
      id: `${id}-${name}`,
      name,
      type: type ?? 'text',
      autocomplete: autoComplete,
      inputmode: inputMode,
    });
    inputs.set(name, input);
    return element('div', { class: 'auth-field' }, element('label', { for: `${id}-${name}` }, label), input);
  });
  const formError = element('p', { class: 'auth-form-error', role: 'alert', hidden: '' });
  const submitButton = element(
    'button',
    { type: 'submit', class: 'auth-submit' },
    tab === 'login' ? texts.signIn : texts.register,
  );
  const form = element('form', { class: 'auth-form', novalidate: '' }, ...fieldBoxes, formError, submitButton);

  const setBusy = (value: boolean) => {
    busy = value;
    submitButton.disabled = value;
    submitButton.setAttribute('aria-busy', String(value));
  };

  const showFieldErrors = (found: Record<string, string>, invalid: string | null) => {
    for (const [name, input] of inputs) {
      const box = input.parentElement as HTMLElement;
      box.querySelector('.auth-field-error')?.remove();
      const error = found[name];
      if (error) {
        input.setAttribute('aria-invalid', 'true');
        input.setAttribute('aria-describedby', `${input.id}-error`);
        box.append(element('div', { id: `${input.id}-error`, class: 'auth-field-error' }, error));
      } else {
        input.removeAttribute('aria-invalid');
        input.removeAttribute('aria-describedby');
      }
    }
    formError.textContent = invalid ?? '';
    formError.hidden = !invalid;
  };

  const showErrors = (messages: string[]) => {
    const titleId = `${id}-error-title`;
    const ok = element('button', { type: 'submit', class: 'auth-submit', autofocus: '' }, texts.ok);
    const dialog = element(
      'dialog',
      { class: 'auth-dialog', 'aria-labelledby': titleId },
      element('h2', { id: titleId, class: 'auth-dialog-title' }, texts.error),
      element('ul', { class: 'error-list' }, ...messages.map((message) => element('li', {}, message))),
      element('form', { method: 'dialog', class: 'auth-dialog-actions' }, ok),
    );
    dialog.addEventListener('close', () => dialog.remove());
    page.append(dialog);
    dialog.showModal();
  };

  /** The fields checked with the shared schema's rules (field by field, then as a whole), then sent. */
  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (busy) return;
    const rules = await loadRules();
    const schema: z.ZodObject<z.ZodRawShape> = tab === 'login' ? rules.loginSchema : rules.registerSchema;
    const values = Object.fromEntries(fields.map(({ name }) => [name, inputs.get(name)?.value ?? '']));
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
    const invalid = Object.keys(found).length > 0;
    showFieldErrors(found, invalid ? rules.formInvalid : null);
    if (invalid) return;
    setBusy(true);
    let payload: SessionPayload;
    try {
      payload = (await sessionApi.signIn(tab, values as unknown as LoginInput | RegisterInput)).data;
    } catch (error) {
      setBusy(false);
      showErrors(error instanceof ApiError ? error.messages : [texts.connection]);
      return;
    }
    // The button stays busy: the screen is left for the app.
    options.onSignedIn(payload);
  };
  form.addEventListener('submit', (event) => void submit(event));
  form.addEventListener('input', () => void loadRules(), { once: true });

  const tabs = element(
    'div',
    { class: 'auth-tabs', role: 'tablist' },
    tabButton('login', texts.signIn, `/login${options.search}`),
    tabButton('register', texts.register, '/register'),
  );
  const card = element(
    'div',
    { class: 'auth-card' },
    // Styled as index.html's first paint, which this replaces without a jump.
    element('h1', { class: 'auth-title' }, texts.appName),
    element('p', { class: 'auth-tagline' }, texts.tagline),
    tabs,
    element(
      'div',
      { role: 'tabpanel', id: `${id}-panel`, 'aria-labelledby': `${id}-${tab}` },
      // Spec §8: a 401 reads 'Kullanıcı girişi yapmalısınız.', so a session that ended says why it is here.
      ...(tab === 'login' && new URLSearchParams(options.search).has(EXPIRED_FLAG)
        ? [element('p', { class: 'auth-notice', role: 'status' }, httpMessages.unauthenticated)]
        : []),
      form,
    ),
    element(
      'div',
      { class: 'auth-links' },
      link('/consent', texts.consentLink),
      link('/mobile-app', texts.mobileAppLink),
    ),
  );
  const page = element('main', { class: 'auth-page' }, card);
  container.replaceChildren(page);
  // The sign-in's first field, as every sign-in screen does.
  if (tab === 'login') inputs.get('email')?.focus();
  return () => page.remove();
}
