/**
 * `apply` makes one immer draft an action, the root: the rule code reads the
 * nested parts of a state with `peek` and replaces what it changes (see
 * core/draft.ts). A nested draft would cost a proxy, a trap per element read
 * and, worse, immer's walk over every array the action replaced. This pins
 * that property without timing anything: immer makes each draft with
 * `Proxy.revocable`, which the test counts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type AnyGame, createRng, games, pick, selfPlayOptions } from '../../src/index.js';

const revocable = Proxy.revocable;
let made = 0;

afterEach(() => {
  Proxy.revocable = revocable;
});

function countDrafts(): void {
  made = 0;
  Proxy.revocable = <T extends object>(target: T, handler: ProxyHandler<T>) => {
    made++;
    return revocable(target, handler);
  };
}

describe('apply drafts only the root of the state', () => {
  for (const game of games as AnyGame[]) {
    it(`${game.title}: one draft for each action of random games`, () => {
      const players = Math.min(Math.max(game.players.min, 3), game.players.max);
      const rng = createRng(11);
      const extra: string[] = [];
      let steps = 0;
      for (let g = 0; g < 6; g++) {
        let s = game.init({ players, seed: `drafts/${g}`, options: selfPlayOptions(game.id) });
        for (let k = 0; k < 400; k++) {
          const actors = game.actors(s);
          if (actors.length === 0) break;
          const seat = actors.length === 1 ? (actors[0] as number) : pick(rng, actors);
          const move = pick(rng, game.legalMoves(s, seat));
          countDrafts();
          s = game.apply(s, move);
          Proxy.revocable = revocable;
          steps++;
          if (made !== 1) extra.push(`${JSON.stringify(move)}: ${made} drafts`);
        }
      }
      expect(steps).toBeGreaterThan(100);
      expect(extra.slice(0, 5)).toEqual([]);
    });
  }
});
