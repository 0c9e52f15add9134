import { useSearchParams } from 'react-router';
import { NewsletterLinkView, type NewsletterAction } from '../features/newsletter/NewsletterLinkView';

/** Links from newsletter e-mails: /newsletter?confirm=TOKEN and /newsletter?unsubscribe=TOKEN. */
export function NewsletterPage() {
  const [params] = useSearchParams();
  const confirm = params.get('confirm');
  const unsubscribeToken = params.get('unsubscribe');
  const action: NewsletterAction = confirm
    ? { kind: 'confirm', token: confirm }
    : unsubscribeToken
      ? { kind: 'unsubscribe', token: unsubscribeToken }
      : null;
  return <NewsletterLinkView action={action} />;
}
