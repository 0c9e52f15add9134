import { PaymentManagement } from '../../features/admin/payments/PaymentManagement';

export function AdminPaymentPage() {
  return <PaymentManagement />;
}
