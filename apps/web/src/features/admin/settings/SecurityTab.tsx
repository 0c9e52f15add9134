import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage } from '../../../lib/api-error';
import { Alert } from '../../../ui/Alert';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { toast } from '../../../ui/Toast';
import { useSaveSettings, type TAdminSettingsView } from './api';
import { securityDefaults, ZSecurityForm, type TSecurityForm, type TSecurityFormInput } from './settings-forms';
import { SaveBar, Section, serverField, SwitchRow } from './SettingsParts';

type Toggle = 'requireSpecialChars' | 'requireNumbers' | 'twoFactorEnabled' | 'emailVerificationRequired';

const PASSWORD_TOGGLES: { name: Toggle; label: string; hint: string }[] = [
  { name: 'requireSpecialChars', label: 'Require special characters', hint: 'Passwords need a symbol such as # or !.' },
  { name: 'requireNumbers', label: 'Require numbers', hint: 'Passwords need at least one digit.' },
];
const ACCOUNT_TOGGLES: { name: Toggle; label: string; hint: string }[] = [
  {
    name: 'twoFactorEnabled',
    label: 'Two-factor sign-in for staff',
    hint: 'Editors, admins and superadmins confirm each sign-in with a code from an authenticator app. Anyone not set up yet scans a QR code at their next sign-in.',
  },
  {
    name: 'emailVerificationRequired',
    label: 'Require e-mail verification',
    hint: 'New members get a confirmation link and show as unverified until they use it.',
  },
];

/** Security settings: the superadmin's to change (DECISIONS.md); an admin sees them read-only. */
export function SecurityTab({ settings, canEdit }: { settings: TAdminSettingsView; canEdit: boolean }) {
  const save = useSaveSettings();
  const [saveError, setSaveError] = useState<string | null>(null);
  const { register, control, handleSubmit, formState, setError, reset } = useForm<
    TSecurityFormInput,
    unknown,
    TSecurityForm
  >({ resolver: zodResolver(ZSecurityForm), defaultValues: securityDefaults(settings) });
  const errors = formState.errors;

  const submit = handleSubmit((values) => {
    if (!canEdit) return;
    setSaveError(null);
    save.mutate(
      { securitySettings: values },
      {
        onSuccess: (next) => {
          reset(securityDefaults(next));
          toast({ title: 'Settings saved', variant: 'success' });
        },
        onError: (error) => {
          const field = serverField(error);
          if (field && field in values) setError(field as keyof TSecurityFormInput, { message: errorMessage(error) });
          setSaveError(errorMessage(error));
        },
      },
    );
  });

  const toggle = (t: { name: Toggle; label: string; hint: string }) => (
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
          disabled={!canEdit}
        />
      )}
    />
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label="Security settings">
      {canEdit ? null : (
        <Alert variant="info" title="Read-only">
          Only a superadmin can change security settings. You can see what is in force here.
        </Alert>
      )}
      <fieldset disabled={!canEdit} className="flex min-w-0 flex-col gap-5">
        <Section title="Passwords" description="Checked at sign-up, password reset and every password change.">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Minimum password length" error={errors.passwordMinLength?.message} hint="6-32 characters.">
              <Input type="number" inputMode="numeric" min={6} max={32} {...register('passwordMinLength')} />
            </Field>
          </div>
          <div className="mt-2 divide-y divide-border">{PASSWORD_TOGGLES.map(toggle)}</div>
        </Section>
        <Section title="Sign-in">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label="Failed login attempts"
              error={errors.loginAttempts?.message}
              hint="1-20. After this many wrong passwords or codes, sign-in to that account pauses for a while."
            >
              <Input type="number" inputMode="numeric" min={1} max={20} {...register('loginAttempts')} />
            </Field>
            <Field
              label="Session timeout (minutes)"
              error={errors.sessionTimeoutMinutes?.message}
              hint="5-1440. How long a sign-in lasts before logging in again."
            >
              <Input type="number" inputMode="numeric" min={5} max={1440} {...register('sessionTimeoutMinutes')} />
            </Field>
          </div>
          <div className="mt-2 divide-y divide-border">{ACCOUNT_TOGGLES.map(toggle)}</div>
        </Section>
      </fieldset>
      {canEdit ? <SaveBar pending={save.isPending} error={saveError} /> : null}
    </form>
  );
}
