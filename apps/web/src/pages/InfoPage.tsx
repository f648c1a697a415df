import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The frame of the public text pages (consent, mobile app). */
export function InfoPage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main className="auth-page">
      <Card className="info-card">
        <Typography.Title level={3}>{title}</Typography.Title>
        {children}
        <Link to="/login">{t('common.back')}</Link>
      </Card>
    </main>
  );
}
