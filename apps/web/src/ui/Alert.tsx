import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { cn } from './cn';

export type AlertVariant = 'info' | 'success' | 'warning' | 'error';

const styles: Record<AlertVariant, string> = {
  info: 'border-primary/20 bg-primary-soft text-foreground [&_svg]:text-link',
  success: 'border-success/25 bg-success-soft text-foreground [&_svg]:text-success',
  warning: 'border-warning/25 bg-warning-soft text-foreground [&_svg]:text-warning',
  error: 'border-danger/25 bg-danger-soft text-foreground [&_svg]:text-danger',
};

const icons = { info: Info, success: CircleCheck, warning: TriangleAlert, error: CircleAlert } as const;

export type AlertProps = {
  variant?: AlertVariant;
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
};

/** Errors are announced assertively, everything else politely. */
export function Alert({ variant = 'info', title, children, action, className }: AlertProps) {
  const Icon = icons[variant];
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-xl border px-4 py-3 text-sm', styles[variant], className)}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className={cn(title && 'mt-0.5 text-muted-foreground')}>{children}</div> : null}
        {action ? <div className="mt-2">{action}</div> : null}
      </div>
    </div>
  );
}
