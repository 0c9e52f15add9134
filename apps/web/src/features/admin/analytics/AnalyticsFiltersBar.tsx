import { ANALYTICS_ACTIONS, ANALYTICS_PERIODS, type TAnalyticsAction, type TAnalyticsPeriod } from '@serenade/contract';
import { cn } from '../../../ui/cn';
import { Field } from '../../../ui/Field';
import { Input, Select } from '../../../ui/Input';
import type { AnalyticsFilters } from './api';
import { presetRange } from './analytics-utils';

const PERIOD_LABELS: Record<TAnalyticsPeriod, string> = { day: 'Day', week: 'Week', month: 'Month' };
const ACTION_LABELS: Record<TAnalyticsAction, string> = { all: 'All', play: 'Plays', like: 'Likes', share: 'Shares' };

export type AnalyticsFiltersBarProps = {
  filters: AnalyticsFilters;
  onChange: (next: AnalyticsFilters) => void;
  dateError?: string | undefined;
};

/** Period buttons pick a preset range; the date inputs refine it; the action narrows the events. */
export function AnalyticsFiltersBar({ filters, onChange, dateError }: AnalyticsFiltersBarProps) {
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-end">
      <div
        role="group"
        aria-label="Period"
        className="inline-flex self-start rounded-xl border border-border bg-card p-1"
      >
        {ANALYTICS_PERIODS.map((p) => {
          const preset = presetRange(p);
          const active =
            filters.period === p && filters.startDate === preset.startDate && filters.endDate === preset.endDate;
          return (
            <button
              key={p}
              type="button"
              aria-pressed={active}
              onClick={() => onChange({ ...filters, period: p, ...presetRange(p) })}
              className={cn(
                'h-9 rounded-lg px-4 text-sm font-medium transition-colors',
                active ? 'bg-primary text-primary-foreground shadow-soft' : 'text-foreground hover:bg-muted',
              )}
            >
              {PERIOD_LABELS[p]}
            </button>
          );
        })}
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:flex lg:flex-1 lg:justify-end">
        <Field label="Start date" className="lg:w-44">
          <Input
            type="date"
            value={filters.startDate}
            max={filters.endDate || undefined}
            onChange={(e) => e.target.value && onChange({ ...filters, startDate: e.target.value })}
          />
        </Field>
        <Field label="End date" className="lg:w-44" error={dateError}>
          <Input
            type="date"
            value={filters.endDate}
            min={filters.startDate || undefined}
            onChange={(e) => e.target.value && onChange({ ...filters, endDate: e.target.value })}
          />
        </Field>
        <Field label="Action" className="col-span-2 sm:col-span-1 lg:w-40">
          <Select
            value={filters.action}
            onChange={(e) => onChange({ ...filters, action: e.target.value as TAnalyticsAction })}
          >
            {ANALYTICS_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {ACTION_LABELS[a]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
    </div>
  );
}
