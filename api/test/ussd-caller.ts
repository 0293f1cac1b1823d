import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** Africa's Talking's USSD callback, as it posts it: form-encoded. */
export function postUssd(app: FastifyInstance, path: string, fields: Record<string, string>, key: string) {
  return app.inject({
    method: 'POST',
    url: `/api/${path}?key=${encodeURIComponent(key)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

export interface Screen {
  status: number;
  /** The whole answer: `CON …` or `END …`. */
  answer: string;
  /** What the handset shows (without `CON ` / `END `). */
  screen: string;
  ended: boolean;
}

/**
 * A caller's session as the gateway drives it: `dial()` sends the first callback (text ''), `press(reply)` the next
 * with every reply so far joined by `*`, `again()` the last callback once more (a retry).
 */
export function ussdCaller(app: FastifyInstance, phoneNumber: string, key: string) {
  const sessionId = `ATUid_${randomBytes(8).toString('hex')}`;
  const replies: string[] = [];
  let shown: Screen[] = [];
  const send = async (): Promise<Screen> => {
    const res = await postUssd(
      app,
      'ussd',
      { sessionId, serviceCode: '*384*1234#', phoneNumber, networkCode: '62130', text: replies.join('*') },
      key,
    );
    const screen = {
      status: res.statusCode,
      answer: res.body,
      screen: res.body.replace(/^(CON|END) /, ''),
      ended: res.body.startsWith('END '),
    };
    shown = [...shown, screen];
    return screen;
  };
  return {
    sessionId,
    phoneNumber,
    get screens() {
      return shown;
    },
    dial: send,
    press(reply: string) {
      replies.push(reply);
      return send();
    },
    again: send,
    /** The key of the line naming `name` on `screen` ("3 Rice 5kg N5,000" → '3'), or null. */
    keyOf(screen: Screen, name: string): string | null {
      const line = screen.screen.split('\n').find((l) => /^\d+ /.test(l) && l.includes(name));
      return line?.split(' ')[0] ?? null;
    },
  };
}
export type UssdCaller = ReturnType<typeof ussdCaller>;
