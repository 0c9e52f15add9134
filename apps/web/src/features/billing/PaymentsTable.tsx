import { formatMoney, type TBillingHistory } from '@serenade/contract';
import { Badge, type BadgeVariant } from '../../ui/Badge';

type Payment = TBillingHistory['payments'][number];

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

export function paymentStatus(p: Pick<Payment, 'status' | 'refundedAt'>): { label: string; variant: BadgeVariant } {
  if (p.refundedAt || p.status === 'refunded') return { label: 'Refunded', variant: 'neutral' };
  if (p.status === 'successful') return { label: 'Paid', variant: 'success' };
  if (p.status === 'failed') return { label: 'Failed', variant: 'danger' };
  if (p.status === 'pending') return { label: 'Pending', variant: 'warning' };
  return { label: p.status, variant: 'neutral' };
}

export function cardLabel(p: Pick<Payment, 'methodType' | 'lastFour'>): string {
  if (p.lastFour) return `•••• ${p.lastFour}`;
  return p.methodType ?? '—';
}

/** The member's payments as receipts: a table on wide screens, a list on phones. */
export function PaymentsTable({ payments }: { payments: Payment[] }) {
  if (payments.length === 0) {
    return <p className="mt-2 text-sm text-muted-foreground">No payments yet.</p>;
  }
  return (
    <>
      <div className="mt-3 hidden overflow-x-auto sm:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Payments</caption>
          <thead className="border-b border-border text-xs text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                Date
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Item
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-medium">
                Amount
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Card
              </th>
              <th scope="col" className="py-2 font-medium">
                Status
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {payments.map((p) => {
              const status = paymentStatus(p);
              return (
                <tr key={p.id}>
                  <td className="py-3 pr-4 whitespace-nowrap">{formatDate(p.createdAt)}</td>
                  <td className="py-3 pr-4">{p.itemDescription}</td>
                  <td className="py-3 pr-4 text-right font-medium whitespace-nowrap tabular-nums">
                    {formatMoney(p.amount, p.currency)}
                  </td>
                  <td className="py-3 pr-4 whitespace-nowrap">{cardLabel(p)}</td>
                  <td className="py-3">
                    <Badge variant={status.variant}>{status.label}</Badge>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ul className="mt-3 flex flex-col divide-y divide-border sm:hidden" aria-label="Payments">
        {payments.map((p) => {
          const status = paymentStatus(p);
          return (
            <li key={p.id} className="flex flex-col gap-1 py-3 text-sm">
              <div className="flex items-baseline justify-between gap-3">
                <span className="font-medium">{p.itemDescription}</span>
                <span className="font-semibold whitespace-nowrap tabular-nums">
                  {formatMoney(p.amount, p.currency)}
                </span>
              </div>
              <div className="flex items-center justify-between gap-3 text-muted-foreground">
                <span>
                  {formatDate(p.createdAt)} · {cardLabel(p)}
                </span>
                <Badge variant={status.variant}>{status.label}</Badge>
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
