import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { BundlePreview } from './BundlePreview';
import { TIER_INFO, type TPriority } from '@serenade/contract';
import { errorMessage } from '../../../lib/api-error';
import { Alert } from '../../../ui/Alert';
import { Field } from '../../../ui/Field';
import { Input, Select, Textarea } from '../../../ui/Input';
import { toast } from '../../../ui/Toast';
import { useSaveSettings, type TAdminSettingsView } from './api';
import {
  generalDefaults,
  generalPatch,
  ZGeneralForm,
  type TGeneralForm,
  type TGeneralFormInput,
} from './settings-forms';
import { SaveBar, Section, serverField, SwitchRow } from './SettingsParts';

const PRICE_FIELDS: { key: TPriority; field: 'priceFree' | 'price24hr' | 'price6hr' }[] = [
  { key: 'free', field: 'priceFree' },
  { key: '24hr', field: 'price24hr' },
  { key: '6hr', field: 'price6hr' },
];

const MODES = [
  { value: 'auto', label: 'Automatic', hint: 'The built-in generator writes, composes and renders each song.' },
  { value: 'manual', label: 'Manual', hint: 'An admin uploads the finished MP3 for each request.' },
  { value: 'external', label: 'External provider', hint: 'Requests go to the provider set up for this install.' },
] as const;

export function GeneralTab({ settings }: { settings: TAdminSettingsView }) {
  const save = useSaveSettings();
  const [saveError, setSaveError] = useState<string | null>(null);
  const form = useForm<TGeneralFormInput, unknown, TGeneralForm>({
    resolver: zodResolver(ZGeneralForm),
    defaultValues: generalDefaults(settings),
  });
  const { register, control, handleSubmit, formState, watch, setError, reset } = form;
  const errors = formState.errors;

  const submit = handleSubmit((values) => {
    setSaveError(null);
    save.mutate(generalPatch(values, settings), {
      onSuccess: (next) => {
        reset(generalDefaults(next));
        toast({ title: 'Settings saved', variant: 'success' });
      },
      onError: (error) => {
        const field = serverField(error);
        if (field && field in values) setError(field as keyof TGeneralFormInput, { message: errorMessage(error) });
        setSaveError(errorMessage(error));
      },
    });
  });

  const modes = MODES.filter((m) => m.value !== 'external' || settings.production.mode === 'external');
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label="General settings">
      <Section title="Site">
        <div className="grid gap-4">
          <Field label="Site name" error={errors.siteName?.message} required>
            <Input {...register('siteName')} />
          </Field>
          <Field label="Site description" error={errors.siteDescription?.message}>
            <Textarea rows={2} {...register('siteDescription')} />
          </Field>
        </div>
        <div className="mt-2 divide-y divide-border">
          <Controller
            control={control}
            name="maintenanceMode"
            render={({ field }) => (
              <SwitchRow
                label="Maintenance mode"
                description="Visitors and members see a maintenance page; editors and above can still use the site."
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
          <Controller
            control={control}
            name="signupsEnabled"
            render={({ field }) => (
              <SwitchRow
                label="Allow sign-ups"
                description="When off, nobody can create a new account."
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
          <Controller
            control={control}
            name="publicCatalogEnabled"
            render={({ field }) => (
              <SwitchRow
                label="Public catalogue"
                description="When off, visitors who are not signed in cannot browse or play public songs."
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
        </div>
        {watch('maintenanceMode') && !settings.siteSettings.maintenanceMode ? (
          <Alert variant="warning" className="mt-3">
            Saving turns maintenance mode on: the site closes for everyone below the editor role at once.
          </Alert>
        ) : null}
      </Section>

      <Section title="Songs and uploads">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Max upload size (MB)"
            error={errors.maxUploadSizeMB?.message}
            hint="1-100 MB: the one limit for member uploads, shown on the upload page. Admin MP3s stay at 10 MB."
          >
            <Input type="number" inputMode="numeric" min={1} max={100} {...register('maxUploadSizeMB')} />
          </Field>
          <Field
            label="Default song visibility"
            hint="Used for ordered songs when the order does not say."
            error={errors.defaultSongVisibility?.message}
          >
            <Select {...register('defaultSongVisibility')}>
              <option value="private">Private</option>
              <option value="public">Public</option>
            </Select>
          </Field>
        </div>
      </Section>

      <Section title="Prices" description="What each delivery tier costs, in US dollars. Bundles follow from these.">
        <div className="grid gap-4 sm:grid-cols-3">
          {PRICE_FIELDS.map(({ key, field }) => (
            <Field
              key={key}
              label={`${TIER_INFO[key].name} price ($)`}
              hint={TIER_INFO[key].promise}
              error={errors[field]?.message}
            >
              <Input inputMode="decimal" {...register(field)} />
            </Field>
          ))}
        </div>
        <div className="mt-4 grid gap-4 sm:grid-cols-3">
          <Field
            label="5-song bundle discount (%)"
            hint="Off the single price of a paid tier."
            error={errors.discountFive?.message}
          >
            <Input type="number" inputMode="numeric" min={0} max={95} {...register('discountFive')} />
          </Field>
          <Field
            label="10-song bundle discount (%)"
            hint="Also the monthly subscription; at least the 5-song discount."
            error={errors.discountTen?.message}
          >
            <Input type="number" inputMode="numeric" min={0} max={95} {...register('discountTen')} />
          </Field>
        </div>
        <BundlePreview
          price={watch('price24hr')}
          tierName={TIER_INFO['24hr'].name}
          five={watch('discountFive')}
          ten={watch('discountTen')}
        />
      </Section>

      <Section title="Song production" description="How a paid or free request becomes a finished song.">
        <fieldset className="grid gap-2">
          <legend className="sr-only">Production mode</legend>
          {modes.map((m) => (
            <label
              key={m.value}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft/40"
            >
              <input type="radio" value={m.value} className="mt-1 accent-primary" {...register('productionMode')} />
              <span>
                <span className="block text-sm font-medium">{m.label}</span>
                <span className="block text-sm text-muted-foreground">{m.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="mt-4 divide-y divide-border">
          <Controller
            control={control}
            name="lyricApproval"
            render={({ field }) => (
              <SwitchRow
                label="Buyers approve the lyrics first"
                description="The draft lyrics wait for the buyer to read, edit and approve before the song is made. The tier's delivery time counts from approval."
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
        </div>
        <Field
          className="mt-4 max-w-xs"
          label="Wait for the buyer (hours)"
          hint="After this, the draft is used as it is. Shown to the buyer with the deadline."
          error={errors.approvalWaitHours?.message}
        >
          <Input inputMode="decimal" {...register('approvalWaitHours')} />
        </Field>
      </Section>

      <SaveBar pending={save.isPending} error={saveError} />
    </form>
  );
}
