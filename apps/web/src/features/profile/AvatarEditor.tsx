import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Camera, Trash2 } from 'lucide-react';
import type { TAuthUser } from '@serenade/contract';
import { errorMessage } from '../../lib/api-error';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/Toast';
import { profileKeys, removeAvatar, uploadAvatar } from './api';
import { avatarProblem } from './schemas';

/** Pick an image, preview it, then upload or cancel; or remove the current one. */
export function AvatarEditor({ user }: { user: TAuthUser }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const onSaved = (updated: TAuthUser) => {
    queryClient.setQueryData(profileKeys.me, updated);
    setFile(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const upload = useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (updated) => {
      onSaved(updated);
      toast({ variant: 'success', title: 'Profile photo updated' });
    },
    onError: (error) => setProblem(errorMessage(error, 'The photo could not be uploaded')),
  });
  const remove = useMutation({
    mutationFn: removeAvatar,
    onSuccess: (updated) => {
      onSaved(updated);
      toast({ title: 'Profile photo removed' });
    },
    onError: (error) => setProblem(errorMessage(error, 'The photo could not be removed')),
  });

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    setProblem(null);
    if (!picked) return;
    const issue = avatarProblem(picked);
    if (issue) {
      setProblem(issue);
      event.target.value = '';
      return;
    }
    setFile(picked);
  };

  const busy = upload.isPending || remove.isPending;
  const problemId = `${inputId}-problem`;

  return (
    <div className="flex flex-col items-center gap-4">
      <div className="relative">
        <Avatar name={user.name} src={previewUrl ?? user.avatar} size="xl" className="ring-4 ring-card" />
        {previewUrl ? (
          <span className="absolute -right-1 -bottom-1 rounded-full bg-accent px-2 py-0.5 text-[0.65rem] font-semibold text-white">
            Preview
          </span>
        ) : null}
      </div>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        className="peer sr-only"
        onChange={handleChange}
        aria-describedby={problem ? problemId : undefined}
        disabled={busy}
      />
      {file ? (
        <div className="flex flex-wrap justify-center gap-2">
          <Button size="sm" loading={upload.isPending} onClick={() => upload.mutate(file)}>
            Upload Photo
          </Button>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => onSaved(user)}>
            Cancel
          </Button>
        </div>
      ) : (
        // The file input is visually hidden; its focus ring is drawn on the label that opens it.
        <div className="flex flex-wrap justify-center gap-2 peer-focus-visible:[&_label]:outline-2 peer-focus-visible:[&_label]:outline-offset-2 peer-focus-visible:[&_label]:outline-ring">
          <label
            htmlFor={inputId}
            className="inline-flex h-8 cursor-pointer items-center gap-2 rounded-xl border border-border bg-card px-3 text-sm font-medium transition-colors hover:bg-muted"
          >
            <Camera className="size-4" aria-hidden="true" />
            {user.avatar ? 'Change Photo' : 'Upload Photo'}
          </label>
          {user.avatar ? (
            <Button size="sm" variant="ghost" loading={remove.isPending} onClick={() => remove.mutate()}>
              <Trash2 className="size-4" aria-hidden="true" /> Remove
            </Button>
          ) : null}
        </div>
      )}
      <p className="text-center text-xs text-muted-foreground">JPG, PNG, WebP or GIF, up to 2 MB.</p>
      {problem ? (
        <p id={problemId} role="alert" className="text-center text-sm font-medium text-danger">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
