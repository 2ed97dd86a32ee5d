/**
 * Stored rummy states: restoreState refuses a state with a broken meld.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { frustrationRummy as game, type RummyState } from '../../../src/games/frustration-rummy/index.js';
import { baseCard, createRng, isRuleError, pick, rankOf, restoreState, suitOf } from '../../../src/index.js';
import { cards, deal, drawStock, onContract, play } from './helpers.js';

/** Plays random moves, preferring melds, until some meld is on the table. */
function stateWithMeld(seed: number): RummyState | null {
  const rng = createRng(seed);
  const s = structuredClone(game.init({ players: 2, seed, options: { maxTurnsPerRound: 40 } }));
  for (let i = 0; i < 3000 && game.actors(s).length > 0; i++) {
    if (s.melds.length > 0) return s;
    const seat = pick(rng, game.actors(s));
    const moves = game.legalMoves(s, seat);
    const meld = moves.find((m) => m.type === 'meld');
    game.applyInPlace(s, meld ?? pick(rng, moves));
  }
  return null;
}

const isWild = (c: string) => c.startsWith('JK') || rankOf(c) === '2' || rankOf(c) === '3';

let checked = 0;
describe('stored states with a broken meld', () => {
  it('swapping a natural card of a meld for a hand card that cannot stand there is caught', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (seed) => {
        const s = stateWithMeld(seed);
        if (s === null) return;
        const meld = s.melds[0]!;
        const i = meld.cards.findIndex((c) => !isWild(c));
        if (i < 0) return;
        const natural = meld.cards[i]!;
        // A natural card that fits neither the set's rank nor the run's suit: the meld is broken.
        const misfit = s.hands
          .flat()
          .find(
            (c) => !isWild(c) && (meld.kind === 'run' ? suitOf(c) !== suitOf(natural) : rankOf(c) !== rankOf(natural)),
          );
        if (misfit === undefined) return;
        const broken = structuredClone(s);
        const m = broken.melds[0]!;
        m.cards[i] = misfit;
        for (const h of broken.hands) {
          const j = h.indexOf(misfit);
          if (j >= 0) h[j] = natural;
        }
        expect(baseCard(misfit)).not.toBe(baseCard(natural));
        let code = 'accepted';
        try {
          restoreState(game, broken);
        } catch (e) {
          code = isRuleError(e) ? e.code : 'crash';
        }
        expect(code).toBe('BAD_STATE');
        checked++;
        expect(restoreState(game, s)).toEqual(s);
      }),
      { numRuns: 20 },
    );
    // Most seeds reach a meld with a misfit in hand; the property must not pass vacuously.
    expect(checked).toBeGreaterThan(10);
  });
});

describe('a finished game is a state the game accepts', () => {
  it('R24/R26 keeps the last round’s contract melds of the seats it moved up (restoreState reads it back)', () => {
    // Seat 0 on contract 14 goes out on its second turn; seat 1, on contract 1, lays down before it.
    let s = deal({
      hands: [cards('4S 5S 6S 7S 8S 9S TS JS KS KD KC KH JK'), cards('4H 5H 6H 9S 9D 9C 9H QC QD TC TD 8C 8D')],
      stock: cards('AH AD AC'),
    });
    s = onContract(s, 0, 14);
    s = play(
      s,
      { type: 'draw', seat: 0, from: 'stock' },
      { type: 'discard', seat: 0, card: s.stock.at(-1) as string },
      { type: 'draw', seat: 1, from: 'stock' },
      { type: 'meld', seat: 1, kind: 'run', cards: hand(s, 1, '4H 5H 6H') },
    );
    s = play(
      s,
      { type: 'meld', seat: 1, kind: 'set', cards: hand(s, 1, '9S 9D 9C 9H') },
      { type: 'discard', seat: 1, card: hand(s, 1, 'QC')[0] as string },
      { type: 'draw', seat: 0, from: 'stock' },
      { type: 'meld', seat: 0, kind: 'run', cards: hand(s, 0, '4S 5S 6S 7S 8S 9S TS JS') },
      { type: 'meld', seat: 0, kind: 'set', cards: hand(s, 0, 'KS KD KC KH JK') },
    );
    s = play(s, { type: 'discard', seat: 0, card: s.hands[0]?.[0] as string });
    expect(s.phase).toBe('over');
    expect(s.winners).toEqual([0]);
    expect(s.completed).toEqual([14, 1]);
    expect(s.laidDown).toEqual([true, true]);
    expect(game.checkState(s)).toBeNull();
    expect(restoreState(game, JSON.stringify(s))).toEqual(s);
  });
});

/** The copies in `seat`'s hand of these cards (written without copy suffixes), in that order. */
function hand(s: RummyState, seat: number, text: string): string[] {
  const left = [...(s.hands[seat] ?? [])];
  return cards(text).map((code) => {
    const i = left.findIndex((c) => baseCard(c) === code);
    return left.splice(i, 1)[0] as string;
  });
}

describe('stored states with a lay-down that cannot finish (R12)', () => {
  it('restoreState refuses a contract half laid down whose player holds no way to finish it', () => {
    // Contract 1 (a run of 3 and a set of 4): seat 0 lays the run, leaving four 9s for the set.
    let s = deal({
      hands: [cards('5H 6H 7H 9C 9D 9S 9H 4C 8D TS JC QD KS'), [], []],
      stock: cards('AC 4D 8S KH'),
    });
    s = drawStock(s, 0);
    s = play(s, { type: 'meld', seat: 0, kind: 'run', cards: cards('5H 6H 7H') });
    expect(s.phase).toBe('layingDown');
    expect(restoreState(game, s)).toEqual(s);
    // Three of the 9s swapped for stock cards, every card still in the game: no set of 4 is left.
    const stuck = structuredClone(s);
    const hand = stuck.hands[0]!;
    for (const [nine, other] of [
      ['9C', '4D'],
      ['9D', '8S'],
      ['9S', 'KH'],
    ] as const) {
      const h = hand.findIndex((c) => baseCard(c) === nine);
      const k = stuck.stock.findIndex((c) => baseCard(c) === other);
      [hand[h], stuck.stock[k]] = [stuck.stock[k]!, hand[h]!];
    }
    expect(game.legalMoves(stuck, 0)).toEqual([]);
    expect(() => restoreState(game, stuck)).toThrow(expect.objectContaining({ code: 'BAD_STATE' }));
  });
});
