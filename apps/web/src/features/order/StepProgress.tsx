import { Check } from 'lucide-react';
import { cn } from '../../ui/cn';
import { ORDER_STEPS, progressPercent, STEP_COUNT, type OrderStep } from './order-form';

/** The modal's progress: a bar that fills 16.67% per step (its value is the step number) and the step names. */
export function StepProgress({ step }: { step: OrderStep }) {
  const name = ORDER_STEPS[step - 1];
  return (
    <div className="flex flex-col gap-3">
      <div
        role="progressbar"
        aria-label="Order progress"
        aria-valuemin={1}
        aria-valuemax={STEP_COUNT}
        aria-valuenow={step}
        aria-valuetext={`Step ${step} of ${STEP_COUNT}: ${name}`}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          data-testid="order-progress-fill"
          className="h-full rounded-full bg-brand-gradient transition-[width] duration-300 ease-out"
          style={{ width: `${progressPercent(step)}%` }}
        />
      </div>
      <ol className="hidden grid-cols-6 gap-1 text-center text-xs sm:grid" aria-hidden="true">
        {ORDER_STEPS.map((label, i) => {
          const n = i + 1;
          return (
            <li
              key={label}
              className={cn(
                'flex flex-col items-center gap-1',
                n === step ? 'font-semibold text-foreground' : 'text-muted-foreground',
              )}
            >
              <span
                className={cn(
                  'flex size-6 items-center justify-center rounded-full border text-[0.7rem]',
                  n < step && 'border-primary bg-primary text-white',
                  n === step && 'border-primary text-link',
                  n > step && 'border-border',
                )}
              >
                {n < step ? <Check className="size-3.5" /> : n}
              </span>
              {label}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
