import { useMemo, useState, type FormEvent } from 'react';
import { isLinkPlaceholder, isTestAddress, TEMPLATE_MESSAGES, type TEmailTemplate } from '@serenade/contract';
import { errorMessage } from '../../../lib/api-error';
import { hasRole } from '../../auth/roles';
import { useSession } from '../../auth/use-session';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { toast } from '../../../ui/Toast';
import { useSendTest } from './api';
import { PlaceholderFields } from './PlaceholderFields';
import { defaultValues, toReplacements } from './values';

export type TestSendFormProps = { template: TEmailTemplate; onDone: () => void; onCancel: () => void };

/** Test-send mode: a real e-mail through Serenade's mailer, so it also shows in the Outbox. */
export function TestSendForm({ template, onDone, onCancel }: TestSendFormProps) {
  const { user } = useSession();
  // Links are not typed: the server fills each one (a marker where a live or private link would be).
  const keys = useMemo(() => template.placeholders.filter((k) => !isLinkPlaceholder(k)), [template.placeholders]);
  const links = template.placeholders.filter(isLinkPlaceholder);
  // Editors test on their own address only (the server refuses another); admins may send a test elsewhere.
  const anyAddress = hasRole(user?.role, 'admin');
  const [to, setTo] = useState(user?.email ?? '');
  const [toError, setToError] = useState<string | undefined>();
  const initial = useMemo(() => defaultValues(keys, 'Test'), [keys]);
  const [values, setValues] = useState(initial);
  const send = useSendTest();

  function handleSubmit(e: FormEvent) {
    e.preventDefault();
    const address = to.trim();
    if (!isTestAddress(address)) {
      setToError(TEMPLATE_MESSAGES.emailRequired);
      return;
    }
    setToError(undefined);
    send.mutate(
      { id: template.id, to: address, replacements: toReplacements(keys, values) },
      {
        onSuccess: () => {
          toast({ variant: 'success', title: `Test email sent to ${address}` });
          onDone();
        },
        onError: (error) =>
          toast({ variant: 'error', title: 'Failed to send test email', description: errorMessage(error) }),
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-5">
      <h3 className="text-lg font-semibold">Send a test: {template.name}</h3>
      <Field
        label="Send to"
        error={toError}
        required
        hint={
          anyAddress
            ? 'The message goes through the mailer and shows in the Outbox.'
            : 'Tests go to your own address (another needs an admin). The message goes through the mailer and shows in the Outbox.'
        }
      >
        <Input
          type="email"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          readOnly={!anyAddress}
          autoComplete="email"
          required
        />
      </Field>
      {links.length ? (
        <p className="text-sm text-muted-foreground">
          {`Links (${links.map((k) => `{{${k}}}`).join(', ')}) are filled in by Serenade; a test shows where they go, never a live link.`}
        </p>
      ) : null}
      <PlaceholderFields
        keys={keys}
        values={values}
        onChange={(k, v) => setValues((prev) => ({ ...prev, [k]: v }))}
        legend="Test values"
      />
      {send.isError ? <Alert variant="error">{`Failed to send test email: ${errorMessage(send.error)}`}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onCancel} disabled={send.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={send.isPending}>
          Send Test Email
        </Button>
      </div>
    </form>
  );
}
