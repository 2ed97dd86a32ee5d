import { describe, expect, it } from 'vitest';
import { restoreState } from '../../../src/core/restore.js';
import { createRng, pick } from '../../../src/core/rng.js';
import { drawn, game, run, start } from './helpers.js';

const P1 = ['9S', '9D', '4H', '4C', 'TH', 'TD'];
const P2 = ['7S', '7D', '7C', '6H', '6D', '5H'];

describe('views and determinize', () => {
  it('a seat sees its own hand and counts of the rest; a library draw shows its card to the drawer only', () => {
    const s = drawn(start({ players: 3, hands: [['QH', '3D', '5C', '6C', '8H', '2S'], P1, P2], top: ['AD'] }));
    const mine = game.view(s, 0);
    expect(mine.hand).toEqual(s.hands[0]);
    expect(mine.handCounts).toEqual([7, 6, 6]);
    expect(mine.libraryCount).toBe(s.library.length);
    expect(mine.events).toContainEqual({ type: 'drew', seat: 0, from: 'library', count: 1, cards: ['AD'] });
    const theirs = game.view(s, 1);
    expect(theirs.hand).toEqual(P1);
    expect(theirs.events).toContainEqual({ type: 'drew', seat: 0, from: 'library', count: 1, cards: null });
    expect(JSON.stringify(theirs)).not.toContain('AD');
    const spectator = game.view(s, 'spectator');
    expect(spectator.hand).toBeNull();
    expect(JSON.stringify(spectator)).not.toContain('AD');
  });

  it('determinize keeps what the view shows: the Q♥ partner hand and the A♥ library', () => {
    let s = drawn(start({ players: 3, hands: [['QH', 'AH', '5C', '6C', '8H', '2S'], P1, P2] }));
    s = run(s, { type: 'namePlayers', seat: 0, card: 'QH', players: [0, 2] });
    s = run(s, { type: 'exchangePick', seat: 2, card: '7S' });
    const v = game.view(s, 0);
    const d = game.determinize(v, 0, createRng(3));
    expect([...(d.hands[2] ?? [])].sort()).toEqual([...(s.hands[2] ?? [])].sort());
    expect(d.hands[1]).toHaveLength(6);
    // Seat 2's pick is secret from seat 0: the re-dealt state has some card of seat 2's picked.
    expect(d.exchange?.picks[1]).not.toBeNull();
    expect(game.view(d, 0)).toEqual(v);
    s = run(s, { type: 'exchangePick', seat: 0, card: '2S' }, { type: 'playRoyal', seat: 0, card: 'AH' });
    const w = game.view(s, 0);
    expect(game.determinize(w, 0, createRng(4)).library).toEqual(s.library);
    // Seat 1 only knows the library's size.
    const other = game.determinize(game.view(s, 1), 1, createRng(5));
    expect(other.library).toHaveLength(s.library.length);
  });

  it('S4 determinize leaves the card taken from the stable this turn in a hand, never in the library', () => {
    let s = start({ players: 3, hands: [['3D', '5C', '6C', '8H', '2S', '9H'], P1, P2], stable: 'KD' });
    s = run(s, { type: 'firstDraw', seat: 0, from: 'stable' });
    const v = game.view(s, 1);
    expect(v.stableDraw).toBe('KD');
    for (let i = 0; i < 30; i++) {
      const d = game.determinize(v, 1, createRng(i));
      expect(d.hands[0]).toContain('KD');
      expect(game.view(d, 1)).toEqual(v);
    }
  });

  it('S20 option: determinize gives the A♣ to the seat asked when only its holder is asked', () => {
    let s = drawn(
      start({
        players: 3,
        hands: [['7S', '7H', '3D', '5C', '6C', '8H'], P1, ['AC', '2D', '4S', '6H', 'JD', 'KS']],
        options: { counterPromptAllOpponents: false },
      }),
    );
    s = run(s, { type: 'playSet', seat: 0, cards: ['7S', '7H'], wild: null });
    expect(s.pending?.asked).toEqual([2]);
    const v = game.view(s, 1);
    for (let i = 0; i < 30; i++) {
      const d = game.determinize(v, 1, createRng(i));
      expect(d.hands[2]).toContain('AC');
      expect(game.checkState(d)).toBeNull();
      expect(game.view(d, 1)).toEqual(v);
    }
    // The state check holds the asked seat to it.
    const doctored = structuredClone(s);
    doctored.hands[2] = (doctored.hands[2] as string[]).map((c) => (c === 'AC' ? '8S' : c));
    doctored.library = doctored.library.map((c) => (c === '8S' ? 'AC' : c));
    expect(game.checkState(doctored)).toMatch(/Ace of Clubs/);
  });

  it('S20 option: determinize puts the A♣ with the asked seat even when it came from the stable this turn', () => {
    // Seat 0 takes the A♣ from the stable, gives it to seat 1 with the Q♣, then puts down a pair:
    // only seat 1 is asked. Seat 2 saw the A♣ taken, not where it went; the window says where.
    let s = start({
      players: 3,
      hands: [['QC', '7S', '7H', '3D', '5C', '6C'], P1, ['2D', '4S', '6H', 'JD', 'KS', '9C']],
      stable: 'AC',
      options: { counterPromptAllOpponents: false },
    });
    s = run(
      s,
      { type: 'firstDraw', seat: 0, from: 'stable' },
      { type: 'giveCard', seat: 0, to: 1, card: 'AC' },
      { type: 'playSet', seat: 0, cards: ['7S', '7H'], wild: null },
    );
    expect(s.pending?.asked).toEqual([1]);
    const v = game.view(s, 2);
    expect(v.stableDraw).toBe('AC');
    for (let i = 0; i < 20; i++) {
      const d = game.determinize(v, 2, createRng(i));
      expect(d.hands[1]).toContain('AC');
      expect(game.checkState(d)).toBeNull();
    }
  });

  it('determinize leaves the cards the last action showed going into a hidden hand in that hand', () => {
    // Random games: after each action, every seat's worlds keep the cards its view's events sent
    // into another seat's hand (a stable draw, a retrieved card, an exchange it took part in).
    const rng = createRng('events');
    let checked = 0;
    for (let g = 0; g < 120; g++) {
      let s = game.init({ players: 3, seed: `events-${g}` });
      while (game.actors(s).length > 0) {
        const actor = pick(rng, game.actors(s));
        s = game.apply(s, pick(rng, game.legalMoves(s, actor)));
        for (let viewer = 0; viewer < 3; viewer++) {
          const v = game.view(s, viewer);
          const named: [string, number][] = [];
          for (const e of v.events) {
            if (e.type === 'drew' && e.cards !== null && e.seat !== viewer)
              for (const c of e.cards) named.push([c, e.seat]);
            if (e.type === 'retrieved' && e.seat !== viewer) named.push([e.card, e.seat]);
            if (e.type === 'cardsExchanged' && e.gave !== null) {
              for (const c of e.gave[0]) named.push([c, e.seats[1]]);
              for (const c of e.gave[1]) named.push([c, e.seats[0]]);
            }
          }
          // Only where the card really is in that hand now (a later event may have moved it on).
          const there = named.filter(([c, to]) => to !== viewer && s.hands[to]?.includes(c));
          if (there.length === 0) continue;
          const world = game.determinize(v, viewer, createRng(checked));
          for (const [c, to] of there) expect(world.hands[to], `${c} to seat ${to}`).toContain(c);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('determinize refuses a view of another seat or another game', () => {
    const s = start({ hands: [['3D'], P1] });
    expect(() => game.determinize(game.view(s, 0), 1, createRng(1))).toThrow(/Six Card Parade view/);
    expect(() => game.determinize(game.view(s, 'spectator'), 0, createRng(1))).toThrow();
    expect(() => game.view(s, 2)).toThrow();
  });
});

describe('stored states', () => {
  it('restoreState accepts a reachable state and refuses a doctored one', () => {
    let s = drawn(start({ hands: [['7S', '7D', '3D', '5C', '6C', '8H'], P1] }));
    s = run(s, { type: 'playSet', seat: 0, cards: ['7S', '7D'], wild: null }, { type: 'decline', seat: 1 });
    expect(restoreState(game, JSON.stringify(s))).toEqual(s);
    const claims = structuredClone(s);
    (claims.fields[0]?.[0] as { kind: string }).kind = 'fourOfAKind';
    expect(() => restoreState(game, claims)).toThrow(/not the fourOfAKind it claims/);
    // The turn's stage is kept apart from the phase, so a flipped phase shows.
    const flipped = structuredClone(s);
    flipped.phase = 'postDraw';
    expect(() => restoreState(game, flipped)).toThrow(/does not fit/);
    const lost = structuredClone(s);
    lost.library.pop();
    expect(() => restoreState(game, lost)).toThrow(/conservation/);
    // A set id no action can name (actions name sets up to 10,000): the set could be listed as a
    // move that validate then refuses.
    const farId = structuredClone(s);
    (farId.fields[0]?.[0] as { id: number }).id = 50_000;
    farId.nextSetId = 50_001;
    expect(() => restoreState(game, farId)).toThrow(/fields\.0\.0\.id/);
  });

  it('describeEvent reads every event of a turn in plain English', () => {
    const s = drawn(start({ hands: [['7S', '7D', '3D', '5C', '6C', '8H'], P1] }));
    expect(game.describeEvent({ type: 'drew', seat: 0, from: 'library', count: 1, cards: null } as never)).toBe(
      'Seat 0 draws a card from the top of the library.',
    );
    const t = run(s, { type: 'playSet', seat: 0, cards: ['7D', '7S'], wild: null });
    expect(t.events.map((e) => game.describeEvent(e))).toEqual(['Seat 0 puts down 7♠ 7♦: a Pair.']);
  });
});
