import * as Tabs from '@radix-ui/react-tabs';
import { PaymentStats } from './PaymentStats';
import { PaymentsTab } from './PaymentsTab';
import { SubscriptionsTab } from './SubscriptionsTab';
import { useListParams, type MoneyTab } from './use-list-params';

const tabClasses =
  'relative -mb-px border-b-2 border-transparent px-1 pb-3 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=active]:border-primary data-[state=active]:text-foreground';

/** SPEC 2 Payment Management: six figures, then one-time payments and subscriptions in tabs. */
export function PaymentManagement() {
  const list = useListParams();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <title>Payments · Admin · Serenade</title>
      <div>
        <h2 className="text-2xl font-bold sm:text-3xl">Payment Management</h2>
        <p className="mt-1.5 max-w-2xl text-muted-foreground">
          One-time payments and subscriptions, with refunds and cancellations through the payment provider.
        </p>
      </div>
      <PaymentStats />
      <Tabs.Root value={list.tab} onValueChange={(v) => list.setTab(v as MoneyTab)} className="flex flex-col gap-5">
        <Tabs.List aria-label="Payment types" className="flex gap-6 border-b border-border">
          <Tabs.Trigger value="payments" className={tabClasses}>
            One-time Payments
          </Tabs.Trigger>
          <Tabs.Trigger value="subscriptions" className={tabClasses}>
            Subscriptions
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="payments" className="focus-visible:outline-none">
          <PaymentsTab list={list} />
        </Tabs.Content>
        <Tabs.Content value="subscriptions" className="focus-visible:outline-none">
          <SubscriptionsTab list={list} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
