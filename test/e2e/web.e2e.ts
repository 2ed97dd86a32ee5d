/**
 * The web example in a real browser: Playwright drives Debian's headless
 * chromium against the built example served on localhost. For each game it
 * starts a match, plays legal moves by clicking, checks that the hand and the
 * table change, that a refused move shows its reason, and saves a screenshot.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { build, type PreviewServer, preview } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/index.js';

const configFile = fileURLToPath(new URL('../../examples/web/vite.config.ts', import.meta.url));
const shots = fileURLToPath(new URL('./screenshots/', import.meta.url));
let server: PreviewServer;
let browser: Browser;
let url: string;

beforeAll(async () => {
  await build({ configFile, logLevel: 'warn' });
  server = await preview({ configFile, preview: { host: '127.0.0.1', port: 0, strictPort: false } });
  url = server.resolvedUrls?.local[0] ?? '';
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  mkdirSync(shots, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => server?.httpServer.close(() => resolve()));
});

// biome-ignore lint/performance/useDomNodeTextContent: Playwright's Locator.innerText: the rendered text a person sees.
const text = (page: Page, id: string) => page.getByTestId(id).innerText();

describe('web example', () => {
  for (const game of games) {
    it(`plays ${game.title} by clicking, and shows why a move is refused`, async () => {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(url);
      await page.getByTestId('game').selectOption(game.id);
      await page.getByTestId('seed').fill('e2e');
      await page.getByTestId('new-game').click();
      const handBefore = await text(page, 'hand');
      const tableBefore = await text(page, 'table');
      expect(handBefore.length).toBeGreaterThan(0);

      // A refused move: keep clicking hand cards until one is refused, and check the reason shows.
      let refused = '';
      for (let i = 0; i < 8 && !refused; i++) {
        const cards = page.locator('[data-testid="card"]');
        if ((await cards.count()) === 0) break;
        await cards.nth(i % (await cards.count())).click();
        const selectedPlay = page.getByTestId('play-selected');
        if (await selectedPlay.count()) await selectedPlay.click();
        refused = await text(page, 'error');
      }
      expect(refused.length).toBeGreaterThan(10);

      // Several legal moves by clicking: the hand or the table changes and events appear.
      for (let i = 0; i < 6; i++) {
        const moves = page.getByTestId('move');
        if ((await moves.count()) === 0) break;
        await moves.first().click();
        expect(await text(page, 'error')).toBe('');
      }
      const handAfter = await text(page, 'hand');
      const tableAfter = await text(page, 'table');
      expect(handAfter !== handBefore || tableAfter !== tableBefore).toBe(true);
      expect(tableAfter).not.toBe(tableBefore);
      expect((await text(page, 'events')).split('\n').length).toBeGreaterThan(3);
      expect(await text(page, 'score')).toContain('Seat 0 (you)');
      await page.screenshot({ path: `${shots}${game.id}.png`, fullPage: true });
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
