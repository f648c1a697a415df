import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { InfoPage } from './InfoPage';

export default function ConsentPage() {
  const { t } = useTranslation();
  return (
    <InfoPage title={t('consent.title')}>
      <Typography.Paragraph>{t('consent.body1')}</Typography.Paragraph>
      <Typography.Paragraph>{t('consent.body2')}</Typography.Paragraph>
      <Typography.Paragraph>{t('consent.body3')}</Typography.Paragraph>
    </InfoPage>
  );
}
