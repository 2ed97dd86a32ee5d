/**
 * `deckwright play` as a person plays it: a client that reads only the terminal's text (the
 * numbered moves, the cards and targets it may pick) and answers it, to the end of a game.
 */
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { playInTerminal } from '../../src/cli/play.js';
import { createRng, randomInt } from '../../src/core/rng.js';
import { getGame } from '../../src/registry.js';

/** Plays seat 0 by reading the screen; answers with a random numbered move, else a card, else a target. */
async function playByReading(id: string, seed: string, maxAnswers: number) {
  const input = new PassThrough();
  const output = new PassThrough();
  let screen = '';
  let since = 0;
  let answers = 0;
  const rng = createRng(`${seed}/reader`);
  output.on('data', (chunk: Buffer) => {
    screen += chunk.toString('utf8');
    // Each question ends with this line; what came since the last one is the current screen.
    if (!/\(q to quit\):\n$/.test(screen)) return;
    const page = screen.slice(since);
    since = screen.length;
    answers += 1;
    if (answers > maxAnswers) {
      input.end('q\n');
      return;
    }
    const numbered = [...page.matchAll(/^ +(\d+)\. /gm)].map((m) => m[1] as string);
    const cards = /^Cards you may pick: (.+)$/m.exec(page)?.[1]?.split(' ') ?? [];
    const targets = [...page.matchAll(/^ +(t\d+)\. /gm)].map((m) => m[1] as string);
    const all = [...numbered, ...cards, ...targets];
    const pickFrom = numbered.length > 0 && randomInt(rng, 2) === 0 ? numbered : all;
    input.write(`${pickFrom[randomInt(rng, pickFrom.length)]}\n`);
  });
  const game = getGame(id);
  if (game === undefined) throw new Error(`no game ${id}`);
  await playInTerminal({ game, players: 3, seat: 0, seed, bots: 'random', input, output });
  return { screen, answers };
}

describe('deckwright play, answered from the screen alone', () => {
  for (const id of ['parcellus', 'six-card-parade', 'frustration-rummy']) {
    it(`plays a whole game of ${id} by reading the table and picking from what it offers`, async () => {
      const { screen, answers } = await playByReading(id, `term-${id}`, 4000);
      expect(answers).toBeLessThanOrEqual(4000);
      expect(screen).toMatch(/\nGame over\. Points: .+ Winners?: /);
      // Words, not data: no field names, no JSON, no internal codes.
      expect(screen).not.toMatch(/[{}[\]]|null|undefined|\[object|"type"/);
      expect(screen).not.toMatch(/\b(?:[2-9TJQKA][SHDC]|JK)\b/);
      expect(screen).toContain('Your hand: ');
      expect(screen.split('\n').filter((l) => l.startsWith('Refused'))).toEqual([]);
    }, 120_000);
  }
});
