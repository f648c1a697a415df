import { useQuery } from '@tanstack/react-query';
import { Button, Dropdown, Layout, Menu, Space, Spin } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { sessionApi } from '../api/sessionApi';
import { keyUnder } from '../locales/keys';
import { useCluster } from '../session/ClusterProvider';
import { usePaymentWarning } from '../session/paymentWarning';
import { useSession } from '../session/SessionProvider';
import { BackToTop } from './BackToTop';
import { menu, menuEntryFor } from './menu';
import { QuickSearch } from './QuickSearch';
import { ShellPickers } from './ShellPickers';
import { useNarrowScreen } from './useNarrowScreen';

const { Header, Sider, Content } = Layout;

// A badge shows only when there are open bank lines or unseen release notes: its code downloads then.
const Badge = lazy(() => import('antd/es/badge'));
// The password form (antd's form and its rules) downloads when it is first opened.
const ChangePasswordModal = lazy(() =>
  import('./ChangePasswordModal').then((m) => ({ default: m.ChangePasswordModal })),
);

// The menu drawer of narrow screens: its code downloads on such a screen only.
const Drawer = lazy(() => import('antd/es/drawer'));

// Shown only while a super administrator acts as a user: its code downloads then.
const ImpersonationBanner = lazy(() =>
  import('./ImpersonationBanner').then((m) => ({ default: m.ImpersonationBanner })),
);

// Shown only after a sign-in that answered has_payment_warning: its code downloads then.
const PaymentWarningBanner = lazy(() =>
  import('./PaymentWarningBanner').then((m) => ({ default: m.PaymentWarningBanner })),
);

const OPEN_BANK_LINES_PATH = '/incomes/bank/open';
const RELEASE_NOTES_PATH = '/logs/rs-updates';

/** The one layout of every signed-in screen: side menu, complex and company pickers, language, quick search, user menu. */
export default function MainLayout() {
  const { t } = useTranslation();
  const { user, signOut } = useSession();
  const cluster = useCluster();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(false);
  const [paymentWarning] = usePaymentWarning();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const passwordForced = Boolean(user?.has_temporary_password);
  // Once opened, the modal stays mounted so that it closes with its animation.
  const [passwordUsed, setPasswordUsed] = useState(false);
  if ((passwordOpen || passwordForced) && !passwordUsed) setPasswordUsed(true);
  // Spec §4: the open bank-statement lines beside their menu entry. The list it leads to shows the selected
  // complex, so the badge counts that complex; the company's count only when no complex is selected.
  const scope = cluster.clusterId !== null ? { cluster_id: cluster.clusterId } : { company_id: cluster.companyId };
  const { data: openBankLines } = useQuery({
    ...sessionApi.openBankLines(scope),
    enabled: !passwordForced && (cluster.clusterId !== null || cluster.companyId !== null),
    select: (response) => response.meta.total,
  });
  // The releases the user has not seen yet ('Yenilikler'); opening the screen marks them seen.
  const { data: unseenReleases } = useQuery({
    ...sessionApi.releaseNotes(),
    enabled: !passwordForced,
    select: (response) => response.meta.unseen,
  });
  // Entries with a count beside them, and the test id of each badge.
  const badges = useMemo<Record<string, [count: number | undefined, testId: string]>>(
    () => ({
      [OPEN_BANK_LINES_PATH]: [openBankLines, 'open-bank-lines'],
      [RELEASE_NOTES_PATH]: [unseenReleases, 'unseen-release-notes'],
    }),
    [openBankLines, unseenReleases],
  );

  const items = useMemo(
    () =>
      menu
        .filter((area) => !area.superadmin || user?.is_superadmin)
        .map((area) =>
          area.items
            ? {
                key: area.key,
                label: t(keyUnder('menu', `${area.key}.title`)),
                children: area.items.map((item) => ({
                  key: item.path,
                  label: (
                    <Link to={item.path}>
                      {badges[item.path]?.[0] ? (
                        <Space size={6}>
                          <span>{t(keyUnder('menu', `${area.key}.${item.key}`))}</span>
                          <Suspense fallback={null}>
                            <Badge
                              count={badges[item.path]?.[0]}
                              size="small"
                              overflowCount={999}
                              data-testid={badges[item.path]?.[1]}
                            />
                          </Suspense>
                        </Space>
                      ) : (
                        t(keyUnder('menu', `${area.key}.${item.key}`))
                      )}
                    </Link>
                  ),
                })),
              }
            : {
                key: area.path as string,
                label: <Link to={area.path as string}>{t(keyUnder('menu', `${area.key}.title`))}</Link>,
              },
        ),
    [t, user?.is_superadmin, badges],
  );
  const current = menuEntryFor(pathname);
  const selectedKey = current?.item?.path ?? current?.area.path ?? pathname;
  const [openKeys, setOpenKeys] = useState<string[]>(current?.area.items ? [current.area.key] : []);
  const narrow = useNarrowScreen();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // A screen opened from the drawer closes it.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setDrawerOpen(false);
  }

  const sideMenu = (
    <nav aria-label={t('app.name')}>
      <Menu
        theme="dark"
        mode="inline"
        items={items}
        selectedKeys={[selectedKey]}
        openKeys={collapsed && !narrow ? undefined : openKeys}
        onOpenChange={setOpenKeys}
        // Each entry is a link (a click, or Ctrl+click for a new tab, is the link's); the keyboard's
        // Enter on an entry comes here.
        onClick={({ key, domEvent }) => {
          if (!(domEvent.target instanceof Element && domEvent.target.closest('a'))) navigate(key);
        }}
      />
    </nav>
  );
  const userMenu = (
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
        {!narrow && <span>{user?.name}</span>}
      </Button>
    </Dropdown>
  );

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {!narrow && (
        <Sider collapsible collapsed={collapsed} onCollapse={setCollapsed} width={250} theme="dark">
          <div className="brand" data-testid="brand">
            {collapsed ? 'SY' : t('app.name')}
          </div>
          {sideMenu}
        </Sider>
      )}
      {narrow && (
        // Below 992 px (spec §9) the menu and the header's pickers fold into a drawer behind a button.
        <Suspense fallback={null}>
          <Drawer
            placement="left"
            size={280}
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            closable={false}
            className="shell-drawer"
            title={<span data-testid="brand">{t('app.name')}</span>}
          >
            <div className="shell-drawer-pickers">
              <ShellPickers stacked />
              <QuickSearch stacked />
            </div>
            {sideMenu}
          </Drawer>
        </Suspense>
      )}
      <Layout>
        {user?.impersonator && (
          <Suspense fallback={null}>
            <ImpersonationBanner />
          </Suspense>
        )}
        {paymentWarning && (
          <Suspense fallback={null}>
            <PaymentWarningBanner />
          </Suspense>
        )}
        <Header className="shell-header">
          {narrow ? (
            <>
              <Button
                type="text"
                aria-label={t('shell.openMenu')}
                aria-expanded={drawerOpen}
                data-testid="menu-button"
                onClick={() => setDrawerOpen(true)}
                icon={<MenuIcon />}
              />
              <span className="shell-header-title">{cluster.cluster?.name ?? t('app.name')}</span>
              {userMenu}
            </>
          ) : (
            <>
              <Space size="middle" wrap>
                <ShellPickers />
                <QuickSearch />
              </Space>
              {userMenu}
            </>
          )}
        </Header>
        <Content className="shell-content">
          {/* A deep link opened before the complex list arrived waits for it, rather than asking for complex null. */}
          {passwordForced ? null : cluster.ready ? <Outlet /> : <Spin size="large" className="shell-waiting" />}
        </Content>
        <BackToTop />
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

/** Three lines: the menu button of a narrow screen. */
function MenuIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M2 4h16M2 10h16M2 16h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
