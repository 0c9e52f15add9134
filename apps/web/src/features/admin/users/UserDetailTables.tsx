import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TAdminUserDetail } from '@serenade/contract';
import { Badge, type BadgeVariant } from '../../../ui/Badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/Card';
import { formatCount, formatDay, formatMoney } from '../kit/format';

const th = 'py-2 pr-4 text-left text-xs font-medium tracking-wide text-muted-foreground uppercase';
const td = 'py-2.5 pr-4';
const link = 'font-medium text-link hover:underline';

function Section({
  title,
  total,
  shown,
  empty,
  head,
  children,
}: {
  title: string;
  total: number;
  shown: number;
  empty: string;
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="flex-row items-baseline justify-between gap-3">
        <CardTitle>
          {title} <span className="font-normal text-muted-foreground">({formatCount(total)})</span>
        </CardTitle>
        {total > shown ? (
          <p className="text-xs text-muted-foreground">
            Latest {shown} of {total}
          </p>
        ) : null}
      </CardHeader>
      <CardContent className="overflow-x-auto">
        {total === 0 ? (
          <p className="text-sm text-muted-foreground">{empty}</p>
        ) : (
          <table className="w-full min-w-[32rem] text-sm">
            <thead className="border-b border-border">
              <tr>{head}</tr>
            </thead>
            <tbody className="divide-y divide-border">{children}</tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}

const REQUEST_STATUS: Record<string, BadgeVariant> = {
  completed: 'success',
  failed: 'danger',
  pending: 'warning',
};
const PAYMENT_STATUS: Record<string, BadgeVariant> = {
  successful: 'success',
  failed: 'danger',
  pending: 'warning',
  refunded: 'neutral',
};
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function UserSongs({ songs }: { songs: TAdminUserDetail['songs'] }) {
  return (
    <Section
      title="Songs"
      total={songs.total}
      shown={songs.items.length}
      empty="No songs yet."
      head={
        <>
          <th scope="col" className={th}>
            Title
          </th>
          <th scope="col" className={th}>
            Visibility
          </th>
          <th scope="col" className={th}>
            Status
          </th>
          <th scope="col" className={th}>
            Plays
          </th>
          <th scope="col" className={th}>
            Created
          </th>
        </>
      }
    >
      {songs.items.map((s) => (
        <tr key={s.id}>
          <td className={td}>
            <Link to={`/track/${s.id}`} className={link}>
              {s.title}
            </Link>
          </td>
          <td className={td}>
            <Badge variant={s.visibility === 'public' ? 'primary' : 'neutral'}>{cap(s.visibility)}</Badge>
          </td>
          <td className={td}>
            <Badge variant={s.status === 'active' ? 'success' : 'neutral'}>{cap(s.status)}</Badge>
          </td>
          <td className={`${td} tabular-nums`}>{formatCount(s.playCount)}</td>
          <td className={`${td} whitespace-nowrap text-muted-foreground`}>{formatDay(s.createdAt)}</td>
        </tr>
      ))}
    </Section>
  );
}

export function UserRequests({ requests }: { requests: TAdminUserDetail['requests'] }) {
  return (
    <Section
      title="Song Requests"
      total={requests.total}
      shown={requests.items.length}
      empty="No song requests yet."
      head={
        <>
          <th scope="col" className={th}>
            ID
          </th>
          <th scope="col" className={th}>
            Title
          </th>
          <th scope="col" className={th}>
            Priority
          </th>
          <th scope="col" className={th}>
            Status
          </th>
          <th scope="col" className={th}>
            Amount
          </th>
          <th scope="col" className={th}>
            Date
          </th>
        </>
      }
    >
      {requests.items.map((r) => (
        <tr key={r.id}>
          <td className={`${td} font-mono text-xs`}>
            <Link to={`/admin/requests/${r.id}`} className={link} aria-label={`Request ${r.id.slice(0, 8)}`}>
              {r.id.slice(0, 8)}
            </Link>
          </td>
          <td className={td}>{r.title || r.event || 'Untitled request'}</td>
          <td className={td}>{r.priority}</td>
          <td className={td}>
            <Badge variant={REQUEST_STATUS[r.status] ?? 'primary'}>{cap(r.status)}</Badge>
          </td>
          <td className={`${td} tabular-nums`}>{formatMoney(r.amount, r.currency)}</td>
          <td className={`${td} whitespace-nowrap text-muted-foreground`}>{formatDay(r.createdAt)}</td>
        </tr>
      ))}
    </Section>
  );
}

export function UserPayments({ payments }: { payments: TAdminUserDetail['payments'] }) {
  return (
    <Section
      title="Payments"
      total={payments.total}
      shown={payments.items.length}
      empty="No payments yet."
      head={
        <>
          <th scope="col" className={th}>
            Date
          </th>
          <th scope="col" className={th}>
            Description
          </th>
          <th scope="col" className={th}>
            Amount
          </th>
          <th scope="col" className={th}>
            Status
          </th>
        </>
      }
    >
      {payments.items.map((p) => (
        <tr key={p.id}>
          <td className={`${td} whitespace-nowrap text-muted-foreground`}>{formatDay(p.createdAt)}</td>
          <td className={td}>{p.itemDescription}</td>
          <td className={`${td} tabular-nums`}>{formatMoney(p.amount, p.currency)}</td>
          <td className={td}>
            <Badge variant={PAYMENT_STATUS[p.status] ?? 'neutral'}>{cap(p.status)}</Badge>
            {p.refundedAt ? (
              <span className="ml-2 text-xs text-muted-foreground">on {formatDay(p.refundedAt)}</span>
            ) : null}
          </td>
        </tr>
      ))}
    </Section>
  );
}
