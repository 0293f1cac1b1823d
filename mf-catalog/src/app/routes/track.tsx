import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage, statusOf, usePageMeta, useTrackOrder, type PageMeta } from 'shop-sdk';
import { Banner } from 'shared-contracts/ui/banner';
import { ButtonLink } from 'shared-contracts/ui/button';
import { Muted, Page, Stack, Title } from 'shared-contracts/ui/layout';
import { LoadingState } from 'shared-contracts/ui/states';
import { trackLookupOf, trackPath } from '../../features/tracking/lookup';
import { TrackAnswer } from '../../features/tracking/components/track-answer';
import { TrackForm } from '../../features/tracking/components/track-form';
import {
  trackDescription,
  trackMessages as m,
  trackOrderHeading,
  trackSeoMessages,
  trackTitle,
} from '../../features/tracking/tracking.messages';
import { shopImage } from '../../features/seo/page-meta';
import type { Translate } from '../../messages/translate';

/** One column, as wide as a phone's screen and no wider on a laptop's. */
const Column = styled(Stack)`
  max-width: 640px;
`;

/**
 * The page's head: the order number and the shop's name, whoever shares it; never the shopper's name or phone (the
 * canonical address leaves the phone out). Search engines keep none of it (the shell's server marks /track noindex).
 */
export function trackMeta(orderNumber: string, t: Translate, status?: number): PageMeta {
  return {
    ...(orderNumber
      ? {
          title: t(trackTitle, { number: orderNumber }),
          description: t(trackDescription, { number: orderNumber }),
        }
      : { title: t(trackSeoMessages.title), description: t(trackSeoMessages.description) }),
    canonical: trackPath(orderNumber),
    image: shopImage(t),
    ...(status ? { status } : {}),
  };
}

/** A refusal in words a shopper understands. */
function refusalOf(error: unknown, t: Translate): string {
  const status = statusOf(error);
  if (status === 404) return t(m.notFound);
  if (status === 429) return t(m.tooManyTries);
  // An empty or too long field: the API's own words.
  if (status !== undefined && status >= 400 && status < 500) return errorMessage(error, t(m.failed));
  return t(m.failed);
}

/**
 * /track and /track/{order number}: where an order is, for anyone with its number and the phone it was placed with.
 * It works without JavaScript: the form is a GET to the page with `?phone=`, which the server's loader looks up and
 * renders. With JavaScript the same address is followed in the page, and once answered the phone leaves the address
 * bar (replaced in the history), so a link shared from it never carries the phone.
 */
export default function TrackPage() {
  const { formatMessage: t } = useIntl();
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const { orderNumber, phone: phoneInUrl } = trackLookupOf(params, search);
  // The phone of the lookup shown, kept once it has left the address.
  const [kept, setKept] = useState(phoneInUrl);
  const phone = phoneInUrl || kept;
  const lookup = useTrackOrder(orderNumber, phone);
  const answered = !lookup.isPending || !orderNumber;

  useEffect(() => {
    if (!phoneInUrl || !answered) return;
    setKept(phoneInUrl);
    void navigate(trackPath(orderNumber), { replace: true, preventScrollReset: true });
  }, [phoneInUrl, answered, orderNumber, navigate]);

  const refused = lookup.isError ? statusOf(lookup.error) : undefined;
  usePageMeta(trackMeta(orderNumber, t, refused === 404 || refused === 429 ? refused : undefined));

  const track = (number: string, given: string) => {
    // The same lookup again after a refusal (a minute after too many tries) asks the API again.
    if (number === orderNumber && given === phone && lookup.isError) void lookup.refetch();
    void navigate(`${trackPath(number)}?${new URLSearchParams({ phone: given }).toString()}`);
  };

  const answer = lookup.data;
  return (
    <Page>
      <Column>
        <Title>{orderNumber ? t(trackOrderHeading, { number: orderNumber }) : t(m.heading)}</Title>
        {answer ? (
          <>
            <TrackAnswer answer={answer} />
            <div>
              <ButtonLink to="/track" $variant="secondary">
                {t(m.trackAnother)}
              </ButtonLink>
            </div>
          </>
        ) : phone && orderNumber && lookup.isPending ? (
          <LoadingState label={t(m.checking)} />
        ) : (
          <>
            {lookup.isError ? (
              <Banner tone="error">
                <p>{refusalOf(lookup.error, t)}</p>
              </Banner>
            ) : (
              <Muted>{orderNumber ? t(m.introPhone) : t(m.intro)}</Muted>
            )}
            <TrackForm orderNumber={orderNumber} phone={phone} onTrack={track} />
          </>
        )}
      </Column>
    </Page>
  );
}
