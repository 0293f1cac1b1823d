import type { HelpSlug } from './help-topics';
import type { HelpArticle } from './articles/common';
import { faq } from './articles/faq';
import { shipping } from './articles/shipping';
import { returns } from './articles/returns';
import { sizeGuide } from './articles/size-guide';
import { terms } from './articles/terms';
import { privacy } from './articles/privacy';
import { cookies } from './articles/cookies';
import { accessibility } from './articles/accessibility';

/** The article of each help page except Contact (a form), one file each under articles/. */
export const HELP_ARTICLES: Record<Exclude<HelpSlug, 'contact'>, HelpArticle> = {
  faq,
  shipping,
  returns,
  'size-guide': sizeGuide,
  terms,
  privacy,
  cookies,
  accessibility,
};
