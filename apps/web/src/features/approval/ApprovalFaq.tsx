import { useConfig } from '../site/use-config';
import { waitInWords } from './approval-terms';

/**
 * The FAQ's words on lyric approval, from the production settings the server publishes in /api/config
 * (whether approval is asked for, how long we wait), so the page never states a rule that is not in force.
 */
export function ApprovalFaqAnswer() {
  const { config, isLoaded } = useConfig();
  const terms = config.lyricApproval;
  if (!isLoaded || !terms) return null;
  if (!terms.required) {
    return (
      <p data-testid="faq-approval">
        Not at the moment: we start making your song as soon as your order is placed (and paid, for the faster tiers),
        and you receive the lyrics with the finished song. If a line is not right, ask for a change from the song page.
      </p>
    );
  }
  return (
    <div data-testid="faq-approval" className="flex flex-col gap-3">
      <p>
        Yes, and you should. After you order (and pay, for the faster tiers) we write a draft from your story and e-mail
        you a link; members also find it on the request’s status page. You can change any line (your lines are sung
        exactly as you wrote them), remove or add lines, and ask for a completely new draft up to three times: the lines
        you wrote stay in every new draft. When the words are right, press Approve and we start making the song.
      </p>
      <p>
        If we have not heard from you within {waitInWords(terms.waitMinutes)}, we use the draft as it is, so a song is
        never stuck. The deadline is shown on the lyrics screen and in the e-mail.
      </p>
    </div>
  );
}

/** How the tier's delivery time counts while the buyer decides. */
export function DeliveryClockText() {
  const { config, isLoaded } = useConfig();
  const terms = config.lyricApproval;
  if (!isLoaded || !terms) return null;
  return (
    <p data-testid="faq-delivery-clock">
      {terms.required
        ? `The delivery time counts from the moment you approve your lyrics (or, if you leave them, from when we use the draft, ${waitInWords(terms.waitMinutes)} after it reaches you): the time you take to read them never eats into the promise.`
        : 'The delivery time counts from the moment your order is placed (and paid, for the faster tiers).'}{' '}
      Most songs arrive well before the promised time, and we e-mail you the moment yours is ready.
    </p>
  );
}
