import { X } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Input, Select } from '../../../ui/Input';

export type MoneyFiltersProps = {
  /** Names the controls so the two tabs' filters stay distinct for assistive technology. */
  idPrefix: string;
  status: string;
  startDate: string;
  endDate: string;
  options: readonly { value: string; label: string }[];
  dateError?: string | undefined;
  onStatusChange: (status: string) => void;
  onStartDateChange: (day: string) => void;
  onEndDateChange: (day: string) => void;
  onClear: () => void;
};

/** Status select and a From/To date range; changes apply at once (server-side filtering). */
export function MoneyFilters({
  idPrefix,
  status,
  startDate,
  endDate,
  options,
  dateError,
  onStatusChange,
  onStartDateChange,
  onEndDateChange,
  onClear,
}: MoneyFiltersProps) {
  const filtered = Boolean(status || startDate || endDate);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start">
      <Field label="Status" id={`${idPrefix}-status`} className="sm:w-56">
        <Select value={status} onChange={(e) => onStatusChange(e.target.value)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      </Field>
      <div className="grid grid-cols-2 gap-3 sm:flex">
        <Field label="From" id={`${idPrefix}-from`} className="sm:w-44">
          <Input
            type="date"
            value={startDate}
            max={endDate || undefined}
            onChange={(e) => onStartDateChange(e.target.value)}
          />
        </Field>
        <Field label="To" id={`${idPrefix}-to`} error={dateError} className="sm:w-44">
          <Input
            type="date"
            value={endDate}
            min={startDate || undefined}
            onChange={(e) => onEndDateChange(e.target.value)}
          />
        </Field>
      </div>
      {filtered ? (
        <Button variant="ghost" className="sm:mt-7" onClick={onClear}>
          <X className="size-4" aria-hidden="true" />
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}
