import { linkTo, ReturnWindow, Say, type HelpArticle } from './common';
import { returnsMessages as m } from './returns.messages';

/** /returns: the return window is the shop's Settings. */
export const returns: HelpArticle = {
  intro: <Say message={m.intro} values={{ window: <ReturnWindow /> }} />,
  body: (
    <>
      <h2>
        <Say message={m.what} />
      </h2>
      <ul>
        <li>
          <Say message={m.what1} />
        </li>
        <li>
          <Say message={m.what2} />
        </li>
      </ul>
      <h2>
        <Say message={m.how} />
      </h2>
      <ol>
        <li>
          <Say message={m.how1} values={{ window: <ReturnWindow />, contact: linkTo('/contact') }} />
        </li>
        <li>
          <Say message={m.how2} />
        </li>
        <li>
          <Say message={m.how3} />
        </li>
      </ol>
      <h2>
        <Say message={m.refunds} />
      </h2>
      <p>
        <Say message={m.refundsText} />
      </p>
      <h2>
        <Say message={m.exchanges} />
      </h2>
      <p>
        <Say message={m.exchangesText} />
      </p>
    </>
  ),
};
