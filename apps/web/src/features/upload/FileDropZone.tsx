import { useEffect, useId, useState, type DragEvent, type RefObject } from 'react';
import { FileAudio, UploadCloud, X } from 'lucide-react';
import { Button } from '../../ui/Button';
import { cn } from '../../ui/cn';
import { RequiredMark } from '../../ui/RequiredMark';
import { AUDIO_ACCEPT, formatFileSize, uploadLimitText } from './upload-validation';

export type FileDropZoneProps = {
  file: File | null;
  /** The upload limit in force, from /api/config. */
  maxMb: number;
  error?: string;
  disabled?: boolean;
  onSelect: (file: File | null) => void;
  /** Lets the form move focus here when the file is missing or refused. */
  inputRef: RefObject<HTMLInputElement | null>;
};

/** A labelled native file input dressed as a drop target, with a preview of the chosen audio. */
export function FileDropZone({ file, maxMb, error, disabled = false, onSelect, inputRef }: FileDropZoneProps) {
  const id = useId();
  const inputId = `audio-file${id}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [dragging, setDragging] = useState(false);
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);

  // A refused file gets no preview. The URL is kept with its file: while a newly chosen file's URL is being
  // made, the previous file's (about to be revoked) is never rendered as a player for it.
  useEffect(() => {
    if (!file || error) return;
    const url = URL.createObjectURL(file);
    setPreview({ file, url });
    return () => {
      URL.revokeObjectURL(url);
      setPreview(null);
    };
  }, [file, error]);
  const previewUrl = preview && preview.file === file ? preview.url : null;

  const handleDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const dropped = event.dataTransfer.files[0];
    if (dropped) onSelect(dropped);
  };

  const clear = () => {
    if (inputRef.current) inputRef.current.value = '';
    onSelect(null);
  };

  const describedBy = [error ? errorId : null, hintId].filter(Boolean).join(' ');

  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium">
        Audio file
        <RequiredMark />
      </span>
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
        className={cn(
          'group relative flex flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed px-6 py-8 text-center transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
          disabled
            ? 'cursor-not-allowed opacity-60'
            : 'cursor-pointer hover:border-primary/50 hover:bg-primary-soft/40',
          dragging ? 'border-primary bg-primary-soft/60' : error ? 'border-danger/60' : 'border-input',
        )}
      >
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={AUDIO_ACCEPT}
          disabled={disabled}
          aria-label="Audio file"
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className="sr-only"
          onChange={(event) => onSelect(event.target.files?.[0] ?? null)}
        />
        {file ? (
          <>
            <span className="flex size-12 items-center justify-center rounded-xl bg-brand-gradient text-white shadow-soft">
              <FileAudio className="size-6" aria-hidden="true" />
            </span>
            <span className="max-w-full min-w-0">
              <span className="block truncate font-semibold">{file.name}</span>
              <span className="block text-sm text-muted-foreground">{formatFileSize(file.size)}</span>
            </span>
            <span className="text-sm font-medium text-link group-hover:underline">Choose a different file</span>
          </>
        ) : (
          <>
            <span className="flex size-12 items-center justify-center rounded-xl bg-primary-soft text-link">
              <UploadCloud className="size-6" aria-hidden="true" />
            </span>
            <span>
              <span className="block font-semibold">
                <span className="text-link">Choose an audio file</span> or drag it here
              </span>
            </span>
          </>
        )}
      </label>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <p id={hintId} className="text-xs text-muted-foreground">
        {uploadLimitText(maxMb)}
      </p>
      {file && previewUrl && !error ? (
        <div className="mt-2 flex flex-col gap-2 rounded-xl border border-border bg-muted/50 p-3 sm:flex-row sm:items-center">
          <audio
            // a fresh element per file, so a newly chosen file never shows the last one's dead player
            key={previewUrl}
            controls
            preload="metadata"
            src={previewUrl}
            aria-label={`Preview of ${file.name}`}
            className="h-10 w-full min-w-0 sm:flex-1"
          />
          <Button variant="ghost" size="sm" onClick={clear} disabled={disabled} className="self-end sm:self-auto">
            <X className="size-4" aria-hidden="true" /> Remove file
          </Button>
        </div>
      ) : null}
    </div>
  );
}
