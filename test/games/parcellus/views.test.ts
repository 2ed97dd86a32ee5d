/**
 * What each seat may see (P15, P22), P23 (passing for a seat is left to interfaces), and determinize.
 */
import { describe, expect, it } from 'vitest';
import { createRng, pick } from '../../../src/core/rng.js';
import { climbsOn, type ParcellusAction, parcellus } from '../../../src/games/parcellus/index.js';
import { act, afterWorkedPass, deal, script, WORKED_PICKS } from './helpers.js';

describe('P22 information', () => {
  const s = afterWorkedPass();
  it('shows the own hand, counts of the others and of the face-down dummy, never its cards', () => {
    const v = parcellus.view(s, 1);
    expect(v.hand).toEqual(s.hands[1]);
    expect(v.handCounts).toEqual([6, 6, 6]);
    expect(v.dummyCount).toBe(5);
    const text = JSON.stringify(v);
    for (const c of [...s.dummy, ...s.hands[0]!, ...s.hands[2]!]) {
      if (!s.parcel.includes(c) && !(v.received ?? []).includes(c) && !(v.myPass ?? []).includes(c)) {
        expect(text).not.toContain(`"${c}"`);
      }
    }
    expect(text).not.toContain('rng');
  });
  it('shows passed cards to giver and receiver only', () => {
    const seen = (seat: number) => parcellus.view(s, seat).events.filter((e) => e.type === 'passedCards');
    // Seat 0 passed to seat 1: seat 2 sees that a pass happened but not the cards.
    expect(seen(2).find((e) => e.seat === 0)).toEqual({ type: 'passedCards', seat: 0, to: 1, cards: null });
    expect(seen(1).find((e) => e.seat === 0)).toEqual({ type: 'passedCards', seat: 0, to: 1, cards: WORKED_PICKS[0] });
    expect(seen(0).find((e) => e.seat === 0)).toEqual({ type: 'passedCards', seat: 0, to: 1, cards: WORKED_PICKS[0] });
    expect(parcellus.view(s, 1).received).toEqual(WORKED_PICKS[0]);
    expect(parcellus.view(s, 1).myPass).toEqual(WORKED_PICKS[1]);
  });
  it('gives a spectator no hand and no passed cards', () => {
    const v = parcellus.view(s, 'spectator');
    expect(v.hand).toBeNull();
    expect(v.myPass).toBeNull();
    expect(v.received).toBeNull();
    expect(v.events.filter((e) => e.type === 'passedCards').every((e) => e.cards === null)).toBe(true);
  });
  it('refuses to view from a seat that is not at the table', () => {
    expect(() => parcellus.view(s, 3)).toThrow(/no seat 3/);
  });
});

describe('P15 captured parcels', () => {
  const play = (options = {}) => script(afterWorkedPass(options), ['QC', '-', 'KC', '-', '-', '-']);
  it('are public by default, parcel by parcel', () => {
    const s = play();
    expect(parcellus.view(s, 2).captured[0]).toEqual([['JS', 'QC', 'KC']]);
  });
  it('with capturedCardsPublic false show only the sizes to the others', () => {
    const s = play({ capturedCardsPublic: false });
    expect(parcellus.view(s, 2).captured).toEqual([null, null, []]);
    expect(parcellus.view(s, 2).parcelSizes).toEqual([[3], [], []]);
    expect(parcellus.view(s, 0).captured[0]).toEqual([['JS', 'QC', 'KC']]);
    const det = parcellus.determinize(parcellus.view(s, 2), 2, createRng(1));
    expect(parcellus.view(det, 2)).toEqual(parcellus.view(s, 2));
  });
  it('P15 option capturedCardsPublic false: determinize samples hidden parcels that climb (P4)', () => {
    // One action after the capture: its event, which showed the parcel, is no longer in the view.
    const captured = play({ capturedCardsPublic: false });
    const actor = parcellus.actors(captured)[0] as number;
    const s = act(captured, parcellus.legalMoves(captured, actor)[0] as ParcellusAction);
    expect(s.events.some((e) => e.type === 'captured')).toBe(false);
    const parcels = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const det = parcellus.determinize(parcellus.view(s, 2), 2, createRng(i));
      const [parcel] = det.captured[0] ?? [];
      expect(parcel).toHaveLength(3);
      const [a, b, c] = parcel as string[];
      expect(climbsOn(a as string, b as string) && climbsOn(b as string, c as string)).toBe(true);
      expect(parcellus.checkState(det)).toBeNull();
      parcels.add(JSON.stringify(parcel));
    }
    // Not the true parcel every time: which cards it holds stays hidden.
    expect(parcels.size).toBeGreaterThan(1);
  });
});

describe('P23 passing for a seat with no playable card is left to interfaces', () => {
  it('asks the seat all the same, with the pass its only move, so the table cannot tell why it passes', () => {
    const on = act(afterWorkedPass({ autoPassWhenNoLegalCard: true }), { type: 'play', seat: 1, card: 'QC' });
    const off = act(afterWorkedPass(), { type: 'play', seat: 1, card: 'QC' });
    // After North's Q♣, South holds no black King: asked, it may only pass.
    expect(on.toAct).toBe(2);
    expect(parcellus.legalMoves(on, 2)).toEqual([{ type: 'pass', seat: 2 }]);
    // Every other viewer sees the same game with the option on as off, but for the option itself.
    const seen = (s: typeof on, viewer: 0 | 1 | 'spectator') => ({ ...parcellus.view(s, viewer), options: null });
    for (const viewer of [0, 1, 'spectator'] as const) expect(seen(on, viewer)).toEqual(seen(off, viewer));
    // A search bot's worlds may give the seat to act no card that climbs, as the real one has none.
    let without = 0;
    for (let i = 0; i < 40; i++) {
      const det = parcellus.determinize(parcellus.view(on, 0), 0, createRng(i));
      expect(parcellus.checkState(det)).toBeNull();
      if (!parcellus.legalMoves(det, 2).some((m) => m.type === 'play')) without++;
    }
    expect(without).toBeGreaterThan(0);
  });
});

describe('determinize', () => {
  it('keeps the cards a seat passed in the receiver’s hand while it has not seen them played', () => {
    const s = afterWorkedPass();
    for (let i = 0; i < 20; i++) {
      const det = parcellus.determinize(parcellus.view(s, 0), 0, createRng(i));
      expect(det.hands[1]).toEqual(expect.arrayContaining(WORKED_PICKS[0]));
      expect(det.hands[0]).toEqual(s.hands[0]);
      expect(parcellus.view(det, 0)).toEqual(parcellus.view(s, 0));
    }
  });
  it('P15 hidden captures: keeps the passed cards in the receiver’s hand until a parcel is captured out of sight', () => {
    const s = afterWorkedPass({ capturedCardsPublic: false });
    for (let i = 0; i < 20; i++) {
      const det = parcellus.determinize(parcellus.view(s, 0), 0, createRng(i));
      expect(det.hands[1]).toEqual(expect.arrayContaining(WORKED_PICKS[0]));
      expect(parcellus.checkState(det)).toBeNull();
    }
  });
  it('P15 hidden captures: the parcels captured in the last action are dealt as its events showed them', () => {
    const rng = createRng('captures');
    let checked = 0;
    for (let g = 0; g < 40 && checked < 60; g++) {
      let s = parcellus.init({ players: 3, seed: `captures-${g}`, options: { capturedCardsPublic: false } });
      while (parcellus.actors(s).length > 0) {
        const seat = pick(rng, parcellus.actors(s));
        s = parcellus.apply(s, pick(rng, parcellus.legalMoves(s, seat)));
        // Those of this round: a round scored in the same action took its parcels away.
        let start = 0;
        s.events.forEach((e, i) => {
          if (e.type === 'roundScored' || e.type === 'dealt') start = i + 1;
        });
        const captures = s.events.slice(start).filter((e) => e.type === 'captured' && e.seat !== null);
        for (const viewer of [0, 1, 2]) {
          const mine = captures.filter((e) => e.type === 'captured' && e.seat !== viewer);
          if (mine.length === 0) continue;
          const world = parcellus.determinize(parcellus.view(s, viewer), viewer, createRng(checked++));
          for (const by of [0, 1, 2]) {
            const shown = mine
              .filter((e) => e.type === 'captured' && e.seat === by)
              .map((e) => e.type === 'captured' && e.cards);
            if (shown.length > 0) expect(world.captured[by]?.slice(-shown.length)).toEqual(shown);
          }
          expect(parcellus.checkState(world)).toBeNull();
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(60);
  });
  it('P3 determinize fills in the pass between the two other seats, which this seat never saw', () => {
    const s = afterWorkedPass();
    for (let i = 0; i < 10; i++) {
      const det = parcellus.determinize(parcellus.view(s, 0), 0, createRng(i));
      expect(det.passed[0]).toEqual(WORKED_PICKS[0]);
      expect(det.passed.every((p) => p !== null && new Set(p).size === 3)).toBe(true);
      expect(parcellus.checkState(det)).toBeNull();
    }
  });
  it('re-deals the hidden cards: other hands vary across samples', () => {
    const s = afterWorkedPass();
    const hands = new Set(
      Array.from({ length: 20 }, (_, i) =>
        JSON.stringify(parcellus.determinize(parcellus.view(s, 0), 0, createRng(i)).hands[2]),
      ),
    );
    expect(hands.size).toBeGreaterThan(1);
  });
  it('refuses a view of another seat or of another game', () => {
    const s = deal({});
    expect(() => parcellus.determinize(parcellus.view(s, 1), 0, createRng(1))).toThrow(/view/);
    expect(() => parcellus.determinize({} as never, 0, createRng(1))).toThrow(/view/);
  });
});
