import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TAdminPayment } from '@serenade/contract';
import { Alert } from '../../../ui/Alert';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Spinner } from '../../../ui/Spinner';
import { formatDateTime, formatMoney } from '../kit/format';
import { usePaymentDetail } from './api';
import { canRefund, cardText, LOAD_ERROR, paymentBadge } from './status';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-0.5 py-2 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}

const metaText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

export type PaymentDetailDialogProps = {
  id: string | null;
  onClose: () => void;
  onRefund: (payment: TAdminPayment) => void;
};

/** Everything known about one payment, including the request it paid for and who refunded it. */
export function PaymentDetailDialog({ id, onClose, onRefund }: PaymentDetailDialogProps) {
  const detail = usePaymentDetail(id);
  const p = detail.data;
  return (
    <Dialog
      open={id !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Payment details"
      size="lg"
    >
      {detail.isPending ? (
        <div className="flex justify-center py-10 text-muted-foreground">
          <Spinner className="size-6" label="Loading payment…" />
        </div>
      ) : detail.isError || !p ? (
        <Alert
          variant="error"
          action={
            <Button size="sm" variant="outline" onClick={() => void detail.refetch()}>
              Try Again
            </Button>
          }
        >
          {LOAD_ERROR}
        </Alert>
      ) : (
        <div className="flex flex-col gap-5">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-3xl font-semibold tabular-nums">{formatMoney(p.amount, p.currency)}</p>
            <Badge variant={paymentBadge(p).variant}>{paymentBadge(p).label}</Badge>
          </div>
          <dl className="divide-y divide-border">
            <Row label="Payment ID">
              <span className="font-mono text-xs">{p.id}</span>
            </Row>
            <Row label="Date">{formatDateTime(p.created_at)}</Row>
            <Row label="Customer">
              {p.user_name ? <span className="block font-medium">{p.user_name}</span> : null}
              {p.user_id ? (
                <Link to={`/admin/users/${p.user_id}`} className="text-link hover:underline">
                  {p.user_email}
                </Link>
              ) : (
                <span>{p.user_email} (guest)</span>
              )}
            </Row>
            <Row label="Item">{p.item_description}</Row>
            <Row label="Song request">
              {p.request_id ? (
                <Link to={`/admin/requests/${p.request_id}`} className="text-link hover:underline">
                  {p.request_title ?? `Request ${p.request_id.slice(0, 8)}`}
                </Link>
              ) : p.subscription_id ? (
                'Subscription renewal'
              ) : (
                '—'
              )}
            </Row>
            <Row label="Payment method">{cardText(p)}</Row>
            <Row label="Provider reference">
              <span className="font-mono text-xs">
                {p.provider} · {p.reference}
              </span>
            </Row>
            {p.refunded_at ? (
              <>
                <Row label="Refunded">{formatDateTime(p.refunded_at)}</Row>
                <Row label="Refunded by">
                  {p.refunded_by ? `${p.refunded_by.name} (${p.refunded_by.email})` : 'Unknown'}
                </Row>
                {p.refund_reference ? (
                  <Row label="Refund reference">
                    <span className="font-mono text-xs">{p.refund_reference}</span>
                  </Row>
                ) : null}
                <Row label="Credits taken back">{p.credits_revoked}</Row>
              </>
            ) : null}
            {Object.keys(p.metadata).length > 0 ? (
              <Row label="Metadata">
                <ul className="flex flex-col gap-0.5">
                  {Object.entries(p.metadata).map(([k, v]) => (
                    <li key={k}>
                      <span className="text-muted-foreground">{k}:</span> {metaText(v)}
                    </li>
                  ))}
                </ul>
              </Row>
            ) : null}
          </dl>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              Close
            </Button>
            {canRefund(p) ? (
              <Button variant="danger" onClick={() => onRefund(p)}>
                Refund
              </Button>
            ) : null}
          </div>
        </div>
      )}
    </Dialog>
  );
}
