import { DeliveryFeeRange, Faq, linkTo, ReturnWindow, Say, type HelpArticle } from './common';
import { faqMessages as m } from './faq.messages';

const shippingLink = linkTo('/shipping');

/** /faq */
export const faq: HelpArticle = {
  intro: <Say message={m.intro} />,
  body: (
    <>
      <h2>
        <Say message={m.ordersAndPayment} />
      </h2>
      <Faq question={<Say message={m.howPay} />}>
        <p>
          <Say message={m.howPayAnswer} />
        </p>
      </Faq>
      <Faq question={<Say message={m.cancel} />}>
        <p>
          <Say message={m.cancelAnswer} values={{ orders: linkTo('/orders') }} />
        </p>
      </Faq>
      <Faq question={<Say message={m.whyAccount} />}>
        <p>
          <Say message={m.whyAccountAnswer} />
        </p>
      </Faq>
      <h2>
        <Say message={m.delivery} />
      </h2>
      <Faq question={<Say message={m.howLong} />}>
        <p>
          <Say message={m.howLongAnswer} values={{ shipping: shippingLink }} />
        </p>
      </Faq>
      <Faq question={<Say message={m.howMuch} />}>
        <p>
          <Say message={m.howMuchAnswer} values={{ fee: <DeliveryFeeRange />, shipping: shippingLink }} />
        </p>
      </Faq>
      <h2>
        <Say message={m.returns} />
      </h2>
      <Faq question={<Say message={m.canReturn} />}>
        <p>
          <Say
            message={m.canReturnAnswer}
            values={{ window: <ReturnWindow />, returns: linkTo('/returns') }}
          />
        </p>
      </Faq>
      <Faq question={<Say message={m.forgotPassword} />}>
        <p>
          <Say message={m.forgotPasswordAnswer} values={{ reset: linkTo('/auth/forgot-password') }} />
        </p>
      </Faq>
    </>
  ),
};
