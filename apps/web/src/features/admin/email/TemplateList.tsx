import type { TEmailTemplate } from '@serenade/contract';
import { Search } from 'lucide-react';
import { Badge } from '../../../ui/Badge';
import { cn } from '../../../ui/cn';
import { Input } from '../../../ui/Input';
import { Spinner } from '../../../ui/Spinner';
import { FormatBadge } from './TemplateView';

export type TemplateListProps = {
  templates: TEmailTemplate[] | undefined;
  loading: boolean;
  error: string | null;
  search: string;
  onSearchChange: (s: string) => void;
  selectedId: string | null;
  onSelect: (t: TEmailTemplate) => void;
};

export function TemplateList({
  templates,
  loading,
  error,
  search,
  onSearchChange,
  selectedId,
  onSelect,
}: TemplateListProps) {
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          value={search}
          onChange={(e) => onSearchChange(e.target.value)}
          placeholder="Search by name or subject"
          aria-label="Search templates"
          className="pl-9"
        />
      </div>
      {error ? (
        <p role="alert" className="rounded-xl bg-danger-soft px-4 py-3 text-sm text-danger">
          {error}
        </p>
      ) : loading && !templates ? (
        <div className="flex justify-center py-8">
          <Spinner label="Loading email templates" />
        </div>
      ) : !templates || templates.length === 0 ? (
        <p className="py-8 text-center text-sm text-muted-foreground">
          {search.trim() ? 'No templates match your search' : 'No email templates found.'}
        </p>
      ) : (
        <ul aria-label="Email templates" className="flex flex-col gap-1.5">
          {templates.map((t) => (
            <li key={t.id}>
              <button
                type="button"
                onClick={() => onSelect(t)}
                aria-current={t.id === selectedId ? 'true' : undefined}
                className={cn(
                  'flex w-full flex-col gap-1 rounded-xl border px-3.5 py-2.5 text-left transition-colors focus-visible:outline-2 focus-visible:outline-ring',
                  t.id === selectedId ? 'border-primary bg-primary-soft' : 'border-border hover:bg-muted',
                )}
              >
                <span className="flex items-center gap-2">
                  <span className="min-w-0 flex-1 truncate text-sm font-medium">{t.name}</span>
                  {t.key ? <Badge variant="warning">System</Badge> : null}
                  <FormatBadge isHtml={t.is_html} />
                </span>
                <span className="truncate text-xs text-muted-foreground">{t.subject}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
