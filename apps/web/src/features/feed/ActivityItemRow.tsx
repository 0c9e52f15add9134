import { Link } from 'react-router';
import { relativeTime, type TActivityItem } from '@serenade/contract';
import { Avatar } from '../../ui/Avatar';
import { activitySentence } from './activity-sentence';

export function ActivitySentence({ item }: { item: TActivityItem }) {
  return (
    <>
      {activitySentence(item).map((part, i) =>
        part.to ? (
          <Link key={i} to={part.to} className="font-semibold text-foreground hover:text-link hover:underline">
            {part.text}
          </Link>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}

export function ActivityItemRow({ item, now }: { item: TActivityItem; now: number }) {
  return (
    <li className="flex items-start gap-3 py-3">
      <Link to={`/user/${item.user.id}`} tabIndex={-1} aria-hidden="true">
        <Avatar name={item.user.name} src={item.user.avatar_url} size="sm" />
      </Link>
      <div className="min-w-0 flex-1">
        <p className="text-sm break-words text-muted-foreground" data-testid="activity-sentence">
          <ActivitySentence item={item} />
        </p>
        <time dateTime={item.created_at} className="text-xs text-muted-foreground">
          {relativeTime(item.created_at, now)}
        </time>
      </div>
    </li>
  );
}
