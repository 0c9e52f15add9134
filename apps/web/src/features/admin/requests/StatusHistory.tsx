import type { TAdminRequestDetail } from '@serenade/contract';
import { Badge } from '../../../ui/Badge';
import { formatDateTime } from '../kit/format';
import { statusLabel, statusVariant } from './request-query';

type HistoryEntry = TAdminRequestDetail['history'][number];

export type StatusHistoryProps = { history: HistoryEntry[] };

function Change({ h }: { h: HistoryEntry }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      {h.from === h.to ? (
        <span className="text-muted-foreground">Note while</span>
      ) : h.from ? (
        <Badge variant={statusVariant(h.from)}>{statusLabel(h.from)}</Badge>
      ) : (
        <span className="text-muted-foreground">Created</span>
      )}
      {h.from === h.to ? null : <span aria-label="to">→</span>}
      <Badge variant={statusVariant(h.to)}>{statusLabel(h.to)}</Badge>
    </span>
  );
}

function ChangedBy({ h }: { h: HistoryEntry }) {
  return h.changedBy ? (
    <>
      <span className="font-medium">{h.changedBy.name}</span>
      <span className="block text-xs break-all text-muted-foreground">{h.changedBy.email}</span>
    </>
  ) : (
    <span className="text-muted-foreground">System</span>
  );
}

/**
 * The request's status changes and notes (where the generator says what it used instead of a chosen style):
 * a table from md up; on phones one entry per block, so the note is never off-screen (issue 20 item 8/11).
 */
export function StatusHistory({ history }: StatusHistoryProps) {
  if (history.length === 0) return <p className="text-sm text-muted-foreground">No status changes recorded.</p>;
  return (
    <>
      <table className="hidden w-full text-sm md:table">
        <thead className="text-left text-muted-foreground">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              When
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Change
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Changed by
            </th>
            <th scope="col" className="py-2 font-medium">
              Note
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {history.map((h) => (
            <tr key={h.id}>
              <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(h.at)}</td>
              <td className="py-2 pr-3">
                <Change h={h} />
              </td>
              <td className="py-2 pr-3">
                <ChangedBy h={h} />
              </td>
              <td className="py-2 text-muted-foreground">{h.note ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ol aria-label="Status history" className="divide-y divide-border text-sm md:hidden">
        {history.map((h) => (
          <li key={h.id} className="space-y-1.5 py-3">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <Change h={h} />
              <span className="text-xs text-muted-foreground">{formatDateTime(h.at)}</span>
            </div>
            <div className="text-xs">
              <ChangedBy h={h} />
            </div>
            {h.note ? <p className="text-muted-foreground">{h.note}</p> : null}
          </li>
        ))}
      </ol>
    </>
  );
}
