import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Upload } from 'lucide-react';
import { errorMessage } from '../../../lib/api-error';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { RequiredMark } from '../../../ui/RequiredMark';
import { UploadProgressPanel } from '../../upload/UploadProgressPanel';
import { isAbortError, type UploadProgress } from '../../upload/xhr-upload';
import { uploadAdminSong, type AdminUploadResult } from './api';
import { ADMIN_UPLOAD_MESSAGES, validateMp3 } from './mp3-validation';
import { Mp3Picker } from './Mp3Picker';

export type AdminUploadFormProps = {
  requestId: string | null;
  initialTitle: string;
  initialPublic: boolean;
  /** Whether the request names friends and family to tell. */
  hasFriends: boolean;
  maxMb: number;
  disabled?: boolean;
  onDone: (result: AdminUploadResult, title: string) => void;
};

function Check({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  hint?: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange: (v: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-4 accent-[var(--color-primary)]"
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** SPEC 3 "Admin upload form": title, artist (default Serenade), is public, notify recipient, notify friends and family. */
export function AdminUploadForm({
  requestId,
  initialTitle,
  initialPublic,
  hasFriends,
  maxMb,
  disabled = false,
  onDone,
}: AdminUploadFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [title, setTitle] = useState(initialTitle);
  const [titleError, setTitleError] = useState<string | null>(null);
  const [artist, setArtist] = useState('Serenade');
  const [isPublic, setIsPublic] = useState(initialPublic);
  const [notifyRecipient, setNotifyRecipient] = useState(true);
  const [notifyFriends, setNotifyFriends] = useState(true);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [uploading, setUploading] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);

  function handleSelect(next: File | null) {
    setFile(next);
    setServerError(null);
    setFileError(next ? validateMp3(next, maxMb) : null);
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (uploading || disabled) return;
    const fileProblem = validateMp3(file, maxMb);
    const titleProblem = title.trim() ? null : ADMIN_UPLOAD_MESSAGES.noTitle;
    setFileError(fileProblem);
    setTitleError(titleProblem);
    if (fileProblem) return fileRef.current?.focus();
    if (titleProblem) return titleRef.current?.focus();

    setServerError(null);
    setUploading(true);
    setProgress(null);
    const controller = new AbortController();
    abortRef.current = controller;
    try {
      const result = await uploadAdminSong(
        {
          requestId,
          title,
          artist,
          isPublic,
          notifyRecipient: requestId ? notifyRecipient : false,
          notifyFriendsFamily: requestId ? notifyFriends : false,
        },
        file!,
        { onProgress: setProgress, signal: controller.signal },
      );
      onDone(result, title.trim());
    } catch (error) {
      if (isAbortError(error)) return;
      const message = errorMessage(error);
      // The server names the field it refused; show its words where the person will look.
      const field = (error as { field?: string }).field;
      if (field === 'mp3_file') setFileError(message);
      else if (field === 'title') setTitleError(message);
      else setServerError(message);
    } finally {
      abortRef.current = null;
      setUploading(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-5">
      <Mp3Picker
        file={file}
        maxMb={maxMb}
        error={fileError}
        disabled={uploading || disabled}
        onSelect={handleSelect}
        inputRef={fileRef}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={
            <>
              Title
              <RequiredMark />
            </>
          }
          required
          error={titleError ?? undefined}
        >
          <Input
            ref={titleRef}
            aria-required="true"
            value={title}
            maxLength={200}
            disabled={uploading || disabled}
            onChange={(e) => {
              setTitle(e.target.value);
              if (titleError && e.target.value.trim()) setTitleError(null);
            }}
          />
        </Field>
        <Field label="Artist" hint="Left empty, the artist is Serenade.">
          <Input
            value={artist}
            maxLength={100}
            disabled={uploading || disabled}
            onChange={(e) => setArtist(e.target.value)}
          />
        </Field>
      </div>
      <fieldset className="flex flex-col gap-3 rounded-xl border border-border p-4">
        <legend className="px-1 text-sm font-semibold">Publishing</legend>
        <Check
          label="Make this song public"
          hint="Public songs appear in the catalogue; private ones open only through their link."
          checked={isPublic}
          disabled={uploading || disabled}
          onChange={setIsPublic}
        />
        {requestId ? (
          <>
            <Check
              label="Notify the recipient"
              hint="E-mails the person who ordered the song a link to it."
              checked={notifyRecipient}
              disabled={uploading || disabled}
              onChange={setNotifyRecipient}
            />
            <Check
              label="Notify friends and family"
              hint={
                hasFriends
                  ? 'E-mails everyone the requester asked to share the song with.'
                  : 'This request names no friends or family.'
              }
              checked={notifyFriends}
              disabled={uploading || disabled}
              onChange={setNotifyFriends}
            />
          </>
        ) : (
          <p className="text-xs text-muted-foreground">
            A library upload is not tied to a request; nobody is e-mailed.
          </p>
        )}
      </fieldset>

      {serverError ? (
        <Alert variant="error" title="Upload failed">
          {serverError}
        </Alert>
      ) : null}

      {uploading ? (
        <UploadProgressPanel
          fileName={file?.name ?? ''}
          progress={progress}
          onCancel={() => abortRef.current?.abort()}
        />
      ) : (
        <div className="flex justify-end">
          <Button type="submit" size="lg" disabled={disabled}>
            <Upload className="size-4" aria-hidden="true" />
            Upload Song
          </Button>
        </div>
      )}
    </form>
  );
}
