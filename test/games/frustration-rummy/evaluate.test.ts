/**
 * The leaf evaluation of Frustration Rummy's IS-MCTS (`evaluate.ts`): the
 * cards a hand is missing from its contract, the cards a laid-down seat cannot
 * shed, and the rewards per seat, on stacked decks.
 */
import { describe, expect, it } from 'vitest';
import { createRng, pick } from '../../../src/core/rng.js';
import {
  cardsMissing,
  deadCards,
  distance,
  frustrationRummyEvaluator,
  standings,
} from '../../../src/games/frustration-rummy/evaluate.js';
import type { RummyAction, RummyState } from '../../../src/games/frustration-rummy/index.js';
import { cards, deal, drawStock, game, onContract, play } from './helpers.js';

const meld = (kind: 'run' | 'set', c: string, seat = 0): RummyAction => ({ type: 'meld', seat, kind, cards: cards(c) });

describe('cardsMissing', () => {
  it('is 0 for a hand that holds contract 1 and counts each card short, wilds filling what the ratio allows', () => {
    const s = deal({
      hands: [cards('4H 5H 6H 9C 9D 9S 9H KC KD QS TS 8D 7C'), cards('4S 5S 6S 9C 9D 9S KH QD QH TD 8C 7D AH')],
    });
    expect(cardsMissing(s, 0)).toBe(0);
    // A run of 3 (4-5-6 of spades) and three 9s: one card short of the set of 4.
    expect(cardsMissing(s, 1)).toBe(1);
    const short = structuredClone(s);
    (short.hands[1] as string[]).splice(3, 1, 'JC#0');
    expect(cardsMissing(short, 1)).toBe(2);
    const wild = structuredClone(short);
    (wild.hands[1] as string[]).splice(12, 1, 'JK#0');
    expect(cardsMissing(wild, 1)).toBe(1);
  });
  it('follows the contract: contract 5 (a run of 5 without wilds) gets no help from a Joker', () => {
    const base = deal({ hands: [cards('4H 5H 6H 7H JK 9C 9D KC KD QS TS 8D 7C'), []] });
    const s = onContract(base, 0, 5);
    expect(cardsMissing(s, 0)).toBe(1);
    expect(cardsMissing(onContract(base, 0, 6), 0)).toBe(3);
  });
  it('is 0 for a seat that has laid down', () => {
    const s = play(
      drawStock(deal({ hands: [cards('4H 5H 6H 9C 9D 9S 9H KC KD QS TS 8D 7C'), []], stock: ['2C'] })),
      meld('run', '4H 5H 6H'),
      meld('set', '9C 9D 9S 9H'),
    );
    expect(s.laidDown[0]).toBe(true);
    expect(cardsMissing(s, 0)).toBe(0);
  });
});

describe('distance', () => {
  it('lies between the cards missing less one and the cards missing, and is lower for a hand with more outs', () => {
    const s = deal({
      hands: [cards('4H 5H 9C 9D 9S KC QD TS 8D 7C JS 6C AS'), cards('4H 5H 9C 9D 9S 2D KC QD TS 8D 7C JS AS')],
    });
    const missing = cardsMissing(s, 0);
    expect(distance(s, 0)).toBeLessThanOrEqual(missing);
    expect(distance(s, 0)).toBeGreaterThan(missing - 1);
    // Swapping a loose card for a wild takes the hand one card closer.
    expect(cardsMissing(s, 1)).toBe(missing - 1);
    expect(distance(s, 1)).toBeLessThan(distance(s, 0));
  });
});

describe('deadCards', () => {
  it('counts the natural cards in hand that fit no meld on the table', () => {
    const s = play(
      drawStock(deal({ hands: [cards('4H 5H 6H 9C 9D 9S 9H KC 7H 3H 9H JC QS'), []], stock: ['2C'] })),
      meld('run', '4H 5H 6H'),
      meld('set', '9C 9D 9S 9H'),
    );
    // Left: KC 7H 3H 9H JC QS 2C. 7H and 9H fit; 3H and 2C are wild; KC, JC and QS are dead.
    expect(deadCards(s, 0)).toBe(3);
  });
});

describe('frustrationRummyEvaluator', () => {
  const evaluate = frustrationRummyEvaluator();

  it('gives one reward per seat, each between 0 and 1, all through random games', () => {
    const rng = createRng('evaluate');
    const s: RummyState = structuredClone(game.init({ players: 4, seed: 3, options: { maxTurnsPerRound: 30 } }));
    for (let i = 0; i < 600 && game.actors(s).length > 0; i++) {
      const r = evaluate(s);
      expect(r).toHaveLength(4);
      for (const x of r) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(1);
      }
      const seat = s.toAct;
      game.applyInPlace(s, pick(rng, game.legalMoves(s, seat)));
    }
  });

  it('ranks a seat that has laid down above one that has not, and a seat further up the pegs above one behind', () => {
    const s = play(
      drawStock(deal({ hands: [cards('4H 5H 6H 9C 9D 9S 9H KC 7H 3H 9H JC QS'), []], stock: ['2C'] })),
      meld('run', '4H 5H 6H'),
      meld('set', '9C 9D 9S 9H'),
    );
    const [down, up] = evaluate(s) as [number, number];
    expect(down).toBeGreaterThan(0.5);
    expect(up).toBeLessThan(0.5);
    const ahead = onContract(deal({ hands: [[], []] }), 1, 3);
    const [behind, front] = evaluate(ahead) as [number, number];
    expect(front).toBeGreaterThan(behind);
  });

  it('ranks the hand closer to its contract higher when the rivals are judged by their hands', () => {
    const s = deal({
      hands: [cards('4H 5H 9C 9D 9S KC QD TS 8D 7C JS 6C AS'), cards('4H 5H 9C 9D 9S 2D KC QD TS 8D 7C JS AS')],
    });
    const [far, near] = standings(s) as [number, number];
    expect(near).toBeGreaterThan(far);
    const [r0, r1] = frustrationRummyEvaluator({ rivalsBySight: false })(s) as [number, number];
    expect(r1).toBeGreaterThan(r0);
  });

  it('gives the winner 1 and the others 0 once the game is over', () => {
    const s = structuredClone(deal({ hands: [[], [], []] }));
    s.phase = 'over';
    s.completed = [13, 14, 9];
    s.winners = [1];
    expect(evaluate(s)).toEqual([0, 1, 0]);
  });
});
