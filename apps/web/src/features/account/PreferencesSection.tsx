import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { useId } from 'react';
import type { TPreferences } from '@serenade/contract';
import { Alert } from '../../ui/Alert';
import { Card } from '../../ui/Card';
import { Spinner } from '../../ui/Spinner';
import { Switch } from '../../ui/Switch';
import { accountKeys, PREFERENCE_ITEMS, savePreferences, usePreferences } from './api';

function PreferenceRow({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange: (v: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div>
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
      <Switch
        id={id}
        aria-describedby={`${id}-hint`}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onChange}
      />
    </div>
  );
}

/** Which e-mails the member gets and what others may see; each switch saves at once. */
export function PreferencesSection() {
  const query = usePreferences();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: savePreferences,
    onMutate: async (next: TPreferences) => {
      const before = queryClient.getQueryData<TPreferences>(accountKeys.preferences);
      queryClient.setQueryData(accountKeys.preferences, next);
      return { before };
    },
    onError: (_e, _next, ctx) => queryClient.setQueryData(accountKeys.preferences, ctx?.before),
    onSuccess: (saved) => queryClient.setQueryData(accountKeys.preferences, saved),
  });
  const prefs = query.data;
  return (
    <section aria-labelledby="settings-preferences" className="flex flex-col gap-4">
      <h2 id="settings-preferences" className="flex items-center gap-2 text-xl font-semibold">
        <BellRing className="size-5 text-link" aria-hidden="true" />
        Notifications and privacy
      </h2>
      <Card className="p-5 sm:p-6">
        {query.isPending ? <Spinner label="Loading your preferences" /> : null}
        {query.isError ? <Alert variant="error">Could not load your preferences. Please try again.</Alert> : null}
        {prefs ? (
          <>
            {(['notifications', 'privacy'] as const).map((group) => (
              <div key={group} className="divide-y divide-border">
                <h3 className="pb-1 pt-2 text-sm font-semibold uppercase tracking-wide text-muted-foreground">
                  {group === 'notifications' ? 'E-mails' : 'Privacy'}
                </h3>
                {PREFERENCE_ITEMS.filter((i) => i.group === group).map((item) => (
                  <PreferenceRow
                    key={item.key}
                    label={item.label}
                    hint={item.hint}
                    checked={prefs[item.key]}
                    disabled={save.isPending}
                    onChange={(v) => save.mutate({ ...prefs, [item.key]: v })}
                  />
                ))}
              </div>
            ))}
            <p role="status" className="mt-3 text-sm text-muted-foreground">
              {save.isError ? 'Could not save your change. Please try again.' : save.isSuccess ? 'Saved.' : ''}
            </p>
          </>
        ) : null}
      </Card>
    </section>
  );
}
