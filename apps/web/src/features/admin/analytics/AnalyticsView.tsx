import { lazy, Suspense, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Activity, Download, Heart, Play, Users } from 'lucide-react';
import { hasRole } from '../../auth/roles';
import { useSession } from '../../auth/use-session';
import { ApiError } from '../../../lib/api-error';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { Spinner } from '../../../ui/Spinner';
import { downloadText, isoDay } from '../kit/csv';
import { formatCount } from '../kit/format';
import { StatCard } from '../kit/StatCard';
import { analyticsKeys, fetchUsageStats, type AnalyticsFilters } from './api';
import { analyticsCsv, presetRange } from './analytics-utils';
import { AnalyticsFiltersBar } from './AnalyticsFiltersBar';
import { RecentActivity, TopSongs, TopUsers } from './AnalyticsLists';

const AnalyticsCharts = lazy(() => import('./AnalyticsCharts').then((m) => ({ default: m.AnalyticsCharts })));

export const LOAD_ERROR = 'Failed to load analytics data';

function ChartsFallback() {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {['Plays Over Time', 'Actions Breakdown'].map((t) => (
        <Card key={t} className="flex h-80 items-center justify-center text-muted-foreground">
          <Spinner className="size-6" label={`Loading ${t}`} />
        </Card>
      ))}
    </div>
  );
}

/** SPEC 2 Analytics: period, dates and action filter; four cards; two charts; top lists; recent activity. */
export function AnalyticsView() {
  const { user } = useSession();
  const [filters, setFilters] = useState<AnalyticsFilters>(() => ({
    period: 'week',
    action: 'all',
    ...presetRange('week'),
  }));
  const dateError =
    filters.startDate && filters.endDate && filters.endDate < filters.startDate
      ? 'End date must be on or after the start date'
      : undefined;
  const query = useQuery({
    queryKey: analyticsKeys.usage(filters),
    queryFn: () => fetchUsageStats(filters),
    enabled: !dateError,
    placeholderData: keepPreviousData,
  });
  const stats = query.data;
  // A refused range (e.g. over 366 days) says which date to change; anything else is the SPEC's text.
  const badRequest = query.error instanceof ApiError && query.error.status === 400 ? query.error.message : null;

  // Never export the previous range's figures while the new range is still loading.
  const exportCsv = () => {
    if (!stats || query.isPlaceholderData) return;
    downloadText(`analytics_export_${isoDay()}.csv`, analyticsCsv(stats.timeline));
  };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <title>Analytics · Admin · Serenade</title>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="text-2xl font-bold sm:text-3xl">Analytics</h2>
          <p className="mt-1.5 text-muted-foreground">
            Plays, likes and shares over time (UTC days), with the most played songs and most active listeners.
          </p>
        </div>
        <Button variant="outline" onClick={exportCsv} disabled={!stats || query.isError || query.isPlaceholderData}>
          <Download className="size-4" aria-hidden="true" />
          Export CSV
        </Button>
      </div>

      <AnalyticsFiltersBar filters={filters} onChange={setFilters} dateError={dateError} />

      {query.isError ? (
        <Alert
          variant="error"
          title={badRequest ?? LOAD_ERROR}
          action={
            <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
              Try Again
            </Button>
          }
        />
      ) : null}

      {!stats && query.isPending && !dateError ? (
        <div className="flex min-h-[30vh] items-center justify-center text-muted-foreground">
          <Spinner className="size-7" label="Loading analytics" />
        </div>
      ) : null}

      {stats && !query.isError ? (
        <div className={query.isFetching ? 'flex flex-col gap-6 opacity-70 transition-opacity' : 'flex flex-col gap-6'}>
          <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-live="polite">
            <StatCard
              label="Total Events"
              value={formatCount(stats.total_events)}
              change={stats.comparison.percentage}
              changeLabel="vs previous period"
              icon={<Activity className="size-5" aria-hidden="true" />}
            />
            <StatCard
              label="Active Users"
              value={formatCount(stats.active_users)}
              icon={<Users className="size-5" aria-hidden="true" />}
            />
            <StatCard
              label="Song Plays"
              value={formatCount(stats.plays)}
              icon={<Play className="size-5" aria-hidden="true" />}
            />
            <StatCard
              label="Song Likes"
              value={formatCount(stats.likes)}
              icon={<Heart className="size-5" aria-hidden="true" />}
            />
          </div>
          <Suspense fallback={<ChartsFallback />}>
            <AnalyticsCharts stats={stats} action={filters.action} />
          </Suspense>
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <TopSongs songs={stats.top_songs} />
            <TopUsers users={stats.top_users} linkToUsers={hasRole(user?.role, 'admin')} />
          </div>
          <RecentActivity events={stats.recent_events} />
        </div>
      ) : null}
    </div>
  );
}
