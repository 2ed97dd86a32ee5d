/**
 * Error messages name cards as people write them (`10♥`, `J♣`, `Joker`), in
 * every game, never by their codes (`TH`, `JC#1`): the codes are for programs,
 * and only a malformed action is told, in codes, what its JSON must hold.
 */
import { describe, expect, it } from 'vitest';
import { baseCard } from '../../src/core/cards.js';
import { createRng, games, pick, selfPlayOptions } from '../../src/index.js';

// A card code as a word of its own: rank and suit letters, perhaps a copy suffix.
const CODE = /(^|[\s(,"])([2-9TJQKA][SHDC]|JK)(#\d+)?(?=$|[\s.,:;)"])/;

/** `action` with its card fields (a card or a list of cards) given other cards of the deck. */
function withOtherCards(action: Record<string, unknown>, deck: readonly string[], k: number): Record<string, unknown> {
  const other = (i: number) => deck[(k * 7 + i * 13) % deck.length] as string;
  // A move names a card by its code or, where the deck has twin copies, by its kind (`7H` for `7H#0`).
  const named = new Set([...deck, ...deck.map(baseCard)]);
  const isCardOf = (v: unknown): boolean => typeof v === 'string' && named.has(v);
  const out: Record<string, unknown> = { ...action };
  for (const [key, value] of Object.entries(action)) {
    if (isCardOf(value)) out[key] = other(0);
    if (Array.isArray(value) && value.every(isCardOf)) {
      out[key] = value.map((_, i) => other(i));
    }
  }
  return out;
}

for (const game of games) {
  describe(`${game.id}: cards in error messages`, () => {
    it('are named in their pretty form', () => {
      const players = Math.min(Math.max(game.players.min, 3), game.players.max);
      const deck = [...new Set(game.deck(selfPlayOptions(game.id) as never))];
      const messages = new Set<string>();
      for (let g = 0; g < 6; g++) {
        const rng = createRng(g);
        let s = game.init({ players, seed: g, options: selfPlayOptions(game.id) });
        for (let step = 0; step < 300 && game.actors(s).length > 0; step++) {
          const seat = pick(rng, game.actors(s));
          const moves = game.legalMoves(s, seat);
          for (let k = 0; k < Math.min(moves.length, 4); k++) {
            const v = game.validate(s, withOtherCards(moves[k] as Record<string, unknown>, deck, step + k));
            // A malformed action is told what its JSON must hold, card codes included.
            if (!v.ok && v.error.code !== 'MALFORMED_ACTION') messages.add(v.error.message);
          }
          s = game.apply(s, pick(rng, moves));
        }
      }
      const named = [...messages].filter((m) => /[♠♥♦♣]|Joker/.test(m));
      // Refusals that name a card were met, so the check below has something to check.
      expect(named.length).toBeGreaterThan(3);
      for (const m of messages) expect(m, m).not.toMatch(CODE);
    });
  });
}
