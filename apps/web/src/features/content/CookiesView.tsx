import { Link } from 'react-router';
import { LegalDocument, type LegalSection } from './LegalDocument';
import { SupportEmail } from './SupportEmail';

type StoredItem = { name: string; key?: string; why: string; lasts: string };

const ITEMS: StoredItem[] = [
  {
    name: 'Access token',
    key: 'serenade.token',
    why: 'Proves to our server that you are logged in. Only set when you log in.',
    lasts: 'Renewed while you use the site (each one is valid for minutes); removed when you log out.',
  },
  {
    name: 'Refresh token',
    key: 'serenade.refreshToken',
    why: 'Keeps you logged in between visits by getting a new access token.',
    lasts: 'Until you log out or the session expires.',
  },
  {
    name: 'Theme',
    key: 'serenade.theme',
    why: 'Remembers whether you chose the light or the dark theme.',
    lasts: 'Until you clear it.',
  },
  {
    name: 'Recent sign-up',
    key: 'serenade.registeredEmail',
    why: 'Fills in your e-mail address on the login form just after you register.',
    lasts: '5 minutes.',
  },
  {
    name: 'Admin sidebar',
    key: 'serenade.adminSidebarCollapsed',
    why: 'Remembers whether the admin menu is collapsed. Administrators only.',
    lasts: 'Until you clear it.',
  },
];

/** A table on wide screens; each row becomes a small card on phones. */
function StorageTable() {
  return (
    <div className="mt-6 overflow-hidden rounded-xl border border-border">
      <table className="w-full text-left text-sm max-sm:block">
        <caption className="sr-only">What Serenade keeps in your browser&apos;s local storage</caption>
        <thead className="bg-muted/60 text-foreground max-sm:hidden">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Item
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Why
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              How long
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border max-sm:block">
          {ITEMS.map((item) => (
            <tr key={item.name} className="align-top max-sm:block max-sm:px-4 max-sm:py-3">
              <th scope="row" className="px-4 py-3 font-semibold text-foreground max-sm:block max-sm:p-0">
                {item.name}
                {item.key ? (
                  <span className="mt-1 block font-normal">
                    <code>{item.key}</code>
                  </span>
                ) : null}
              </th>
              <td className="px-4 py-3 max-sm:mt-2 max-sm:block max-sm:p-0">
                <span className="font-semibold text-foreground sm:hidden">Why: </span>
                {item.why}
              </td>
              <td className="px-4 py-3 max-sm:mt-1 max-sm:block max-sm:p-0">
                <span className="font-semibold text-foreground sm:hidden">How long: </span>
                {item.lasts}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const SECTIONS: LegalSection[] = [
  {
    id: 'no-tracking',
    title: 'No tracking cookies',
    content: (
      <>
        <p>
          Serenade sets no cookies to track you, to advertise to you or to follow you across other websites, and our
          pages load no third-party analytics or advertising scripts. That is why you do not see a cookie banner here.
        </p>
        <p>
          Plays, likes and page views are counted by our own server, as described in the{' '}
          <Link to="/privacy">privacy policy</Link>.
        </p>
        <p>
          One cookie exists, and only if you play a song while logged out: <code>serenade_listener</code>, a random
          listener id signed by our server so that your plays count once per 30 minutes and nobody can inflate play
          counts. It is sent only to our own API, holds nothing about who you are, and lasts a year or until you clear
          it.
        </p>
      </>
    ),
  },
  {
    id: 'local-storage',
    title: 'What we keep in your browser',
    content: (
      <>
        <p>
          Instead of cookies, Serenade uses your browser&apos;s local storage for the few things it must remember. Local
          storage stays on your device and is only read by Serenade&apos;s own pages. It is not sent with every request
          the way cookies are: the access token is attached only to our own API calls.
        </p>
        <StorageTable />
        <p>
          The two tokens are strictly necessary: without them you could not stay logged in. The other items only make
          the site more pleasant and hold nothing about who you are.
        </p>
      </>
    ),
  },
  {
    id: 'control',
    title: 'How to remove them',
    content: (
      <ul>
        <li>Logging out removes both tokens from your browser and ends the session on our server.</li>
        <li>
          Your browser&apos;s settings let you clear site data for Serenade at any time, which removes every item above.
        </li>
        <li>
          If your browser blocks local storage, you can still log in; you will simply be logged out when you leave.
        </li>
      </ul>
    ),
  },
  {
    id: 'changes',
    title: 'Changes and questions',
    content: (
      <p>
        If we ever need a new item in your browser, we will add it to this page before we use it. Questions are welcome
        at <SupportEmail />.
      </p>
    ),
  },
];

export function CookiesView() {
  return (
    <LegalDocument
      title="Cookie Policy"
      updated="2026-11-22"
      intro="Short version: no tracking cookies. We keep your login and a few preferences in your browser's local storage, and nothing else."
      sections={SECTIONS}
    />
  );
}
