import { useTranslation } from 'react-i18next';

/** A single payment reads 'Tek Çekim', as on card slips; otherwise the number of instalments. */
export function InstallmentCount({ count }: { count: number }) {
  const { t } = useTranslation();
  return <>{count > 1 ? count : t('cardPayments.singleInstallment')}</>;
}
