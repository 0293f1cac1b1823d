import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { formatDateTime } from 'shared-contracts';
import { HYDRATE_AT_ONCE } from 'shared-contracts/hydration';
import { useIntl } from 'react-intl';
import { inEnglish, type Translate } from '../../../messages/translate';
import { endsAt as endsAtMessage, promotionMessages, timeLeftMessage } from '../promotions.messages';

const Line = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.6rem;
  align-items: baseline;
  font-variant-numeric: tabular-nums;
`;

/** The ticking part: its room is kept from the first HTML on (hidden until it ticks), so nothing moves. */
const Left = styled.strong<{ $ticking: boolean }>`
  visibility: ${({ $ticking }) => ($ticking ? 'visible' : 'hidden')};
  white-space: nowrap;
`;

const pad = (n: number) => String(n).padStart(2, '0');

/** '2d 04:12:09 left' for what remains until `end`; 'Ended' once it has passed. */
export function timeLeft(endMs: number, nowMs: number, t: Translate = inEnglish): string {
  const seconds = Math.max(0, Math.floor((endMs - nowMs) / 1000));
  if (seconds === 0) return t(promotionMessages.ended);
  const days = Math.floor(seconds / 86_400);
  const rest = seconds % 86_400;
  const clock = `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}`;
  return t(timeLeftMessage, { days, clock });
}

/**
 * A countdown to a promotion's end. The server's HTML says when it ends (Lagos time); once the page runs, the time
 * left ticks every second beside it, in room the HTML kept for it; it ticks from the start: a page that shows one
 * hydrates at once (shared-contracts/hydration).
 */
export function Countdown({ endsAt, className }: { endsAt: string; className?: string }) {
  const end = new Date(endsAt).getTime();
  const [now, setNow] = useState<number | null>(null);
  const { formatMessage: t } = useIntl();
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [end]);
  return (
    <Line className={className} data-testid="countdown" {...{ [HYDRATE_AT_ONCE]: '' }}>
      <span>{t(endsAtMessage, { time: <time dateTime={endsAt}>{formatDateTime(endsAt)}</time> })}</span>
      <Left $ticking={now !== null} aria-live="off" data-testid="countdown-left">
        {now === null ? t(timeLeftMessage, { days: 0, clock: '00:00:00' }) : timeLeft(end, now, t)}
      </Left>
    </Line>
  );
}
