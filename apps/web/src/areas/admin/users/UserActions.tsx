import type { AdminUser } from '@site/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Popconfirm, Space, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../api/queryKeys';
import { startImpersonation } from '../../../session/impersonation';
import { useSession } from '../../../session/SessionProvider';
import { adminTokensApi, adminUsersApi } from '../api';

const SUPERADMIN = 'superadministrator';

/**
 * 'Şifre sıfırla' (the new temporary password shown here once, until the screen is left) and 'Kullanıcı olarak
 * gir' (the super administrator's token kept aside, the user's taking its place, then the dashboard).
 */
export function UserActions({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const { user: me } = useSession();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = { okText: t('common.yes'), cancelText: t('common.no') };

  const reset = async () => {
    const { data } = await adminUsersApi.resetPassword(user.id);
    setPassword(data.temporary_password);
    // Signed out everywhere, and now with a temporary password.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.all(adminTokensApi.resource) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.all(adminUsersApi.resource) }),
    ]);
  };
  const impersonate = async () => {
    setBusy(true);
    try {
      const { data } = await adminUsersApi.impersonate(user.id);
      startImpersonation(data);
    } finally {
      setBusy(false);
    }
  };
  // The server refuses these too; the button says so before it is tried.
  const unavailable =
    user.id === me?.id || user.roles.includes(SUPERADMIN) || !user.is_active || user.has_temporary_password;

  return (
    <div data-testid="user-actions">
      <Space wrap style={{ marginBottom: 16 }}>
        <Popconfirm title={t('admin.users.resetPasswordConfirm')} onConfirm={reset} {...confirm}>
          <Button disabled={user.id === me?.id}>{t('admin.users.resetPassword')}</Button>
        </Popconfirm>
        <Tooltip title={unavailable ? t('admin.users.impersonateUnavailable') : undefined}>
          <Popconfirm
            title={t('admin.users.impersonateConfirm')}
            onConfirm={impersonate}
            disabled={unavailable}
            {...confirm}
          >
            <Button type="primary" disabled={unavailable} loading={busy}>
              {t('admin.users.impersonate')}
            </Button>
          </Popconfirm>
        </Tooltip>
      </Space>
      {password && (
        <Alert
          type="success"
          showIcon
          closable
          onClose={() => setPassword(null)}
          style={{ marginBottom: 16 }}
          title={t('admin.users.temporaryPassword')}
          description={
            <>
              <Typography.Text code copyable data-testid="temporary-password">
                {password}
              </Typography.Text>
              <div>{t('admin.users.temporaryPasswordHelp')}</div>
            </>
          }
        />
      )}
    </div>
  );
}
