import { Link } from 'react-router';
import { MessageSquare } from 'lucide-react';
import { UploadLimit } from '../upload/UploadLimit';
import { buttonClasses } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { ContentHeader } from './ContentHeader';
import { FaqList, type FaqEntry } from './FaqList';
import { PricingTiers } from './PricingTiers';
import { SongKindText } from '../order/SongKindText';
import { ApprovalFaqAnswer, DeliveryClockText } from '../approval/ApprovalFaq';
import { SupportEmail } from './SupportEmail';
import { BundleList, TierList } from './TierSummary';

type FaqGroup = { id: string; title: string; entries: FaqEntry[] };

const GROUPS: FaqGroup[] = [
  {
    id: 'ordering',
    title: 'Ordering and delivery',
    entries: [
      {
        id: 'what-you-get',
        question: 'What exactly do I get?',
        answer: (
          <>
            <p>
              A finished, original song made for your occasion: lyrics written around the names and details you give us,
              a melody and a full arrangement in the style you pick
              <SongKindText
                sung=", sung by our synthesised female or male voice,"
                instrumental=" (instrumental: not sung),"
                produced=","
              />{' '}
              mixed and delivered as an MP3 with its own cover image.
            </p>
            <p>
              Every song has its own page where the lyrics scroll in time with the music, so everyone can sing along.
            </p>
          </>
        ),
      },
      {
        id: 'vocals',
        question: 'Is the song sung?',
        answer: (
          <SongKindText
            sung={
              <p>
                Yes. A synthesised voice, female or male (you choose when you order, or let the style choose), sings
                your lyrics on the melody, and the song page lights up each word as it is sung. It is a computer voice,
                not a human singer, and we would rather tell you that plainly than surprise you.
              </p>
            }
            instrumental={
              <p>
                Not at the moment. Your song is an instrumental arrangement in which a lead instrument carries the
                melody of your lyrics, and the lyrics are shown line by line on the song page. We would rather tell you
                that plainly than surprise you; if that changes, you will read it in the{' '}
                <Link to="/changelog">changelog</Link> first.
              </p>
            }
            produced={
              <p>
                Our team makes each song from your story and delivers it with its lyrics; the order screens say what you
                receive before you order.
              </p>
            }
          />
        ),
      },
      {
        id: 'speed-and-price',
        question: 'How fast will my song be ready, and what does it cost?',
        answer: (
          <>
            <p>You choose the delivery speed when you order:</p>
            <TierList />
            <DeliveryClockText />
          </>
        ),
      },
      {
        id: 'approve-lyrics',
        question: 'Can I read and change the lyrics before the song is made?',
        answer: <ApprovalFaqAnswer />,
      },
      {
        id: 'names',
        question: 'How do I make sure a name is pronounced right?',
        answer: (
          <p>
            On the lyrics screen, each name in the song has a box for how it sounds. Write it the way it sounds, in
            syllables split by hyphens with the stressed one in capitals: Siobhan = shi-VAWN, Niamh = NEEV, Nguyen =
            win. You can listen to the name in the song's own voice before you approve, and the screen tells you when a
            name is not in our pronouncing dictionary, which is when a note helps most.
          </p>
        ),
      },
      {
        id: 'bundles',
        question: 'Are there bundles or a subscription?',
        answer: (
          <>
            <p>
              Yes, for the faster tiers. A bundle buys song credits at a discount that you use on later orders; the
              monthly subscription gives you ten songs every month.
            </p>
            <BundleList />
            <p>A credit is used automatically when you order at that speed, before you are asked to pay.</p>
          </>
        ),
      },
      {
        id: 'account-needed',
        question: 'Do I need an account to order?',
        answer: (
          <p>
            No. You can order with just your e-mail address: the confirmation e-mail includes a private link to follow
            your song. With an account, all your songs and orders are kept together in My Songs, and you can like,
            comment and build playlists.
          </p>
        ),
      },
    ],
  },
  {
    id: 'changes',
    title: 'Changes and refunds',
    entries: [
      {
        id: 'revisions',
        question: 'Can I ask for changes to my song?',
        answer: (
          <p>
            Yes. Every song includes one revision: a misspelled name, a detail that should be different, a livelier or
            gentler style. Reply to your delivery e-mail or use Contact Support at the bottom of any page within 14
            days, and we will deliver the new version within the delivery time you originally chose.
          </p>
        ),
      },
      {
        id: 'refunds',
        question: 'What is your refund policy?',
        answer: (
          <>
            <p>We refund the full price of an order when:</p>
            <ul>
              <li>your song arrives later than the delivery time you paid for, or</li>
              <li>we cannot deliver a song that matches your request, even after a revision.</li>
            </ul>
            <p>
              Unused bundle credits can be refunded within 14 days of purchase. A subscription can be cancelled at any
              time and simply stops at the end of the month you paid for. Refunds go back to the card you paid with.
            </p>
          </>
        ),
      },
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy and sharing',
    entries: [
      {
        id: 'who-can-hear',
        question: 'Who can hear my song?',
        answer: (
          <>
            <p>
              Songs we make for you are private unless you ask for them to be public when you order; for uploads you
              choose on the upload page. A private song&apos;s audio is served through short-lived links that only work
              for you.
            </p>
            <p>
              Make a song public, when you order or later from My Songs, and it appears in latest songs where anyone can
              play and share it. You can switch it back to private at any time.
            </p>
          </>
        ),
      },
      {
        id: 'ownership',
        question: 'Who owns the song?',
        answer: (
          <p>
            You receive a licence to use your song for personal and internal business purposes, for ever and without
            royalties. Songs you upload stay entirely yours. The details are in our{' '}
            <Link to="/copyright">copyright policy</Link>.
          </p>
        ),
      },
      {
        id: 'data',
        question: 'What do you do with the details I give you?',
        answer: (
          <p>
            We use them to write and deliver your song, and for nothing else. We never sell your data or use advertising
            trackers. Read the <Link to="/privacy">privacy policy</Link> for everything we store and why.
          </p>
        ),
      },
    ],
  },
  {
    id: 'uploads',
    title: 'Uploading your own music',
    entries: [
      {
        id: 'upload-what',
        question: 'Can I upload my own recordings?',
        answer: (
          <>
            <p>
              Yes, once you are logged in. Go to <Link to="/upload">Upload</Link>, pick an audio file, give it a title
              and choose whether it is public or private.
            </p>
            <ul>
              <li>
                Audio only: <UploadLimit />
              </li>
              <li>Only upload music you own or have permission to share.</li>
            </ul>
          </>
        ),
      },
      {
        id: 'upload-refused',
        question: 'Why was my upload refused?',
        answer: (
          <p>
            We check the file itself, not only its name, so a document renamed to <code>.mp3</code> is refused with
            “Only audio files are accepted”. Files that are empty, over the size limit, or too damaged to play are
            refused too, with the reason shown on the page. Nothing is saved from a refused upload.
          </p>
        ),
      },
    ],
  },
  {
    id: 'account',
    title: 'Your account',
    entries: [
      {
        id: 'delete-account',
        question: 'How do I delete my account or my data?',
        answer: (
          <p>
            Write to <SupportEmail /> from the address on your account. We delete your profile, uploads and private
            songs, and confirm by e-mail. You can delete individual songs or make them private at any time.
          </p>
        ),
      },
      {
        id: 'newsletter',
        question: 'How do I stop the newsletter?',
        answer: (
          <p>
            Every newsletter has an unsubscribe link at the bottom; one click is enough. Messages about your account and
            orders are sent regardless, because they are part of the service.
          </p>
        ),
      },
    ],
  },
];

export function FaqView() {
  return (
    <>
      <title>FAQ · Serenade</title>
      <ContentHeader
        eyebrow="Help"
        title="Frequently asked questions"
        lede="Delivery speeds and prices, revisions and refunds, privacy, uploads and your account."
      />
      <Container className="py-12 sm:py-16">
        <section aria-labelledby="faq-prices-heading">
          <h2 id="faq-prices-heading" className="text-2xl font-bold">
            Delivery speeds and prices
          </h2>
          <p className="mt-2 max-w-2xl text-muted-foreground">Pick the speed that fits your occasion.</p>
          <PricingTiers className="mt-8" />
        </section>

        <div className="mt-16 grid grid-cols-1 gap-12 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-16">
          <nav aria-label="FAQ topics" className="hidden lg:sticky lg:top-24 lg:block lg:self-start">
            <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Topics</p>
            <ul className="mt-3 flex flex-col gap-1 text-sm">
              {GROUPS.map((group) => (
                <li key={group.id}>
                  <a href={`#${group.id}`} className="block py-1 text-muted-foreground hover:text-foreground">
                    {group.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex min-w-0 flex-col gap-12">
            {GROUPS.map((group, index) => (
              <section key={group.id} id={group.id} aria-labelledby={`${group.id}-heading`} className="scroll-mt-24">
                <h2 id={`${group.id}-heading`} className="text-xl font-bold">
                  {group.title}
                </h2>
                <div className="mt-4">
                  <FaqList entries={group.entries} openFirst={index === 0} />
                </div>
              </section>
            ))}
            <div className="flex flex-col items-start gap-4 rounded-2xl bg-muted/60 p-6 sm:flex-row sm:items-center sm:justify-between">
              <div>
                <h2 className="text-lg font-semibold">Still have a question?</h2>
                <p className="mt-1 text-sm text-muted-foreground">
                  Send us a message, or e-mail <SupportEmail />. We reply within 24 hours.
                </p>
              </div>
              <Link to="/feedback" className={buttonClasses({ variant: 'outline' })}>
                <MessageSquare className="size-4" aria-hidden="true" /> Send feedback
              </Link>
            </div>
          </div>
        </div>
      </Container>
    </>
  );
}
