import type { HTMLAttributes } from 'react';
import { cn } from '../../ui/cn';

/** Long-form text at a readable measure: spacing and styles for headings, paragraphs, lists and links. */
export function Prose({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        'max-w-[68ch] text-base leading-7 text-foreground/90',
        '[&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-foreground [&>section:first-child>h2]:mt-0 [&>:first-child]:mt-0',
        '[&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-foreground',
        '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
        '[&_li]:pl-1 [&_li::marker]:text-muted-foreground',
        '[&_a]:font-medium [&_a]:text-link [&_a]:underline [&_a]:decoration-link/30 [&_a]:underline-offset-4 [&_a:hover]:decoration-link',
        '[&_strong]:font-semibold [&_strong]:text-foreground [&_code]:rounded [&_code]:bg-muted [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-sm',
        className,
      )}
      {...props}
    />
  );
}
