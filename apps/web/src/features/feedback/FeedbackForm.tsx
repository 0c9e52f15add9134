import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { FEEDBACK_CATEGORIES, ZFeedbackFields } from '@serenade/contract';
import type { z } from 'zod';
import { ApiError, errorMessage } from '../../lib/api-error';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Input, Select, Textarea } from '../../ui/Input';
import { RequiredMark } from '../../ui/RequiredMark';
import { useSession } from '../auth/use-session';
import { submitFeedback } from './api';
import { AttachmentPicker } from './AttachmentPicker';
import {
  addAttachments,
  FEEDBACK_CATEGORY_LABELS,
  type AttachmentRejection,
  type FeedbackCategory,
} from './feedback-validation';
import { StarRating } from './StarRating';

type FormInput = z.input<typeof ZFeedbackFields>;
type FormOutput = z.output<typeof ZFeedbackFields>;
type FieldName = keyof FormInput;

const FIELD_NAMES: FieldName[] = ['category', 'subject', 'message', 'rating', 'email'];

export type FeedbackSent = { id: string; email: string | null };

export type FeedbackFormProps = {
  defaultCategory?: FeedbackCategory;
  onSent: (result: FeedbackSent) => void;
};

export function FeedbackForm({ defaultCategory = 'general_feedback', onSent }: FeedbackFormProps) {
  const { user } = useSession();
  const [files, setFiles] = useState<File[]>([]);
  const [rejected, setRejected] = useState<AttachmentRejection[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZFeedbackFields),
    defaultValues: { category: defaultCategory, subject: '', message: '', rating: '', email: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const email = user ? null : values.email?.trim() || null;
    try {
      const { id } = await submitFeedback({
        category: values.category,
        subject: values.subject,
        message: values.message,
        rating: values.rating ? String(values.rating) : '',
        email: email ?? undefined,
        attachments: files,
      });
      onSent({ id, email: user?.email ?? email });
    } catch (error) {
      // A field the server named gets the message beside it as well.
      const field = error instanceof ApiError ? error.field : undefined;
      if (field && (FIELD_NAMES as string[]).includes(field)) {
        setError(field as FieldName, { message: error instanceof Error ? error.message : undefined });
      }
      if (field === 'attachments') setRejected([{ name: 'Attachments', reason: errorMessage(error) }]);
      setFormError(`We could not send your feedback: ${errorMessage(error)}`);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <fieldset disabled={isSubmitting} className="flex flex-col gap-5">
        <legend className="sr-only">Your feedback</legend>
        <div className="grid gap-5 sm:grid-cols-[14rem_1fr]">
          <Field label="Category" error={errors.category?.message}>
            <Select {...register('category')}>
              {FEEDBACK_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {FEEDBACK_CATEGORY_LABELS[c]}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            label={
              <>
                Subject
                <RequiredMark />
              </>
            }
            required
            error={errors.subject?.message}
          >
            <Input maxLength={200} aria-required="true" autoComplete="off" {...register('subject')} />
          </Field>
        </div>
        <Field
          label={
            <>
              Message
              <RequiredMark />
            </>
          }
          required
          error={errors.message?.message}
          hint="What happened, what you expected, or what you would love to see. Up to 5,000 characters."
        >
          <Textarea rows={6} maxLength={5000} aria-required="true" {...register('message')} />
        </Field>
        <Controller
          control={control}
          name="rating"
          render={({ field }) => <StarRating value={field.value ?? ''} onChange={field.onChange} />}
        />
        {errors.rating?.message ? <p className="text-sm font-medium text-danger">{errors.rating.message}</p> : null}
        {user ? null : (
          <Field
            label="Email (optional)"
            error={errors.email?.message}
            hint="Only if you would like a reply. We never add it to a mailing list."
          >
            <Input type="email" inputMode="email" autoComplete="email" {...register('email')} />
          </Field>
        )}
        <AttachmentPicker
          files={files}
          rejected={rejected}
          disabled={isSubmitting}
          onAdd={(picked) => {
            const next = addAttachments(files, picked);
            setFiles(next.files);
            setRejected(next.rejected);
          }}
          onRemove={(index) => {
            setFiles((current) => current.filter((_, i) => i !== index));
            setRejected([]);
          }}
        />
      </fieldset>
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      <Button type="submit" size="lg" loading={isSubmitting} className="self-stretch sm:self-start">
        {isSubmitting ? null : <Send className="size-4" aria-hidden="true" />}
        {isSubmitting ? 'Sending…' : 'Send Feedback'}
      </Button>
    </form>
  );
}
