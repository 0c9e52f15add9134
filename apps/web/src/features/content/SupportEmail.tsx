import { useConfig } from '../site/use-config';

/** The support address from /api/config as a mailto link; a plain phrase until it is known. */
export function SupportEmail({ fallback = 'our support team' }: { fallback?: string }) {
  const { config } = useConfig();
  if (!config.supportEmail) return <>{fallback}</>;
  return (
    <a href={`mailto:${config.supportEmail}`} className="font-medium text-link underline-offset-4 hover:underline">
      {config.supportEmail}
    </a>
  );
}
