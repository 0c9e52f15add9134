import { useEffect, useId, useRef } from 'react';
import { Button } from '../../ui/Button';
import { ProgressBar } from '../../ui/ProgressBar';
import { Spinner } from '../../ui/Spinner';
import { formatFileSize } from './upload-validation';
import type { UploadProgress } from './xhr-upload';

export type UploadProgressPanelProps = {
  fileName: string;
  progress: UploadProgress | null;
  onCancel: () => void;
};

export function UploadProgressPanel({ fileName, progress, onCancel }: UploadProgressPanelProps) {
  const labelId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // The submit button this panel replaces had focus; keep keyboard users here rather than on <body>.
  useEffect(() => panelRef.current?.focus(), []);
  const percent = progress?.percent ?? 0;
  const processing = progress?.phase === 'processing';

  return (
    <div
      ref={panelRef}
      tabIndex={-1}
      role="group"
      aria-label="Upload progress"
      className="flex flex-col gap-3 rounded-2xl border border-primary/20 bg-primary-soft/50 p-5 focus:outline-none"
    >
      <div className="flex items-baseline justify-between gap-4">
        <p id={labelId} className="flex min-w-0 items-center gap-2 text-sm font-semibold">
          <Spinner className="size-4 shrink-0 text-link" />
          <span className="truncate">{processing ? 'Checking your audio…' : <>Uploading “{fileName}”…</>}</span>
        </p>
        <span className="shrink-0 font-display text-2xl font-bold tabular-nums" aria-hidden="true">
          {percent}%
        </span>
      </div>
      <ProgressBar
        value={percent}
        labelledBy={labelId}
        valueText={processing ? 'Upload complete, checking the audio' : `${percent}% uploaded`}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {processing
            ? 'Reading the duration and drawing the waveform. This takes a moment.'
            : progress
              ? `${formatFileSize(progress.loaded)} of ${formatFileSize(progress.total)}`
              : 'Starting upload…'}
        </p>
        {/* Once every byte is sent the song may already be saved, so cancelling is no longer offered. */}
        <Button variant="outline" size="sm" onClick={onCancel} disabled={processing}>
          Cancel upload
        </Button>
      </div>
    </div>
  );
}
