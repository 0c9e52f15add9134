import type { ReactNode } from 'react';
import { CircleCheck, CreditCard, Gift, Lock } from 'lucide-react';
import type { TPricing } from '@serenade/contract';
import { Spinner } from '../../../ui/Spinner';
import type { SongRequestCreated } from '../api';
import { CheckoutPanel } from '../CheckoutPanel';
import type { OrderFormValues } from '../order-form';
import { SONG_OFFER, useSongKind } from '../song-offer';
import { findTier, perSongLabel, totalLabel, type OrderTotal } from '../pricing';
import type { CheckoutController } from '../use-checkout';

/** How an order will be settled: nothing to pay, a song credit, or a card payment. */
export type PaymentPlan = { kind: 'free' | 'credit' | 'paid'; total: OrderTotal; creditsLeft: number };

/** Free when the total is 0; a member's single song of a tier they hold credits for uses one; otherwise a card. */
export function paymentPlan(input: {
  total: OrderTotal;
  creditsLeft: number;
  isMember: boolean;
  values: Pick<OrderFormValues, 'bundle' | 'isSubscription'>;
}): PaymentPlan {
  const { total, creditsLeft, isMember, values } = input;
  const single = values.bundle === 'single' && !values.isSubscription;
  const kind = total.amount === 0 ? 'free' : isMember && creditsLeft > 0 && single ? 'credit' : 'paid';
  return { kind, total, creditsLeft };
}

export type PaymentStepProps = {
  values: OrderFormValues;
  pricing: TPricing;
  plan: PaymentPlan;
  submission: SongRequestCreated | null;
  submitting: boolean;
  confirming: boolean;
  checkout: CheckoutController;
  onRetryCheckout: () => void;
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-4">
      <dt className="w-36 shrink-0 text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

export function PaymentStep({
  values,
  pricing,
  plan,
  submission,
  submitting,
  confirming,
  checkout,
  onRetryCheckout,
}: PaymentStepProps) {
  const tier = findTier(pricing, values.priority);
  const bundle = tier?.bundles.find((b) => b.key === values.bundle);
  const sharing = [
    values.isPublic ? 'Public' : 'Private',
    values.publishOnSite ? 'published on Serenade' : null,
    values.sendAnonymously ? 'sent anonymously' : null,
  ]
    .filter(Boolean)
    .join(', ');
  const songKind = useSongKind();
  const dedication = dedicationLine(values);

  return (
    <div className="flex flex-col gap-5">
      <dl className="divide-y divide-border rounded-2xl border border-border px-4">
        <Row label="Song">{values.songTitle}</Row>
        {dedication ? <Row label="For">{dedication}</Row> : null}
        {songKind ? (
          <Row label="You receive">
            <span data-testid="order-receive">{SONG_OFFER[songKind].short}</span>
            {songKind === 'sung' && values.voice !== 'auto' ? ` (${values.voice} voice)` : ''}
          </Row>
        ) : null}
        {values.songTypes.length > 0 ? <Row label="Song types">{values.songTypes.join(', ')}</Row> : null}
        <Row label="Your details">
          {values.userName} · {values.email}
          {values.phone ? ` · ${values.phone}` : ''}
        </Row>
        <Row label="Delivery">{tier ? `${tier.name} — ${tier.promise.toLowerCase()}` : values.priority}</Row>
        {plan.total.amount > 0 ? (
          <Row label="Package">
            {values.isSubscription && tier?.subscription
              ? `Monthly subscription, ${tier.subscription.songsPerMonth} songs a month (${perSongLabel(tier.subscription.perSong, pricing.currency)})`
              : bundle && bundle.songs > 1
                ? `${bundle.label} (${perSongLabel(bundle.perSong, pricing.currency)})`
                : bundle?.label}
          </Row>
        ) : null}
        <Row label="Sharing">{sharing}</Row>
        {values.destinationEmails.length > 0 ? <Row label="Send to">{values.destinationEmails.join(', ')}</Row> : null}
        {values.sampleFiles.length > 0 ? (
          <Row label="Samples">
            {values.sampleFiles.length} {values.sampleFiles.length === 1 ? 'file' : 'files'}
          </Row>
        ) : null}
        <div className="flex items-baseline justify-between py-3">
          <dt className="text-sm font-semibold">Total</dt>
          <dd className="font-display text-2xl font-bold" data-testid="order-total">
            {plan.kind === 'credit' ? '1 song credit' : totalLabel(plan.total, pricing.currency)}
          </dd>
        </div>
      </dl>

      {confirming ? (
        <div role="status" className="flex items-center gap-3 rounded-xl bg-muted/70 px-4 py-3 text-sm">
          <Spinner className="size-5 text-link" />
          Confirming your order…
        </div>
      ) : !submission ? (
        <p className="flex items-start gap-2.5 text-sm text-muted-foreground">
          {plan.kind === 'free' ? (
            <>
              <Gift className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
              Standard delivery is free. Submit your request and we start right away.
            </>
          ) : plan.kind === 'credit' ? (
            <>
              <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
              <span>
                {/^[aeiou]/i.test(tier?.name ?? '') ? 'An' : 'A'} {tier?.name} song credit will be used, so there is
                nothing to pay. You have {plan.creditsLeft} {plan.creditsLeft === 1 ? 'credit' : 'credits'} left before
                this order.
              </span>
            </>
          ) : (
            <>
              <Lock className="mt-0.5 size-4 shrink-0 text-link" aria-hidden="true" />
              You pay {totalLabel(plan.total, pricing.currency)} in a secure payment window. Your request is saved
              first, so nothing is lost if you close it.
            </>
          )}
        </p>
      ) : null}

      {submission && submission.requires_payment ? (
        <CheckoutPanel
          state={checkout.state}
          onRetry={onRetryCheckout}
          onOpenBlocked={checkout.openBlocked}
          onFocusWindow={checkout.focusWindow}
        />
      ) : null}

      {submitting && plan.kind === 'paid' ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <CreditCard className="size-4" aria-hidden="true" />
          Saving your request…
        </p>
      ) : null}
    </div>
  );
}

/** "Anna and Tomasz (our parents) · signed “your kids”"; empty when the buyer left it to the story. */
export function dedicationLine(v: Pick<OrderFormValues, 'recipient' | 'relationship' | 'signedFrom'>): string {
  const [who, rel, from] = [v.recipient.trim(), v.relationship.trim(), v.signedFrom.trim()];
  const forWhom = who && rel ? `${who} (${rel})` : who || rel;
  const signed = from ? `signed \u201c${from}\u201d` : '';
  return [forWhom, signed].filter(Boolean).join(' · ');
}

export function paymentButtonLabel(plan: PaymentPlan, currency: string): string {
  return plan.kind === 'paid' ? `Pay ${totalLabel(plan.total, currency)}` : 'Submit';
}
