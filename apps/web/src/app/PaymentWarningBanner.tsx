import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePaymentWarning } from '../session/paymentWarning';

/**
 * Above every screen when sign-in answered `has_payment_warning` (an invoice of the company, as a customer of the
 * product, unpaid for longer than the warning days): leads to 'Faturalarım ve Ödemelerim'; closed until the next sign-in.
 */
export function PaymentWarningBanner() {
  const { t } = useTranslation();
  const [shown, dismiss] = usePaymentWarning();
  if (!shown) return null;
  return (
    <Alert
      banner
      type="error"
      data-testid="payment-warning-banner"
      title={
        <>
          {t('paymentWarning.text')} <Link to="/my-customer/billing">{t('paymentWarning.link')}</Link>
        </>
      }
      closable={{ 'aria-label': t('paymentWarning.dismiss'), onClose: dismiss }}
    />
  );
}
