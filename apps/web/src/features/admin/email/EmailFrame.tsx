import { useState } from 'react';
import { cn } from '../../../ui/cn';

export type EmailFrameProps = {
  /** The HTML part; when present the rendered / raw HTML switch is offered. */
  html: string | null;
  text: string;
  /** Names the frame for screen readers. */
  title: string;
  className?: string;
};

const toggle =
  'rounded-lg px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring aria-pressed:bg-card aria-pressed:text-foreground aria-pressed:shadow-soft text-muted-foreground';

/**
 * Shows an e-mail as it arrives. HTML runs in an iframe with an empty sandbox: no scripts, no forms, no
 * navigation of this page, whatever the template or a placeholder value contains.
 */
export function EmailFrame({ html, text, title, className }: EmailFrameProps) {
  const [view, setView] = useState<'rendered' | 'raw' | 'text'>(html ? 'rendered' : 'text');
  const shown = html ? view : 'text';
  return (
    <div className={cn('flex min-w-0 flex-col gap-3', className)}>
      {html ? (
        <div role="group" aria-label="How to show the e-mail" className="flex w-fit gap-1 rounded-xl bg-muted p-1">
          <button
            type="button"
            className={toggle}
            aria-pressed={shown === 'rendered'}
            onClick={() => setView('rendered')}
          >
            Rendered
          </button>
          <button type="button" className={toggle} aria-pressed={shown === 'raw'} onClick={() => setView('raw')}>
            Raw HTML
          </button>
          <button type="button" className={toggle} aria-pressed={shown === 'text'} onClick={() => setView('text')}>
            Plain text
          </button>
        </div>
      ) : null}
      {shown === 'rendered' && html ? (
        <iframe
          title={title}
          sandbox=""
          srcDoc={html}
          className="h-[28rem] w-full rounded-xl border border-border bg-white"
        />
      ) : (
        <pre
          aria-label={shown === 'raw' ? `${title}: raw HTML` : `${title}: plain text`}
          tabIndex={0}
          className="max-h-[28rem] overflow-auto rounded-xl border border-border bg-muted/40 p-4 font-mono text-xs leading-relaxed whitespace-pre-wrap break-words"
        >
          {shown === 'raw' ? html : text}
        </pre>
      )}
    </div>
  );
}
