import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { backupName, pruneBackups } from '../src/backup/backup.js';

describe('keeping backups', () => {
  it('keeps the newest backups of a folder by the time in their names, and nothing else is touched', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'kasuwa-backups-'));
    try {
      const names = ['2026-11-01', '2026-11-03', '2026-11-02', '2026-12-01'].map((day) =>
        backupName(new Date(`${day}T02:00:00Z`)),
      );
      // Another version's backup sorts by its time, not its version.
      names.push('kasuwa-0.1.0-20261130T020000Z.tar.gz');
      for (const name of [...names, 'notes.txt', 'kasuwa-by-hand.tar.gz'])
        writeFileSync(join(folder, name), '');
      const removed = await pruneBackups(folder, 3);
      expect(removed.map((file) => relative(folder, file)).sort()).toEqual([names[0], names[2]].sort());
      expect(readdirSync(folder).sort()).toEqual(
        [names[1], names[3], names[4], 'notes.txt', 'kasuwa-by-hand.tar.gz'].sort(),
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
