import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DollarSign, ListMusic, PlayCircle, Users } from 'lucide-react';
import { Alert } from '../../../ui/Alert';
import { Badge } from '../../../ui/Badge';
import { Card } from '../../../ui/Card';
import { Spinner } from '../../../ui/Spinner';
import { hasRole } from '../../auth/roles';
import { useSession } from '../../auth/use-session';
import { formatCount, formatDay } from '../kit/format';
import { StatCard } from '../kit/StatCard';
import { requestTitle, shortId, statusLabel, statusVariant } from '../requests/request-query';
import { useDashboardStats, useRecentRequests, useTopSongs, useTopUsers } from './api';
import { formatRevenue } from './dashboard-format';
import { SAMPLE_RECENT_REQUESTS, SAMPLE_STATS, SAMPLE_TOP_SONGS, SAMPLE_TOP_USERS } from './sample-data';

export function SampleBadge() {
  return (
    <Badge variant="warning" className="whitespace-nowrap">
      Sample data
    </Badge>
  );
}

const CARDS: {
  label: string;
  what: string;
  total: 'totalUsers' | 'totalRequests' | 'totalPlays' | 'totalRevenue';
  growth: 'userGrowth' | 'requestGrowth' | 'playGrowth' | 'revenueGrowth';
  format: (n: number) => string;
  icon: ReactNode;
}[] = [
  {
    label: 'Total Users',
    what: 'users',
    total: 'totalUsers',
    growth: 'userGrowth',
    format: formatCount,
    icon: <Users className="size-5" aria-hidden="true" />,
  },
  {
    label: 'Song Requests',
    what: 'song requests',
    total: 'totalRequests',
    growth: 'requestGrowth',
    format: formatCount,
    icon: <ListMusic className="size-5" aria-hidden="true" />,
  },
  {
    label: 'Song Plays',
    what: 'song plays',
    total: 'totalPlays',
    growth: 'playGrowth',
    format: formatCount,
    icon: <PlayCircle className="size-5" aria-hidden="true" />,
  },
  {
    label: 'Revenue ($)',
    what: 'revenue',
    total: 'totalRevenue',
    growth: 'revenueGrowth',
    format: formatRevenue,
    icon: <DollarSign className="size-5" aria-hidden="true" />,
  },
];

function ListCard({
  title,
  action,
  failed,
  failedText,
  loading,
  children,
}: {
  title: string;
  action?: ReactNode;
  failed: boolean;
  failedText: string;
  loading: boolean;
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col">
      <section aria-label={title} className="flex flex-1 flex-col p-5">
        <div className="mb-3 flex items-center justify-between gap-2">
          <h3 className="text-base font-semibold">{title}</h3>
          {failed ? <SampleBadge /> : action}
        </div>
        {failed ? (
          <p className="mb-3 text-sm text-danger" role="status">
            {failedText}
          </p>
        ) : null}
        {loading ? (
          <div className="flex flex-1 items-center justify-center py-6 text-muted-foreground">
            <Spinner className="size-5" label={`Loading ${title.toLowerCase()}`} />
          </div>
        ) : (
          <div className={failed ? 'opacity-70' : undefined}>{children}</div>
        )}
      </section>
    </Card>
  );
}

/** SPEC 2 Dashboard: four figures, top songs, top users and the latest requests, each loading on its own. */
export function Dashboard() {
  const { user } = useSession();
  const canSeeUsers = hasRole(user?.role, 'admin');
  const stats = useDashboardStats();
  const songs = useTopSongs();
  const users = useTopUsers();
  const recent = useRecentRequests();
  const anyFailed = stats.isError || songs.isError || users.isError || recent.isError;
  const figures = stats.isError ? SAMPLE_STATS : stats.data;
  const topSongs = songs.isError ? SAMPLE_TOP_SONGS : (songs.data ?? []);
  const topUsers = users.isError ? SAMPLE_TOP_USERS : (users.data ?? []);
  const recentRows = recent.isError ? SAMPLE_RECENT_REQUESTS : (recent.data ?? []);

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h2 className="text-2xl font-bold sm:text-3xl">Dashboard</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Totals, with growth over the last 30 days against the 30 before.
        </p>
      </div>

      {anyFailed ? (
        <Alert variant="error" title="Failed to load dashboard stats">
          Cards that could not load show built-in sample data, marked “Sample data”.
        </Alert>
      ) : null}

      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 xl:grid-cols-4">
        {CARDS.map((c) =>
          figures ? (
            <StatCard
              key={c.label}
              label={c.label}
              icon={stats.isError ? <SampleBadge /> : c.icon}
              value={
                stats.isError ? (
                  <span className="flex flex-col gap-1">
                    <span>{c.format(figures[c.total])}</span>
                    <span className="text-xs font-normal text-danger">Could not load {c.what}</span>
                  </span>
                ) : (
                  c.format(figures[c.total])
                )
              }
              change={figures[c.growth] ?? 'new'}
            />
          ) : (
            <StatCard
              key={c.label}
              label={c.label}
              icon={c.icon}
              value={<Spinner className="size-5 text-muted-foreground" label={`Loading ${c.what}`} />}
            />
          ),
        )}
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <ListCard
          title="Top Songs"
          failed={songs.isError}
          failedText="Could not load top songs"
          loading={songs.isPending}
        >
          {topSongs.length === 0 ? (
            <p className="text-sm text-muted-foreground">No songs yet.</p>
          ) : (
            <ol className="divide-y divide-border">
              {topSongs.map((s, i) => (
                <li key={s.id} className="flex items-center gap-3 py-2 text-sm">
                  <span className="w-5 text-right font-semibold text-muted-foreground tabular-nums">{i + 1}</span>
                  {songs.isError ? (
                    <span className="min-w-0 flex-1 truncate font-medium">{s.title}</span>
                  ) : (
                    <Link to={`/track/${s.id}`} className="min-w-0 flex-1 truncate font-medium hover:underline">
                      {s.title}
                    </Link>
                  )}
                  <span className="shrink-0 text-muted-foreground tabular-nums">
                    {formatCount(s.plays)} {s.plays === 1 ? 'play' : 'plays'}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </ListCard>

        <ListCard
          title="Top Users"
          failed={users.isError}
          failedText="Could not load top users"
          loading={users.isPending}
        >
          {topUsers.length === 0 ? (
            <p className="text-sm text-muted-foreground">No users yet.</p>
          ) : (
            <ol className="divide-y divide-border">
              {topUsers.map((u, i) => (
                <li key={u.id} className="flex items-center gap-3 py-2 text-sm">
                  <span className="w-5 text-right font-semibold text-muted-foreground tabular-nums">{i + 1}</span>
                  <span className="min-w-0 flex-1">
                    {canSeeUsers && !users.isError ? (
                      <Link to={`/admin/users/${u.id}`} className="block truncate font-medium hover:underline">
                        {u.name || u.email}
                      </Link>
                    ) : (
                      <span className="block truncate font-medium">{u.name || u.email}</span>
                    )}
                    <span className="block truncate text-xs text-muted-foreground">{u.email}</span>
                  </span>
                  <span className="shrink-0 text-muted-foreground tabular-nums">
                    {formatCount(u.songCount)} {u.songCount === 1 ? 'song' : 'songs'}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </ListCard>
      </div>

      <ListCard
        title="Recent Song Requests"
        failed={recent.isError}
        failedText="Could not load recent song requests"
        loading={recent.isPending}
        action={
          <Link to="/admin/requests" className="text-sm font-medium text-link hover:underline">
            View all
          </Link>
        }
      >
        {recentRows.length === 0 ? (
          <p className="text-sm text-muted-foreground">No song requests yet.</p>
        ) : (
          <>
            <ul aria-label="Recent song requests" className="flex flex-col divide-y divide-border md:hidden">
              {recentRows.map((r) => (
                <li key={r.id} className="flex items-start justify-between gap-3 py-3">
                  <div className="min-w-0">
                    {recent.isError ? (
                      <p className="truncate font-medium">{requestTitle(r)}</p>
                    ) : (
                      <Link
                        to={`/admin/requests/${r.id}`}
                        className="block truncate font-medium text-link hover:underline"
                        aria-label={`Request ${shortId(r.id)}: ${requestTitle(r)}`}
                      >
                        {requestTitle(r)}
                      </Link>
                    )}
                    <p className="truncate text-sm text-muted-foreground">{r.userEmail}</p>
                    <p className="text-xs text-muted-foreground">
                      <span className="font-mono">{shortId(r.id)}</span> · {formatDay(r.createdAt)}
                    </p>
                  </div>
                  <Badge variant={statusVariant(r.status)} className="shrink-0">
                    {statusLabel(r.status)}
                  </Badge>
                </li>
              ))}
            </ul>
            <table className="hidden w-full table-fixed text-sm md:table">
              <thead className="text-left text-muted-foreground">
                <tr>
                  <th scope="col" className="w-[6rem] py-2 pr-3 font-medium">
                    ID
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Title
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    User
                  </th>
                  <th scope="col" className="w-[8.5rem] py-2 pr-3 font-medium">
                    Status
                  </th>
                  <th scope="col" className="w-[6.5rem] py-2 font-medium">
                    Date
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {recentRows.map((r) => (
                  <tr key={r.id}>
                    <td className="py-2 pr-3 font-mono text-xs">
                      {recent.isError ? (
                        shortId(r.id)
                      ) : (
                        <Link
                          to={`/admin/requests/${r.id}`}
                          className="text-link hover:underline"
                          aria-label={`Request ${shortId(r.id)}: ${requestTitle(r)}`}
                        >
                          {shortId(r.id)}
                        </Link>
                      )}
                    </td>
                    <td className="truncate py-2 pr-3 font-medium">{requestTitle(r)}</td>
                    <td className="truncate py-2 pr-3">{r.userEmail}</td>
                    <td className="py-2 pr-3">
                      <Badge variant={statusVariant(r.status)}>{statusLabel(r.status)}</Badge>
                    </td>
                    <td className="py-2 whitespace-nowrap text-muted-foreground">{formatDay(r.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </ListCard>
    </div>
  );
}
