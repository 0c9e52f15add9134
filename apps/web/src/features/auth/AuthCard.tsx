import type { ReactNode } from 'react';
import { Card } from '../../ui/Card';
import { Container } from '../../ui/Container';
import { LogoMark } from '../../ui/Logo';

export type AuthCardProps = {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
};

/** The centred card used by /login, /setup, /forgot-password, /reset-password and /verify-email. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <Container className="flex justify-center py-12 sm:py-20">
      <title>{`${title} · Serenade`}</title>
      <div className="w-full max-w-md">
        <Card className="p-6 sm:p-8">
          <div className="mb-6 flex flex-col items-center text-center">
            <LogoMark className="mb-4 size-11" />
            <h1 className="text-2xl font-bold">{title}</h1>
            {description ? <p className="mt-2 text-sm text-muted-foreground">{description}</p> : null}
          </div>
          {children}
        </Card>
        {footer ? <div className="mt-6 text-center text-sm text-muted-foreground">{footer}</div> : null}
      </div>
    </Container>
  );
}
