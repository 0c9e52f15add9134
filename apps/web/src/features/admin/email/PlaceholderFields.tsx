import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { SITE_KEYS } from './values';

export type PlaceholderFieldsProps = {
  keys: string[];
  values: Record<string, string>;
  onChange: (key: string, value: string) => void;
  legend: string;
};

/** One editable value per placeholder of the template. */
export function PlaceholderFields({ keys, values, onChange, legend }: PlaceholderFieldsProps) {
  if (keys.length === 0) {
    return <p className="text-sm text-muted-foreground">This template has no placeholders.</p>;
  }
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {keys.map((key) => (
          <Field key={key} label={<code className="font-mono text-xs">{`{{${key}}}`}</code>}>
            <Input
              value={values[key] ?? ''}
              onChange={(e) => onChange(key, e.target.value)}
              placeholder={SITE_KEYS.has(key) ? 'Filled in by Serenade' : undefined}
              autoComplete="off"
            />
          </Field>
        ))}
      </div>
    </fieldset>
  );
}
