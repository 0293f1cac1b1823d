import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createShareImages, type ShareCard } from './share-image.js';

describe('share pictures', () => {
  let uploadDir: string;
  beforeEach(() => {
    uploadDir = mkdtempSync(join(tmpdir(), 'kasuwa-share-'));
  });
  afterEach(() => rmSync(uploadDir, { recursive: true, force: true }));

  /** A stand-in for drawing with sharp that counts its drawings and how many ran at once. */
  const counting = () => {
    const seen = { drawn: [] as string[], running: 0, peak: 0 };
    const drawCard = async (_dir: string, card: ShareCard) => {
      seen.running += 1;
      seen.peak = Math.max(seen.peak, seen.running);
      await sleep(20);
      seen.drawn.push(card.title);
      seen.running -= 1;
      return Buffer.from(`jpeg of ${card.title}`);
    };
    return { seen, drawCard };
  };
  const card = (title: string): ShareCard => ({ pictures: [], title, priceKobo: 1_380_000 });

  it('draws a picture once however many ask for it at once, and keeps it for the next askers', async () => {
    const { seen, drawCard } = counting();
    const images = createShareImages(uploadDir, { drawCard });
    const answers = await Promise.all(Array.from({ length: 12 }, () => images.draw(card('Tecno Spark'))));
    expect(new Set(answers.map(String))).toEqual(new Set(['jpeg of Tecno Spark']));
    expect(seen.drawn).toEqual(['Tecno Spark']);
    expect(images.drawing(card('Tecno Spark'))).toBe(false);
    expect(String(await images.made(card('Tecno Spark')))).toBe('jpeg of Tecno Spark');
    // Another price is another picture.
    expect(await images.made({ ...card('Tecno Spark'), priceKobo: 1_280_000 })).toBeNull();
  });

  it('draws one picture at a time, and refuses new ones when too many wait', async () => {
    const { seen, drawCard } = counting();
    const images = createShareImages(uploadDir, { drawCard, maxWaiting: 3 });
    const drawings = ['a', 'b', 'c', 'd'].map((title) => images.draw(card(title)));
    expect(images.draw(card('e'))).toBeNull();
    // Asking for one already waiting joins it.
    expect(images.draw(card('b'))).toBe(drawings[1]);
    await Promise.all(drawings);
    expect(seen.peak).toBe(1);
    expect(seen.drawn).toEqual(['a', 'b', 'c', 'd']);
    expect(images.draw(card('e'))).not.toBeNull();
  });

  it('lets the next drawing go when one fails', async () => {
    let calls = 0;
    const images = createShareImages(uploadDir, {
      drawCard: async () => {
        calls += 1;
        if (calls === 1) throw new Error('broken picture');
        return Buffer.from('jpeg');
      },
    });
    const failed = images.draw(card('broken'));
    const next = images.draw(card('fine'));
    await expect(failed).rejects.toThrow('broken picture');
    await expect(next).resolves.toEqual(Buffer.from('jpeg'));
    expect(images.drawing(card('broken'))).toBe(false);
  });
});
