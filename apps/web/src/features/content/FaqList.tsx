import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';

export type FaqEntry = { id: string; question: string; answer: ReactNode };

/**
 * An accordion built on <details>/<summary>: keyboard, screen-reader and find-in-page support
 * come from the browser, and answers stay readable without JavaScript.
 */
export function FaqList({ entries, openFirst = false }: { entries: FaqEntry[]; openFirst?: boolean }) {
  return (
    <div className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-card shadow-soft">
      {entries.map((entry, index) => (
        <details key={entry.id} id={entry.id} open={openFirst && index === 0} className="group scroll-mt-24">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold transition-colors select-none hover:bg-muted/50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring sm:px-6 [&::-webkit-details-marker]:hidden">
            <h3 className="text-base">{entry.question}</h3>
            <ChevronDown
              className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <div className="max-w-[68ch] px-5 pb-5 text-muted-foreground sm:px-6 [&_a]:font-medium [&_a]:text-link [&_a]:underline-offset-4 [&_a:hover]:underline [&_li]:mt-1.5 [&_p+p]:mt-3 [&_strong]:text-foreground [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-5">
            {entry.answer}
          </div>
        </details>
      ))}
    </div>
  );
}
