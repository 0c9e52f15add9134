import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, Clock, Mail } from 'lucide-react';
import { SUPPORT_PRIORITIES, ZSupportBody, type TSupportBody } from '@serenade/contract';
import { errorMessage } from '../../lib/api-error';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Input, Select, Textarea } from '../../ui/Input';
import { useSession } from '../auth/use-session';
import { useProfile } from '../profile/use-profile';
import { useConfig } from '../site/use-config';
import { submitSupportRequest } from './api';

// SPEC 2/9: "Sending..." for at least 1.5 s, then the sent message for 2 s, then the modal closes.
const MIN_SENDING_MS = 1500;
const SENT_MS = 2000;

const PRIORITY_LABELS: Record<(typeof SUPPORT_PRIORITIES)[number], string> = {
  low: 'Low',
  normal: 'Normal',
  high: 'High',
  urgent: 'Urgent',
};

type Phase = 'editing' | 'sending' | 'sent';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type SupportFormProps = { onDone: () => void };

export function SupportForm({ onDone }: SupportFormProps) {
  const { user } = useSession();
  const profile = useProfile();
  const { config } = useConfig();
  const [phase, setPhase] = useState<Phase>('editing');
  const [formError, setFormError] = useState<string | null>(null);

  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZSupportBody),
    defaultValues: {
      name: profile.data?.name ?? user?.name ?? '',
      email: profile.data?.email ?? user?.email ?? '',
      subject: '',
      message: '',
      priority: 'normal',
    } satisfies TSupportBody,
  });

  useEffect(() => {
    if (phase !== 'sent') return;
    const timer = setTimeout(onDone, SENT_MS);
    return () => clearTimeout(timer);
  }, [phase, onDone]);

  const submit = handleSubmit(async (body) => {
    setFormError(null);
    setPhase('sending');
    const [result] = await Promise.allSettled([submitSupportRequest(body), wait(MIN_SENDING_MS)]);
    if (result.status === 'fulfilled') {
      setPhase('sent');
    } else {
      setPhase('editing');
      setFormError(errorMessage(result.reason, 'We could not send your message. Please try again.'));
    }
  });

  if (phase === 'sent') {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-8 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-success-soft text-success">
          <CircleCheck className="size-7" aria-hidden="true" />
        </span>
        <p className="text-lg font-semibold">Message sent!</p>
        <p className="max-w-xs text-sm text-muted-foreground">
          Thanks for reaching out. Our team will get back to you within 24 hours.
        </p>
      </div>
    );
  }

  const sending = phase === 'sending';
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" error={errors.name?.message}>
          <Input autoComplete="name" {...register('name')} />
        </Field>
        <Field label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_9rem]">
        <Field label="Subject" error={errors.subject?.message}>
          <Input {...register('subject')} />
        </Field>
        <Field label="Priority" error={errors.priority?.message}>
          <Select {...register('priority')}>
            {SUPPORT_PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {PRIORITY_LABELS[p]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Field label="Message" error={errors.message?.message}>
        <Textarea rows={5} placeholder="How can we help?" {...register('message')} />
      </Field>

      <ul className="flex flex-col gap-1.5 rounded-xl bg-muted px-4 py-3 text-sm text-muted-foreground">
        <li className="flex items-center gap-2">
          <Clock className="size-4 shrink-0" aria-hidden="true" /> We reply to every message within 24 hours.
        </li>
        {config.supportEmail ? (
          <li className="flex items-center gap-2">
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            <span>
              Or e-mail{' '}
              <a className="font-medium text-link hover:underline" href={`mailto:${config.supportEmail}`}>
                {config.supportEmail}
              </a>
            </span>
          </li>
        ) : null}
      </ul>

      <Button type="submit" size="lg" fullWidth disabled={sending} aria-busy={sending || undefined}>
        {sending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
