import type { AriaAttributes, InputHTMLAttributes, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { cn } from './cn';
import { useFieldControl } from './Field';

export const controlClasses =
  'w-full rounded-xl border border-input bg-card px-3.5 text-sm text-foreground shadow-xs placeholder:text-muted-foreground/80 transition-colors focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring focus-visible:border-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger aria-invalid:focus-visible:outline-danger';

function useControlProps(props: {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
}) {
  const field = useFieldControl();
  const describedBy = [props['aria-describedby'], field?.describedBy].filter(Boolean).join(' ') || undefined;
  const invalid = props['aria-invalid'] ?? (field?.invalid ? true : undefined);
  return { id: props.id ?? field?.id, 'aria-describedby': describedBy, 'aria-invalid': invalid };
}

export type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

export function Input({ className, ...props }: InputProps) {
  const control = useControlProps(props);
  return <input {...props} {...control} className={cn(controlClasses, 'h-10', className)} />;
}

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  const control = useControlProps(props);
  return <textarea rows={rows} {...props} {...control} className={cn(controlClasses, 'min-h-24 py-2.5', className)} />;
}

export type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> };

/** A styled native select: the most robust choice for short option lists on every device. */
export function Select({ className, children, ...props }: SelectProps) {
  const control = useControlProps(props);
  return (
    <select
      {...props}
      {...control}
      className={cn(controlClasses, 'select-chevron h-10 appearance-none pr-9', className)}
    >
      {children}
    </select>
  );
}
