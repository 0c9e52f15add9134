import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImageUp } from 'lucide-react';
import { ADMIN_SONG_LIMITS, type TAdminSongDetail } from '@serenade/contract';
import { errorMessage } from '../../../lib/api-error';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { CoverImage } from '../../../ui/CoverImage';
import { toast } from '../../../ui/Toast';
import { songLibraryKeys, uploadSongCover } from './api';

const MAX_BYTES = ADMIN_SONG_LIMITS.coverMb * 1024 * 1024;

/** Picks an image, previews it, and uploads it as the song's cover (the server checks the bytes). */
export function CoverCard({ song }: { song: TAdminSongDetail }) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const upload = useMutation({
    mutationFn: (f: File) => uploadSongCover(song.id, f),
    onSuccess: (updated) => {
      queryClient.setQueryData(songLibraryKeys.detail(song.id), (old: TAdminSongDetail | undefined) =>
        old ? { ...old, coverUrl: updated.coverUrl, updatedAt: updated.updatedAt } : updated,
      );
      void queryClient.invalidateQueries({ queryKey: [...songLibraryKeys.all, 'list'] });
      toast({ title: 'Cover updated', description: song.title, variant: 'success' });
      reset();
    },
    onError: (e) => setError(errorMessage(e, 'Failed to upload the cover')),
  });

  const reset = () => {
    setFile(null);
    if (input.current) input.current.value = '';
  };

  const pick = (f: File | undefined) => {
    setError(null);
    if (!f) return reset();
    if (f.size > MAX_BYTES) {
      reset();
      return setError(`The cover must be at most ${ADMIN_SONG_LIMITS.coverMb} MB`);
    }
    setFile(f);
  };

  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6">
      <h3 className="text-lg font-semibold">Cover</h3>
      <CoverImage src={preview ?? song.coverUrl} className="aspect-square w-full max-w-64 self-center" />
      {preview ? <p className="text-center text-xs text-muted-foreground">Preview: not saved yet</p> : null}
      <div className="flex flex-col gap-1.5">
        <label htmlFor="cover-file" className="text-sm font-medium">
          New cover image
        </label>
        <input
          ref={input}
          id="cover-file"
          type="file"
          accept="image/png,image/jpeg,image/webp"
          aria-describedby="cover-hint"
          className="text-sm file:mr-3 file:rounded-lg file:border file:border-border file:bg-card file:px-3 file:py-1.5 file:text-sm file:font-medium hover:file:bg-muted"
          onChange={(e) => pick(e.target.files?.[0])}
        />
        <p id="cover-hint" className="text-xs text-muted-foreground">
          PNG, JPEG or WebP, up to {ADMIN_SONG_LIMITS.coverMb} MB. Square images look best.
        </p>
      </div>
      {error ? (
        <p className="text-sm font-medium text-danger" role="alert">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button size="sm" disabled={!file} loading={upload.isPending} onClick={() => file && upload.mutate(file)}>
          <ImageUp className="size-4" aria-hidden="true" />
          Upload cover
        </Button>
        {file ? (
          <Button size="sm" variant="ghost" onClick={reset} disabled={upload.isPending}>
            Cancel
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
