/** Simple monochrome marks; the links are placeholders until the shop's social accounts exist. */
const paths: Record<string, string> = {
  Facebook: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5z',
  Twitter: 'M4 4l7 9-7 7h2l6-6 5 6h4l-7-9 7-7h-2l-6 6-5-6z',
  Instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-2a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  LinkedIn:
    'M4 9h3v11H4zM5.5 4a1.7 1.7 0 1 1 0 3.4 1.7 1.7 0 0 1 0-3.4zM9 9h3v1.6c.5-.9 1.7-1.8 3.4-1.8 3.3 0 3.6 2.1 3.6 4.9V20h-3v-5.5c0-1.3 0-2.9-1.8-2.9S12 13 12 14.4V20H9z',
  YouTube:
    'M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12 31 31 0 0 0 2 15.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1c.4-1.2.4-3.8.4-3.8s0-2.6-.4-3.8zM10 15V9l5.2 3z',
};

export const SOCIAL_NETWORKS = ['Facebook', 'Twitter', 'Instagram', 'LinkedIn', 'YouTube'] as const;

export function SocialIcon({ name }: { name: (typeof SOCIAL_NETWORKS)[number] }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={paths[name]} />
    </svg>
  );
}
