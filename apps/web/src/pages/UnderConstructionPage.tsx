import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { menuEntryFor } from '../app/menu';
import { keyUnder } from '../locales/keys';

/** A screen of the menu whose content is not built yet: says so plainly, in Turkish. */
export default function UnderConstructionPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const entry = menuEntryFor(pathname);
  const title = entry
    ? t(keyUnder('menu', entry.item ? `${entry.area.key}.${entry.item.key}` : `${entry.area.key}.title`))
    : t('app.name');
  return <Result status="info" title={title} subTitle={t('underConstruction.body')} />;
}
