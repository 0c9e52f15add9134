import { Link } from 'react-router';
import type { TUsageStats } from '@serenade/contract';
import { Badge } from '../../../ui/Badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/Card';
import { formatCount } from '../kit/format';
import { actionLabel } from './analytics-utils';

const linkClass = 'font-medium text-link hover:underline';

export function TopSongs({ songs }: { songs: TUsageStats['top_songs'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Top Songs</CardTitle>
      </CardHeader>
      <CardContent>
        {songs.length === 0 ? (
          <p className="text-sm text-muted-foreground">No plays in this time period.</p>
        ) : (
          <ol className="flex flex-col divide-y divide-border">
            {songs.map((s, i) => (
              <li key={s.id} className="flex items-center gap-3 py-2.5 text-sm">
                <span className="w-5 text-muted-foreground tabular-nums">{i + 1}</span>
                <Link to={`/track/${s.id}`} className={`${linkClass} min-w-0 flex-1 truncate`}>
                  {s.title}
                </Link>
                <span className="text-muted-foreground tabular-nums">
                  {formatCount(s.plays)} {s.plays === 1 ? 'play' : 'plays'}
                </span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

export function TopUsers({ users, linkToUsers }: { users: TUsageStats['top_users']; linkToUsers: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Top Users</CardTitle>
      </CardHeader>
      <CardContent>
        {users.length === 0 ? (
          <p className="text-sm text-muted-foreground">No signed-in activity in this time period.</p>
        ) : (
          <ol className="flex flex-col divide-y divide-border">
            {users.map((u, i) => (
              <li key={u.id} className="flex items-center gap-3 py-2.5 text-sm">
                <span className="w-5 text-muted-foreground tabular-nums">{i + 1}</span>
                <span className="min-w-0 flex-1">
                  {linkToUsers ? (
                    <Link to={`/admin/users/${u.id}`} className={`${linkClass} block truncate`}>
                      {u.name}
                    </Link>
                  ) : (
                    <span className="block truncate font-medium">{u.name}</span>
                  )}
                  <span className="block truncate text-xs text-muted-foreground">{u.email}</span>
                </span>
                <span className="text-muted-foreground tabular-nums">
                  {formatCount(u.actions)} {u.actions === 1 ? 'action' : 'actions'}
                </span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });
const timeOf = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { timeStyle: 'short' });

export function RecentActivity({ events }: { events: TUsageStats['recent_events'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Activity</CardTitle>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        {events.length === 0 ? (
          <p className="text-sm text-muted-foreground">No activity in this time period.</p>
        ) : (
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead className="text-xs text-muted-foreground uppercase">
              <tr className="border-b border-border">
                <th scope="col" className="py-2 pr-3 font-medium">
                  Date
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Time
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  User
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Action
                </th>
                <th scope="col" className="py-2 font-medium">
                  Resource
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {events.map((e) => (
                <tr key={`${e.action}-${e.id}`}>
                  <td className="py-2.5 pr-3 whitespace-nowrap">{dateOf(e.timestamp)}</td>
                  <td className="py-2.5 pr-3 whitespace-nowrap text-muted-foreground">{timeOf(e.timestamp)}</td>
                  <td className="py-2.5 pr-3">{e.user_name ?? <span className="text-muted-foreground">Guest</span>}</td>
                  <td className="py-2.5 pr-3">
                    <Badge variant={e.action === 'play' ? 'primary' : e.action === 'like' ? 'danger' : 'neutral'}>
                      {actionLabel(e.action)}
                    </Badge>
                  </td>
                  <td className="max-w-[16rem] truncate py-2.5">
                    {e.resource_title && e.resource_id ? (
                      <Link to={`/track/${e.resource_id}`} className={linkClass}>
                        {e.resource_title}
                      </Link>
                    ) : (
                      <span className="text-muted-foreground">{e.resource_id ?? '—'}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}
