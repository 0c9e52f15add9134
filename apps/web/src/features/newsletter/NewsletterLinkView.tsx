import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, MailCheck, MailX, Newspaper } from 'lucide-react';
import { errorMessage } from '../../lib/api-error';
import { buttonClasses } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Container } from '../../ui/Container';
import { Spinner } from '../../ui/Spinner';
import { SupportEmail } from '../content/SupportEmail';
import { confirmSubscription, unsubscribe } from './api';
import { NewsletterForm } from './NewsletterForm';

export type NewsletterAction = { kind: 'confirm' | 'unsubscribe'; token: string } | null;

type Tone = 'neutral' | 'success' | 'error';

function Panel({ icon, tone, title, children }: { icon: ReactNode; tone: Tone; title: string; children: ReactNode }) {
  const tones: Record<Tone, string> = {
    neutral: 'bg-primary-soft text-link',
    success: 'bg-success-soft text-success',
    error: 'bg-danger-soft text-danger',
  };
  return (
    <Card className="mx-auto flex max-w-xl flex-col items-center px-6 py-12 text-center sm:px-10">
      <span className={`flex size-16 items-center justify-center rounded-full [&_svg]:size-8 ${tones[tone]}`}>
        {icon}
      </span>
      <h1 className="mt-5 text-2xl font-bold sm:text-3xl">{title}</h1>
      <div className="mt-3 flex w-full flex-col items-center gap-4 text-muted-foreground">{children}</div>
    </Card>
  );
}

/** Runs the e-mailed link once (a query dedupes React's double effects and keeps the answer). */
function useNewsletterLink(action: NonNullable<NewsletterAction>) {
  return useQuery({
    queryKey: ['newsletter', action.kind, action.token],
    queryFn: async (): Promise<{ email: string | null }> =>
      action.kind === 'confirm'
        ? confirmSubscription(action.token)
        : { ...(await unsubscribe(action.token)), email: null },
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnReconnect: false,
  });
}

function LinkResult({ action }: { action: NonNullable<NewsletterAction> }) {
  const result = useNewsletterLink(action);
  const confirming = action.kind === 'confirm';

  if (result.isPending) {
    return (
      <Panel icon={<Spinner className="size-8" />} tone="neutral" title={confirming ? 'Confirming…' : 'Unsubscribing…'}>
        <p role="status">{confirming ? 'Confirming your subscription.' : 'Removing you from the newsletter.'}</p>
      </Panel>
    );
  }

  if (result.isError) {
    return (
      <Panel
        icon={<CircleAlert aria-hidden="true" />}
        tone="error"
        title={confirming ? 'We could not confirm your subscription' : 'We could not unsubscribe you'}
      >
        <p role="alert" className="font-medium text-foreground">
          {errorMessage(result.error)}
        </p>
        {confirming ? (
          <>
            <p>Confirmation links last 7 days and work once. Enter your address to get a fresh one.</p>
            <NewsletterForm size="large" className="w-full max-w-md" />
          </>
        ) : (
          <p>
            Please use the newest link from one of our e-mails, or write to <SupportEmail /> and we will remove your
            address by hand.
          </p>
        )}
      </Panel>
    );
  }

  if (confirming) {
    return (
      <Panel icon={<MailCheck aria-hidden="true" />} tone="success" title="You're subscribed">
        <p>
          Thanks for confirming{result.data.email ? <>, {result.data.email}</> : null}. You will hear from us about once
          a month with new songs, features and stories. Every e-mail has a one-click unsubscribe link.
        </p>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <Link to="/examples" className={buttonClasses()}>
            Hear example songs
          </Link>
          <Link to="/" className={buttonClasses({ variant: 'outline' })}>
            Back to home
          </Link>
        </div>
      </Panel>
    );
  }

  return (
    <Panel icon={<MailX aria-hidden="true" />} tone="success" title="You have been unsubscribed">
      <p>You will not receive the Serenade newsletter any more. Sorry to see you go.</p>
      <p className="text-sm">
        Messages about your account and your orders are not affected. Changed your mind? Subscribe again:
      </p>
      <NewsletterForm size="large" className="w-full max-w-md" />
    </Panel>
  );
}

export function NewsletterLinkView({ action }: { action: NewsletterAction }) {
  return (
    <Container className="py-14 sm:py-20">
      <title>Newsletter · Serenade</title>
      {action ? (
        <LinkResult key={`${action.kind}:${action.token}`} action={action} />
      ) : (
        <Panel icon={<Newspaper aria-hidden="true" />} tone="neutral" title="The Serenade newsletter">
          <p>
            New songs from the community, features as they ship and the occasional story behind a song. About one e-mail
            a month; unsubscribe with one click.
          </p>
          <NewsletterForm size="large" className="w-full max-w-md" />
          <p className="inline-flex items-center gap-1.5 text-xs">
            <CircleCheck className="size-3.5" aria-hidden="true" /> We send a confirmation link first; nothing arrives
            until you click it.
          </p>
        </Panel>
      )}
    </Container>
  );
}
