import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { toGsm7 } from '../src/modules/ussd/gsm7.js';

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
  /** The key of the line naming `name` on `screen` ("3 Rice 5kg N5,000" → '3'), or null. */
  const keyOf = (screen: Screen, name: string): string | null => {
    const line = screen.screen.split('\n').find((l) => /^\d+ /.test(l) && l.includes(name));
    return line?.split(' ')[0] ?? null;
  };
  const press = (reply: string) => {
    replies.push(reply);
    return send();
  };
  return {
    sessionId,
    phoneNumber,
    get screens() {
      return shown;
    },
    dial: send,
    press,
    again: send,
    keyOf,
    /** Presses `0` (More) until a line names `name` (in GSM-7, as screens show it), then its key. */
    async pick(screen: Screen, name: string): Promise<Screen> {
      const shown = toGsm7(name);
      let at = screen;
      for (let i = 0; i < 20; i += 1) {
        const key = keyOf(at, shown);
        if (key) return press(key);
        if (!at.screen.includes('0 More')) break;
        at = await press('0');
      }
      throw new Error(`"${name}" not on the screens:\n${at.screen}`);
    },
  };
}
export type UssdCaller = ReturnType<typeof ussdCaller>;
