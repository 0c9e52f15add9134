import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Wand2 } from 'lucide-react';
import type { TRequestStatusView } from '@serenade/contract';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Container } from '../../ui/Container';
import { PageHeading } from '../../ui/PageHeading';
import { useSession } from '../auth/use-session';
import { billingKeys, creditsFor, useBillingHistory } from '../billing/api';
import { createSongRequest, type SongRequestCreated } from './api';
import { CreateSongFields } from './CreateSongFields';
import { CREATE_SONG_DEFAULTS, toCreateSongBody, ZCreateSongForm, type CreateSongValues } from './create-song-form';
import { InlineLoginCard } from './InlineLoginCard';
import { submitErrorFor } from './submit-errors';
import { findTier, usePricing } from './pricing';
import { RequestStatusCard } from './RequestStatusCard';
import { useCheckout } from './use-checkout';
import { WhatYouReceive } from './WhatYouReceive';

type Created = { response: SongRequestCreated; initial: TRequestStatusView };

/** /create-song: describe a song, pick a tier, then follow it until it is ready (SPEC 2 and 4). */
export function CreateSongView() {
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pricing = usePricing();
  const billing = useBillingHistory();
  const checkout = useCheckout();
  const form = useForm<CreateSongValues>({
    resolver: zodResolver(ZCreateSongForm),
    defaultValues: CREATE_SONG_DEFAULTS,
  });
  const [awaitingLogin, setAwaitingLogin] = useState<CreateSongValues | null>(null);
  const [created, setCreated] = useState<Created | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<{ title: string; message?: string } | null>(null);
  const busyRef = useRef(false);

  const submit = async (values: CreateSongValues, member: boolean) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setSubmitting(true);
    setError(null);
    const tier = findTier(pricing.data, values.priority);
    const credit = member && creditsFor(billing.data, values.priority) > 0;
    // Opened inside the click, before any await, so the browser allows the payment window.
    if (tier && tier.price > 0 && !credit) checkout.prepare();
    try {
      const response = await createSongRequest(toCreateSongBody(values));
      if (response.paid_with === 'credit') void queryClient.invalidateQueries({ queryKey: billingKeys.all });
      window.scrollTo({ top: 0, behavior: 'smooth' });
      setCreated({
        response,
        initial: {
          id: response.request_id,
          // SPEC 4: the tracker starts from the returned status, or processing.
          status: response.status ?? 'processing',
          finalSongId: null,
          errorMessage: null,
          title: values.title.trim() || null,
          priority: values.priority,
          createdAt: new Date().toISOString(),
        },
      });
      if (!response.requires_payment) {
        checkout.closeWindow();
      } else if (!response.payment_url) {
        checkout.closeWindow();
        setError({ title: 'Payment required but no payment URL provided' });
      } else {
        checkout.begin(
          {
            requestId: response.request_id,
            amount: response.amount,
            currency: response.currency,
            token: response.status_token,
          },
          response.payment_url,
        );
      }
    } catch (err) {
      checkout.closeWindow();
      setError(submitErrorFor(err));
    } finally {
      busyRef.current = false;
      setSubmitting(false);
    }
  };

  const onValid = (values: CreateSongValues) => {
    if (!user) {
      // SPEC 2: a logged-out submit shows the login form; the song is sent as soon as they are in.
      setAwaitingLogin(values);
      return;
    }
    void submit(values, true);
  };

  const onCompleted = useCallback((songId: string) => void navigate(`/track/${songId}`), [navigate]);

  return (
    <Container className="max-w-3xl py-10 sm:py-14">
      <title>Create a Custom Song · Serenade</title>
      <PageHeading
        title="Create a Custom Song"
        description="Describe the occasion, pick a style and a delivery speed, and follow your song as it is made."
      />
      <div className="mt-8 flex flex-col gap-6">
        {error ? (
          <Alert variant="error" title={error.title}>
            {error.message}
          </Alert>
        ) : null}

        {created ? (
          <>
            <RequestStatusCard
              requestId={created.response.request_id}
              token={created.response.status_token}
              isMember={Boolean(user)}
              checkout={checkout}
              initial={created.initial}
              onCompleted={onCompleted}
            />
            <Button
              variant="outline"
              className="self-start"
              onClick={() => {
                setCreated(null);
                setError(null);
                checkout.reset();
                form.reset(CREATE_SONG_DEFAULTS);
              }}
            >
              <Wand2 className="size-4" aria-hidden="true" />
              Create another song
            </Button>
          </>
        ) : (
          <Card className="p-5 sm:p-7">
            <form noValidate onSubmit={form.handleSubmit(onValid)} className="flex flex-col gap-5">
              <WhatYouReceive />
              <CreateSongFields form={form} pricing={pricing} credits={billing.data} />
              {awaitingLogin && !user ? null : (
                <Button type="submit" size="lg" loading={submitting} className="self-start">
                  <Wand2 className="size-5" aria-hidden="true" />
                  Create Song
                </Button>
              )}
            </form>
          </Card>
        )}

        {awaitingLogin && !user && !created ? (
          <InlineLoginCard
            onCancel={() => setAwaitingLogin(null)}
            onLoggedIn={() => {
              const values = awaitingLogin;
              setAwaitingLogin(null);
              void submit(values, true);
            }}
          />
        ) : null}
      </div>
    </Container>
  );
}
