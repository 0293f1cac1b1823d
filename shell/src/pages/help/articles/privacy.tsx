import { Link } from 'react-router-dom';
import { Email, ShopName, UPDATED, type HelpArticle } from './common';

/** /privacy */
export const privacy: HelpArticle = {
  intro: (
    <>
      How <ShopName /> uses your personal data, under the Nigeria Data Protection Act 2023 and the NDPR. Last
      updated {UPDATED}.
    </>
  ),
  body: (
    <>
      <h2>What we collect</h2>
      <ul>
        <li>Your account details: name, username, email address and phone number.</li>
        <li>Your delivery addresses, orders, cart and wishlist.</li>
        <li>Messages you send us, and your newsletter subscription.</li>
        <li>Technical data needed to keep the shop secure, such as your IP address when you sign in.</li>
      </ul>
      <h2>Why, and on what basis</h2>
      <ul>
        <li>To take and deliver your orders (performing our contract with you).</li>
        <li>To keep your account secure and prevent fraud (our legitimate interest).</li>
        <li>
          To send the newsletter, only if you subscribed (your consent, which you can withdraw at any time).
        </li>
        <li>To keep records the law requires, such as tax records.</li>
      </ul>
      <h2>Who we share it with</h2>
      <p>
        Only the courier who delivers your order (name, phone and address) and the service providers who host
        the shop for us, under contracts that protect your data. We never sell your data.
      </p>
      <h2>How long we keep it</h2>
      <p>
        Order records for six years, as tax law requires; the rest for as long as you keep your account, then
        we delete it.
      </p>
      <h2>Your rights</h2>
      <p>
        Under the NDPR you may ask for a copy of your data, have it corrected or deleted, object to its use,
        or withdraw consent. Write to our Data Protection Officer at <Email />; we answer within 30 days. You
        may also complain to the Nigeria Data Protection Commission (NDPC).
      </p>
      <h2>Cookies</h2>
      <p>
        See the <Link to="/cookies">Cookie Policy</Link>.
      </p>
    </>
  ),
};
