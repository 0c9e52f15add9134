import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Button } from '../../ui/Button';
import type { OrderStep } from './order-form';

export type OrderFooterProps = {
  step: OrderStep;
  formId: string;
  /** The request exists: the earlier steps can no longer change it. */
  submitted: boolean;
  submitLabel: string;
  canSubmit: boolean;
  submitting: boolean;
  /** Shown on a disabled button while the order confirms or the payment window is open. */
  busyLabel: string | null;
  canPayNow: boolean;
  onBack: () => void;
  onSubmit: () => void;
  onPayNow: () => void;
  onClose: () => void;
};

/** Back and the step's main action: Continue, Submit / Pay, or Done. */
export function OrderFooter(props: OrderFooterProps) {
  const { step, submitted } = props;
  let action;
  if (step <= 4) {
    action = (
      <Button type="submit" form={props.formId}>
        Continue
        <ArrowRight className="size-4" aria-hidden="true" />
      </Button>
    );
  } else if (step === 5 && !submitted) {
    action = (
      <Button onClick={props.onSubmit} loading={props.submitting} disabled={!props.canSubmit}>
        {props.submitLabel}
      </Button>
    );
  } else if (step === 5 && props.busyLabel) {
    action = (
      <Button loading disabled>
        {props.busyLabel}
      </Button>
    );
  } else if (step === 5 && props.canPayNow) {
    action = <Button onClick={props.onPayNow}>Pay now</Button>;
  } else if (step === 5) {
    // The request is saved; it can be paid later from its status page.
    action = (
      <Button variant="outline" onClick={props.onClose}>
        Pay later
      </Button>
    );
  } else {
    action = <Button onClick={props.onClose}>Done</Button>;
  }
  return (
    <div className="flex items-center justify-between gap-3 border-t border-border px-5 py-4 sm:px-7">
      {step < 6 ? (
        <Button variant="outline" onClick={props.onBack} disabled={step === 1 || submitted}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back
        </Button>
      ) : (
        <span />
      )}
      {action}
    </div>
  );
}
