import { Link } from 'react-router';
import { LegalDocument, type LegalSection } from './LegalDocument';
import { SupportEmail } from './SupportEmail';

export const PRIVACY_UPDATED = '2026-11-22';

const SECTIONS: LegalSection[] = [
  {
    id: 'scope',
    title: 'Who we are and what this covers',
    content: (
      <p>
        Serenade makes personalised songs and hosts a community for sharing them. This policy explains what we store
        when you use the website, why, how long we keep it and what you can do about it. It applies to visitors and
        members alike.
      </p>
    ),
  },
  {
    id: 'what-we-store',
    title: 'What we store',
    content: (
      <>
        <h3>Your account</h3>
        <p>
          Your name, e-mail address and password, which we store only as a salted hash that cannot be turned back into
          the password. Also your role, whether your e-mail is verified, when you joined and last logged in, and your
          profile photo if you add one.
        </p>
        <h3>Songs you order</h3>
        <p>
          The details you give us for a custom song: title, description, occasion, styles and tags, the names and
          stories in it, and the e-mail addresses you ask us to notify. We store the song we make from them: lyrics,
          audio, cover image and whether it is public or private.
        </p>
        <h3>Songs you upload</h3>
        <p>
          The audio file and the title, artist, category and description you enter. We measure its duration and draw a
          waveform from it for the player.
        </p>
        <h3>Usage events</h3>
        <p>
          When songs are played, liked, shared or downloaded, when pages are viewed and when uploads succeed or fail, we
          record the event with the time and, if you are logged in, your account. For visitors we use a random listener
          id kept in your browser, or the connection&apos;s IP address, only so that a play is counted once per 30
          minutes. These events give song counts, trending lists and the totals our team sees.
        </p>
        <h3>E-mails and messages</h3>
        <p>
          If you subscribe to the newsletter we keep your address, whether you confirmed it and when. We keep a record
          of the e-mails we send you. Feedback and support requests are stored with their attachments and the name and
          e-mail address you give, so we can answer.
        </p>
        <h3>Payments</h3>
        <p>
          Card payments are handled by our payment provider. We receive and keep the payment reference, amount,
          currency, status, card type and last four digits, never the full card number.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use it',
    content: (
      <ul>
        <li>To make and deliver your songs, and to show them to the people you choose.</li>
        <li>To run your account: logging in, keeping you logged in, resetting a forgotten password.</li>
        <li>
          To send the e-mails you expect: verification, delivery, shares you ask for and the newsletter you chose.
        </li>
        <li>To answer feedback and support requests.</li>
        <li>To keep Serenade safe: limiting repeated failed logins and investigating abuse.</li>
        <li>To understand, in totals, which features and songs are used, so we can improve them.</li>
      </ul>
    ),
  },
  {
    id: 'what-we-never-do',
    title: 'What we never do',
    content: (
      <ul>
        <li>We do not sell or rent your personal data to anyone.</li>
        <li>We do not use advertising or cross-site tracking, and there are no third-party trackers on our pages.</li>
        <li>We do not make a private song available to anyone but you and the people you share it with.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Who else handles your data',
    content: (
      <>
        <p>
          Only the services we need to run Serenade, each for its own part and bound to keep the data confidential: our
          hosting and file storage provider, our e-mail delivery provider and our payment provider.
        </p>
        <p>We disclose data to authorities only when the law requires it, and we tell you when we are allowed to.</p>
      </>
    ),
  },
  {
    id: 'browser-storage',
    title: 'Cookies and browser storage',
    content: (
      <p>
        Serenade keeps you logged in with two tokens stored in your browser&apos;s local storage, and remembers a few
        preferences there. We set no tracking cookies. The <Link to="/cookies">cookie policy</Link> lists every item.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    content: (
      <>
        <p>
          Account data, songs and uploads are kept for as long as your account is open. When you delete a song or an
          upload, its files are removed from storage.
        </p>
        <p>
          When you ask us to close your account we delete your profile, your uploads and your private songs, and remove
          your name from usage events. We keep payment records for as long as tax and accounting law requires.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your choices and rights',
    content: (
      <ul>
        <li>See and correct your details on your profile, and change your password at any time.</li>
        <li>Make any of your songs private, or delete them, from My Songs.</li>
        <li>Unsubscribe from the newsletter with the link in every issue.</li>
        <li>
          Ask for a copy of your data, or for your account and data to be deleted, by writing to <SupportEmail />. We
          answer within 30 days, usually much sooner.
        </li>
      </ul>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    content: (
      <p>
        Passwords are hashed, sessions use short-lived access tokens with refresh tokens that are stored hashed and
        replaced on every use, and private songs are only served through signed links that expire after a short time. No
        system is perfectly secure; if we learn of a breach that affects you, we will tell you promptly.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    content: (
      <p>
        Serenade is not meant for children under 13, and we do not knowingly create accounts for them. If you believe a
        child has given us personal data, please contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes and contact',
    content: (
      <p>
        When this policy changes we update the date at the top, and for important changes we tell members by e-mail
        first. Questions about your privacy are welcome at <SupportEmail />.
      </p>
    ),
  },
];

export function PrivacyView() {
  return (
    <LegalDocument
      title="Privacy Policy"
      updated={PRIVACY_UPDATED}
      intro="What we store about you, why, and how you stay in control. In short: only what we need to make and share your songs, and we never sell it."
      sections={SECTIONS}
    />
  );
}
