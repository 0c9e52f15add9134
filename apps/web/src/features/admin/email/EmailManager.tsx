import * as Tabs from '@radix-ui/react-tabs';
import { useSearchParams } from 'react-router';
import { EmailTemplates } from './EmailTemplates';
import { Outbox } from './Outbox';

type Tab = 'templates' | 'outbox';

const trigger =
  'rounded-lg px-4 py-1.5 text-sm font-medium text-muted-foreground transition-colors focus-visible:outline-2 focus-visible:outline-ring data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-soft';

/** Templates and the Outbox on one screen; the tab lives in the address (?tab=outbox) so it can be linked. */
export function EmailManager() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'outbox' ? 'outbox' : 'templates';
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <title>Email Notifications · Admin · Serenade</title>
      <div>
        <h2 className="text-2xl font-bold sm:text-3xl">Email Notifications</h2>
        <p className="mt-1.5 max-w-2xl text-muted-foreground">
          The e-mails Serenade sends, as editable templates, and the outbox of everything sent.
        </p>
      </div>
      <Tabs.Root
        value={tab}
        onValueChange={(v) => setParams(v === 'outbox' ? { tab: 'outbox' } : {}, { replace: true })}
      >
        <Tabs.List aria-label="Email sections" className="flex w-fit gap-1 rounded-xl bg-muted p-1">
          <Tabs.Trigger value="templates" className={trigger}>
            Templates
          </Tabs.Trigger>
          <Tabs.Trigger value="outbox" className={trigger}>
            Outbox
          </Tabs.Trigger>
        </Tabs.List>
        {/* Kept mounted, so a half-written template survives a look at the Outbox. */}
        <Tabs.Content
          value="templates"
          forceMount
          className="mt-4 focus-visible:outline-none data-[state=inactive]:hidden"
        >
          <EmailTemplates />
        </Tabs.Content>
        <Tabs.Content value="outbox" className="mt-4 focus-visible:outline-none">
          <Outbox />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
