/**
 * The help pages the footer links to, in the order of its Customer Service and Legal columns. Only the paths and
 * titles are on the first load (the route table needs them); the pages themselves are one lazy chunk.
 */
export const HELP_TOPICS = [
  { slug: 'contact', title: 'Contact Us' },
  { slug: 'faq', title: 'Frequently Asked Questions' },
  { slug: 'shipping', title: 'Shipping & Delivery' },
  { slug: 'returns', title: 'Returns & Exchanges' },
  { slug: 'size-guide', title: 'Size Guide' },
  { slug: 'terms', title: 'Terms of Service' },
  { slug: 'privacy', title: 'Privacy Policy' },
  { slug: 'cookies', title: 'Cookie Policy' },
  { slug: 'accessibility', title: 'Accessibility' },
] as const;

export type HelpSlug = (typeof HELP_TOPICS)[number]['slug'];
