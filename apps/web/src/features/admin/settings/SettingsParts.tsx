import { useId, type ReactNode } from 'react';
import type { ApiError } from '../../../lib/api-error';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { Label } from '../../../ui/Field';
import { Switch } from '../../../ui/Switch';

export type SwitchRowProps = {
  label: string;
  description?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
};

/** A labelled on/off setting: the label names the switch, the description explains what it does. */
export function SwitchRow({ label, description, checked, onCheckedChange, disabled }: SwitchRowProps) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0">
        <Label htmlFor={id}>{label}</Label>
        {description ? (
          <p id={`${id}-d`} className="mt-0.5 text-sm text-muted-foreground">
            {description}
          </p>
        ) : null}
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={description ? `${id}-d` : undefined}
        className="mt-0.5"
      />
    </div>
  );
}

export function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card className="p-5 sm:p-6">
      <h3 className="text-base font-semibold">{title}</h3>
      {description ? <p className="mt-0.5 text-sm text-muted-foreground">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </Card>
  );
}

/** The save bar under each settings form, with SPEC 8's failure text and the server's reason. */
export function SaveBar({ pending, error }: { pending: boolean; error: string | null }) {
  return (
    <div className="flex flex-col gap-3">
      {error ? (
        <Alert variant="error" title="Failed to save settings">
          {error}
        </Alert>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" loading={pending}>
          Save Settings
        </Button>
      </div>
    </div>
  );
}

/** The form field a server validation error points at ('siteSettings.siteName' -> 'siteName'). */
export function serverField(error: unknown): string | null {
  const field = (error as ApiError | null)?.field;
  return field ? (field.split('.').at(-1) ?? null) : null;
}
