/**
 * The web example's card table in a real browser: Playwright drives Debian's headless chromium
 * against the built example served on localhost. The tests read the page and click it, as a
 * person would; they never call the library. For each game one seat is played from the deal to
 * the game-over screen by clicking cards and buttons, at desktop and at phone width, with bots
 * on the other seats; axe checks each game's table; a few moves are played with the keyboard
 * alone; undo, the replay viewer and a record saved and loaded as a file are used once.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, chromium, type Page } from 'playwright-core';
import { build, type PreviewServer, preview } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const configFile = fileURLToPath(new URL('../../examples/web/vite.config.ts', import.meta.url));
/** Every run's screenshots, ignored by git. */
const shots = fileURLToPath(new URL('./screenshots/', import.meta.url));
/** The screenshots the UI guide shows, committed. */
const guideImages = fileURLToPath(new URL('../../docs/guide/images/', import.meta.url));
const GAMES = ['parcellus', 'six-card-parade', 'frustration-rummy'] as const;
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

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
  mkdirSync(guideImages, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => server?.httpServer.close(() => resolve()));
});

// biome-ignore lint/performance/useDomNodeTextContent: Playwright's Locator.innerText: the rendered text a person sees.
const text = (page: Page, id: string) => page.getByTestId(id).innerText();
const state = (page: Page) => page.getByTestId('app').getAttribute('data-state');

/** Opens the table and starts a seeded game with random bots that answer at once. */
async function start(page: Page, game: string, seed: string): Promise<void> {
  await page.goto(url);
  await page.getByTestId('game').selectOption(game);
  for (const bot of await page.locator('[data-testid^="bot-"]').all()) await bot.selectOption('random');
  await page.getByTestId('speed').selectOption('0');
  await page.getByTestId('seed').fill(seed);
  await page.getByTestId('new-game').click();
}

/** Waits until the page asks the player to act or shows the game over. */
async function yourTurnOrOver(page: Page): Promise<'your-turn' | 'over'> {
  await page.locator('[data-testid="app"][data-state="your-turn"], [data-testid="app"][data-state="over"]').waitFor();
  return (await state(page)) as 'your-turn' | 'over';
}

/**
 * axe's serious and critical violations on the page as it stands, each as its rule, impact and
 * first element. The page must come from `browser.newContext()`: axe opens a page of its own there.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}) ${v.nodes[0]?.target.join(' ')}`);
}

const movesOnPage = (page: Page) => page.locator('#actions [data-testid="move"]');
const freePicks = (page: Page) => page.locator('#app [data-testid="pick"][aria-pressed="false"]:not([disabled])');

/**
 * One move by clicking: the first card or choice the page enables, then the next, until the
 * page offers a move made of the picks; then that move's button. Returns the move's label.
 */
async function clickOneMove(page: Page): Promise<string> {
  for (let picks = 0; picks < 60; picks++) {
    const move = movesOnPage(page).first();
    if ((await movesOnPage(page).count()) > 0) {
      // biome-ignore lint/performance/useDomNodeTextContent: Playwright's Locator.innerText: the text a person sees.
      const label = await move.innerText();
      await move.click();
      return label;
    }
    const pick = freePicks(page).first();
    if ((await freePicks(page).count()) === 0)
      throw new Error(`Nothing to pick or play: ${await text(page, 'prompt')}`);
    await pick.click();
  }
  throw new Error('No move after 60 picks');
}

describe('the web card table', () => {
  for (const game of GAMES) {
    it(`plays a whole game of ${game} by clicking`, async () => {
      for (const vp of VIEWPORTS) {
        const context = await browser.newContext({ viewport: { width: vp.width, height: vp.height } });
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await start(page, game, `e2e-${vp.name}`);
        expect(await text(page, 'rules')).toMatch(/players\. /);
        await page.screenshot({ path: `${shots}${game}-${vp.name}-start.png`, fullPage: true, animations: 'disabled' });

        const labels: string[] = [];
        let guideShot = false;
        while ((await yourTurnOrOver(page)) === 'your-turn') {
          expect(await text(page, 'prompt')).not.toMatch(/^$|[{}]|Waiting/);
          const before = await page.getByTestId('app').getAttribute('data-steps');
          if (vp.name === 'desktop' && !guideShot && labels.length >= 3 && (await freePicks(page).count()) >= 2) {
            // The guide's picture: the table a few moves in, a first pick made among several.
            guideShot = true;
            await freePicks(page).first().click();
            await page.getByTestId('app').screenshot({ path: `${guideImages}${game}.png`, animations: 'disabled' });
          }
          labels.push(await clickOneMove(page));
          expect(await text(page, 'error')).toBe('');
          // The move was made: the match has one more step (the bots may have added theirs).
          expect(Number(await page.getByTestId('app').getAttribute('data-steps'))).toBeGreaterThan(Number(before));
          expect(labels.length).toBeLessThan(1500);
        }
        if (vp.name === 'desktop') expect(guideShot).toBe(true);
        // Moves are in players' words, never raw action objects.
        expect(labels.length).toBeGreaterThan(3);
        for (const l of labels) expect(l).not.toMatch(/[{}"]|seat:|type:/);
        const over = page.getByTestId('game-over');
        await expect.poll(() => over.isVisible()).toBe(true);
        expect(await text(page, 'winners')).toMatch(/Seat \d.*(wins|share the win)|Nobody wins/);
        expect(await text(page, 'table')).not.toMatch(/[{}]|":/);
        // Nothing wider than the screen: no sideways scrolling at phone width.
        expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(vp.width);
        await page.screenshot({ path: `${shots}${game}-${vp.name}-over.png`, fullPage: true, animations: 'disabled' });
        // axe on the game over at phone width (the tables at desktop width have their own test).
        if (vp.name === 'phone') expect(await seriousViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
        await context.close();
      }
    });
  }

  it('has no serious or critical accessibility violations on any table', async () => {
    for (const game of GAMES) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await start(page, game, 'axe');
      await yourTurnOrOver(page);
      // A pick made, so the choices and move buttons are on the page too.
      await freePicks(page).first().click();
      expect((await seriousViolations(page)).map((v) => `${game}: ${v}`)).toEqual([]);
      await context.close();
    }
  });

  it('plays several moves with the keyboard only', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    // Opened from its address, so not even the setup needs the mouse; the thinking bots this time, in the worker.
    await page.goto(`${url}?game=parcellus&seed=keys&bots=hard,medium&speed=0`);
    expect(await page.getByTestId('bot-1').inputValue()).toBe('hard');
    expect(await page.getByTestId('bot-2').inputValue()).toBe('medium');
    const focused = async () => {
      const a = page.locator(':focus');
      if ((await a.count()) === 0) return { testid: '', pressed: '' };
      return {
        testid: (await a.getAttribute('data-testid')) ?? '',
        pressed: (await a.getAttribute('aria-pressed')) ?? '',
      };
    };
    let made = 0;
    for (let presses = 0; presses < 600 && made < 5; presses++) {
      if ((await yourTurnOrOver(page)) === 'over') break;
      const f = await focused();
      // Enter on the first move button the focus meets; Space on a card or choice not yet picked.
      if (f.testid === 'move') {
        const steps = Number(await page.getByTestId('app').getAttribute('data-steps'));
        await page.keyboard.press('Enter');
        await expect
          .poll(async () => Number(await page.getByTestId('app').getAttribute('data-steps')))
          .toBeGreaterThan(steps);
        made++;
      } else if (f.testid === 'pick' && f.pressed === 'false' && (await movesOnPage(page).count()) === 0) {
        await page.keyboard.press('Space');
      } else {
        await page.keyboard.press('Tab');
      }
    }
    expect(made).toBe(5);
    expect(await text(page, 'error')).toBe('');
    await page.close();
  });

  it('offers every legal move, a page at a time', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    // The blind pass: six cards, so twenty ways to pass three; the bots wait, step by step.
    await page.goto(`${url}?game=parcellus&seed=pages&bots=random,random&speed=step`);
    await yourTurnOrOver(page);
    await page.locator('#all-moves summary').click();
    expect(await page.locator('#all-moves summary').textContent()).toBe('Every legal move (20)');
    const listed = page.locator('#all-moves-list li button');
    const first = await listed.allInnerTexts();
    await page.locator('[data-key="list-next"]').click();
    const second = await listed.allInnerTexts();
    expect(await page.locator('[data-key="list-next"]').isDisabled()).toBe(true);
    // Every move once, all twenty in players' words.
    expect(new Set([...first, ...second]).size).toBe(20);
    for (const l of [...first, ...second]) expect(l).toMatch(/^Pass \S+ \S+ \S+ left$/);
    await listed.last().click();
    expect(await page.getByTestId('app').getAttribute('data-steps')).toBe('1');
    expect(await text(page, 'error')).toBe('');
    await page.close();
  });

  it('undoes a blind choice, replays the match step by step, and loads a saved record', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    // Bots step by step: they pass only when asked, so your blind pass is not the one that ends the pass.
    await page.goto(`${url}?game=parcellus&seed=undo&bots=random,random&speed=step`);
    await yourTurnOrOver(page);
    const undo = page.getByTestId('undo');
    const steps = async () => Number(await page.getByTestId('app').getAttribute('data-steps'));
    expect(await undo.isEnabled()).toBe(false);
    const hand = await text(page, 'hand');
    expect(await clickOneMove(page)).toMatch(/^Pass .+ left$/);
    expect(await steps()).toBe(1);
    expect(await undo.isEnabled()).toBe(true);
    await undo.click();
    expect(await steps()).toBe(0);
    expect(await text(page, 'hand')).toBe(hand);
    expect(await text(page, 'events')).toContain('You took your last move back.');
    // Pass again and let both bots pass: the last pass shows everyone the cards, so there is no undo.
    await clickOneMove(page);
    await page.getByTestId('bot-step').click();
    await expect.poll(steps).toBe(2);
    await page.getByTestId('bot-step').click();
    await expect.poll(steps).toBeGreaterThanOrEqual(3);
    expect(await undo.isEnabled()).toBe(false);
    await page.getByTestId('speed').selectOption('0');
    for (let i = 0; i < 3; i++) if ((await yourTurnOrOver(page)) === 'your-turn') await clickOneMove(page);

    // Save the record as a file, load it back into the replay viewer and step through it.
    const download = page.waitForEvent('download');
    await page.getByTestId('save-record').click();
    const file = await (await download).path();
    const saved = readFileSync(file, 'utf8');
    expect(saved).toContain('"deckwright.match"');
    await page.getByTestId('load-record').setInputFiles(file);
    await expect.poll(() => state(page)).toBe('replay');
    expect(await text(page, 'replay-step')).toMatch(/step 0 of \d+\. The deal\./);
    await page.getByTestId('replay-next').click();
    await page.getByTestId('replay-next').click();
    expect(await text(page, 'replay-step')).toMatch(/step 2 of \d+\. Seat \d: /);
    await page.keyboard.press('ArrowLeft');
    expect(await text(page, 'replay-step')).toMatch(/step 1 of/);
    await page.getByTestId('replay-viewer').selectOption('0');
    expect((await text(page, 'hand')).length).toBeGreaterThan(0);
    await page.screenshot({ path: `${shots}replay.png`, fullPage: true, animations: 'disabled' });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('replay-close').click();
    await expect.poll(() => state(page)).toMatch(/your-turn|waiting/);
    await context.close();
  });
});
