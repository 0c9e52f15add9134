import { useEffect, useState } from 'react';
import type { TAdminSubscription } from '@serenade/contract';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/Toast';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { formatDay, formatMoney } from '../kit/format';
import { useCancelSubscription, useSubscriptions } from './api';
import { ListFrame } from './ListFrame';
import { MoneyFilters } from './MoneyFilters';
import { CANCEL_ERROR, CANCEL_QUESTION, failureText, SUBSCRIPTION_FILTERS, subscriptionBadge } from './status';
import type { ListParamsState } from './use-list-params';

const th = 'px-2 py-2.5 sm:px-3 text-left text-xs font-medium uppercase tracking-wide text-muted-foreground';
const td = 'px-2 py-3 align-middle sm:px-3';

/** Subscriptions: filters, table and the cancel confirmation. */
export function SubscriptionsTab({ list }: { list: ListParamsState }) {
  const { params } = list;
  const query = useSubscriptions(params, !list.dateError);
  const [target, setTarget] = useState<TAdminSubscription | null>(null);
  const cancel = useCancelSubscription();
  const data = query.data;

  useEffect(() => {
    if (data && params.page > data.totalPages) list.setPage(data.totalPages);
  }, [data, params.page, list]);

  const confirmCancel = () => {
    if (!target) return;
    cancel.mutate(target.id, {
      onSuccess: (done) => {
        setTarget(null);
        toast({ variant: 'success', title: 'Subscription canceled', description: `${done.user_email} was e-mailed.` });
      },
    });
  };

  return (
    <div className="flex flex-col gap-5">
      <MoneyFilters
        idPrefix="subscriptions"
        status={params.status}
        startDate={params.start_date}
        endDate={params.end_date}
        options={SUBSCRIPTION_FILTERS}
        dateError={list.dateError}
        onStatusChange={(status) => list.setFilter({ status })}
        onStartDateChange={(start_date) => list.setFilter({ start_date })}
        onEndDateChange={(end_date) => list.setFilter({ end_date })}
        onClear={list.clear}
      />
      <ListFrame
        noun="subscriptions"
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
            ? 'No subscriptions match these filters.'
            : 'No subscriptions yet.'
        }
      >
        <div className="overflow-x-auto rounded-xl border border-border">
          <table className="w-full text-sm">
            <caption className="sr-only">Subscriptions, newest first</caption>
            <thead className="border-b border-border bg-muted/40">
              <tr>
                <th scope="col" className={`${th} hidden sm:table-cell`}>
                  Started
                </th>
                <th scope="col" className={th}>
                  Customer
                </th>
                <th scope="col" className={`${th} hidden md:table-cell`}>
                  Plan
                </th>
                <th scope="col" className={`${th} hidden text-right sm:table-cell`}>
                  Amount
                </th>
                <th scope="col" className={th}>
                  Status
                </th>
                <th scope="col" className={`${th} hidden sm:table-cell`}>
                  Renews / ended
                </th>
                <th scope="col" className={`${th} text-right`}>
                  <span className="sr-only sm:not-sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {data?.subscriptions.map((s) => {
                const badge = subscriptionBadge(s);
                return (
                  <tr key={s.id} data-testid={`subscription-${s.id}`}>
                    <td className={`${td} hidden whitespace-nowrap sm:table-cell`}>{formatDay(s.created_at)}</td>
                    <td className={td}>
                      <div className="max-w-[9rem] truncate sm:max-w-[14rem]" title={s.user_email}>
                        {s.user_email}
                      </div>
                      <div className="max-w-[9rem] text-xs text-muted-foreground sm:hidden">
                        {s.plan_name} · {formatMoney(s.amount, s.currency)}/mo
                      </div>
                    </td>
                    <td className={`${td} hidden md:table-cell`}>{s.plan_name}</td>
                    <td className={`${td} hidden text-right whitespace-nowrap tabular-nums sm:table-cell`}>
                      {formatMoney(s.amount, s.currency)}
                      <span className="text-muted-foreground">/mo</span>
                    </td>
                    <td className={td}>
                      <Badge variant={badge.variant}>{badge.label}</Badge>
                    </td>
                    <td className={`${td} hidden whitespace-nowrap sm:table-cell`}>
                      {s.status === 'active'
                        ? `Renews ${formatDay(s.current_period_end)}`
                        : `Canceled ${formatDay(s.canceled_at)}`}
                    </td>
                    <td className={`${td} text-right`}>
                      {s.status === 'active' ? (
                        <Button
                          size="sm"
                          variant="outline"
                          className="text-danger"
                          onClick={() => {
                            cancel.reset();
                            setTarget(s);
                          }}
                        >
                          Cancel<span className="sr-only"> subscription of {s.user_email}</span>
                        </Button>
                      ) : (
                        <span className="text-muted-foreground">—</span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </ListFrame>

      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => (open ? undefined : setTarget(null))}
        title="Cancel subscription"
        message={CANCEL_QUESTION}
        confirmLabel="Cancel Subscription"
        dismissLabel="Keep subscription"
        pending={cancel.isPending}
        error={cancel.isError ? failureText(CANCEL_ERROR, cancel.error) : null}
        onConfirm={confirmCancel}
      >
        {target ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl bg-muted/50 p-3 text-sm">
            <dt className="text-muted-foreground">Plan</dt>
            <dd>{target.plan_name}</dd>
            <dt className="text-muted-foreground">Customer</dt>
            <dd className="truncate">{target.user_email}</dd>
            <dt className="text-muted-foreground">Renews</dt>
            <dd>{formatDay(target.current_period_end)}</dd>
          </dl>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
