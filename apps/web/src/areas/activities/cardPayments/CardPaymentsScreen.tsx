import { useLocation, useNavigate, useParams } from 'react-router';
import { DataTable } from '../../../ui/DataTable';
import { CardPaymentDrawer } from './CardPaymentDrawer';
import { CardPaymentFilters } from './CardPaymentFilters';
import { cardPaymentColumns } from './cardPaymentColumns';

const BASE = '/activities/credit-card-payments';

/**
 * The named route activities.cc-payments.list (spec §2) opens the payments of one subscription or saved card,
 * from the super administrator's user page: that card's complex need not be the selected one, so such a list
 * reads every complex the user may see.
 */
const CARD_FILTERS = ['user_card_subscription_id', 'user_card_id'];

/**
 * /activities/credit-card-payments and /:id: the card payments residents made through the complex's
 * virtual POS (read-only), one of them in a panel over the filtered list.
 */
export default function CardPaymentsScreen() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { id } = useParams();
  const ofOneCard = CARD_FILTERS.some((key) => new URLSearchParams(search).has(key));
  return (
    <>
      <CardPaymentFilters />
      <DataTable
        resource="card-payments"
        title="menu.activities.creditCardPayments"
        basePath={BASE}
        {...(ofOneCard ? { listPath: '/card-payments', clusterParam: false } : {})}
        canWrite={false}
        columns={cardPaymentColumns}
      />
      <CardPaymentDrawer id={id ? Number(id) : null} onClose={() => navigate(`${BASE}${search}`)} />
    </>
  );
}
