import { useRef, useState } from 'react';
import type { TEmailTemplate } from '@serenade/contract';
import { ArrowLeft, Plus } from 'lucide-react';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { cn } from '../../../ui/cn';
import { toast } from '../../../ui/Toast';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { useDeleteTemplate, useResetTemplate, useTemplates } from './api';
import { draftOf, emptyDraft, TemplateForm, type Draft } from './TemplateForm';
import { TemplateList } from './TemplateList';
import { TemplatePreview } from './TemplatePreview';
import { TemplateView } from './TemplateView';
import { TestSendForm } from './TestSendForm';
import { useDebounced } from './use-debounced';

type Mode = 'view' | 'edit' | 'create' | 'test' | 'preview';

function listError(error: unknown): string {
  // A server that answered with an error vs. one that could not be reached.
  return error instanceof ApiError && error.isNetworkError
    ? 'Error loading email templates'
    : 'Failed to fetch email templates';
}

/** SPEC 2 Email Notification Manager: the template list and a detail pane with its five modes. */
export function EmailTemplates() {
  const [search, setSearch] = useState('');
  const list = useTemplates(useDebounced(search));
  const [current, setCurrent] = useState<TEmailTemplate | null>(null);
  const [mode, setMode] = useState<Mode>('view');
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [previewBack, setPreviewBack] = useState<'view' | 'edit' | 'create'>('view');
  const [confirm, setConfirm] = useState<'delete' | 'reset' | null>(null);
  const remove = useDeleteTemplate();
  const reset = useResetTemplate();
  const paneRef = useRef<HTMLDivElement>(null);

  // The list holds the freshest copy; the remembered one stays shown while a search hides it.
  const selected = (current && list.data?.templates.find((t) => t.id === current.id)) ?? current;
  const showingDetail = mode === 'create' || selected !== null;

  function go(next: Mode, template: TEmailTemplate | null = selected) {
    setCurrent(template);
    setMode(next);
    requestAnimationFrame(() => paneRef.current?.focus({ preventScroll: true }));
  }

  function handleDelete() {
    if (!selected) return;
    remove.mutate(selected.id, {
      onSuccess: () => {
        toast({ variant: 'success', title: 'Template deleted successfully' });
        setConfirm(null);
        go('view', null);
      },
      onError: (error) =>
        toast({ variant: 'error', title: 'Failed to delete template', description: errorMessage(error) }),
    });
  }

  function handleReset() {
    if (!selected) return;
    reset.mutate(selected.id, {
      onSuccess: (t) => {
        toast({ variant: 'success', title: 'Template reset to its default' });
        setConfirm(null);
        go('view', t);
      },
      onError: (error) =>
        toast({ variant: 'error', title: 'Failed to save template', description: errorMessage(error) }),
    });
  }

  let pane;
  if (mode === 'create' || (mode === 'edit' && selected)) {
    pane = (
      <TemplateForm
        key={mode === 'create' ? 'new' : selected!.id}
        template={mode === 'create' ? null : selected}
        draft={draft}
        onDraftChange={setDraft}
        onSaved={(t) => go('view', t)}
        onCancel={() => go('view', mode === 'create' ? null : selected)}
        onPreview={() => {
          setPreviewBack(mode === 'create' ? 'create' : 'edit');
          setMode('preview');
        }}
      />
    );
  } else if (mode === 'preview' && (selected || previewBack === 'create')) {
    const source = previewBack === 'view' && selected ? draftOf(selected) : draft;
    pane = (
      <TemplatePreview
        source={source}
        backLabel={previewBack === 'view' ? 'Back to the template' : 'Back to editing'}
        onBack={() => setMode(previewBack)}
      />
    );
  } else if (mode === 'test' && selected) {
    pane = <TestSendForm template={selected} onDone={() => go('view')} onCancel={() => go('view')} />;
  } else if (selected) {
    pane = (
      <TemplateView
        template={selected}
        onEdit={() => {
          setDraft(draftOf(selected));
          go('edit');
        }}
        onPreview={() => {
          setPreviewBack('view');
          go('preview');
        }}
        onTest={() => go('test')}
        onDelete={() => setConfirm('delete')}
        onReset={() => setConfirm('reset')}
      />
    );
  } else {
    pane = <p className="py-16 text-center text-sm text-muted-foreground">Select a template to view details</p>;
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[20rem_minmax(0,1fr)] xl:grid-cols-[24rem_minmax(0,1fr)]">
      <Card className={cn('flex min-w-0 flex-col gap-4 p-4 sm:p-5', showingDetail && 'hidden lg:flex')}>
        <div className="flex items-center justify-between gap-2">
          <h3 className="font-semibold">Templates</h3>
          <Button
            size="sm"
            onClick={() => {
              setDraft(emptyDraft());
              go('create', null);
            }}
          >
            <Plus className="size-4" aria-hidden="true" /> New Template
          </Button>
        </div>
        <TemplateList
          templates={list.data?.templates}
          loading={list.isPending}
          error={list.isError ? listError(list.error) : null}
          search={search}
          onSearchChange={setSearch}
          selectedId={mode === 'create' ? null : (selected?.id ?? null)}
          onSelect={(t) => go('view', t)}
        />
      </Card>
      <section
        ref={paneRef}
        tabIndex={-1}
        aria-label="Template details"
        className={cn('min-w-0 outline-none', !showingDetail && 'hidden lg:block')}
      >
        <Card className="p-4 sm:p-6">
          {showingDetail ? (
            <Button variant="link" size="sm" className="mb-3 lg:hidden" onClick={() => go('view', null)}>
              <ArrowLeft className="size-4" aria-hidden="true" /> All templates
            </Button>
          ) : null}
          {pane}
        </Card>
      </section>
      <ConfirmDialog
        open={confirm === 'delete'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="Delete template"
        message="Are you sure you want to delete this template?"
        confirmLabel="Delete"
        pending={remove.isPending}
        error={remove.isError ? `Failed to delete template: ${errorMessage(remove.error)}` : null}
        onConfirm={handleDelete}
      >
        {selected ? <p className="text-sm font-medium">{selected.name}</p> : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === 'reset'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="Reset to default"
        message="Put back Serenade's default subject and body for this e-mail? Your changes to it will be lost."
        confirmLabel="Reset"
        variant="primary"
        pending={reset.isPending}
        onConfirm={handleReset}
      />
    </div>
  );
}
