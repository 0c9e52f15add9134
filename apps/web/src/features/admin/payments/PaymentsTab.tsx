import { useEffect, useState } from 'react';
import type { TAdminPayment } from '@serenade/contract';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/Toast';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { formatDateTime, formatDay, formatMoney } from '../kit/format';
import { usePayments, useRefundPayment } from './api';
import { ListFrame } from './ListFrame';
import { MoneyFilters } from './MoneyFilters';
import { PaymentDetailDialog } from './PaymentDetailDialog';
import {
  canRefund,
  cardText,
  failureText,
  PAYMENT_FILTERS,
  paymentBadge,
  REFUND_ERROR,
  REFUND_QUESTION,
} from './status';
import type { ListParamsState } from './use-list-params';

const th = 'px-2 py-2.5 sm:px-3 text-left text-xs font-medium uppercase tracking-wide text-muted-foreground';
const td = 'px-2 py-3 align-middle sm:px-3';

/** One-time payments: filters, table, detail modal and the refund confirmation. */
export function PaymentsTab({ list }: { list: ListParamsState }) {
  const { params } = list;
  const query = usePayments(params, !list.dateError);
  const [detailId, setDetailId] = useState<string | null>(null);
  const [target, setTarget] = useState<TAdminPayment | null>(null);
  const refund = useRefundPayment();
  const data = query.data;

  useEffect(() => {
    if (data && params.page > data.totalPages) list.setPage(data.totalPages);
  }, [data, params.page, list]);

  const askRefund = (p: TAdminPayment) => {
    refund.reset();
    setDetailId(null);
    setTarget(p);
  };
  const confirmRefund = () => {
    if (!target) return;
    refund.mutate(target.id, {
      onSuccess: (done) => {
        setTarget(null);
        toast({
          variant: 'success',
          title: 'Refund issued',
          description: `${formatMoney(done.amount, done.currency)} was refunded to ${done.user_email}.`,
        });
      },
    });
  };

  return (
    <div className="flex flex-col gap-5">
      <MoneyFilters
        idPrefix="payments"
        status={params.status}
        startDate={params.start_date}
        endDate={params.end_date}
        options={PAYMENT_FILTERS}
        dateError={list.dateError}
        onStatusChange={(status) => list.setFilter({ status })}
        onStartDateChange={(start_date) => list.setFilter({ start_date })}
        onEndDateChange={(end_date) => list.setFilter({ end_date })}
        onClear={list.clear}
      />
      <ListFrame
        noun="payments"
        isPending={query.isPending && !list.dateError}
        isError={query.isError}
        isFetching={query.isFetching}
        onRetry={() => void query.refetch()}
        total={list.dateError ? 0 : (data?.total ?? 0)}
        page={params.page}
        totalPages={data?.totalPages ?? 1}
        onPageChange={list.setPage}
        empty={
          params.status || params.start_date || params.end_date
            ? 'No payments match these filters.'
            : 'No payments yet.'
        }
      >
        <div className="overflow-x-auto rounded-xl border border-border">
          <table className="w-full text-sm">
            <caption className="sr-only">One-time payments, newest first</caption>
            <thead className="border-b border-border bg-muted/40">
              <tr>
                <th scope="col" className={`${th} hidden sm:table-cell`}>
                  Date
                </th>
                <th scope="col" className={th}>
                  Customer / item
                </th>
                <th scope="col" className={`${th} hidden text-right sm:table-cell`}>
                  Amount
                </th>
                <th scope="col" className={`${th} hidden md:table-cell`}>
                  Method
                </th>
                <th scope="col" className={th}>
                  Status
                </th>
                <th scope="col" className={`${th} text-right`}>
                  <span className="sr-only sm:not-sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {data?.payments.map((p) => {
                const badge = paymentBadge(p);
                const short = p.id.slice(0, 8);
                return (
                  <tr key={p.id} data-testid={`payment-${p.id}`}>
                    <td className={`${td} hidden whitespace-nowrap sm:table-cell`}>{formatDateTime(p.created_at)}</td>
                    <td className={td}>
                      <div className="max-w-[9rem] truncate sm:max-w-[16rem]" title={p.user_email}>
                        {p.user_email}
                      </div>
                      <div
                        className="max-w-[9rem] truncate text-xs text-muted-foreground sm:max-w-[16rem]"
                        title={p.item_description}
                      >
                        {p.item_description}
                      </div>
                      <div className="text-xs whitespace-nowrap text-muted-foreground tabular-nums sm:hidden">
                        {formatMoney(p.amount, p.currency)} · {formatDay(p.created_at)}
                      </div>
                    </td>
                    <td className={`${td} hidden text-right font-medium whitespace-nowrap tabular-nums sm:table-cell`}>
                      {formatMoney(p.amount, p.currency)}
                    </td>
                    <td className={`${td} hidden whitespace-nowrap md:table-cell`}>{cardText(p)}</td>
                    <td className={td}>
                      <Badge variant={badge.variant}>{badge.label}</Badge>
                    </td>
                    <td className={`${td} text-right whitespace-nowrap`}>
                      <div className="inline-flex flex-wrap justify-end gap-1.5 sm:flex-nowrap">
                        <Button size="sm" variant="ghost" onClick={() => setDetailId(p.id)}>
                          View<span className="sr-only"> payment {short}</span>
                        </Button>
                        {canRefund(p) ? (
                          <Button size="sm" variant="outline" className="text-danger" onClick={() => askRefund(p)}>
                            Refund<span className="sr-only"> payment {short}</span>
                          </Button>
                        ) : null}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </ListFrame>

      <PaymentDetailDialog id={detailId} onClose={() => setDetailId(null)} onRefund={askRefund} />
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => (open ? undefined : setTarget(null))}
        title="Issue refund"
        message={REFUND_QUESTION}
        confirmLabel="Refund"
        pending={refund.isPending}
        error={refund.isError ? failureText(REFUND_ERROR, refund.error) : null}
        onConfirm={confirmRefund}
      >
        {target ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl bg-muted/50 p-3 text-sm">
            <dt className="text-muted-foreground">Amount</dt>
            <dd className="font-medium tabular-nums">{formatMoney(target.amount, target.currency)}</dd>
            <dt className="text-muted-foreground">Customer</dt>
            <dd className="truncate">{target.user_email}</dd>
            <dt className="text-muted-foreground">Item</dt>
            <dd>{target.item_description}</dd>
          </dl>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
