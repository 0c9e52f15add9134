import type { TEmailTemplate } from '@serenade/contract';
import { Eye, Pencil, RotateCcw, Send, Trash2 } from 'lucide-react';
import { useSession } from '../../auth/use-session';
import { hasRole } from '../../auth/roles';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { formatDateTime } from '../kit/format';

export type TemplateViewProps = {
  template: TEmailTemplate;
  onEdit: () => void;
  onPreview: () => void;
  onTest: () => void;
  onDelete: () => void;
  onReset: () => void;
};

export function FormatBadge({ isHtml }: { isHtml: boolean }) {
  return <Badge variant={isHtml ? 'primary' : 'neutral'}>{isHtml ? 'HTML' : 'Text'}</Badge>;
}

/** View mode: what the template says and what can be done with it. */
export function TemplateView({ template, onEdit, onPreview, onTest, onDelete, onReset }: TemplateViewProps) {
  const system = template.key !== null;
  const { user } = useSession();
  // A template with a live link (reset, verification, e-mail change) is the admins' (the server checks too).
  const locked = Boolean(template.linkPlaceholder) && !hasRole(user?.role, 'admin');
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-lg font-semibold break-words">{template.name}</h3>
          <FormatBadge isHtml={template.is_html} />
          {system ? <Badge variant="warning">System</Badge> : null}
        </div>
        {template.description ? <p className="text-sm text-muted-foreground">{template.description}</p> : null}
        <p className="text-xs text-muted-foreground">Last updated {formatDateTime(template.updated_at)}</p>
        {template.linkPlaceholder ? (
          <p className="text-xs text-muted-foreground">
            {locked ? 'Only an admin can change this template. ' : ''}It carries a private link in{' '}
            <code className="font-mono">{`{{${template.linkPlaceholder}}}`}</code>: the link must stay, every link in it
            must be that placeholder, and the outbox shows that a link was sent, never the link.
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onEdit} disabled={locked}>
          <Pencil className="size-4" aria-hidden="true" /> Edit
        </Button>
        <Button size="sm" variant="secondary" onClick={onPreview}>
          <Eye className="size-4" aria-hidden="true" /> Preview
        </Button>
        <Button size="sm" variant="outline" onClick={onTest}>
          <Send className="size-4" aria-hidden="true" /> Send Test
        </Button>
        {system ? (
          <Button size="sm" variant="ghost" onClick={onReset} disabled={locked}>
            <RotateCcw className="size-4" aria-hidden="true" /> Reset to default
          </Button>
        ) : (
          <Button size="sm" variant="ghost" className="text-danger" onClick={onDelete}>
            <Trash2 className="size-4" aria-hidden="true" /> Delete
          </Button>
        )}
      </div>
      <dl className="grid gap-4 text-sm">
        <div>
          <dt className="font-medium text-muted-foreground">Subject</dt>
          <dd className="mt-1 break-words">{template.subject}</dd>
        </div>
        <div>
          <dt className="font-medium text-muted-foreground">Body</dt>
          <dd className="mt-1">
            <pre className="max-h-80 overflow-auto rounded-xl border border-border bg-muted/40 p-4 font-mono text-xs leading-relaxed whitespace-pre-wrap break-words">
              {template.body}
            </pre>
          </dd>
        </div>
        <div>
          <dt className="font-medium text-muted-foreground">Placeholders</dt>
          <dd className="mt-1 flex flex-wrap gap-1.5">
            {template.placeholders.length === 0
              ? 'None'
              : template.placeholders.map((p) => (
                  <code key={p} className="rounded-full bg-muted px-2.5 py-0.5 font-mono text-xs">{`{{${p}}}`}</code>
                ))}
          </dd>
        </div>
      </dl>
    </div>
  );
}
