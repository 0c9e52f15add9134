import { AdminPlaceholder } from '../../features/admin/AdminPlaceholder';

export function AdminPaymentPage() {
  return (
    <AdminPlaceholder
      title="Payments"
      description="One-time payments and subscriptions, with refunds and cancellations."
    />
  );
}
