import { Link } from 'react-router';
import { SongKindText } from '../order/SongKindText';
import { LegalDocument, type LegalSection } from './LegalDocument';
import { SupportEmail } from './SupportEmail';

const SECTIONS: LegalSection[] = [
  {
    id: 'agreement',
    title: 'Agreeing to these terms',
    content: (
      <p>
        These terms apply whenever you use Serenade: browsing, ordering a song, uploading music or taking part in the
        community. By using Serenade you agree to them, together with our <Link to="/privacy">privacy policy</Link> and{' '}
        <Link to="/copyright">copyright policy</Link>. If you use Serenade for a company, you agree on its behalf.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    content: (
      <ul>
        <li>
          You must be at least 13 years old, and have your parent&apos;s or guardian&apos;s permission if you are a
          minor.
        </li>
        <li>Give a real e-mail address and keep your password to yourself. One account per person.</li>
        <li>
          You are responsible for what happens under your account. Tell us straight away if you think it is misused.
        </li>
      </ul>
    ),
  },
  {
    id: 'custom-songs',
    title: 'Ordering a custom song',
    content: (
      <>
        <p>
          You describe the song you want; our generator writes the lyrics, composes and arranges the music and renders a
          finished recording with a cover image.{' '}
          <SongKindText
            sung="Songs are sung by a synthesised (computer) voice, female or male, and the lyrics are shown on the song page."
            instrumental="Songs are instrumental: a lead instrument carries the melody and the lyrics are shown on the song page. They are not sung."
            produced="What each song contains is shown on the order screens before you order."
          />
        </p>
        <p>
          Each delivery speed comes with a promise (for example within 48, 24 or 6 hours) counted from the moment your
          order is confirmed. The speeds and prices that apply are the ones shown when you order, also listed on{' '}
          <Link to="/how-it-works">How It Works</Link> and in the <Link to="/faq">FAQ</Link>.
        </p>
        <p>
          Because every song is generated for you, details may come out differently from what you pictured. That is what
          the included revision is for.
        </p>
      </>
    ),
  },
  {
    id: 'payments',
    title: 'Payments, bundles and subscriptions',
    content: (
      <ul>
        <li>
          Prices are shown before you pay and are charged by our payment provider. We never see your full card number.
        </li>
        <li>
          A bundle buys song credits at one delivery speed; a credit is used automatically on your next order at that
          speed.
        </li>
        <li>
          A subscription gives you a set number of songs each month and renews monthly until you cancel. Cancelling
          stops the next renewal; songs of the current month stay available.
        </li>
      </ul>
    ),
  },
  {
    id: 'revisions-refunds',
    title: 'Revisions and refunds',
    content: (
      <ul>
        <li>Every song includes one revision, requested within 14 days of delivery.</li>
        <li>
          If your song arrives later than the delivery time you paid for, or we cannot deliver a song that matches your
          request even after a revision, we refund the order in full.
        </li>
        <li>Unused bundle credits can be refunded within 14 days of purchase.</li>
        <li>Refunds go back to the original payment method. Nothing is refunded twice.</li>
      </ul>
    ),
  },
  {
    id: 'your-content',
    title: 'Your content',
    content: (
      <>
        <p>
          &ldquo;Your content&rdquo; means what you give us: song descriptions, uploads, comments, playlists, your
          profile photo and feedback. You keep the rights you have in it.
        </p>
        <p>
          You allow Serenade to store, process and show your content as needed to run the service: to make your songs,
          to stream your uploads, and to show public songs, comments and playlists to others. This permission ends when
          you delete the content, except for copies others already made through features you used, such as a song you
          shared by e-mail.
        </p>
        <p>
          Only include other people&apos;s names and stories with kindness and good faith, and only upload music you
          have the right to share.
        </p>
      </>
    ),
  },
  {
    id: 'community',
    title: 'Community rules',
    content: (
      <>
        <p>Do not use Serenade to create, upload or share anything that:</p>
        <ul>
          <li>harasses, threatens, bullies or demeans anyone, or reveals someone&apos;s private information;</li>
          <li>is hateful towards people for who they are;</li>
          <li>is sexually explicit, or sexualises minors in any way;</li>
          <li>is defamatory, or pretends to come from someone it does not;</li>
          <li>infringes someone else&apos;s copyright or other rights;</li>
          <li>is spam, or promotes anything illegal.</li>
        </ul>
        <p>We may remove content that breaks these rules and refuse orders that would.</p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Using the service fairly',
    content: (
      <ul>
        <li>Do not try to get around payment, limits or security, or to reach other members&apos; private songs.</li>
        <li>Do not scrape the site, overload it or interfere with how it works.</li>
        <li>Automated use is fine only through features we offer for it.</li>
      </ul>
    ),
  },
  {
    id: 'suspension',
    title: 'Suspension and closing your account',
    content: (
      <p>
        You can close your account at any time by writing to <SupportEmail />. We may suspend or close accounts that
        seriously or repeatedly break these terms; where we can, we warn you first and explain why. A suspended account
        cannot log in.
      </p>
    ),
  },
  {
    id: 'availability',
    title: 'Availability and changes to the service',
    content: (
      <p>
        We work hard to keep Serenade running, but it may occasionally be unavailable, for instance during maintenance.
        Features may change as we improve them; we announce notable changes in the{' '}
        <Link to="/changelog">changelog</Link>.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    content: (
      <p>
        Serenade is provided as it is. To the extent the law allows, we are not liable for indirect or consequential
        losses, and our total liability for any order is limited to what you paid for it. Nothing in these terms limits
        rights you have as a consumer that cannot be limited by law.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    content: (
      <p>
        When we change these terms we update the date at the top and, for changes that matter to you, e-mail members
        before they take effect. Continuing to use Serenade afterwards means you accept the new terms. Questions:{' '}
        <SupportEmail />.
      </p>
    ),
  },
];

export function TermsView() {
  return (
    <LegalDocument
      title="Terms of Service"
      updated="2026-11-22"
      intro="The agreement between you and Serenade: what we promise, what we ask of you, and what happens when something goes wrong."
      sections={SECTIONS}
    />
  );
}
