import { CheckoutCompleteView } from '../features/order/CheckoutCompleteView';

export function CheckoutCompletePage() {
  return <CheckoutCompleteView />;
}
