/**
 * S26 (`queenOfHeartsMode: 'takeFromOther'`): the picker chooses from the
 * other player's hand, which its view shows in deck order, since the hand's own
 * order tells which cards were dealt and which drawn, and when. The move list is
 * part of what a seat is sent, so it lists that hand in the same order: the
 * picker's legal moves are the same whatever order the other hand is held in,
 * and they are the moves of any world dealt from the picker's view.
 */
import { describe, expect, it } from 'vitest';
import { createRng, pick, shuffle } from '../../../src/core/rng.js';
import { sixCardParade as game, type SixCardParadeState } from '../../../src/games/six-card-parade/index.js';

/** States of random games in the Q♥ exchange under `takeFromOther`. */
function exchanges(players: number, seeds: number): SixCardParadeState[] {
  const out: SixCardParadeState[] = [];
  for (let seed = 0; seed < seeds; seed++) {
    const rng = createRng(seed);
    const s = structuredClone(game.init({ players, seed, options: { queenOfHeartsMode: 'takeFromOther' } }));
    for (let i = 0; i < 2000 && game.actors(s).length > 0; i++) {
      if (s.phase === 'queenOfHeartsExchange') out.push(structuredClone(s));
      const seat = pick(rng, game.actors(s));
      game.applyInPlace(s, pick(rng, game.legalMoves(s, seat)));
    }
  }
  return out;
}

describe('S26 the Q♥ exchange under takeFromOther', () => {
  it('lists the other hand in the order the view shows it, however that hand is held', () => {
    const states = exchanges(3, 120);
    expect(states.length).toBeGreaterThan(5);
    const rng = createRng('reorder');
    let compared = 0;
    for (const s of states) {
      for (const seat of game.actors(s)) {
        const moves = game.legalMoves(s, seat).map((m) => (m.type === 'exchangePick' ? m.card : m.type));
        const view = game.view(s, seat);
        expect(moves).toEqual(view.revealedHand?.cards);
        // The other hand held in another order: the same list.
        const other = s.exchange?.seats.find((x) => x !== seat) as number;
        const t = structuredClone(s);
        t.hands[other] = shuffle(rng, [...(t.hands[other] ?? [])]);
        expect(game.legalMoves(t, seat)).toEqual(game.legalMoves(s, seat));
        // And a world dealt from the view has the same moves, in the same order.
        const world = game.determinize(view, seat, createRng(compared));
        expect(game.legalMoves(world, seat)).toEqual(game.legalMoves(s, seat));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(5);
  });
});
