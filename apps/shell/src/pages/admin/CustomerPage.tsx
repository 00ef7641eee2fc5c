import { CustomerScreen } from '@atelier/admin-ui';
import { useParams } from 'react-router-dom';

/** /admin/customers/:id: one shopper, their orders and addresses, and blocking them. */
export default function CustomerPage() {
  const { id = '' } = useParams();
  // A new id is a new page: nothing typed for one shopper carries over to the next.
  return <CustomerScreen key={id} customerId={id} />;
}
