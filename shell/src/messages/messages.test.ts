import type { MessageDescriptor } from 'react-intl';
import { catalogueProblems } from 'shared-contracts/testing/messages';
import { cartLabel, navbarMessages } from '../features/navbar/navbar.messages';
import { footerMessages } from '../features/footer/footer.messages';
import { suggestionMessages } from '../features/language/suggestion.messages';
import {
  beforePromotion,
  promotionPrice,
  suggestionCount,
  suggestionListMessages,
} from '../features/navbar/search-suggestions.messages';
import {
  contactMessages,
  contactValidationMessages,
  inquiryTypeMessages,
} from '../features/contact/contact.messages';
import { offlineMessage } from '../features/offline/offline.messages';
import { loadingMessages } from '../components/loading.messages';
import { noScriptMessages } from '../components/no-script.messages';
import {
  remoteLabelMessages,
  remoteUnavailableMessages,
  remoteUnavailableTitle,
} from '../components/remote-unavailable.messages';
import { errorPageMessages, errorTypeMessages } from '../pages/error.messages';
import { notFoundMessages, redirectCountdown } from '../pages/not-found.messages';
import { helpCommonMessages, helpMessages, helpTitles } from '../pages/help/help.messages';
import { HELP_TOPICS } from '../pages/help/help-topics';
import { accessibilityMessages } from '../pages/help/articles/accessibility.messages';
import { cookiesMessages } from '../pages/help/articles/cookies.messages';
import { faqMessages } from '../pages/help/articles/faq.messages';
import { privacyMessages } from '../pages/help/articles/privacy.messages';
import { returnsMessages } from '../pages/help/articles/returns.messages';
import { shippingMessages, workingDays, workingDaysRange } from '../pages/help/articles/shipping.messages';
import { sizeGuideMessages } from '../pages/help/articles/size-guide.messages';
import { termsMessages } from '../pages/help/articles/terms.messages';
import { INQUIRY_TYPES } from 'shared-contracts';
import { authFrameTitle } from '../app/auth-dialog-frame.messages';
import { skipToContent } from '../app/root-layout.messages';
import pcm from './pcm.json';
import ha from './ha.json';
import yo from './yo.json';
import ig from './ig.json';
import helpPcm from './help/pcm.json';
import helpHa from './help/ha.json';
import helpYo from './help/yo.json';
import helpIg from './help/ig.json';
import pagesPcm from './pages/pcm.json';
import pagesHa from './pages/ha.json';
import pagesYo from './pages/yo.json';
import pagesIg from './pages/ig.json';
import noScriptPcm from './no-script/pcm.json';
import noScriptHa from './no-script/ha.json';
import noScriptYo from './no-script/yo.json';
import noScriptIg from './no-script/ig.json';
import contactPcm from './contact/pcm.json';
import contactHa from './contact/ha.json';
import contactYo from './contact/yo.json';
import contactIg from './contact/ig.json';

// The admin's <noscript> message (adminNoScriptMessages) is left out: the admin speaks English only.
const descriptors: MessageDescriptor[] = [
  ...[
    navbarMessages,
    footerMessages,
    suggestionMessages,
    suggestionListMessages,
    loadingMessages,
    remoteUnavailableMessages,
    remoteLabelMessages,
  ].flatMap((group) => Object.values(group)),
  cartLabel,
  suggestionCount,
  promotionPrice,
  beforePromotion,
  authFrameTitle,
  skipToContent,
  offlineMessage,
  remoteUnavailableTitle,
];

/** The error page's and the 404 page's words: a catalogue of their own (messages/pages), fetched with either page. */
const pageDescriptors: MessageDescriptor[] = [
  ...[errorPageMessages, errorTypeMessages, notFoundMessages].flatMap((group) => Object.values(group)),
  redirectCountdown,
];

/** What a page that needs JavaScript says inside its `<noscript>`: a catalogue only the server fetches. */
const noScriptDescriptors: MessageDescriptor[] = Object.values(noScriptMessages);

/** The contact form's words: a catalogue of their own (messages/contact), fetched with the form. */
const contactDescriptors: MessageDescriptor[] = [
  contactMessages,
  inquiryTypeMessages,
  contactValidationMessages,
].flatMap((group) => Object.values(group));

/** The help pages' words: a catalogue of their own (messages/help), fetched with a help page. */
const helpDescriptors: MessageDescriptor[] = [
  ...[
    helpTitles,
    helpMessages,
    helpCommonMessages,
    accessibilityMessages,
    cookiesMessages,
    faqMessages,
    privacyMessages,
    returnsMessages,
    shippingMessages,
    sizeGuideMessages,
    termsMessages,
  ].flatMap((group) => Object.values(group)),
  workingDays,
  workingDaysRange,
];

describe("the shell's words in every language", () => {
  it('has every message in Pidgin, Hausa, Yoruba and Igbo, with the same arguments as the English, in NFC', () => {
    expect(catalogueProblems(descriptors, { pcm, ha, yo, ig })).toEqual([]);
    expect(catalogueProblems(helpDescriptors, { pcm: helpPcm, ha: helpHa, yo: helpYo, ig: helpIg })).toEqual(
      [],
    );
    expect(
      catalogueProblems(pageDescriptors, { pcm: pagesPcm, ha: pagesHa, yo: pagesYo, ig: pagesIg }),
    ).toEqual([]);
    expect(
      catalogueProblems(noScriptDescriptors, {
        pcm: noScriptPcm,
        ha: noScriptHa,
        yo: noScriptYo,
        ig: noScriptIg,
      }),
    ).toEqual([]);
    expect(
      catalogueProblems(contactDescriptors, { pcm: contactPcm, ha: contactHa, yo: contactYo, ig: contactIg }),
    ).toEqual([]);
  });

  it('keeps the English words of docs/storefront.md', () => {
    const english = Object.fromEntries(
      [
        ...descriptors,
        ...pageDescriptors,
        ...noScriptDescriptors,
        ...contactDescriptors,
        ...helpDescriptors,
      ].map(({ id, defaultMessage }) => [id, defaultMessage]),
    );
    expect(english).toMatchObject({
      'shell.navbar.home': 'Home',
      'shell.navbar.categories': 'Categories',
      'shell.navbar.allCategories': 'All Categories',
      'shell.navbar.wishlist': 'Wishlist',
      'shell.navbar.login': 'Login',
      'shell.navbar.signUp': 'Sign Up',
      'shell.footer.returns': 'Returns & Exchanges',
      'shell.notFound.heading': 'Oops! Page Not Found',
      'shell.notFound.goBack': 'Go Back',
      'shell.notFound.goHome': 'Go to Homepage',
      'shell.notFound.refresh': 'Refresh Page',
      'shell.contact.title': 'Contact Us',
      'shell.contact.text': "We'd love to hear from you. How can we help?",
      'shell.contact.inquiryType': 'Type of Inquiry',
      'shell.contact.send': 'Send Message',
      'shell.offline.banner': "You're offline — showing saved pages",
    });
  });

  it('has the help pages’ titles of the route table, and the types of inquiry the API takes', () => {
    expect(HELP_TOPICS.map(({ slug }) => helpTitles[slug].defaultMessage)).toEqual(
      HELP_TOPICS.map(({ title }) => title),
    );
    expect(Object.keys(inquiryTypeMessages)).toEqual([...INQUIRY_TYPES]);
    expect(Object.values(inquiryTypeMessages).map(({ defaultMessage }) => defaultMessage)).toEqual([
      ...INQUIRY_TYPES,
    ]);
  });
});
