import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CircleCheck, ExternalLink, Upload } from 'lucide-react';
import { Button, buttonClasses } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import type { AdminUploadResult } from './api';

export type AdminUploadSuccessProps = { result: AdminUploadResult; title: string; onUploadAnother: () => void };

export function AdminUploadSuccess({ result, title, onUploadAnother }: AdminUploadSuccessProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Move focus to the outcome so keyboard and screen-reader users land on it.
  useEffect(() => headingRef.current?.focus(), []);
  const mails = result.emailsSent;
  return (
    <Card className="flex flex-col items-center px-6 py-12 text-center sm:px-10">
      <span className="flex size-16 items-center justify-center rounded-full bg-success-soft text-success">
        <CircleCheck className="size-8" aria-hidden="true" />
      </span>
      <h3 ref={headingRef} tabIndex={-1} className="mt-5 text-2xl font-bold focus:outline-none">
        Song uploaded
      </h3>
      <p className="mt-2 max-w-md text-muted-foreground">
        <span className="font-semibold text-foreground">“{title}”</span> is in the library
        {result.requestId ? ' and the request is completed' : ''}.
      </p>
      {result.requestId ? (
        <p className="mt-2 text-sm text-muted-foreground" role="status">
          {mails === 0 ? 'No e-mails were sent.' : `${mails} e-mail${mails === 1 ? '' : 's'} sent.`}
        </p>
      ) : null}
      <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        <Link to="/admin/requests" className={buttonClasses({ size: 'lg' })}>
          Return to Requests
        </Link>
        <Button variant="outline" size="lg" onClick={onUploadAnother}>
          <Upload className="size-4" aria-hidden="true" />
          Upload Another Song
        </Button>
      </div>
      <a
        href={`/track/${result.songId}`}
        target="_blank"
        rel="noreferrer"
        className="mt-5 inline-flex items-center gap-1.5 text-sm font-medium text-link hover:underline"
      >
        Open the song page <ExternalLink className="size-3.5" aria-hidden="true" />
      </a>
    </Card>
  );
}
