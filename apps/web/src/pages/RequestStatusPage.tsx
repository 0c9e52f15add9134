import { RequestStatusView } from '../features/order/RequestStatusView';

export function RequestStatusPage() {
  return <RequestStatusView />;
}
