import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { PLAYLIST_VISIBILITIES } from '@serenade/contract';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Input, Select, Textarea } from '../../ui/Input';
import type { PlaylistInput, Visibility } from './api';

/** The contract's rules and texts (SPEC 5), as a form schema without server-side defaults. */
export const ZPlaylistForm = z.object({
  name: z.string().trim().min(1, 'Playlist name is required.').max(100, 'Playlist name must be at most 100 characters'),
  description: z.string().trim().max(500, 'Description must be at most 500 characters'),
  visibility: z.enum(PLAYLIST_VISIBILITIES),
});
type FormValues = z.infer<typeof ZPlaylistForm>;

export const VISIBILITY_LABELS: Record<Visibility, string> = {
  private: 'Private: only you',
  unlisted: 'Unlisted: anyone with the link',
  public: 'Public: listed in Discover',
};

export type PlaylistFormProps = {
  initial?: Partial<PlaylistInput>;
  submitLabel: string;
  onSubmit: (values: PlaylistInput) => Promise<unknown>;
  onCancel: () => void;
  error?: string | null;
};

export function PlaylistForm({ initial, submitLabel, onSubmit, onCancel, error }: PlaylistFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(ZPlaylistForm),
    defaultValues: {
      name: initial?.name ?? '',
      description: initial?.description ?? '',
      visibility: initial?.visibility ?? 'private',
    },
  });
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={handleSubmit(async (v) => {
        await onSubmit({ name: v.name, description: v.description, visibility: v.visibility });
      })}
    >
      <Field label="Name" required error={errors.name?.message}>
        <Input {...register('name')} maxLength={100} aria-required="true" autoComplete="off" />
      </Field>
      <Field label="Description" error={errors.description?.message} hint="Optional, up to 500 characters.">
        <Textarea {...register('description')} rows={3} maxLength={500} />
      </Field>
      <Field label="Visibility" error={errors.visibility?.message}>
        <Select {...register('visibility')}>
          {PLAYLIST_VISIBILITIES.map((v) => (
            <option key={v} value={v}>
              {VISIBILITY_LABELS[v]}
            </option>
          ))}
        </Select>
      </Field>
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
