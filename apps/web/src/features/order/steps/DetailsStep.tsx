import { Controller, type UseFormReturn } from 'react-hook-form';
import { Field } from '../../../ui/Field';
import { Input, Textarea } from '../../../ui/Input';
import { TagInput } from '../../../ui/TagInput';
import { DedicationFields } from '../DedicationFields';
import type { OrderFormValues } from '../order-form';
import { SampleFilesInput } from '../SampleFilesInput';
import { WhatYouReceive } from '../WhatYouReceive';

export function DetailsStep({ form }: { form: UseFormReturn<OrderFormValues> }) {
  const {
    register,
    control,
    clearErrors,
    formState: { errors },
  } = form;
  return (
    <div className="flex flex-col gap-4">
      <WhatYouReceive />
      <Field label="Song title" error={errors.songTitle?.message} required>
        <Input
          placeholder="Happy 30th, Maya!"
          {...register('songTitle', { onChange: () => clearErrors('songTitle') })}
        />
      </Field>
      <Controller
        control={control}
        name="voice"
        render={({ field }) => (
          <DedicationFields
            register={(name) => register(name, { onChange: () => clearErrors(name) })}
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
        label="Describe your song"
        error={errors.songDescription?.message}
        required
        hint="Who is it for, what is the occasion, and which names, memories or jokes should it mention?"
      >
        <Textarea
          rows={4}
          placeholder="A birthday song for my sister Maya, who loves karaoke and late-night drives down Ocean Road…"
          {...register('songDescription', { onChange: () => clearErrors('songDescription') })}
        />
      </Field>
      <Controller
        control={control}
        name="songTypes"
        render={({ field, fieldState }) => (
          <Field
            label="Song types"
            error={fieldState.error?.message}
            hint="Type a style or mood and press comma, e.g. pop, acoustic, upbeat."
          >
            <TagInput value={field.value} onChange={field.onChange} placeholder="pop, acoustic…" />
          </Field>
        )}
      />
      <Field label="Additional details (optional)" error={errors.additionalDetails?.message}>
        <Textarea rows={3} {...register('additionalDetails')} />
      </Field>
      <Controller
        control={control}
        name="sampleFiles"
        render={({ field, fieldState }) => (
          <SampleFilesInput value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
    </div>
  );
}
