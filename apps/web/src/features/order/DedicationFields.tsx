import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { VOICES, type TVoice } from '@serenade/contract';
import { cn } from '../../ui/cn';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { useSongKind } from './song-offer';

type TextName = 'recipient' | 'relationship' | 'signedFrom';

export type DedicationFieldsProps = {
  register: (name: TextName) => UseFormRegisterReturn;
  errors: Partial<Record<TextName | 'voice', string | undefined>>;
  voice: TVoice;
  onVoiceChange: (voice: TVoice) => void;
};

const VOICE_LABELS: Record<TVoice, string> = {
  auto: 'Chosen by the style',
  female: 'Female voice',
  male: 'Male voice',
};

/**
 * Who the song is for, their relationship to the buyer and how it is signed (all optional: without them
 * the story is read for names), and the singing voice when the songs are sung.
 */
export function DedicationFields({ register, errors, voice, onVoiceChange }: DedicationFieldsProps) {
  const sung = useSongKind() === 'sung';
  const voiceId = useId();
  return (
    <fieldset className="flex flex-col gap-4 rounded-2xl border border-border p-4">
      <legend className="px-1 text-sm font-semibold">Who is it for? (optional)</legend>
      <Field
        label="For"
        error={errors.recipient}
        hint="The names as you want them sung, e.g. Anna and Tomasz, Grandpa Joe, Mrs. Okonkwo."
      >
        <Input placeholder="Anna and Tomasz" autoComplete="off" {...register('recipient')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Who they are to you"
          error={errors.relationship}
          hint="e.g. my grandfather, our parents, my team."
        >
          <Input placeholder="our parents" autoComplete="off" {...register('relationship')} />
        </Field>
        <Field
          label="Signed"
          error={errors.signedFrom}
          hint="How the song is signed: your name, or e.g. your grandchildren."
        >
          <Input placeholder="your kids" autoComplete="off" {...register('signedFrom')} />
        </Field>
      </div>
      {sung ? (
        <div className="flex flex-col gap-1.5">
          <p id={voiceId} className="text-sm font-medium">
            Voice
          </p>
          <div role="radiogroup" aria-labelledby={voiceId} className="flex flex-wrap gap-2">
            {VOICES.map((v) => {
              const checked = voice === v;
              return (
                <label
                  key={v}
                  className={cn(
                    'relative inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full border px-3.5 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                    checked
                      ? 'border-primary bg-primary-soft/60 ring-1 ring-primary'
                      : 'border-border hover:border-primary/40',
                  )}
                >
                  <input
                    type="radio"
                    name={`${voiceId}-voice`}
                    value={v}
                    checked={checked}
                    onChange={() => onVoiceChange(v)}
                    className="absolute inset-0 m-0 cursor-pointer appearance-none rounded-[inherit] opacity-0"
                  />
                  <span
                    aria-hidden="true"
                    className={cn(
                      'flex size-3.5 shrink-0 items-center justify-center rounded-full border',
                      checked ? 'border-primary bg-primary' : 'border-input',
                    )}
                  >
                    {checked ? <span className="size-1.5 rounded-full bg-white" /> : null}
                  </span>
                  {VOICE_LABELS[v]}
                </label>
              );
            })}
          </div>
          {errors.voice ? <p className="text-sm font-medium text-danger">{errors.voice}</p> : null}
        </div>
      ) : null}
    </fieldset>
  );
}
