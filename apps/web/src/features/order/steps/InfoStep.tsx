import type { UseFormReturn } from 'react-hook-form';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import type { OrderFormValues } from '../order-form';

export type InfoStepProps = { form: UseFormReturn<OrderFormValues>; isMember: boolean };

export function InfoStep({ form, isMember }: InfoStepProps) {
  const {
    register,
    clearErrors,
    formState: { errors },
  } = form;
  return (
    <div className="flex flex-col gap-4">
      <Field label="Your name" error={errors.userName?.message} required>
        <Input autoComplete="name" {...register('userName', { onChange: () => clearErrors('userName') })} />
      </Field>
      <Field
        label="Email"
        error={errors.email?.message}
        required
        hint={
          isMember
            ? 'Your account e-mail. We send updates and the finished song here.'
            : 'We send updates and the finished song here.'
        }
      >
        <Input
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          readOnly={isMember}
          className={isMember ? 'bg-muted text-muted-foreground' : undefined}
          {...register('email', { onChange: () => clearErrors('email') })}
        />
      </Field>
      <Field label="Phone (optional)" error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" {...register('phone', { onChange: () => clearErrors('phone') })} />
      </Field>
    </div>
  );
}
