import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage } from '../../../lib/api-error';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { toast } from '../../../ui/Toast';
import { useSaveSettings, type TAdminSettingsView } from './api';
import { ZEmailForm, type TEmailForm } from './settings-forms';
import { SaveBar, Section, serverField, SwitchRow } from './SettingsParts';

const TOGGLES: { name: 'notifyOnNewSong' | 'notifyOnNewUser' | 'welcomeEmailEnabled'; label: string; hint: string }[] =
  [
    {
      name: 'notifyOnNewSong',
      label: 'Notify on new song',
      hint: 'E-mail the support address when a member uploads a song or an ordered song is ready.',
    },
    {
      name: 'notifyOnNewUser',
      label: 'Notify on new user',
      hint: 'E-mail the support address when someone creates an account.',
    },
    { name: 'welcomeEmailEnabled', label: 'Welcome e-mail', hint: 'Send new members a welcome e-mail.' },
  ];

export function EmailTab({ settings }: { settings: TAdminSettingsView }) {
  const save = useSaveSettings();
  const [saveError, setSaveError] = useState<string | null>(null);
  const { register, control, handleSubmit, formState, setError, reset } = useForm<TEmailForm>({
    resolver: zodResolver(ZEmailForm),
    defaultValues: settings.emailSettings,
  });
  const errors = formState.errors;

  const submit = handleSubmit((values) => {
    setSaveError(null);
    save.mutate(
      { emailSettings: values },
      {
        onSuccess: (next) => {
          reset(next.emailSettings);
          toast({ title: 'Settings saved', variant: 'success' });
        },
        onError: (error) => {
          const field = serverField(error);
          if (field && field in values) setError(field as keyof TEmailForm, { message: errorMessage(error) });
          setSaveError(errorMessage(error));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label="Email settings">
      <Section title="Addresses" description="Used on every e-mail Serenade sends.">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="From email" error={errors.fromEmail?.message} hint="The sender of outgoing e-mail." required>
            <Input type="email" autoComplete="off" {...register('fromEmail')} />
          </Field>
          <Field
            label="Support email"
            error={errors.supportEmail?.message}
            hint="Where support requests and notifications go; shown to members."
            required
          >
            <Input type="email" autoComplete="off" {...register('supportEmail')} />
          </Field>
        </div>
      </Section>
      <Section title="Notifications">
        <div className="divide-y divide-border">
          {TOGGLES.map((t) => (
            <Controller
              key={t.name}
              control={control}
              name={t.name}
              render={({ field }) => (
                <SwitchRow
                  label={t.label}
                  description={t.hint}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                />
              )}
            />
          ))}
        </div>
      </Section>
      <SaveBar pending={save.isPending} error={saveError} />
    </form>
  );
}
