import {
  formInvalid,
  type LoginInput,
  loginSchema,
  type RegisterInput,
  registerSchema,
  type SessionPayload,
} from '@site/shared';
import { Card, Form, Input, Modal, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError, api } from '../api/client';
import { useSession } from '../session/SessionProvider';
import { ActionButton } from '../ui/ActionButton';
import { toast } from '../ui/feedback';
import { zodRule } from '../ui/zodRule';

/** Only a path of this app may be a return target, never another site. */
function safeRedirect(value: string | null): string {
  return value?.startsWith('/') && !value.startsWith('//') ? value : '/dashboard';
}

/** /login and /register: one screen with two tabs. A failed attempt shows the 'Hata!' dialog. */
export default function LoginPage() {
  const { t } = useTranslation();
  // Its own dialog, part of this page's download, so the 'Hata!' dialog shows even when the connection dropped.
  const [modal, modalHolder] = Modal.useModal();
  const { status, signIn } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const [busy, setBusy] = useState(false);
  const tab = pathname === '/register' ? 'register' : 'login';

  if (status === 'authenticated') return <Navigate to={redirect} replace />;

  const showErrors = (error: unknown) => {
    const messages = error instanceof ApiError ? error.messages : [t('errors.connection')];
    modal.error({
      title: t('common.error'),
      content: (
        <ul className="error-list">
          {messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ),
      okText: t('common.ok'),
    });
  };

  const submit = async (path: '/sanctum/token' | '/login', values: LoginInput | RegisterInput) => {
    setBusy(true);
    try {
      const { data } = await api.post<{ data: SessionPayload }>(path, { ...values, device_name: 'web' }, true);
      signIn(data);
      navigate(redirect, { replace: true });
    } catch (error) {
      showErrors(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="auth-page">
      {modalHolder}
      <Card className="auth-card">
        {/* Plain elements styled as index.html's first paint, which they replace without a jump. */}
        <h1 className="auth-title">{t('app.name')}</h1>
        <p className="auth-tagline">{t('app.tagline')}</p>
        <Tabs
          activeKey={tab}
          onChange={(key) =>
            navigate(key === 'register' ? '/register' : `/login${params.toString() ? `?${params}` : ''}`)
          }
          items={[
            {
              key: 'login',
              label: t('auth.signIn'),
              children: <LoginForm busy={busy} onSubmit={(v) => submit('/sanctum/token', v)} />,
            },
            {
              key: 'register',
              label: t('auth.register'),
              children: <RegisterForm busy={busy} onSubmit={(v) => submit('/login', v)} />,
            },
          ]}
        />
        <div className="auth-links">
          <Link to="/consent">{t('auth.consentLink')}</Link>
          <Link to="/mobile-app">{t('auth.mobileAppLink')}</Link>
        </div>
      </Card>
    </main>
  );
}

type FormProps<T> = { busy: boolean; onSubmit: (values: T) => void };

function LoginForm({ busy, onSubmit }: FormProps<LoginInput>) {
  const { t } = useTranslation();
  const fields = loginSchema.shape;
  return (
    <Form layout="vertical" onFinish={onSubmit} onFinishFailed={() => toast.error(formInvalid)} requiredMark={false}>
      <Form.Item name="email" label={t('auth.email')} rules={[zodRule(fields.email)]}>
        <Input autoComplete="username" inputMode="email" autoFocus />
      </Form.Item>
      <Form.Item name="password" label={t('auth.password')} rules={[zodRule(fields.password)]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <ActionButton type="primary" htmlType="submit" block loading={busy}>
        {t('auth.signIn')}
      </ActionButton>
    </Form>
  );
}

function RegisterForm({ busy, onSubmit }: FormProps<RegisterInput>) {
  const { t } = useTranslation();
  const fields = registerSchema.shape;
  return (
    <Form layout="vertical" onFinish={onSubmit} onFinishFailed={() => toast.error(formInvalid)} requiredMark={false}>
      <Form.Item name="name" label={t('auth.name')} rules={[zodRule(fields.name)]}>
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item name="email" label={t('auth.email')} rules={[zodRule(fields.email)]}>
        <Input autoComplete="username" inputMode="email" />
      </Form.Item>
      <Form.Item name="password" label={t('auth.password')} rules={[zodRule(fields.password)]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="password_confirmation"
        label={t('auth.passwordConfirmation')}
        dependencies={['password']}
        rules={[zodRule(fields.password_confirmation)]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <ActionButton type="primary" htmlType="submit" block loading={busy}>
        {t('auth.register')}
      </ActionButton>
    </Form>
  );
}
