import { expect, type Page } from '@playwright/test';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { RELEASE_MANIFEST, VERSION_FOLDER } from '../../shared-contracts/src/schemas/release-versions';
import { RELEASES_TTL_MS } from '../../shared-contracts/src/schemas/releases';
import { repo, type OwnShop } from './own-shop';

/** What the release tests (releases.spec.ts) run and read: the release CLI, the registry's channels, a page's versions. */

const run = promisify(execFile);

export interface Released {
  code: number;
  stdout: string;
  stderr: string;
}

export interface Channels {
  remote: string;
  stable: { version: string } | null;
  canary: { version: string; percent: number } | null;
}

/**
 * The tools over a shop of the test's own: `current` names the shop and the folder its catalog's versions are
 * published to, once its `beforeAll` has started them.
 */
export function releaseTools(current: () => { shop: OwnShop; served: string }) {
  /** `npm run release -- …` against this test's shop, as a team's CI runs it. */
  async function release(...args: string[]): Promise<Released> {
    const { shop, served } = current();
    try {
      const { stdout, stderr } = await run(
        process.execPath,
        [path.join(repo, 'scripts/release.mjs'), ...args],
        {
          env: {
            ...process.env,
            RELEASE_API_URL: `http://127.0.0.1:${shop.ports.api}`,
            CATALOG_DIST: served,
          },
        },
      );
      // The shop's server keeps the channels it read for RELEASES_TTL_MS: once that has passed, every page and
      // /runtime-config.json it answers follows this command.
      await new Promise((resolve) => setTimeout(resolve, RELEASES_TTL_MS + 250));
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  const catalogChannels = async (): Promise<Channels> => {
    const { shop } = current();
    const answer = (await (await fetch(`${shop.url}/api/releases/current`)).json()) as {
      data: { remotes: Channels[] };
    };
    return answer.data.remotes.find((remote) => remote.remote === 'catalog')!;
  };

  /** The catalog version a page runs: the one its server render names, and the manifest its browser loaded. */
  async function catalogVersionOf(page: Page): Promise<string> {
    const loadedVersion = async () =>
      (await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name)))
        .map((name) => RELEASE_MANIFEST.exec(name)?.[1])
        .find(Boolean) ?? '';
    // The server's HTML shows before the browser has fetched the catalog's manifest: wait for it.
    await expect.poll(loadedVersion, { timeout: 30_000 }).not.toBe('');
    const version = await loadedVersion();
    const rendered = await page
      .locator('#kasuwa-page')
      .textContent()
      .then((text) => (JSON.parse(text ?? '{}') as { versions?: Record<string, string> }).versions?.catalog);
    // The browser hydrates with the build the server rendered.
    if (rendered) expect(rendered).toBe(version);
    return version;
  }

  /** The catalog versions the page's document loaded files of (each released version is a folder of its own). */
  async function catalogVersionsLoaded(page: Page) {
    const paths = await page.evaluate(
      (catalog) =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name))
          .filter((url) => url.port === catalog)
          .map((url) => url.pathname.slice(1)),
      String(current().shop.ports.catalog),
    );
    const versions = paths.filter((path) => VERSION_FOLDER.test(path)).map((path) => path.split('/')[0]);
    return [...new Set(versions)];
  }

  return { release, catalogChannels, catalogVersionOf, catalogVersionsLoaded };
}
