import { createContext, useContext, useId, type ReactNode } from 'react';
import * as LabelPrimitive from '@radix-ui/react-label';
import { cn } from './cn';

type FieldControl = { id: string; describedBy: string | undefined; invalid: boolean; required: boolean };

const FieldContext = createContext<FieldControl | null>(null);

/** Lets Input, Textarea and Select pick up the id and descriptions of the Field around them. */
export function useFieldControl(): FieldControl | null {
  return useContext(FieldContext);
}

export type FieldProps = {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  id?: string;
  required?: boolean;
  /** Shown on the right of the label, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode;
  className?: string;
  children: ReactNode;
};

export function Field({ label, error, hint, id, required = false, labelAside, className, children }: FieldProps) {
  const autoId = useId();
  const controlId = id ?? `field${autoId}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={controlId}>{label}</Label>
        {labelAside}
      </div>
      <FieldContext.Provider value={{ id: controlId, describedBy, invalid: Boolean(error), required }}>
        {children}
      </FieldContext.Provider>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      {hint ? (
        <div id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </div>
      ) : null}
    </div>
  );
}

export function Label({ className, ...props }: LabelPrimitive.LabelProps) {
  return <LabelPrimitive.Root className={cn('text-sm font-medium text-foreground', className)} {...props} />;
}
