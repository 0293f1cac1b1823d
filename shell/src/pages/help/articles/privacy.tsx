import { Email, linkTo, Say, ShopName, UPDATED, type HelpArticle } from './common';
import { privacyMessages as m } from './privacy.messages';

/** /privacy */
export const privacy: HelpArticle = {
  intro: <Say message={m.intro} values={{ shop: <ShopName />, updated: UPDATED }} />,
  body: (
    <>
      <h2>
        <Say message={m.collect} />
      </h2>
      <ul>
        {[m.collect1, m.collect2, m.collect3, m.collect4].map((item) => (
          <li key={item.id}>
            <Say message={item} />
          </li>
        ))}
      </ul>
      <h2>
        <Say message={m.why} />
      </h2>
      <ul>
        {[m.why1, m.why2, m.why3, m.why4].map((item) => (
          <li key={item.id}>
            <Say message={item} />
          </li>
        ))}
      </ul>
      <h2>
        <Say message={m.share} />
      </h2>
      <p>
        <Say message={m.shareText} />
      </p>
      <h2>
        <Say message={m.keep} />
      </h2>
      <p>
        <Say message={m.keepText} />
      </p>
      <h2>
        <Say message={m.rights} />
      </h2>
      <p>
        <Say message={m.rightsText} values={{ email: <Email /> }} />
      </p>
      <h2>
        <Say message={m.cookies} />
      </h2>
      <p>
        <Say message={m.cookiesText} values={{ cookies: linkTo('/cookies') }} />
      </p>
    </>
  ),
};
