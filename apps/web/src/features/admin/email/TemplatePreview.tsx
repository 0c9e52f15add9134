import { useMemo, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { usePreview } from './api';
import { EmailFrame } from './EmailFrame';
import { PlaceholderFields } from './PlaceholderFields';
import { useDebounced } from './use-debounced';
import { defaultValues, placeholdersIn, toReplacements } from './values';

export type PreviewSource = { name: string; subject: string; body: string; is_html: boolean };

export type TemplatePreviewProps = {
  source: PreviewSource;
  /** Where "Back" goes, e.g. 'Back to the template' or 'Back to editing'. */
  backLabel: string;
  onBack: () => void;
};

/** Preview mode: the server renders the template with the values typed here, exactly as it would send it. */
export function TemplatePreview({ source, backLabel, onBack }: TemplatePreviewProps) {
  const keys = useMemo(() => placeholdersIn(source.subject, source.body), [source.subject, source.body]);
  const [values, setValues] = useState(() => defaultValues(keys, 'Sample'));
  const request = useDebounced(
    useMemo(
      () => ({
        subject: source.subject,
        body: source.body,
        is_html: source.is_html,
        replacements: toReplacements(keys, values),
      }),
      [source.subject, source.body, source.is_html, keys, values],
    ),
  );
  const preview = usePreview(request);

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold">Preview: {source.name || 'Untitled template'}</h3>
        <Button variant="outline" size="sm" onClick={onBack}>
          {backLabel}
        </Button>
      </div>
      <PlaceholderFields
        keys={keys}
        values={values}
        onChange={(k, v) => setValues((prev) => ({ ...prev, [k]: v }))}
        legend="Placeholder values"
      />
      {preview.isError ? (
        <Alert variant="error" title="Could not render the preview">
          {errorMessage(preview.error)}
        </Alert>
      ) : !preview.data ? (
        <div className="flex justify-center py-10">
          <Spinner label="Rendering the preview" />
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-sm">
            <span className="font-medium text-muted-foreground">Subject: </span>
            <span data-testid="preview-subject">{preview.data.subject}</span>
            {preview.isFetching ? <Spinner className="ml-2 inline size-3" label="Updating" /> : null}
          </p>
          <EmailFrame title="Email preview" html={source.is_html ? preview.data.html : null} text={preview.data.text} />
        </div>
      )}
    </div>
  );
}
