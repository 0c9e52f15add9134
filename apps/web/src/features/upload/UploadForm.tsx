import { useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Upload } from 'lucide-react';
import { SONG_CATEGORIES, ZUploadFields } from '@serenade/contract';
import type { z } from 'zod';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Input, Select, Textarea } from '../../ui/Input';
import { RequiredMark } from '../../ui/RequiredMark';
import type { UploadFieldValues } from './api';
import { CATEGORY_LABELS } from './categories';
import { useConfig } from '../site/use-config';
import { FileDropZone } from './FileDropZone';
import { titleFromFileName, validateUploadFile } from './upload-validation';
import { VisibilityChoice } from './VisibilityChoice';

type FormInput = z.input<typeof ZUploadFields>;
type FormOutput = z.output<typeof ZUploadFields>;

export type UploadFormProps = {
  /** While true the fields are locked; the parent shows progress in `footer`. */
  busy: boolean;
  onSubmit: (fields: UploadFieldValues, file: File) => void;
  /** Shown just above the button, where the member's eyes are after pressing it (errors, "cancelled"). */
  message?: ReactNode;
  footer?: ReactNode;
};

export function UploadForm({ busy, onSubmit, message, footer }: UploadFormProps) {
  const { config } = useConfig();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const fileInputRef = useRef<HTMLInputElement>(null);
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    setFocus,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZUploadFields),
    defaultValues: { title: '', artist: '', category: 'pop', is_public: 'true', description: '' },
  });

  // The title we filled in from the last file's name: replaced when another file is chosen, unless edited.
  const suggestedTitle = useRef('');
  const handleSelect = (next: File | null) => {
    setFile(next);
    setFileError(next ? (validateUploadFile(next, config.maxUploadMB) ?? undefined) : undefined);
    // A helpful start for the title; never overwrite what the member typed.
    const current = getValues('title')?.trim() ?? '';
    if (next && (!current || current === suggestedTitle.current)) {
      suggestedTitle.current = titleFromFileName(next.name);
      setValue('title', suggestedTitle.current, { shouldValidate: true, shouldDirty: true });
    }
  };

  const checkFile = (): File | null => {
    const problem = validateUploadFile(file, config.maxUploadMB);
    setFileError(problem ?? undefined);
    return problem ? null : file;
  };

  const submit = handleSubmit(
    (values) => {
      const chosen = checkFile();
      if (!chosen) {
        fileInputRef.current?.focus();
        return;
      }
      onSubmit(
        {
          title: values.title,
          artist: values.artist,
          category: values.category,
          isPublic: values.is_public,
          description: values.description,
        },
        chosen,
      );
    },
    () => {
      // Report the file too, so every problem shows at once.
      if (!checkFile()) fileInputRef.current?.focus();
      else setFocus('title');
    },
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6" aria-busy={busy || undefined}>
      <FileDropZone
        file={file}
        maxMb={config.maxUploadMB}
        error={fileError}
        disabled={busy}
        onSelect={handleSelect}
        inputRef={fileInputRef}
      />

      <fieldset disabled={busy} className="flex flex-col gap-5">
        <legend className="sr-only">Song details</legend>
        <Field
          label={
            <>
              Title
              <RequiredMark />
            </>
          }
          required
          error={errors.title?.message}
        >
          <Input autoComplete="off" maxLength={200} aria-required="true" {...register('title')} />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Artist" error={errors.artist?.message} hint="Leave empty for “Unknown Artist”.">
            <Input autoComplete="off" maxLength={100} placeholder="Unknown Artist" {...register('artist')} />
          </Field>
          <Field label="Category" error={errors.category?.message}>
            <Select {...register('category')}>
              {SONG_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {CATEGORY_LABELS[category]}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <VisibilityChoice {...register('is_public')} />
        <Field label="Description" error={errors.description?.message} hint="Optional. Up to 2,000 characters.">
          <Textarea
            rows={4}
            maxLength={2000}
            placeholder="The story behind the song, who plays on it, when it was recorded…"
            {...register('description')}
          />
        </Field>
      </fieldset>

      {message}
      {footer ?? (
        <Button type="submit" size="lg" className="self-stretch sm:self-start">
          <Upload className="size-4" aria-hidden="true" />
          Upload Song
        </Button>
      )}
    </form>
  );
}
