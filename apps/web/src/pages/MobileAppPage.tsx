import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { InfoPage } from './InfoPage';

export default function MobileAppPage() {
  const { t } = useTranslation();
  return (
    <InfoPage title={t('mobileApp.title')}>
      <Typography.Paragraph>{t('mobileApp.body')}</Typography.Paragraph>
    </InfoPage>
  );
}
