import type { HelpArticle } from './common';

/** /cookies */
export const cookies: HelpArticle = {
  intro: 'What we store in your browser, and why.',
  body: (
    <>
      <h2>What we store</h2>
      <ul>
        <li>
          <strong>Your session</strong> (in your browser&apos;s local storage), so you stay signed in. It is
          removed when you log out.
        </li>
        <li>
          <strong>Nothing for advertising.</strong> We use no advertising or tracking cookies.
        </li>
      </ul>
      <h2>Your choice</h2>
      <p>
        You can clear this storage in your browser&apos;s settings at any time; you will then need to sign in
        again.
      </p>
    </>
  ),
};
