import { useId, type ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Label } from '../../../ui/Field';
import { Switch } from '../../../ui/Switch';
import { EmailListInput } from '../EmailListInput';
import type { OrderFormValues } from '../order-form';

function SwitchRow({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  hint: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl border border-border p-3.5">
      <div className="min-w-0">
        <Label htmlFor={id} className={disabled ? 'text-muted-foreground' : undefined}>
          {label}
        </Label>
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onChange}
        aria-describedby={`${id}-hint`}
      />
    </div>
  );
}

export function SharingStep({ form }: { form: UseFormReturn<OrderFormValues> }) {
  const { control, watch, setValue, clearErrors } = form;
  const [isPublic, publishOnSite, sendAnonymously] = watch(['isPublic', 'publishOnSite', 'sendAnonymously']);
  return (
    <div className="flex flex-col gap-3">
      <SwitchRow
        label="Make the song public"
        hint="Anyone with the link can listen. Otherwise only you and the people you send it to can."
        checked={isPublic}
        onChange={(on) => {
          setValue('isPublic', on);
          if (!on) setValue('publishOnSite', false);
        }}
      />
      <SwitchRow
        label="Publish on Serenade"
        hint={isPublic ? 'Show it in the latest songs and the feed.' : 'Make the song public first.'}
        checked={publishOnSite}
        disabled={!isPublic}
        onChange={(on) => setValue('publishOnSite', on)}
      />
      <SwitchRow
        label="Send anonymously"
        hint="Recipients see “Someone” instead of your name."
        checked={sendAnonymously}
        onChange={(on) => setValue('sendAnonymously', on)}
      />
      <div className="mt-2">
        <Controller
          control={control}
          name="destinationEmails"
          render={({ field, fieldState }) => (
            <EmailListInput
              label="Send the finished song to"
              hint="Up to 10 addresses. They get an e-mail with the link when the song is ready."
              value={field.value}
              error={fieldState.error?.message}
              onChange={(next) => {
                field.onChange(next);
                clearErrors('destinationEmails');
              }}
            />
          )}
        />
      </div>
    </div>
  );
}
