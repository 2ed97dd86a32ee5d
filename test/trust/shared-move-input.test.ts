/**
 * `sharedMove` is exported: a caller can register its own object as a shared
 * move, which `validate` then takes without a parse. One whose getter answers
 * anew on each read must not slip an illegal card past the rules.
 */
import { describe, expect, it } from 'vitest';
import { createRng, parcellus, pick, restoreState, sharedMove } from '../../src/index.js';

/** A Parcellus state where the seat to act may play: a legal card of its, and a card of the next seat's. */
function aPlay() {
  const rng = createRng(2);
  let s = parcellus.init({ players: 3, seed: 3 });
  const canPlay = () => s.phase === 'act' && parcellus.legalMoves(s, s.toAct).some((m) => m.type === 'play');
  while (!canPlay()) s = parcellus.apply(s, pick(rng, parcellus.legalMoves(s, pick(rng, parcellus.actors(s)))));
  const seat = s.toAct;
  const legal = parcellus.legalMoves(s, seat).find((m) => m.type === 'play') as { card: string };
  const stolen = s.hands[(seat + 1) % 3]?.[0] as string;
  return { s, seat, legal, stolen };
}

describe('sharedMove: a getter that changes its answer', () => {
  it('is refused, and apply never puts another hand’s card on the table', () => {
    const { s, seat, legal, stolen } = aPlay();
    // The legal card for the parse and the two checks (validate, then apply's own), then another.
    let reads = 0;
    const forged = Object.defineProperty({ type: 'play', seat }, 'card', {
      enumerable: true,
      get: () => (reads++ < 3 ? legal.card : stolen),
    });
    expect(() => sharedMove(parcellus.actionSchema, forged)).toThrow();
    let next: unknown = null;
    try {
      next = parcellus.apply(s, forged);
    } catch {
      // Refused: as good as a legal move.
    }
    if (next !== null) expect(() => restoreState(parcellus, next)).not.toThrow();
  });

  it('is refused on a prototype or behind a proxy too, where the field is not the object’s own', () => {
    const { s, seat, legal, stolen } = aPlay();
    // The legal card for the parse (in sharedMove) and validate's check, then another for the rules.
    const card = (reads: { n: number }) => (reads.n++ < 2 ? legal.card : stolen);
    const makers = [
      (reads: { n: number }) =>
        Object.assign(Object.create(Object.defineProperty({}, 'card', { enumerable: true, get: () => card(reads) })), {
          type: 'play',
          seat,
        }),
      (reads: { n: number }) =>
        new Proxy({ type: 'play', seat } as Record<string, unknown>, {
          get: (t, key) => (key === 'card' ? card(reads) : t[key as string]),
          has: (t, key) => key === 'card' || key in t,
        }),
    ];
    for (const make of makers) {
      const forged = make({ n: 0 });
      expect(() => sharedMove(parcellus.actionSchema, forged)).toThrow(TypeError);
      let next: unknown = null;
      try {
        next = parcellus.apply(s, forged);
      } catch {
        // Refused: as good as a legal move.
      }
      if (next !== null) expect(() => restoreState(parcellus, next)).not.toThrow();
    }
  });
});
