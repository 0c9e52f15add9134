import { ChevronDown, LogIn } from 'lucide-react';
import { cn } from '../../ui/cn';
import { LoginForm } from '../auth/LoginForm';

export type InlineLoginProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Visitors may order as they are, or log in here to use their credits and buy bundles. */
export function InlineLogin({ open, onOpenChange }: InlineLoginProps) {
  return (
    <div className="mb-5 rounded-2xl border border-border bg-muted/40">
      <button
        type="button"
        aria-expanded={open}
        onClick={() => onOpenChange(!open)}
        className="flex w-full items-center gap-2.5 rounded-2xl px-4 py-3 text-left text-sm focus-visible:outline-2 focus-visible:outline-ring"
      >
        <LogIn className="size-4 shrink-0 text-link" aria-hidden="true" />
        <span className="flex-1">
          <span className="font-medium">Have an account? Log in</span>
          <span className="text-muted-foreground">
            {' '}
            to use your song credits or buy bundles. No account needed to order.
          </span>
        </span>
        <ChevronDown className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </button>
      {open ? (
        <div className="border-t border-border px-4 pt-4 pb-4">
          <LoginForm variant="page" onSuccess={() => onOpenChange(false)} />
        </div>
      ) : null}
    </div>
  );
}
