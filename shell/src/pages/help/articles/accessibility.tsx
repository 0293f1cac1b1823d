import { Email, Phone, Say, ShopName, type HelpArticle } from './common';
import { accessibilityMessages as m } from './accessibility.messages';

/** /accessibility */
export const accessibility: HelpArticle = {
  intro: <Say message={m.intro} values={{ shop: <ShopName /> }} />,
  body: (
    <>
      <h2>
        <Say message={m.aim} />
      </h2>
      <p>
        <Say message={m.aimText} />
      </p>
      <h2>
        <Say message={m.limits} />
      </h2>
      <p>
        <Say message={m.limitsText} />
      </p>
      <h2>
        <Say message={m.tellUs} />
      </h2>
      <p>
        <Say message={m.tellUsText} values={{ email: <Email />, phone: <Phone /> }} />
      </p>
    </>
  ),
};
