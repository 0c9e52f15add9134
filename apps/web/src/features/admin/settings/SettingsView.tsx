import * as Tabs from '@radix-ui/react-tabs';
import { useSearchParams } from 'react-router';
import { hasRole } from '../../auth/roles';
import { useSession } from '../../auth/use-session';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { PageSpinner } from '../../../ui/Spinner';
import { AdminUsersTab } from './AdminUsersTab';
import { useAdminSettings } from './api';
import { EmailTab } from './EmailTab';
import { GeneralTab } from './GeneralTab';
import { SecurityTab } from './SecurityTab';

const tabClasses =
  'relative -mb-px shrink-0 border-b-2 border-transparent px-1 pb-3 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=active]:border-primary data-[state=active]:text-foreground';

const TABS = [
  { value: 'general', label: 'General' },
  { value: 'email', label: 'Email' },
  { value: 'security', label: 'Security' },
  { value: 'admins', label: 'Admin Users', superadmin: true },
] as const;
type Tab = (typeof TABS)[number]['value'];

/** SPEC 2 Admin settings: General, Email, Security and (superadmin) Admin Users, as tabs kept in the URL. */
export function SettingsView() {
  const { user } = useSession();
  const isSuperadmin = hasRole(user?.role, 'superadmin');
  const query = useAdminSettings();
  const [params, setParams] = useSearchParams();
  const tabs = TABS.filter((t) => !('superadmin' in t) || isSuperadmin);
  const requested = params.get('tab');
  const tab: Tab = tabs.some((t) => t.value === requested) ? (requested as Tab) : 'general';

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <title>Settings · Admin · Serenade</title>
      <div>
        <h2 className="text-2xl font-bold sm:text-3xl">Settings</h2>
        <p className="mt-1.5 max-w-2xl text-muted-foreground">
          How Serenade runs: the site, its e-mail, security and who can use the admin area. Changes apply at once.
        </p>
      </div>
      {query.isPending ? (
        <PageSpinner label="Loading settings" />
      ) : query.isError ? (
        <Alert
          variant="error"
          action={
            <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
              Try Again
            </Button>
          }
        >
          Failed to load settings. Please try again.
        </Alert>
      ) : (
        <Tabs.Root
          value={tab}
          onValueChange={(v) => setParams(v === 'general' ? {} : { tab: v }, { replace: true })}
          className="flex flex-col gap-5"
        >
          <Tabs.List
            aria-label="Settings sections"
            className="flex gap-6 overflow-x-auto border-b border-border px-1 pt-1"
          >
            {tabs.map((t) => (
              <Tabs.Trigger key={t.value} value={t.value} className={tabClasses}>
                {t.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="general" forceMount className="focus-visible:outline-none data-[state=inactive]:hidden">
            <GeneralTab settings={query.data} />
          </Tabs.Content>
          <Tabs.Content value="email" forceMount className="focus-visible:outline-none data-[state=inactive]:hidden">
            <EmailTab settings={query.data} />
          </Tabs.Content>
          <Tabs.Content value="security" forceMount className="focus-visible:outline-none data-[state=inactive]:hidden">
            <SecurityTab settings={query.data} canEdit={isSuperadmin} />
          </Tabs.Content>
          {isSuperadmin ? (
            <Tabs.Content value="admins" forceMount className="focus-visible:outline-none data-[state=inactive]:hidden">
              <AdminUsersTab
                policy={{
                  minLength: query.data.securitySettings.passwordMinLength,
                  requireNumbers: query.data.securitySettings.requireNumbers,
                  requireSpecialChars: query.data.securitySettings.requireSpecialChars,
                }}
              />
            </Tabs.Content>
          ) : null}
        </Tabs.Root>
      )}
    </div>
  );
}
