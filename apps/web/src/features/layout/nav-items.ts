export type NavItem = { to: string; label: string; authOnly?: boolean; end?: boolean };

/** SPEC 2 header navigation; Create Song only for logged-in visitors. */
export const MAIN_NAV: NavItem[] = [
  { to: '/', label: 'Home', end: true },
  { to: '/playlists', label: 'Playlists' },
  { to: '/feed', label: 'Feed' },
  { to: '/create-song', label: 'Create Song', authOnly: true },
  { to: '/about', label: 'About' },
];

export const EXPLORE_LINKS = [
  { to: '/about', label: 'About' },
  { to: '/how-it-works', label: 'How It Works' },
  { to: '/examples', label: 'Examples' },
  { to: '/faq', label: 'FAQ' },
  { to: '/changelog', label: 'Changelog' },
  { to: '/feedback', label: 'Feedback' },
];

export const LEGAL_LINKS = [
  { to: '/terms', label: 'Terms of Service' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/copyright', label: 'Copyright' },
  { to: '/cookies', label: 'Cookie Policy' },
];
