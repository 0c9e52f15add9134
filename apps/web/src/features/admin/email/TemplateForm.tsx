import { useRef, useState, type FormEvent } from 'react';
import { STANDARD_PLACEHOLDERS, TEMPLATE_MESSAGES, type TEmailTemplate } from '@serenade/contract';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Input, Select, Textarea } from '../../../ui/Input';
import { toast } from '../../../ui/Toast';
import { useSaveTemplate } from './api';
import type { PreviewSource } from './TemplatePreview';
import { placeholdersIn } from './values';

export type Draft = PreviewSource;
type Errors = Partial<Record<'name' | 'subject' | 'body', string>>;

export const emptyDraft = (): Draft => ({
  name: '',
  subject: '',
  body: '<p>Hi {{userName}},</p>\n<p></p>',
  is_html: true,
});
export const draftOf = (t: TEmailTemplate): Draft => ({
  name: t.name,
  subject: t.subject,
  body: t.body,
  is_html: t.is_html,
});

function validate(d: Draft): Errors {
  const errors: Errors = {};
  if (!d.name.trim()) errors.name = TEMPLATE_MESSAGES.nameRequired;
  if (!d.subject.trim()) errors.subject = TEMPLATE_MESSAGES.subjectRequired;
  if (!d.body.trim()) errors.body = TEMPLATE_MESSAGES.bodyRequired;
  return errors;
}

export type TemplateFormProps = {
  /** null when creating. */
  template: TEmailTemplate | null;
  draft: Draft;
  onDraftChange: (d: Draft) => void;
  onSaved: (t: TEmailTemplate) => void;
  onCancel: () => void;
  onPreview: () => void;
};

/** Edit and create modes. Saving returns to view (SPEC 4). */
export function TemplateForm({ template, draft, onDraftChange, onSaved, onCancel, onPreview }: TemplateFormProps) {
  const [errors, setErrors] = useState<Errors>({});
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const save = useSaveTemplate();
  const set = (patch: Partial<Draft>) => {
    onDraftChange({ ...draft, ...patch });
    // A field's error goes as soon as it is edited.
    if (Object.keys(patch).some((k) => k in errors)) {
      setErrors((prev) => Object.fromEntries(Object.entries(prev).filter(([k]) => !(k in patch))));
    }
  };
  const used = new Set(placeholdersIn(draft.subject, draft.body));
  const suggestions = [...new Set([...(template ? template.placeholders : []), ...STANDARD_PLACEHOLDERS])];

  function insert(key: string) {
    const el = bodyRef.current;
    const token = `{{${key}}}`;
    const start = el?.selectionStart ?? draft.body.length;
    const end = el?.selectionEnd ?? draft.body.length;
    set({ body: draft.body.slice(0, start) + token + draft.body.slice(end) });
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + token.length, start + token.length);
    });
  }

  function handleSubmit(e: FormEvent) {
    e.preventDefault();
    const found = validate(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { id: template?.id ?? null, body: draft },
      {
        onSuccess: (saved) => {
          toast({
            variant: 'success',
            title: template ? 'Template updated successfully' : 'Template created successfully',
          });
          onSaved(saved);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.field && ['name', 'subject', 'body'].includes(error.field)) {
            setErrors({ [error.field]: error.message });
          }
          toast({ variant: 'error', title: 'Failed to save template', description: errorMessage(error) });
        },
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
      <h3 className="text-lg font-semibold">{template ? `Edit: ${template.name}` : 'New Template'}</h3>
      <Field label="Template name" error={errors.name} required>
        <Input value={draft.name} onChange={(e) => set({ name: e.target.value })} maxLength={200} />
      </Field>
      <Field label="Subject" error={errors.subject} required hint="Plain text; placeholders are filled in as they are.">
        <Input value={draft.subject} onChange={(e) => set({ subject: e.target.value })} maxLength={300} />
      </Field>
      <Field label="Format">
        <Select value={draft.is_html ? 'html' : 'text'} onChange={(e) => set({ is_html: e.target.value === 'html' })}>
          <option value="html">HTML</option>
          <option value="text">Text</option>
        </Select>
      </Field>
      <Field
        label="Email body"
        error={errors.body}
        required
        hint={
          draft.is_html ? (
            <>
              Values are HTML-escaped. <code>{'<a class="button" href="…">'}</code> makes a button,{' '}
              <code>{'<p class="muted">'}</code> small print; <code>{'{{#key}}…{{/key}}'}</code> shows only when key has
              a value. The layout, logo and footer are added for you.
            </>
          ) : (
            'Sent as plain text; an HTML version with clickable links is made from it.'
          )
        }
      >
        <Textarea
          ref={bodyRef}
          value={draft.body}
          onChange={(e) => set({ body: e.target.value })}
          rows={12}
          spellCheck={false}
          className="font-mono text-xs leading-relaxed"
        />
      </Field>
      <div>
        <p className="mb-1.5 text-sm font-medium" id="insert-placeholder">
          Insert a placeholder
        </p>
        <div className="flex flex-wrap gap-1.5" role="group" aria-labelledby="insert-placeholder">
          {suggestions.map((key) => (
            <button
              key={key}
              type="button"
              onClick={() => insert(key)}
              className={`rounded-full border px-2.5 py-0.5 font-mono text-xs transition-colors hover:bg-muted ${used.has(key) ? 'border-primary/40 bg-primary-soft text-link' : 'border-border'}`}
            >
              {`{{${key}}}`}
            </button>
          ))}
        </div>
      </div>
      {save.isError ? <Alert variant="error">{`Failed to save template: ${errorMessage(save.error)}`}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
        <Button variant="secondary" onClick={onPreview} disabled={save.isPending}>
          Preview
        </Button>
        <Button type="submit" loading={save.isPending}>
          {template ? 'Save Changes' : 'Create Template'}
        </Button>
      </div>
    </form>
  );
}
