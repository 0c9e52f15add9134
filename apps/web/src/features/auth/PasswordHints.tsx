import { passwordStrength, type TPasswordPolicy } from '@serenade/contract';
import { Check, Circle } from 'lucide-react';
import { cn } from '../../ui/cn';

export type PasswordHintsProps = { password: string; policy: TPasswordPolicy };

export function passwordRules(policy: TPasswordPolicy): { label: string; test: (p: string) => boolean }[] {
  const rules = [
    { label: `At least ${policy.minLength} characters`, test: (p: string) => p.length >= policy.minLength },
  ];
  if (policy.requireNumbers) rules.push({ label: 'At least one number', test: (p) => /\d/.test(p) });
  if (policy.requireSpecialChars) {
    rules.push({ label: 'At least one special character', test: (p) => /[^A-Za-z0-9]/.test(p) });
  }
  return rules;
}

const strengthStyles = {
  weak: { bar: 'bg-danger', text: 'text-danger', width: 'w-1/3' },
  medium: { bar: 'bg-warning', text: 'text-warning', width: 'w-2/3' },
  strong: { bar: 'bg-success', text: 'text-success', width: 'w-full' },
} as const;

/** The password policy from /api/config as a live checklist, plus the SPEC 5 strength meter. */
export function PasswordHints({ password, policy }: PasswordHintsProps) {
  const strength = passwordStrength(password);
  const style = strengthStyles[strength.label];
  return (
    <div className="mt-1 flex flex-col gap-2">
      {password ? (
        <div className="flex items-center gap-2" aria-hidden="true">
          <div className="h-1.5 flex-1 overflow-hidden rounded-full bg-muted">
            <div className={cn('h-full rounded-full transition-all', style.bar, style.width)} />
          </div>
          <span className={cn('text-xs font-medium capitalize', style.text)}>{strength.label}</span>
        </div>
      ) : null}
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {passwordRules(policy).map((rule) => {
          const met = rule.test(password);
          return (
            <li key={rule.label} className={cn('flex items-center gap-1.5', met && 'text-success')}>
              {met ? (
                <Check className="size-3.5" aria-hidden="true" />
              ) : (
                <Circle className="size-2.5" aria-hidden="true" />
              )}
              <span>
                {rule.label}
                <span className="sr-only">{met ? ' (met)' : ' (not met yet)'}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
