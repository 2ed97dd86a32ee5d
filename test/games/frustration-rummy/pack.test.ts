/**
 * R1, R2: the pack follows the options, and so do stacked decks and stored states.
 */
import { describe, expect, it } from 'vitest';
import { frustrationRummy as game } from '../../../src/games/frustration-rummy/index.js';
import { createRng, pick, restoreState } from '../../../src/index.js';

describe('R1 R2 the pack follows the options', () => {
  it('has 2 × 52 + 4 cards by default and 3 × 52 + 3 with three decks and one Joker a deck', () => {
    expect(game.deck()).toHaveLength(108);
    expect(game.deck({ decks: 3, jokersPerDeck: 1 })).toHaveLength(159);
    expect(game.deck({ decks: 3, jokersPerDeck: 1 }).filter((c) => c.startsWith('JK'))).toHaveLength(3);
  });
  it('deals a stacked three-deck pack, and restores states played with it', () => {
    const options = { decks: 3 as const, jokersPerDeck: 1 };
    const deck = [...game.deck(options)].reverse();
    const s = game.init({ players: 4, seed: 1, deck, dealer: 0, options });
    expect(game.cards(s).sort()).toEqual([...game.deck(options)].sort());
    const rng = createRng(2);
    const work = structuredClone(s);
    for (let i = 0; i < 40 && game.actors(work).length > 0; i++) {
      const seat = pick(rng, game.actors(work));
      game.applyInPlace(work, pick(rng, game.legalMoves(work, seat)));
    }
    expect(restoreState(game, JSON.stringify(work))).toEqual(work);
    expect(() => game.init({ players: 4, seed: 1, deck: game.deck(), options })).toThrow(/159 cards/);
  });
});
