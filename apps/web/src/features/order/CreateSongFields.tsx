import { useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { TBillingHistory, TPricing } from '@serenade/contract';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field, Label } from '../../ui/Field';
import { Input, Textarea } from '../../ui/Input';
import { Switch } from '../../ui/Switch';
import { TagInput } from '../../ui/TagInput';
import type { CreateSongValues } from './create-song-form';
import { DedicationFields } from './DedicationFields';
import { TierChoice } from './TierChoice';

export type CreateSongFieldsProps = {
  form: UseFormReturn<CreateSongValues>;
  pricing: { data: TPricing | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };
  credits: TBillingHistory | undefined;
};

const COMMIT_KEYS = [',', 'Enter'] as const;

export function CreateSongFields({ form, pricing, credits }: CreateSongFieldsProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const publicId = useId();
  const creditMap = Object.fromEntries((credits?.credits ?? []).map((c) => [c.tier, c.balance]));

  return (
    <>
      <Field
        label="Prompt"
        required
        error={errors.prompt?.message}
        hint="Who is it for, what is the occasion, and which names, memories or jokes should it mention?"
      >
        <Textarea
          rows={5}
          placeholder="A warm, upbeat birthday song for my sister Maya, who turns 30 and loves karaoke…"
          {...register('prompt')}
        />
      </Field>
      <Controller
        control={control}
        name="voice"
        render={({ field }) => (
          <DedicationFields
            register={(name) => register(name)}
            errors={{
              recipient: errors.recipient?.message,
              relationship: errors.relationship?.message,
              signedFrom: errors.signedFrom?.message,
              voice: errors.voice?.message,
            }}
            voice={field.value}
            onVoiceChange={field.onChange}
          />
        )}
      />
      <Field
        label="How names are said (optional)"
        error={errors.nameNotes?.message}
        hint="One a line, the way it sounds, stressed part in capitals: Siobhan = shi-VAWN. You can add these when you read the lyrics too."
      >
        <Textarea rows={2} placeholder="Siobhan = shi-VAWN" {...register('nameNotes')} />
      </Field>
      <Controller
        control={control}
        name="styles"
        render={({ field, fieldState }) => (
          <Field
            label="Styles"
            error={fieldState.error?.message}
            hint="Press Enter or comma after each style, e.g. pop, acoustic."
          >
            <TagInput
              value={field.value}
              onChange={field.onChange}
              commitKeys={COMMIT_KEYS}
              maxTags={10}
              placeholder="pop, acoustic…"
            />
          </Field>
        )}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Title (optional)" error={errors.title?.message}>
          <Input placeholder="Happy 30th, Maya!" {...register('title')} />
        </Field>
        <Field label="Event (optional)" error={errors.event?.message}>
          <Input placeholder="Birthday, wedding, anniversary…" {...register('event')} />
        </Field>
      </div>
      <Controller
        control={control}
        name="tags"
        render={({ field, fieldState }) => (
          <Field
            label="Tags (optional)"
            error={fieldState.error?.message}
            hint="Words that describe the mood, e.g. joyful, nostalgic."
          >
            <TagInput value={field.value} onChange={field.onChange} commitKeys={COMMIT_KEYS} placeholder="joyful…" />
          </Field>
        )}
      />
      <div className="flex flex-col gap-2">
        <p id="create-tier-heading" className="text-sm font-medium">
          Delivery
        </p>
        {pricing.data ? (
          <Controller
            control={control}
            name="priority"
            render={({ field }) => (
              <TierChoice
                name="priority"
                labelledBy="create-tier-heading"
                tiers={pricing.data!.tiers}
                currency={pricing.data!.currency}
                value={field.value}
                onChange={field.onChange}
                credits={creditMap}
              />
            )}
          />
        ) : pricing.isError ? (
          <Alert
            variant="error"
            title="Could not load prices"
            action={
              <Button size="sm" variant="outline" onClick={() => void pricing.refetch()}>
                Try Again
              </Button>
            }
          />
        ) : (
          <div className="grid gap-3 sm:grid-cols-3" aria-busy="true" aria-label="Loading prices">
            {[0, 1, 2].map((i) => (
              <div key={i} className="h-32 animate-pulse rounded-2xl bg-muted" />
            ))}
          </div>
        )}
        <p className="text-xs text-muted-foreground">Paid tiers open a secure payment window after you submit.</p>
      </div>
      <Controller
        control={control}
        name="isPublic"
        render={({ field }) => (
          <div className="flex items-start justify-between gap-4 rounded-xl border border-border p-3.5">
            <div>
              <Label htmlFor={publicId}>Make the song public</Label>
              <p className="mt-0.5 text-xs text-muted-foreground">
                Anyone with the link can listen. Songs are private by default.
              </p>
            </div>
            <Switch id={publicId} checked={field.value} onCheckedChange={field.onChange} />
          </div>
        )}
      />
    </>
  );
}
