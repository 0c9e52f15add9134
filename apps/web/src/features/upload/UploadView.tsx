import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { FileAudio, Globe2, Scale, SlidersHorizontal } from 'lucide-react';
import type { TSongListItem } from '@serenade/contract';
import { useConfig } from '../site/use-config';
import { ApiError, errorMessage } from '../../lib/api-error';
import { Alert } from '../../ui/Alert';
import { Card } from '../../ui/Card';
import { Container } from '../../ui/Container';
import { PageHeading } from '../../ui/PageHeading';
import { mySongsKeys } from '../my-songs/api';
import { songKeys } from '../songs/api';
import type { UploadFieldValues } from './api';
import { trackUploadNetworkFailure, uploadSong } from './uploader';
import { UploadForm } from './UploadForm';
import { UploadProgressPanel } from './UploadProgressPanel';
import { UploadSuccess } from './UploadSuccess';
import { uploadFailedMessage, uploadLimitText } from './upload-validation';
import { isAbortError, type UploadProgress } from './xhr-upload';

type State =
  | { kind: 'idle'; error?: string; notice?: string }
  | { kind: 'uploading'; fileName: string; progress: UploadProgress | null }
  | { kind: 'success'; song: TSongListItem };

/** SPEC 2/4: idle → uploading (percent) → success, with errors back in idle and the details kept. */
export function UploadView() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [formKey, setFormKey] = useState(0);
  const abortRef = useRef<AbortController | null>(null);
  const uploading = state.kind === 'uploading';

  // Leaving the page stops the transfer instead of letting it finish unseen.
  useEffect(() => () => abortRef.current?.abort(), []);

  useEffect(() => {
    if (!uploading) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [uploading]);

  const handleSubmit = useCallback(
    async (fields: UploadFieldValues, file: File) => {
      const controller = new AbortController();
      abortRef.current = controller;
      setState({ kind: 'uploading', fileName: file.name, progress: null });
      try {
        const song = await uploadSong(fields, file, {
          signal: controller.signal,
          onProgress: (progress) =>
            setState((current) => (current.kind === 'uploading' ? { ...current, progress } : current)),
        });
        await queryClient.invalidateQueries({ queryKey: mySongsKeys.all });
        if (song.isPublic) void queryClient.invalidateQueries({ queryKey: songKeys.all });
        setState({ kind: 'success', song });
      } catch (error) {
        if (isAbortError(error)) {
          setState({ kind: 'idle', notice: 'Upload cancelled. Your file and details are still here.' });
          return;
        }
        const reason = errorMessage(error);
        if (error instanceof ApiError && error.isNetworkError) trackUploadNetworkFailure(reason);
        setState({ kind: 'idle', error: uploadFailedMessage(reason) });
      } finally {
        if (abortRef.current === controller) abortRef.current = null;
      }
    },
    [queryClient],
  );

  const reset = () => {
    setState({ kind: 'idle' });
    setFormKey((key) => key + 1);
  };

  return (
    <Container className="py-10 sm:py-14">
      <title>Upload a Song · Serenade</title>
      <PageHeading
        title="Upload a Song"
        description="Share your own recordings with the Serenade community, or keep them private for yourself."
        className="mb-8"
      />
      {state.kind === 'success' ? (
        <div className="mx-auto max-w-2xl">
          <UploadSuccess song={state.song} onUploadAnother={reset} />
        </div>
      ) : (
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <Card className="p-5 sm:p-8">
            <UploadForm
              key={formKey}
              busy={uploading}
              onSubmit={(fields, file) => void handleSubmit(fields, file)}
              message={
                state.kind === 'idle' && state.error ? (
                  <Alert variant="error">{state.error}</Alert>
                ) : state.kind === 'idle' && state.notice ? (
                  <Alert variant="info">{state.notice}</Alert>
                ) : null
              }
              footer={
                state.kind === 'uploading' ? (
                  <UploadProgressPanel
                    fileName={state.fileName}
                    progress={state.progress}
                    onCancel={() => abortRef.current?.abort()}
                  />
                ) : undefined
              }
            />
          </Card>
          <UploadTips />
        </div>
      )}
    </Container>
  );
}

function UploadTips() {
  const { config } = useConfig();
  const tips = [
    {
      icon: FileAudio,
      title: 'Formats and size',
      body: `${uploadLimitText(config.maxUploadMB)} We check the file itself, not just its name.`,
    },
    {
      icon: Globe2,
      title: 'Public or private',
      body: 'Public songs appear in latest songs and can be shared. Private songs are for your ears only.',
    },
    {
      icon: SlidersHorizontal,
      title: 'Change your mind later',
      body: 'Switch a song between public and private at any time from My Songs.',
    },
  ];
  return (
    <aside aria-labelledby="upload-tips-heading" className="rounded-2xl border border-border bg-muted/40 p-6">
      <h2 id="upload-tips-heading" className="text-base font-semibold">
        Good to know
      </h2>
      <ul className="mt-4 flex flex-col gap-5">
        {tips.map(({ icon: Icon, title, body }) => (
          <li key={title} className="flex gap-3">
            <Icon className="mt-0.5 size-5 shrink-0 text-link" aria-hidden="true" />
            <div>
              <p className="text-sm font-semibold">{title}</p>
              <p className="mt-0.5 text-sm text-muted-foreground">{body}</p>
            </div>
          </li>
        ))}
        <li className="flex gap-3">
          <Scale className="mt-0.5 size-5 shrink-0 text-link" aria-hidden="true" />
          <div>
            <p className="text-sm font-semibold">Only upload what is yours</p>
            <p className="mt-0.5 text-sm text-muted-foreground">
              You need the rights to every song you upload. See our{' '}
              <Link to="/copyright" className="font-medium text-link hover:underline">
                copyright policy
              </Link>
              .
            </p>
          </div>
        </li>
      </ul>
    </aside>
  );
}
