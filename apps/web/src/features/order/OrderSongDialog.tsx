import { useEffect, useId, useRef, useState } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { ApiError } from '../../lib/api-error';
import { Alert } from '../../ui/Alert';
import { useSession } from '../auth/use-session';
import { billingKeys, creditsFor, useBillingHistory } from '../billing/api';
import { createSongRequest, type SongRequestCreated } from './api';
import { submitErrorFor, type SubmitError } from './submit-errors';
import { InlineLogin } from './InlineLogin';
import {
  defaultOrderValues,
  fieldFromServer,
  FREE_CONFIRM_DELAY_MS,
  ORDER_RESET_DELAY_MS,
  ORDER_STEPS,
  STEP_COUNT,
  toRequestBody,
  validateStep,
  type OrderField,
  type OrderStep,
} from './order-form';
import { findTier, orderTotal, usePricing } from './pricing';
import { StepProgress } from './StepProgress';
import { CompleteStep } from './steps/CompleteStep';
import { DetailsStep } from './steps/DetailsStep';
import { InfoStep } from './steps/InfoStep';
import { OrderFooter } from './OrderFooter';
import { paymentButtonLabel, paymentPlan, PaymentStep } from './steps/PaymentStep';
import { PriorityStep } from './steps/PriorityStep';
import { SharingStep } from './steps/SharingStep';
import { useCheckout } from './use-checkout';

export type OrderSongDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** The song order modal. Its state outlives a close by 300 ms (the exit animation), then starts over. */
export function OrderSongDialog({ open, onOpenChange }: OrderSongDialogProps) {
  const [resetKey, setResetKey] = useState(0);
  useEffect(() => {
    if (open) return;
    const timer = window.setTimeout(() => setResetKey((k) => k + 1), ORDER_RESET_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [open]);
  return <OrderWizard key={resetKey} open={open} onOpenChange={onOpenChange} />;
}

function OrderWizard({ open, onOpenChange }: OrderSongDialogProps) {
  const { user } = useSession();
  const isMember = Boolean(user);
  const queryClient = useQueryClient();
  const formId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const form = useForm({ defaultValues: defaultOrderValues(user) });
  const [step, setStep] = useState<OrderStep>(1);
  const [showLogin, setShowLogin] = useState(false);
  const [submission, setSubmission] = useState<SongRequestCreated | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [submitError, setSubmitError] = useState<SubmitError | null>(null);
  const submittingRef = useRef(false);

  const pricing = usePricing();
  const billing = useBillingHistory();
  const checkout = useCheckout({ onPaid: () => setStep(6) });

  // Logging in inside the modal fills in the member's details; the e-mail is the account's.
  useEffect(() => {
    if (!user) return;
    form.setValue('email', user.email);
    if (!form.getValues('userName').trim()) form.setValue('userName', user.name);
    form.clearErrors(['email', 'userName']);
  }, [user, form]);

  // Each step starts with its heading, so keyboard and screen-reader users land at the top.
  useEffect(() => {
    headingRef.current?.focus();
  }, [step]);

  // SPEC 9: a free order (or one paid with a credit) confirms after about 1.5 seconds.
  useEffect(() => {
    if (!confirming) return;
    const timer = window.setTimeout(() => {
      setConfirming(false);
      setStep(6);
    }, FREE_CONFIRM_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [confirming]);

  const values = form.watch();
  const tier = findTier(pricing.data, values.priority);
  const total = orderTotal(pricing.data, values.priority, values.bundle, values.isSubscription);
  const creditsLeft = creditsFor(billing.data, values.priority);
  const plan = total ? paymentPlan({ total, creditsLeft, isMember, values }) : null;
  const credits = Object.fromEntries((billing.data?.credits ?? []).map((c) => [c.tier, c.balance]));

  const showErrors = (errors: Partial<Record<OrderField, string>>) => {
    const fields = Object.keys(errors) as OrderField[];
    for (const field of fields) form.setError(field, { message: errors[field] });
    const first = fields[0];
    if (first) {
      try {
        form.setFocus(first);
      } catch {
        /* custom controls without a focusable ref */
      }
    }
  };

  const handleContinue = () => {
    if (step > 4) return;
    const errors = validateStep(step, form.getValues(), { isMember, paidTier: Boolean(tier && tier.price > 0) });
    if (Object.keys(errors).length > 0) {
      showErrors(errors);
      return;
    }
    if (step === 3 && !plan) return; // prices not loaded yet
    setSubmitError(null);
    setStep((s) => (s + 1) as OrderStep);
  };

  const handleBack = () => {
    if (step === 1 || submission) return;
    setStep((s) => (s - 1) as OrderStep);
  };

  const handleSubmit = async () => {
    if (submittingRef.current || submission || !plan) return;
    submittingRef.current = true;
    setSubmitting(true);
    setSubmitError(null);
    // The payment window is opened inside the click; browsers block it after an await.
    if (plan.kind === 'paid') checkout.prepare();
    try {
      const current = form.getValues();
      const created = await createSongRequest(toRequestBody(current, isMember), current.sampleFiles);
      setSubmission(created);
      if (created.paid_with === 'credit') void queryClient.invalidateQueries({ queryKey: billingKeys.all });
      if (!created.requires_payment) {
        checkout.closeWindow();
        setConfirming(true);
      } else if (!created.payment_url) {
        checkout.closeWindow();
        setSubmitError({ title: 'Payment required but no payment URL provided' });
      } else {
        checkout.begin(
          {
            requestId: created.request_id,
            amount: created.amount,
            currency: created.currency,
            token: created.status_token,
          },
          created.payment_url,
        );
      }
    } catch (error) {
      checkout.closeWindow();
      setSubmitError(submitErrorFor(error));
      const target = error instanceof ApiError ? fieldFromServer(error.field) : null;
      if (target && error instanceof ApiError) {
        setStep(target.step);
        form.setError(target.field, { message: error.message });
      }
    } finally {
      submittingRef.current = false;
      setSubmitting(false);
    }
  };

  const retryCheckout = () => {
    if (!submission) return;
    setSubmitError(null);
    void checkout.reopen({ requestId: submission.request_id, token: submission.status_token });
  };

  const waitingForPayment =
    submission?.requires_payment === true && ['starting', 'waiting', 'verifying'].includes(checkout.state.phase);
  const stepTitle = ORDER_STEPS[step - 1];

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-overlay backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          className="fixed inset-0 z-50 flex flex-col bg-card text-card-foreground shadow-lifted focus:outline-none data-[state=closed]:animate-dialog-out data-[state=open]:animate-dialog-in sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[calc(100dvh-3rem)] sm:w-[calc(100vw-3rem)] sm:max-w-2xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:border sm:border-border"
          onInteractOutside={(e) => {
            // A click outside must not throw away a half-finished order.
            if (step < 6) e.preventDefault();
          }}
        >
          <div className="flex flex-col gap-4 border-b border-border px-5 pt-5 pb-4 sm:px-7 sm:pt-6">
            <div className="flex items-start justify-between gap-4">
              <div>
                <DialogPrimitive.Title className="text-xl font-semibold">Order a Custom Song</DialogPrimitive.Title>
                <DialogPrimitive.Description className="mt-0.5 text-sm text-muted-foreground">
                  Step {step} of {STEP_COUNT}: {stepTitle}
                </DialogPrimitive.Description>
              </div>
              <DialogPrimitive.Close
                className="-mt-1 -mr-2 inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground"
                aria-label="Close"
              >
                <X className="size-5" aria-hidden="true" />
              </DialogPrimitive.Close>
            </div>
            <StepProgress step={step} />
          </div>

          <div className="flex-1 overflow-y-auto px-5 py-5 sm:px-7">
            <h3
              ref={headingRef}
              tabIndex={-1}
              className={step === 6 ? 'sr-only' : 'mb-4 text-lg font-semibold focus:outline-none'}
            >
              {stepTitle}
            </h3>
            {submitError && step < 6 ? (
              <Alert variant="error" title={submitError.title} className="mb-4">
                {submitError.message}
              </Alert>
            ) : null}
            {step === 1 && !isMember ? <InlineLogin open={showLogin} onOpenChange={setShowLogin} /> : null}
            <form
              id={formId}
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                handleContinue();
              }}
            >
              {step === 1 ? <InfoStep form={form} isMember={isMember} /> : null}
              {step === 2 ? <DetailsStep form={form} /> : null}
              {step === 3 ? (
                <PriorityStep
                  form={form}
                  pricing={pricing}
                  isMember={isMember}
                  credits={credits}
                  onLogin={() => {
                    setShowLogin(true);
                    setStep(1);
                  }}
                />
              ) : null}
              {step === 4 ? <SharingStep form={form} /> : null}
            </form>
            {step === 5 && plan && pricing.data ? (
              <PaymentStep
                values={values}
                pricing={pricing.data}
                plan={plan}
                submission={submission}
                submitting={submitting}
                confirming={confirming}
                checkout={checkout}
                onRetryCheckout={retryCheckout}
              />
            ) : null}
            {step === 6 && submission ? (
              <CompleteStep
                submission={submission}
                paidWith={checkout.state.phase === 'paid' ? 'payment' : submission.paid_with}
                email={values.email}
                promise={tier?.promise ?? null}
                isMember={isMember}
                onNavigate={() => onOpenChange(false)}
              />
            ) : null}
          </div>

          <OrderFooter
            step={step}
            formId={formId}
            submitted={Boolean(submission)}
            submitLabel={plan ? paymentButtonLabel(plan, pricing.data?.currency ?? 'USD') : 'Submit'}
            canSubmit={Boolean(plan)}
            submitting={submitting}
            busyLabel={confirming ? 'Confirming…' : waitingForPayment ? 'Waiting for payment…' : null}
            canPayNow={checkout.state.phase === 'idle'}
            onBack={handleBack}
            onSubmit={() => void handleSubmit()}
            onPayNow={retryCheckout}
            onClose={() => onOpenChange(false)}
          />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
