import { Globe, Inbox, MessageSquare, Star } from 'lucide-react';
import { StatCard } from '../kit/StatCard';
import { formatCount } from '../kit/format';
import { useFeedbackStats } from './api';
import { formatAverage } from './feedback-query';

/** SPEC 2: Total Feedback, New Feedback, Public Feedback, Average Rating (1 decimal or N/A). */
export function FeedbackStats() {
  const stats = useFeedbackStats();
  const s = stats.data;
  const error = stats.isError ? 'Could not load stats' : null;
  const value = (n: number | undefined) => (n === undefined ? '—' : formatCount(n));
  return (
    <section aria-label="Feedback summary" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard
        label="Total Feedback"
        value={value(s?.total)}
        error={error}
        icon={<MessageSquare className="size-5" aria-hidden="true" />}
      />
      <StatCard
        label="New Feedback"
        value={value(s?.byStatus.find((b) => b.status === 'new')?.count ?? (s ? 0 : undefined))}
        error={error}
        icon={<Inbox className="size-5" aria-hidden="true" />}
      />
      <StatCard
        label="Public Feedback"
        value={value(s?.publicFeedbackCount)}
        error={error}
        icon={<Globe className="size-5" aria-hidden="true" />}
      />
      <StatCard
        label="Average Rating"
        value={s ? formatAverage(s.averageRating) : '—'}
        error={error}
        icon={<Star className="size-5" aria-hidden="true" />}
      />
    </section>
  );
}
