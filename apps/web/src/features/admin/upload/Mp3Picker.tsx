import { useEffect, useId, useState, type RefObject } from 'react';
import { FileAudio, UploadCloud, X } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { cn } from '../../../ui/cn';
import { RequiredMark } from '../../../ui/RequiredMark';
import { formatBytes } from '../requests/request-query';

export type Mp3PickerProps = {
  file: File | null;
  maxMb: number;
  error?: string | null;
  disabled?: boolean;
  onSelect: (file: File | null) => void;
  inputRef: RefObject<HTMLInputElement | null>;
};

/** A labelled native file input for one MP3, with a player to check it before it goes up. */
export function Mp3Picker({ file, maxMb, error, disabled = false, onSelect, inputRef }: Mp3PickerProps) {
  const id = useId();
  const inputId = `mp3${id}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [dragging, setDragging] = useState(false);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => {
      URL.revokeObjectURL(url);
      setPreviewUrl(null);
    };
  }, [file]);

  const clear = () => {
    if (inputRef.current) inputRef.current.value = '';
    onSelect(null);
  };

  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium">
        MP3 file
        <RequiredMark />
      </span>
      <label
        htmlFor={inputId}
        onDragOver={(e) => {
          e.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          const dropped = e.dataTransfer.files[0];
          if (!disabled && dropped) onSelect(dropped);
        }}
        className={cn(
          'group flex flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed px-6 py-7 text-center transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
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
          accept="audio/mpeg,.mp3"
          disabled={disabled}
          aria-label="MP3 file"
          aria-describedby={[error ? errorId : null, hintId].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          className="sr-only"
          onChange={(e) => onSelect(e.target.files?.[0] ?? null)}
        />
        {file ? (
          <>
            <FileAudio className="size-7 text-link" aria-hidden="true" />
            <span className="max-w-full min-w-0">
              <span className="block truncate font-semibold">{file.name}</span>
              <span className="block text-sm text-muted-foreground">{formatBytes(file.size)}</span>
            </span>
            <span className="text-sm font-medium text-link group-hover:underline">Choose a different file</span>
          </>
        ) : (
          <>
            <UploadCloud className="size-7 text-link" aria-hidden="true" />
            <span className="font-semibold">
              <span className="text-link">Choose an MP3</span> or drag it here
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
        MP3 only (audio/mpeg), up to {maxMb} MB.
      </p>
      {file && previewUrl && !error ? (
        <div className="mt-1 flex flex-col gap-2 rounded-xl border border-border bg-muted/50 p-3 sm:flex-row sm:items-center">
          <audio
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
