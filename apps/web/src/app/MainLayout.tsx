import { useQuery } from '@tanstack/react-query';
import { Button, Dropdown, Layout, Menu, Select, Space, Spin } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { api } from '../api/client';
import { type Language, languages } from '../locales/languages';
import { useCluster } from '../session/ClusterProvider';
import { useSession } from '../session/SessionProvider';
import { setLanguage } from './i18n';
import { menu, menuEntryFor } from './menu';

const { Header, Sider, Content } = Layout;

// The badge shows only when there are open bank lines: its code downloads then.
const Badge = lazy(() => import('antd/es/badge'));
// The password form (antd's form and its rules) downloads when it is first opened.
const ChangePasswordModal = lazy(() =>
  import('./ChangePasswordModal').then((m) => ({ default: m.ChangePasswordModal })),
);

const OPEN_BANK_LINES_PATH = '/incomes/bank/open';

/** The one layout of every signed-in screen: side menu, complex and company pickers, language, user menu. */
export default function MainLayout() {
  const { t, i18n } = useTranslation();
  const { user, signOut } = useSession();
  const cluster = useCluster();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const passwordForced = Boolean(user?.has_temporary_password);
  // Once opened, the modal stays mounted so that it closes with its animation.
  const [passwordUsed, setPasswordUsed] = useState(false);
  if ((passwordOpen || passwordForced) && !passwordUsed) setPasswordUsed(true);
  // Spec §4: the open bank-statement lines beside their menu entry. The list it leads to shows the selected
  // complex, so the badge counts that complex; the company's count only when no complex is selected.
  const scope = cluster.clusterId !== null ? { cluster_id: cluster.clusterId } : { company_id: cluster.companyId };
  const { data: openBankLines } = useQuery({
    queryKey: ['cluster', cluster.clusterId, 'bank-activities', 'open-count', scope],
    queryFn: () =>
      api.get<{ meta: { total: number } }>(
        '/income/bank-activities',
        { list_type: 'open', per_page: 1, ...scope },
        true,
      ),
    enabled: cluster.clusterId !== null || cluster.companyId !== null,
    select: (response) => response.meta.total,
  });

  const items = useMemo(
    () =>
      menu
        .filter((area) => !area.superadmin || user?.is_superadmin)
        .map((area) =>
          area.items
            ? {
                key: area.key,
                label: t(`menu.${area.key}.title`),
                children: area.items.map((item) => ({
                  key: item.path,
                  label: (
                    <Link to={item.path}>
                      {item.path === OPEN_BANK_LINES_PATH && openBankLines ? (
                        <Space size={6}>
                          <span>{t(`menu.${area.key}.${item.key}`)}</span>
                          <Suspense fallback={null}>
                            <Badge
                              count={openBankLines}
                              size="small"
                              overflowCount={999}
                              data-testid="open-bank-lines"
                            />
                          </Suspense>
                        </Space>
                      ) : (
                        t(`menu.${area.key}.${item.key}`)
                      )}
                    </Link>
                  ),
                })),
              }
            : {
                key: area.path as string,
                label: <Link to={area.path as string}>{t(`menu.${area.key}.title`)}</Link>,
              },
        ),
    [t, user?.is_superadmin, openBankLines],
  );
  const current = menuEntryFor(pathname);
  const selectedKey = current?.item?.path ?? current?.area.path ?? pathname;
  const [openKeys, setOpenKeys] = useState<string[]>(current?.area.items ? [current.area.key] : []);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Sider collapsible collapsed={collapsed} onCollapse={setCollapsed} width={250} theme="dark">
        <div className="brand" data-testid="brand">
          {collapsed ? 'SY' : t('app.name')}
        </div>
        <nav aria-label={t('app.name')}>
          <Menu
            theme="dark"
            mode="inline"
            items={items}
            selectedKeys={[selectedKey]}
            openKeys={collapsed ? undefined : openKeys}
            onOpenChange={setOpenKeys}
            // Each entry is a link (a click, or Ctrl+click for a new tab, is the link's); the keyboard's
            // Enter on an entry comes here.
            onClick={({ key, domEvent }) => {
              if (!(domEvent.target instanceof Element && domEvent.target.closest('a'))) navigate(key);
            }}
          />
        </nav>
      </Sider>
      <Layout>
        <Header className="shell-header">
          <Space size="middle" wrap>
            {user?.is_superadmin && (
              <Select
                aria-label={t('shell.company')}
                data-testid="company-picker"
                style={{ width: 240 }}
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={t('shell.companyPlaceholder')}
                value={cluster.companyId ?? undefined}
                options={cluster.companies.map((c) => ({ value: c.id, label: c.name }))}
                onChange={(id) => cluster.setCompanyId(id ?? null)}
              />
            )}
            <Select
              aria-label={t('shell.cluster')}
              data-testid="cluster-picker"
              style={{ width: 260 }}
              showSearch={{ optionFilterProp: 'label' }}
              loading={cluster.isLoading}
              placeholder={t('shell.clusterPlaceholder')}
              notFoundContent={t('shell.noCluster')}
              value={cluster.clusterId ?? undefined}
              options={cluster.clusters.map((c) => ({ value: c.id, label: c.name }))}
              onChange={(id: number) => cluster.setClusterId(id)}
            />
          </Space>
          <Space size="middle">
            <Select
              aria-label={t('shell.language')}
              data-testid="language-picker"
              style={{ width: 130 }}
              value={i18n.language as Language}
              options={languages.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
              onChange={(l: Language) => setLanguage(l)}
            />
            <Dropdown
              trigger={['click']}
              menu={{
                items: [
                  { key: 'password', label: t('auth.changePassword') },
                  { type: 'divider' },
                  { key: 'signOut', label: t('auth.signOut'), danger: true },
                ],
                onClick: ({ key }) => (key === 'signOut' ? void signOut() : setPasswordOpen(true)),
              }}
            >
              <Button type="text" aria-label={t('shell.userMenu')} data-testid="user-menu">
                <span className="user-initial">{user?.name.charAt(0)}</span>
                <span>{user?.name}</span>
              </Button>
            </Dropdown>
          </Space>
        </Header>
        <Content className="shell-content">
          {/* A deep link opened before the complex list arrived waits for it, rather than asking for complex null. */}
          {cluster.ready ? <Outlet /> : <Spin size="large" className="shell-waiting" />}
        </Content>
      </Layout>
      {passwordUsed && (
        <Suspense fallback={null}>
          <ChangePasswordModal
            open={passwordOpen || passwordForced}
            forced={passwordForced}
            onClose={() => setPasswordOpen(false)}
          />
        </Suspense>
      )}
    </Layout>
  );
}
