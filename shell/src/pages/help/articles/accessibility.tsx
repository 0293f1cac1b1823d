import { Email, Phone, ShopName, type HelpArticle } from './common';

/** /accessibility */
export const accessibility: HelpArticle = {
  intro: (
    <>
      We want everyone to be able to shop at <ShopName />.
    </>
  ),
  body: (
    <>
      <h2>What we aim for</h2>
      <p>
        The shop aims to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA. Every page can
        be used with a keyboard alone, works with screen readers, and fits screens down to 360 pixels wide.
      </p>
      <h2>Known limits</h2>
      <p>Some product photos have short descriptions only. We are improving them.</p>
      <h2>Tell us</h2>
      <p>
        If something is hard to use, write to <Email /> or call <Phone />, and we will help you complete your
        order.
      </p>
    </>
  ),
};
