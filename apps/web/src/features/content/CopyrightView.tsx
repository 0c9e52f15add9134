import { Link } from 'react-router';
import { LegalDocument, type LegalSection } from './LegalDocument';
import { SupportEmail } from './SupportEmail';

const SECTIONS: LegalSection[] = [
  {
    id: 'custom-songs',
    title: 'Songs we make for you',
    content: (
      <>
        <p>
          Serenade owns the copyright in the lyrics, music, recording and cover image it generates. When your order is
          complete, you receive a worldwide, non-exclusive, royalty-free licence, with no end date, to:
        </p>
        <ul>
          <li>play, download and keep the song, and share it with anyone you like;</li>
          <li>play it at events, including weddings, parties and company gatherings;</li>
          <li>use it in videos and posts you publish yourself, including on social media;</li>
          <li>use it inside your organisation, such as at a team meeting or on an intranet.</li>
        </ul>
        <p>
          Selling the song, distributing it to streaming services, or using it in advertising needs a separate
          commercial licence. Write to <SupportEmail /> and we will be glad to help.
        </p>
        <p>
          The names, stories and details you give us stay yours; you allow us to use them to make and deliver your song.
        </p>
      </>
    ),
  },
  {
    id: 'uploads',
    title: 'Music you upload',
    content: (
      <>
        <p>
          Songs you upload remain entirely yours. You give Serenade permission to store, convert and stream them, to
          draw their waveform and, for public songs, to show them to other visitors, for as long as they are on
          Serenade.
        </p>
        <p>
          Upload only music you created yourself or have permission to share. Covers of other people&apos;s songs and
          recordings containing samples need the permission of their rights holders.
        </p>
      </>
    ),
  },
  {
    id: 'public-songs',
    title: 'Listening to other members’ songs',
    content: (
      <p>
        Public songs may be played, liked, commented on, added to playlists and shared by link. Members can download a
        public song for personal listening only; any other use needs the permission of its owner.
      </p>
    ),
  },
  {
    id: 'report',
    title: 'Reporting a copyright infringement',
    content: (
      <>
        <p>
          If you believe a song on Serenade infringes your copyright, send a notice to <SupportEmail /> with the subject
          &ldquo;Copyright notice&rdquo;, including:
        </p>
        <ol>
          <li>the work you believe is infringed;</li>
          <li>
            the address of each song page concerned (it looks like <code>/track/…</code>);
          </li>
          <li>your name, postal address, telephone number and e-mail address;</li>
          <li>
            a statement that you believe in good faith that the use is not authorised by you, your agent or the law;
          </li>
          <li>
            a statement that the information in the notice is accurate and that you are the rights holder or authorised
            to act for them;
          </li>
          <li>your physical or electronic signature.</li>
        </ol>
        <p>
          We review every complete notice promptly, normally within two working days. When a notice is valid we remove
          the song or make it unavailable and tell the member who uploaded it, including a copy of the notice.
        </p>
      </>
    ),
  },
  {
    id: 'counter-notice',
    title: 'If your song was removed',
    content: (
      <p>
        If you believe your song was removed by mistake or you have permission to use the material, reply to our e-mail
        with a counter-notice explaining why, with your contact details and signature. We forward it to the person who
        complained and may restore the song unless they tell us they have taken legal action.
      </p>
    ),
  },
  {
    id: 'repeat',
    title: 'Repeat infringement',
    content: (
      <p>
        We close the accounts of members who repeatedly upload material they have no right to share, as our{' '}
        <Link to="/terms">terms of service</Link> allow.
      </p>
    ),
  },
  {
    id: 'brand',
    title: 'Our name and design',
    content: (
      <p>
        The Serenade name, logo and the design of this website belong to Serenade. Please do not use them in a way that
        suggests we endorse you without asking us first.
      </p>
    ),
  },
];

export function CopyrightView() {
  return (
    <LegalDocument
      title="Copyright Policy"
      updated="2026-11-22"
      intro="Who owns what: the licence you get for the songs we make, the rights you keep in what you upload, and how to report a song that uses your work."
      sections={SECTIONS}
    />
  );
}
