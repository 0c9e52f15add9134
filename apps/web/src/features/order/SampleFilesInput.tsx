import { useId, useRef, useState } from 'react';
import { FileAudio, FileImage, Paperclip, X } from 'lucide-react';
import { Button } from '../../ui/Button';
import { acceptSamples, formatBytes, SAMPLE_MAX_FILES } from './order-form';

export type SampleFilesInputProps = {
  value: File[];
  onChange: (files: File[]) => void;
  error?: string;
};

/** Reference audio or pictures for the song: several at once, each listed with its size and a remove button. */
export function SampleFilesInput({ value, onChange, error }: SampleFilesInputProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const shown = pickError ?? error;

  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium">
        Sample files <span className="font-normal text-muted-foreground">(optional)</span>
      </span>
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={inputRef}
          id={id}
          type="file"
          multiple
          accept="audio/*,image/*"
          className="sr-only"
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-hint`}
          onChange={(e) => {
            const picked = Array.from(e.target.files ?? []);
            e.target.value = '';
            const { files, error: problem } = acceptSamples(value, picked);
            setPickError(problem ?? null);
            onChange(files);
          }}
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => inputRef.current?.click()}
          disabled={value.length >= SAMPLE_MAX_FILES}
        >
          <Paperclip className="size-4" aria-hidden="true" />
          Add files
        </Button>
        <span id={`${id}-hint`} className="text-xs text-muted-foreground">
          Audio or images, up to {SAMPLE_MAX_FILES} files, 10 MB each.
        </span>
      </div>
      {shown ? <p className="text-sm font-medium text-danger">{shown}</p> : null}
      {value.length > 0 ? (
        <ul className="flex flex-col gap-1.5" aria-label="Attached files">
          {value.map((file) => {
            const Icon = file.type.startsWith('image/') ? FileImage : FileAudio;
            return (
              <li
                key={`${file.name}:${file.size}`}
                className="flex items-center gap-2 rounded-xl border border-border bg-muted/50 py-1.5 pr-1.5 pl-3 text-sm"
              >
                <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="min-w-0 flex-1 truncate">{file.name}</span>
                <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{formatBytes(file.size)}</span>
                <button
                  type="button"
                  onClick={() => {
                    setPickError(null);
                    onChange(value.filter((f) => f !== file));
                  }}
                  aria-label={`Remove ${file.name}`}
                  className="inline-flex size-7 items-center justify-center rounded-lg text-muted-foreground hover:bg-card hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
