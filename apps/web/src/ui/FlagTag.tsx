import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** A yes/no value as the lists and panels show it: 'Evet' in green, 'Hayır' plain. */
export function FlagTag({ value }: { value: unknown }) {
  const { t } = useTranslation();
  return value ? <Tag color="green">{t('common.yes')}</Tag> : <Tag>{t('common.no')}</Tag>;
}

/** A yes/no filter's choices, as the URL holds them ('1', '0'). */
export const flagOptions = (t: TFunction) => [
  { value: '1', label: t('common.yes') },
  { value: '0', label: t('common.no') },
];
