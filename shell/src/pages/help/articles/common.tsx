import type { ReactNode } from 'react';
import {
  formatNaira,
  FREE_SHIPPING_THRESHOLD_NAIRA,
  SHIPPING_FEE_NAIRA,
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
} from 'shared-contracts';

/** A help page's text: the line under its title, and the article itself. Plain content: no data is fetched. */
export interface HelpArticle {
  intro: string;
  body: ReactNode;
}

export const fee = formatNaira(SHIPPING_FEE_NAIRA);
export const freeFrom = formatNaira(FREE_SHIPPING_THRESHOLD_NAIRA);
export const RETURN_DAYS = 7;
/** When the legal pages (terms, privacy, cookies) last changed. */
export const UPDATED = '23 November 2026';

export const Email = () => <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;
export const Phone = () => <a href={`tel:${SUPPORT_PHONE.replace(/\s+/g, '')}`}>{SUPPORT_PHONE}</a>;

/** One question of the FAQ, opened by a click on it. */
export function Faq({ question, children }: { question: string; children: ReactNode }) {
  return (
    <details>
      <summary>{question}</summary>
      <div>{children}</div>
    </details>
  );
}
