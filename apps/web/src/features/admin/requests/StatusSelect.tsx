import { REQUEST_STATUSES, type TRequestStatus } from '@serenade/contract';
import { cn } from '../../../ui/cn';
import { Select } from '../../../ui/Input';
import { STATUS_LABELS } from './request-query';

export type StatusSelectProps = {
  value: TRequestStatus;
  /** Read out as the select's name, e.g. 'Status of request 1a2b3c4d'. */
  label: string;
  disabled?: boolean;
  onChange: (status: TRequestStatus) => void;
  className?: string;
  id?: string;
};

/** SPEC 4: an admin may set any status directly, with no transition restriction. */
export function StatusSelect({ value, label, disabled, onChange, className, id }: StatusSelectProps) {
  return (
    <Select
      id={id}
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as TRequestStatus)}
      className={cn('h-9 w-36 min-w-36 text-sm', className)}
    >
      {REQUEST_STATUSES.map((s) => (
        <option key={s} value={s}>
          {STATUS_LABELS[s]}
        </option>
      ))}
    </Select>
  );
}
