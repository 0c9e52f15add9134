import { useId, useRef } from 'react';
import { FileText, Image, Music, Paperclip, X } from 'lucide-react';
import { FEEDBACK_ATTACHMENT_MAX_FILES } from '@serenade/contract';
import { Button } from '../../ui/Button';
import { ATTACHMENT_ACCEPT, sizeInKb, type AttachmentRejection } from './feedback-validation';

export type AttachmentPickerProps = {
  files: File[];
  rejected: AttachmentRejection[];
  disabled?: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (index: number) => void;
};

function iconFor(file: File) {
  if (file.type.startsWith('image/')) return Image;
  if (file.type.startsWith('audio/')) return Music;
  return FileText;
}

export function AttachmentPicker({ files, rejected, disabled = false, onAdd, onRemove }: AttachmentPickerProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const full = files.length >= FEEDBACK_ATTACHMENT_MAX_FILES;

  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium" id={`${id}-label`}>
        Attachments <span className="font-normal text-muted-foreground">(optional)</span>
      </span>
      <input
        ref={inputRef}
        id={`${id}-input`}
        type="file"
        multiple
        accept={ATTACHMENT_ACCEPT}
        aria-label="Attachments"
        aria-describedby={[rejected.length ? errorId : null, hintId].filter(Boolean).join(' ')}
        className="sr-only"
        tabIndex={-1}
        disabled={disabled || full}
        onChange={(event) => {
          onAdd(Array.from(event.target.files ?? []));
          // Let the same file be picked again after removing it.
          event.target.value = '';
        }}
      />
      {files.length ? (
        <ul className="flex flex-col gap-2" aria-label="Attached files">
          {files.map((file, index) => {
            const Icon = iconFor(file);
            return (
              <li
                key={`${file.name}-${file.size}-${index}`}
                className="flex items-center gap-3 rounded-xl border border-border bg-muted/40 px-3 py-2"
              >
                <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="min-w-0 flex-1 truncate text-sm">{file.name}</span>
                <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{sizeInKb(file.size)}</span>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  disabled={disabled}
                  aria-label={`Remove ${file.name}`}
                  onClick={() => onRemove(index)}
                >
                  <X className="size-4" aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <div>
        <Button
          variant="outline"
          size="sm"
          disabled={disabled || full}
          aria-describedby={hintId}
          onClick={() => inputRef.current?.click()}
        >
          <Paperclip className="size-4" aria-hidden="true" />
          {files.length ? 'Add another file' : 'Attach files'}
        </Button>
      </div>
      {rejected.length ? (
        <ul id={errorId} role="alert" className="flex flex-col gap-0.5 text-sm font-medium text-danger">
          {rejected.map((r, i) => (
            <li key={`${r.name}-${i}`}>
              {r.name}: {r.reason}
            </li>
          ))}
        </ul>
      ) : null}
      <p id={hintId} className="text-xs text-muted-foreground">
        Up to {FEEDBACK_ATTACHMENT_MAX_FILES} screenshots, PDFs or audio clips, 5 MB each.
      </p>
    </div>
  );
}
