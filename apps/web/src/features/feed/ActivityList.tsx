import { ACTIVITY_TYPES, type TActivityType } from '@serenade/contract';
import { errorMessage } from '../../lib/api-error';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { PageSpinner } from '../../ui/Spinner';
import type { ActivityScope } from './api';
import { ActivityItemRow } from './ActivityItemRow';
import { useActivity } from './use-activity';

export type ActivityListProps = {
  scope: ActivityScope;
  types?: readonly TActivityType[];
  label: string;
  emptyText?: string;
};

/** A feed: items in words, 'Load More' while the server says there is more. */
export function ActivityList({
  scope,
  types = [],
  label,
  emptyText = 'Your activity feed is empty right now.',
}: ActivityListProps) {
  // Everything selected is the same as no filter; send none so the URL stays short.
  const sent = types.length === ACTIVITY_TYPES.length ? [] : types;
  const feed = useActivity(scope, sent);
  if (feed.isPending) return <PageSpinner label="Loading activity…" />;
  if (feed.isError)
    return (
      <Alert
        variant="error"
        title="Could not load activity."
        action={
          <Button size="sm" variant="outline" onClick={() => void feed.refetch()}>
            Retry
          </Button>
        }
      >
        {errorMessage(feed.error)}
      </Alert>
    );
  const items = feed.data.pages.flatMap((p) => p.items);
  if (items.length === 0) return <p className="py-10 text-center text-muted-foreground">{emptyText}</p>;
  const now = Date.now();
  return (
    <div>
      <ul aria-label={label} className="divide-y divide-border">
        {items.map((item) => (
          <ActivityItemRow key={item.id} item={item} now={now} />
        ))}
      </ul>
      {feed.hasNextPage ? (
        <div className="mt-4 flex justify-center">
          <Button variant="outline" loading={feed.isFetchingNextPage} onClick={() => void feed.fetchNextPage()}>
            Load More
          </Button>
        </div>
      ) : null}
    </div>
  );
}
