import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ArrowLeft, ExternalLink, FileAudio, ImageIcon, RotateCcw, Trash2, Upload } from 'lucide-react';
import { TIER_INFO, type TAdminRequestDetail, type TPriority, type TRequestStatus } from '@serenade/contract';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { Alert } from '../../../ui/Alert';
import { Badge } from '../../../ui/Badge';
import { Button, buttonClasses } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { cn } from '../../../ui/cn';
import { PageSpinner } from '../../../ui/Spinner';
import { toast } from '../../../ui/Toast';
import { hasRole } from '../../auth/roles';
import { useSession } from '../../auth/use-session';
import { formatDateTime, formatMoney } from '../kit/format';
import { useRequestDetail, useRetryRequest, useSetRequestStatus } from './api';
import { DeleteRequestDialog } from './DeleteRequestDialog';
import {
  formatBytes,
  requestTitle,
  shortId,
  statusLabel,
  statusVariant,
  STATUS_LABELS,
  tierName,
  TIER_VARIANTS,
} from './request-query';
import { AdminLyrics } from '../../approval/AdminLyrics';
import { StatusSelect } from './StatusSelect';
import { StoryUnderstood } from './StoryUnderstood';
import { RevisionRequests } from './RevisionRequests';
import { StatusHistory } from './StatusHistory';

function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <Card className={className}>
      <section aria-label={title} className="p-5">
        <h3 className="mb-3 text-base font-semibold">{title}</h3>
        {children}
      </section>
    </Card>
  );
}

function Facts({ items, narrow = false }: { items: [string, ReactNode][]; narrow?: boolean }) {
  return (
    <dl
      className={cn(
        'grid gap-x-4 gap-y-2 text-sm',
        narrow ? 'grid-cols-[4.5rem_1fr]' : 'grid-cols-1 sm:grid-cols-[10rem_1fr]',
      )}
    >
      {items.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-muted-foreground">{k}</dt>
          <dd className="min-w-0 break-words">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

const none = <span className="text-muted-foreground">—</span>;
const yesNo = (v: boolean) => (v ? 'Yes' : 'No');
const list = (items: string[]) => (items.length ? items.join(', ') : none);
const VOICE_LABELS = { auto: 'Chosen by style', female: 'Female', male: 'Male' } as const;

/** /admin/requests/{id}: the whole request, its files, money and every status change with who made it. */
export function RequestDetails({ requestId }: { requestId: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const listSearch = (location.state as { listSearch?: string } | null)?.listSearch ?? '';
  const backTo = `/admin/requests${listSearch ? `?${listSearch}` : ''}`;
  const query = useRequestDetail(requestId);
  const setStatus = useSetRequestStatus();
  const retry = useRetryRequest();
  const [retryError, setRetryError] = useState<string | null>(null);
  const [statusError, setStatusError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const back = (
    <Link to={backTo} className="inline-flex items-center gap-1.5 text-sm font-medium text-link hover:underline">
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to requests
    </Link>
  );

  if (query.isPending) return <PageSpinner label="Loading request details" />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="flex flex-col gap-4">
        {back}
        <Alert
          variant="error"
          title={missing ? 'Song request not found' : 'Failed to load request details. Please try again.'}
          action={
            missing ? null : (
              <Button size="sm" variant="outline" onClick={() => query.refetch()}>
                Try Again
              </Button>
            )
          }
        >
          {missing ? 'It may have been deleted.' : errorMessage(query.error)}
        </Alert>
      </div>
    );
  }

  const r: TAdminRequestDetail = query.data;
  const name = requestTitle(r);
  const tier = TIER_INFO[r.priority as TPriority];

  function handleStatus(status: TRequestStatus) {
    setStatusError(null);
    setStatus.mutate(
      { id: r.id, status },
      {
        onSuccess: () => toast({ variant: 'success', title: `Status set to ${STATUS_LABELS[status]}` }),
        onError: (error) => setStatusError(errorMessage(error)),
      },
    );
  }

  function handleRetry() {
    setRetryError(null);
    retry.mutate(r.id, {
      onSuccess: () => toast({ variant: 'success', title: 'Sent back to production' }),
      onError: (error) => setRetryError(errorMessage(error)),
    });
  }

  return (
    <div className="flex flex-col gap-5">
      <title>{`${name} · Song Requests · Admin · Serenade`}</title>
      {back}
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <p className="font-mono text-xs text-muted-foreground">Request {shortId(r.id)}</p>
          <h2 className="mt-1 text-2xl font-bold break-words sm:text-3xl">{name}</h2>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <Badge variant={statusVariant(r.status)}>{statusLabel(r.status)}</Badge>
            <Badge variant={TIER_VARIANTS[r.priority as TPriority] ?? 'neutral'}>{tierName(r.priority)}</Badge>
            <span>Ordered {formatDateTime(r.createdAt)}</span>
          </div>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex flex-col gap-1">
            <label htmlFor="detail-status" className="text-xs font-medium text-muted-foreground">
              Status
            </label>
            <StatusSelect
              id="detail-status"
              value={r.status}
              label="Status"
              disabled={setStatus.isPending}
              onChange={handleStatus}
              className="h-10"
            />
          </div>
          {r.status === 'completed' ? null : (
            <Link to={`/admin/upload/${r.id}`} className={buttonClasses({ variant: 'primary' })}>
              <Upload className="size-4" aria-hidden="true" />
              Upload Song
            </Link>
          )}
          <Button variant="outline" className="text-danger" onClick={() => setDeleting(true)}>
            <Trash2 className="size-4" aria-hidden="true" />
            Delete
          </Button>
        </div>
      </div>

      {statusError ? (
        <Alert variant="error" title="Failed to update status">
          {statusError}
        </Alert>
      ) : null}
      {r.status === 'failed' ? (
        <Alert
          variant="warning"
          title="Production failed"
          action={
            <Button size="sm" variant="outline" onClick={handleRetry} disabled={retry.isPending} className="min-h-11">
              <RotateCcw className="size-4" aria-hidden="true" />
              {retry.isPending ? 'Retrying…' : 'Retry production'}
            </Button>
          }
        >
          <p className="text-foreground">{r.errorMessage ?? 'Failed to generate song'}</p>
          <p className="mt-1">The buyer was told by e-mail. What went wrong is in the status history below.</p>
        </Alert>
      ) : null}
      {retryError ? (
        <Alert variant="error" title="Failed to retry">
          {retryError}
        </Alert>
      ) : null}

      <div className="grid gap-5 lg:grid-cols-3">
        <Section title="The story" className="lg:col-span-2">
          <p className="text-sm whitespace-pre-wrap">{r.prompt}</p>
          {r.additionalDetails ? (
            <div className="mt-4">
              <h4 className="text-sm font-medium text-muted-foreground">Additional details</h4>
              <p className="mt-1 text-sm whitespace-pre-wrap">{r.additionalDetails}</p>
            </div>
          ) : null}
          <div className="mt-4">
            <Facts
              items={[
                ['Title', r.title ?? none],
                ['Event', r.event ?? none],
                ['For', r.dedication.recipient ?? none],
                ['Relationship', r.dedication.relationship ?? none],
                ['Signed', r.dedication.from ?? none],
                ['Voice', VOICE_LABELS[r.dedication.voice]],
                ['Styles', list(r.styles)],
                ['Tags', list(r.tags)],
              ]}
            />
          </div>
        </Section>

        <Section title="Requester">
          <div className="mb-3">
            <Badge variant={r.requester.kind === 'member' ? 'primary' : 'neutral'}>
              {r.requester.kind === 'member' ? 'Member' : 'Guest'}
            </Badge>
          </div>
          <Facts
            narrow
            items={[
              ['Name', r.requester.name],
              [
                'Email',
                <a key="e" href={`mailto:${r.requester.email}`} className="break-all text-link hover:underline">
                  {r.requester.email}
                </a>,
              ],
              ['Phone', r.requester.phone ?? none],
              ...(r.requester.account
                ? ([['Account', <AccountLink key="a" account={r.requester.account} />]] as [string, ReactNode][])
                : []),
            ]}
          />
        </Section>
      </div>

      <div className="grid gap-5 lg:grid-cols-3">
        <Section title="Order" className="lg:col-span-2">
          <Facts
            items={[
              ['Priority', tier ? `${tier.name} · ${tier.promise}` : r.priority],
              ['Bundle', r.bundle === 'single' ? 'Single song' : r.bundle === 'five' ? '5 songs' : '10 songs'],
              ['Subscription', yesNo(r.isSubscription)],
              ['Amount', formatMoney(r.amount, r.currency)],
              [
                'Paid with',
                r.paidWith ? { free: 'Free', payment: 'Card payment', credit: 'Song credit' }[r.paidWith] : none,
              ],
              ['Public song', yesNo(r.is_public)],
              ['Publish on site', yesNo(r.publishOnSite)],
              ['Send anonymously', yesNo(r.sendAnonymously)],
              ['Notify', list(r.notifyEmails)],
              ['Last updated', formatDateTime(r.updatedAt)],
              ['Completed', r.completedAt ? formatDateTime(r.completedAt) : none],
            ]}
          />
        </Section>
        <Section title="Final song">
          {r.song ? (
            <div className="flex flex-col gap-2 text-sm">
              <p className="font-medium">{r.song.title}</p>
              <p className="text-muted-foreground">
                {r.song.isPublic ? 'Public' : 'Private'} · {r.song.status === 'active' ? 'Active' : 'Archived'}
              </p>
              <a
                href={r.song.url}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 text-link hover:underline"
              >
                Open the song
                <ExternalLink className="size-3.5" aria-hidden="true" />
              </a>
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">No song yet.</p>
          )}
        </Section>
      </div>

      <Section title="Lyrics and name notes">
        <AdminLyrics requestId={r.id} status={r.status} />
      </Section>

      <Section title="What the writer understood">
        <StoryUnderstood story={r.story} />
      </Section>

      <Section title="Sample files">
        {r.samples.length === 0 ? (
          <p className="text-sm text-muted-foreground">No sample files were sent with this request.</p>
        ) : (
          <ul className="grid items-start gap-4 sm:grid-cols-2">
            {r.samples.map((s) => (
              <li key={s.id} className="flex flex-col gap-2 rounded-xl border border-border p-3">
                <p className="flex items-center gap-2 text-sm">
                  {s.kind === 'image' ? (
                    <ImageIcon className="size-4 shrink-0 text-link" aria-hidden="true" />
                  ) : (
                    <FileAudio className="size-4 shrink-0 text-link" aria-hidden="true" />
                  )}
                  <a
                    href={s.url}
                    target="_blank"
                    rel="noreferrer"
                    className="min-w-0 truncate font-medium text-link hover:underline"
                  >
                    {s.filename}
                  </a>
                  <span className="shrink-0 text-xs text-muted-foreground">{formatBytes(s.size)}</span>
                </p>
                {s.kind === 'audio' ? (
                  <audio controls preload="metadata" src={s.url} className="w-full" aria-label={`Play ${s.filename}`} />
                ) : s.kind === 'image' ? (
                  <a href={s.url} target="_blank" rel="noreferrer" className="block">
                    <img src={s.url} alt={s.filename} className="max-h-64 w-full rounded-lg bg-muted object-contain" />
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Payments">
        {r.payments.length === 0 ? (
          <p className="text-sm text-muted-foreground">No payments for this request.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[560px] text-sm">
              <thead className="text-left text-muted-foreground">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Date
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Amount
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Status
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Method
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    Reference
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {r.payments.map((p) => (
                  <tr key={p.id}>
                    <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(p.createdAt)}</td>
                    <td className="py-2 pr-3">{formatMoney(p.amount, p.currency)}</td>
                    <td className="py-2 pr-3">
                      <Badge
                        variant={
                          p.status === 'successful' && !p.refundedAt
                            ? 'success'
                            : p.status === 'failed'
                              ? 'danger'
                              : 'neutral'
                        }
                      >
                        {p.refundedAt ? 'Refunded' : p.status[0]!.toUpperCase() + p.status.slice(1)}
                      </Badge>
                    </td>
                    <td className="py-2 pr-3">
                      {p.methodType ? p.methodType[0]!.toUpperCase() + p.methodType.slice(1) : '—'}
                      {p.lastFour ? ` •••• ${p.lastFour}` : ''}
                    </td>
                    <td className="py-2 font-mono text-xs break-all">{p.reference}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>

      <RevisionRequests requestId={r.id} />

      <Section title="Status history">
        <StatusHistory history={r.history} />
      </Section>

      <DeleteRequestDialog
        request={deleting ? r : null}
        onOpenChange={setDeleting}
        onDeleted={() => navigate(backTo, { replace: true })}
      />
    </div>
  );
}

function AccountLink({ account }: { account: NonNullable<TAdminRequestDetail['requester']['account']> }) {
  const { user } = useSession();
  const label = (
    <>
      {account.name} · {account.role}
      {account.status === 'suspended' ? ' · suspended' : ''}
    </>
  );
  // The Users screens are the admin's (DECISIONS.md); an editor sees the account without the link.
  return hasRole(user?.role, 'admin') ? (
    <Link to={`/admin/users/${account.id}`} className="text-link hover:underline">
      {label}
    </Link>
  ) : (
    <span>{label}</span>
  );
}
