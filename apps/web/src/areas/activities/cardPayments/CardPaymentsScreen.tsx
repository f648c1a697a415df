import { useLocation, useNavigate, useParams } from 'react-router';
import { DataTable } from '../../../ui/DataTable';
import { CardPaymentDrawer } from './CardPaymentDrawer';
import { CardPaymentFilters } from './CardPaymentFilters';
import { cardPaymentColumns } from './cardPaymentColumns';

const BASE = '/activities/credit-card-payments';

/**
 * /activities/credit-card-payments and /:id: the card payments residents made through the complex's
 * virtual POS (read-only), one of them in a panel over the filtered list.
 */
export default function CardPaymentsScreen() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { id } = useParams();
  return (
    <>
      <CardPaymentFilters />
      <DataTable
        resource="card-payments"
        title="menu.activities.creditCardPayments"
        basePath={BASE}
        canWrite={false}
        columns={cardPaymentColumns}
      />
      <CardPaymentDrawer id={id ? Number(id) : null} onClose={() => navigate(`${BASE}${search}`)} />
    </>
  );
}
