/**
 * Twin cards are one card at the table (rules page, "Actions and the size of the move list"): the
 * state keeps the copies (`7H#0`, `7H#1`), but actions, move lists, views, events and error
 * messages name kinds, and the engine moves the first copy of a kind in the hand.
 */
import { describe, expect, it } from 'vitest';
import { planLayDown, type RummyAction, type RummyState } from '../../../src/games/frustration-rummy/index.js';
import { createMatch, createRng, replay } from '../../../src/index.js';
import { cards, deal, game, stackedDeck } from './helpers.js';

const SEATS = [0, 1, 'spectator'] as const;

/** `state` with two copies' names swapped everywhere. */
function swapped(state: RummyState, a: string, b: string): RummyState {
  return JSON.parse(JSON.stringify(state), (_k, v) => (v === a ? b : v === b ? a : v)) as RummyState;
}

// Seat 0 holds one 7H and takes the other from the discard pile, then melds a 7H in its contract.
const start = (): RummyState =>
  deal({ hands: [cards('7H 8H 9H 5S 5D 5C 5H'), cards('KS')], upcard: '7H', stock: ['QD'] });
const turn: RummyAction[] = [
  { type: 'draw', seat: 0, from: 'discard' },
  { type: 'meld', seat: 0, kind: 'run', cards: ['7H', '8H', '9H'] },
];

describe('twin cards are one card at the table', () => {
  it('the old leak is gone: a seat took 7H#1 from the pile and melds a 7H; nobody can tell which copy', () => {
    const s0 = start();
    // The stacked deck gives the hand one copy and the upcard the other.
    const held = (s0.hands[0] as string[]).find((c) => c.startsWith('7H')) as string;
    const up = s0.discard.at(-1) as string;
    expect(held.startsWith('7H#')).toBe(true);
    expect(up.startsWith('7H#')).toBe(true);
    expect(held).not.toBe(up);
    // The same table with the copies the other way round: seat 0 holds the copy the pile had.
    let a = s0;
    let b = swapped(s0, held, up);
    for (const action of turn) {
      a = game.apply(a, action);
      b = game.apply(b, action);
      for (const viewer of SEATS) {
        const va = game.view(a, viewer);
        expect(va).toEqual(game.view(b, viewer));
        expect(JSON.stringify(va)).not.toContain('#');
      }
    }
    // The states do differ: the meld holds the copy that was first in the hand, and the other
    // copy stays in it. Before this rule the meld event showed that copy to everyone.
    expect(a.melds[0]?.cards[0]).toBe(held);
    expect(b.melds[0]?.cards[0]).toBe(up);
    expect(a.hands[0]).toContain(up);
    const spectator = game.view(a, 'spectator');
    expect(spectator.melds[0]?.cards).toEqual(['7H', '8H', '9H']);
    expect(game.view(game.apply(s0, turn[0] as RummyAction), 'spectator').events).toEqual([
      { type: 'drew', seat: 0, from: 'discard', card: '7H' },
    ]);
  });

  it('a copy suffix in an action is accepted and ignored: the first copy of the kind in the hand moves', () => {
    const s0 = start();
    const held = (s0.hands[0] as string[]).find((c) => c.startsWith('7H')) as string;
    const up = s0.discard.at(-1) as string;
    const drawn = game.apply(s0, turn[0] as RummyAction);
    const byKind = game.apply(drawn, turn[1] as RummyAction);
    // Naming the copy just taken (or one nobody holds) moves the same card as naming the kind.
    for (const name of [up, held, '7H#2', '7H#9']) {
      const named = { ...(turn[1] as RummyAction), cards: [name, '8H', '9H'] } as RummyAction;
      expect(game.validate(drawn, named).ok).toBe(true);
      expect(game.apply(drawn, named)).toEqual(byKind);
    }
    // The copy named was the one just taken, last in the hand: the one moved is the one held before.
    expect(byKind.melds[0]?.cards[0]).toBe(held);
  });

  it('move lists, events and error messages name kinds only', () => {
    let s = start();
    for (const action of turn) {
      const listed = JSON.stringify(game.legalMoves(s, s.toAct));
      expect(listed).not.toContain('#');
      s = game.apply(s, action);
      for (const viewer of SEATS) expect(JSON.stringify(game.view(s, viewer).events)).not.toContain('#');
    }
    expect(JSON.stringify(game.legalMoves(s, 0))).not.toContain('#');
    // A kind seat 0 does not hold, named with a suffix: the refusal names the kind.
    const hand = new Set((s.hands[0] as string[]).map((c) => c.slice(0, 2)));
    const absent = ['KD', 'QC', 'JS', 'TD', 'AH', '4S'].find((k) => !hand.has(k)) as string;
    const missing = game.validate(s, { type: 'meld', seat: 0, kind: 'set', cards: [`${absent}#1`, '5S', '5D', '5C'] });
    expect(missing.ok).toBe(false);
    if (!missing.ok) {
      expect(missing.error.code).toBe('CARD_NOT_IN_HAND');
      expect(missing.error.message).not.toContain('#');
    }
    const twice = game.validate(s, { type: 'meld', seat: 0, kind: 'set', cards: ['5S#0', '5S#1', '5D', '5C'] });
    expect(twice.ok).toBe(false);
    if (!twice.ok) {
      expect(twice.error.code).toBe('DUPLICATE_CARD');
      expect(twice.error.message).not.toContain('#');
    }
  });

  it('planLayDown takes kinds (suffixes ignored) and gives actions that name kinds', () => {
    const s = game.apply(start(), turn[0] as RummyAction);
    const up = start().discard.at(-1) as string;
    const plan = planLayDown(s, 0, [
      { kind: 'run', cards: [up, '8H', '9H'] },
      { kind: 'set', cards: ['5S', '5D#1', '5C', '5H'] },
    ]);
    expect(Array.isArray(plan)).toBe(true);
    expect(JSON.stringify(plan)).not.toContain('#');
    let t = s;
    for (const a of plan as RummyAction[]) t = game.apply(t, a);
    expect(t.laidDown[0]).toBe(true);
  });

  it('records keep the actions as sent and replay the states exactly', () => {
    const deck = stackedDeck({ hands: [cards('7H 8H 9H 5S 5D 5C 5H'), cards('KS')], upcard: '7H', stock: ['QD'] });
    const match = createMatch(game, { players: 2, seed: 1, deck, dealer: 1 });
    const sent: RummyAction[] = [
      { type: 'draw', seat: 0, from: 'discard' },
      { type: 'meld', seat: 0, kind: 'run', cards: ['7H#1', '8H', '9H'] },
      { type: 'meld', seat: 0, kind: 'set', cards: ['5S', '5D', '5C', '5H'] },
    ];
    for (const a of sent) expect(match.apply(a).ok).toBe(true);
    const record = match.record();
    expect(record.actions).toEqual(sent);
    const states = replay(JSON.parse(JSON.stringify(record)), game);
    expect(states.at(-1)).toEqual(match.state);
  });

  it('determinize takes a kind-only view and deals a state with every copy once', () => {
    const s = game.apply(start(), turn[0] as RummyAction);
    for (const seat of [0, 1]) {
      const v = game.view(s, seat);
      const world = game.determinize(v, seat, createRng(7));
      expect(game.cards(world).sort()).toEqual([...game.deck()].sort());
      expect(game.view(world, seat)).toEqual(v);
      expect(game.checkState(world)).toBeNull();
    }
    // A view naming a kind more often than the pack holds it is refused.
    const v = game.view(s, 1);
    const forged = { ...v, hand: [...(v.hand ?? []).slice(0, -3), 'AS', 'AS', 'AS'] };
    expect(() => game.determinize(forged, 1, createRng(1))).toThrow(/not in the pack/);
  });

  it('undo: a second card of a kind the seat already shows is news, and cannot be taken back', () => {
    // Seat 0 holds a QD and draws the other QD from the stock: no new code in its view, one more QD.
    const stocked = stackedDeck({ hands: [cards('QD 8H'), cards('KS')], upcard: '4C', stock: ['QD'] });
    const a = createMatch(game, { players: 2, seed: 1, deck: stocked, dealer: 1 });
    expect(a.apply({ type: 'draw', seat: 0, from: 'stock' }).ok).toBe(true);
    expect(a.canUndo()).toBe(false);
    // Taking the only discard, a QD everyone saw, beside the QD in hand, shows nothing new, and
    // nor does throwing it back: both can be taken back.
    const upcard = stackedDeck({ hands: [cards('QD 8H'), cards('KS')], upcard: 'QD', stock: ['4C'] });
    const b = createMatch(game, { players: 2, seed: 1, deck: upcard, dealer: 1 });
    expect(b.apply({ type: 'draw', seat: 0, from: 'discard' }).ok).toBe(true);
    expect(b.canUndo()).toBe(true);
    expect(b.apply({ type: 'discard', seat: 0, card: 'QD' }).ok).toBe(true);
    expect(b.canUndo()).toBe(true);
  });
});
