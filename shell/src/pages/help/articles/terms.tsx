import {
  Email,
  linkTo,
  Phone,
  ReturnWindow,
  Say,
  ShopAddress,
  ShopName,
  UPDATED,
  type HelpArticle,
} from './common';
import { termsMessages as m } from './terms.messages';

/** /terms */
export const terms: HelpArticle = {
  intro: <Say message={m.intro} values={{ shop: <ShopName />, updated: UPDATED }} />,
  body: (
    <>
      <h2>
        <Say message={m.who} />
      </h2>
      <p>
        <Say
          message={m.whoText}
          values={{ shop: <ShopName />, address: <ShopAddress />, email: <Email />, phone: <Phone /> }}
        />
      </p>
      <h2>
        <Say message={m.orders} />
      </h2>
      <p>
        <Say message={m.ordersText} />
      </p>
      <h2>
        <Say message={m.payLater} />
      </h2>
      <p>
        <Say message={m.payLaterText} />
      </p>
      <h2>
        <Say message={m.returns} />
      </h2>
      <p>
        <Say message={m.returnsText} values={{ window: <ReturnWindow />, returns: linkTo('/returns') }} />
      </p>
      <h2>
        <Say message={m.accounts} />
      </h2>
      <p>
        <Say message={m.accountsText} />
      </p>
      <h2>
        <Say message={m.law} />
      </h2>
      <p>
        <Say message={m.lawText} />
      </p>
    </>
  ),
};
