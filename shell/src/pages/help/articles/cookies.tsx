import { Say, type HelpArticle } from './common';
import { cookiesMessages as m } from './cookies.messages';

/** /cookies */
export const cookies: HelpArticle = {
  intro: <Say message={m.intro} />,
  body: (
    <>
      <h2>
        <Say message={m.whatWeStore} />
      </h2>
      <ul>
        <li>
          <Say message={m.session} />
        </li>
        <li>
          <Say message={m.advertising} />
        </li>
      </ul>
      <h2>
        <Say message={m.yourChoice} />
      </h2>
      <p>
        <Say message={m.yourChoiceText} />
      </p>
    </>
  ),
};
