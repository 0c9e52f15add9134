import { useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import type { TActivityType } from '@serenade/contract';
import { useAuthModal } from '../auth/auth-modal-context';
import { useSession } from '../auth/use-session';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Container } from '../../ui/Container';
import { PageHeading } from '../../ui/PageHeading';
import { ActivityList } from './ActivityList';
import { TrendingSidebar } from './TrendingSidebar';
import { TypeFilter } from './TypeFilter';

type Tab = 'global' | 'following' | 'me';
const TABS: { value: Tab; label: string; login: boolean }[] = [
  { value: 'global', label: 'Everyone', login: false },
  { value: 'following', label: 'Following', login: true },
  { value: 'me', label: 'Mine', login: true },
];

function LoginPrompt({ what }: { what: string }) {
  const auth = useAuthModal();
  return (
    <div className="flex flex-col items-center gap-3 py-10 text-center">
      <p className="text-muted-foreground">Log in to see {what}.</p>
      <Button onClick={() => auth.openLogin()}>Log in</Button>
    </div>
  );
}

export function FeedView() {
  const { status } = useSession();
  const signedIn = status === 'authenticated';
  const [tab, setTab] = useState<Tab>('global');
  const [types, setTypes] = useState<TActivityType[]>([]);

  return (
    <Container className="py-10">
      <title>Activity Feed · Serenade</title>
      <PageHeading title="Activity Feed" description="What people are playing, liking, rating and collecting." />
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card className="p-5 sm:p-6">
          <Tabs.Root value={tab} onValueChange={(v) => setTab(v as Tab)}>
            <Tabs.List aria-label="Whose activity" className="flex gap-1 rounded-xl bg-muted p-1">
              {TABS.map((t) => (
                <Tabs.Trigger
                  key={t.value}
                  value={t.value}
                  className="flex-1 rounded-lg px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors focus-visible:outline-2 focus-visible:outline-ring data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-soft"
                >
                  {t.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <div className="mt-4">
              <TypeFilter value={types} onChange={setTypes} />
            </div>
            {TABS.map((t) => (
              <Tabs.Content key={t.value} value={t.value} className="mt-4 focus-visible:outline-none">
                {t.login && !signedIn ? (
                  <LoginPrompt what={t.value === 'me' ? 'your own activity' : 'activity from people you follow'} />
                ) : (
                  <ActivityList scope={{ kind: t.value }} types={types} label={`${t.label} activity`} />
                )}
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </Card>
        <aside aria-label="Trending">
          <TrendingSidebar />
        </aside>
      </div>
    </Container>
  );
}
