import { describe, expect, it } from 'vitest';
import { codeOf, drainTo, drawn, finishTurn, game, landSet, quietTurn, run, start } from './helpers.js';

const H0 = ['7S', '7D', '4S', '4D', 'JS', '2C'];
const H1 = ['9S', '9D', 'KD', '3C', '5C', '6C'];

describe('the deal and the turn', () => {
  it('S1 two to four players; the deal gives six each, one card to the stable, the rest to the library', () => {
    for (const players of [2, 3, 4]) {
      const s = game.init({ players, seed: players });
      expect(s.hands.map((h) => h.length)).toEqual(Array(players).fill(6));
      expect(s.stable).toHaveLength(1);
      expect(s.library).toHaveLength(52 - 6 * players - 1);
      expect(s.discardPile).toEqual([]);
    }
    expect(() => game.init({ players: 1, seed: 1 })).toThrow(/2–4 players/);
    expect(() => game.init({ players: 5, seed: 1 })).toThrow(/2–4 players/);
  });

  it('S2 the seat after the dealer plays first; firstPlayer dealer is the option', () => {
    const s = game.init({ players: 3, seed: 5, dealer: 1 });
    expect([s.dealer, s.turn, s.phase]).toEqual([1, 2, 'firstDraw']);
    expect(game.init({ players: 3, seed: 5, dealer: 1, options: { firstPlayer: 'dealer' } }).turn).toBe(1);
  });

  it('S3 one deal is one game; the dealer is kept in the state', () => {
    const s = game.init({ players: 2, seed: 'x' });
    expect([0, 1]).toContain(s.dealer);
    expect(game.view(s, 0).dealer).toBe(s.dealer);
  });

  it('the stacked deck maps onto the deal as documented', () => {
    const s = start({
      players: 3,
      hands: [H0, H1, ['8S', '8D', '8C', '8H', 'TS', 'TD']],
      stable: 'QH',
      top: ['AH', 'AD'],
    });
    expect(s.hands).toEqual([H0, H1, ['8S', '8D', '8C', '8H', 'TS', 'TD']]);
    expect(s.stable).toEqual(['QH']);
    expect(s.library.slice(0, 2)).toEqual(['AH', 'AD']);
  });

  it('S4 the stable is face up; views show its top card, or all of it with stableShowsAll', () => {
    let s = start({ hands: [H0, H1], stable: 'QH' });
    s = drawn(s);
    s = finishTurn(s, '2C');
    expect(s.stable).toEqual(['QH', '2C']);
    expect(game.view(s, 1).stable).toEqual(['2C']);
    expect(game.view(s, 1).stableCount).toBe(2);
    let t = drawn(start({ hands: [H0, H1], stable: 'QH', options: { stableShowsAll: true } }));
    t = finishTurn(t, '2C');
    expect(game.view(t, 'spectator').stable).toEqual(['QH', '2C']);
  });

  it('S5 the turn discard goes to the stable, never to the discard pile', () => {
    const s = finishTurn(drawn(start({ hands: [H0, H1] })), '2C');
    expect(s.stable[s.stable.length - 1]).toBe('2C');
    expect(s.discardPile).toEqual([]);
  });

  it('S6 the First Draw takes the library top or the stable top; an empty source cannot be chosen', () => {
    let s = start({ hands: [H0, H1], stable: 'QH', top: ['8H'] });
    expect(game.legalMoves(s, 0)).toEqual([
      { type: 'firstDraw', seat: 0, from: 'library' },
      { type: 'firstDraw', seat: 0, from: 'stable' },
    ]);
    expect(codeOf(s, { type: 'doneWithSets', seat: 0 })).toBe('WRONG_PHASE');
    s = run(s, { type: 'firstDraw', seat: 0, from: 'stable' });
    expect(s.hands[0]).toContain('QH');
    s = finishTurn(s, 'QH');
    s = run(s, { type: 'firstDraw', seat: 1, from: 'stable' }, { type: 'doneWithSets', seat: 1 });
    s = run(s, { type: 'discard', seat: 1, card: '3C' });
    expect(codeOf(s, { type: 'firstDraw', seat: 0, from: 'stable' })).toBeNull();
  });

  it('S6 with both library and stable empty the First Draw is skipped', () => {
    // Three players: the library (33 cards) runs out in seat 2's turn, so seat 0 opens the final turns.
    let s = drainTo(start({ players: 3, hands: [H0, H1], options: { discardStep: 'downToSix' } }), 0);
    expect(s.turn).toBe(0);
    expect(codeOf(s, { type: 'firstDraw', seat: 0, from: 'library' })).toBe('EMPTY_SOURCE');
    s = landSet(run(s, { type: 'firstDraw', seat: 0, from: 'stable' }), 0, ['7S', '7D']);
    // The drained cards sit in the stable; an empty stable is very rare in play (J♥ after
    // J♥), so this state is built by hand: its cards are moved to the discard pile.
    s = structuredClone(s);
    s.discardPile.push(...s.stable.splice(0));
    s = run(s, { type: 'doneWithSets', seat: 0 }, { type: 'endTurn', seat: 0 });
    expect([s.turn, s.phase, s.stable.length]).toEqual([1, 'main', 0]);
    expect(s.events).toContainEqual({ type: 'firstDrawSkipped', seat: 1 });
  });

  it('S7 the stable card may be discarded straight back, unless forbidRediscardOfStableDraw', () => {
    const s = run(start({ hands: [H0, H1], stable: 'QH' }), { type: 'firstDraw', seat: 0, from: 'stable' });
    expect(codeOf(run(s, { type: 'doneWithSets', seat: 0 }), { type: 'discard', seat: 0, card: 'QH' })).toBeNull();
    const t = run(start({ hands: [H0, H1], stable: '8H', options: { forbidRediscardOfStableDraw: true } }), {
      type: 'firstDraw',
      seat: 0,
      from: 'stable',
    });
    const u = run(t, { type: 'doneWithSets', seat: 0 });
    expect(codeOf(u, { type: 'discard', seat: 0, card: '8H' })).toBe('STABLE_REDISCARD');
    expect(codeOf(u, { type: 'discard', seat: 0, card: '2C' })).toBeNull();
  });

  it('S8 Royals may be played after Draw to Seven, unless royalsAfterDrawToSeven is off', () => {
    const s = run(drawn(start({ hands: [H0, H1] })), { type: 'doneWithSets', seat: 0 });
    expect(codeOf(s, { type: 'playRoyal', seat: 0, card: 'JS' })).toBeNull();
    const t = run(drawn(start({ hands: [H0, H1], options: { royalsAfterDrawToSeven: false } })), {
      type: 'doneWithSets',
      seat: 0,
    });
    expect(codeOf(t, { type: 'playRoyal', seat: 0, card: 'JS' })).toBe('ROYAL_NOT_NOW');
    expect(game.legalMoves(t, 0).every((m) => m.type === 'discard')).toBe(true);
  });

  it('S10 Draw to Seven draws from the library up to seven; a hand of seven or more draws nothing', () => {
    let s = drawn(start({ hands: [H0, H1], top: ['2H', '3H', '5H', '6H'] }));
    s = landSet(s, 0, ['7S', '7D']);
    s = run(s, { type: 'doneWithSets', seat: 0 });
    expect(s.hands[0]).toHaveLength(7);
    expect(s.hands[0]?.slice(-2)).toEqual(['3H', '5H']);
    let t = drawn(start({ hands: [H0, H1] }));
    t = run(t, { type: 'playRoyal', seat: 0, card: 'JS' });
    const lib = t.library.length;
    t = run(t, { type: 'doneWithSets', seat: 0 });
    expect([t.hands[0]?.length, t.library.length]).toEqual([8, lib]);
  });

  it('S11 exactly one card is discarded, even from eight; downToSix discards to six', () => {
    let s = drawn(start({ hands: [H0, H1] }));
    s = run(s, { type: 'playRoyal', seat: 0, card: 'JS' }, { type: 'doneWithSets', seat: 0 });
    s = run(s, { type: 'discard', seat: 0, card: '2C' });
    expect([s.hands[0]?.length, s.turn]).toEqual([7, 1]);
    let t = drawn(start({ hands: [H0, H1], options: { discardStep: 'downToSix' } }));
    t = run(t, { type: 'playRoyal', seat: 0, card: 'JS' }, { type: 'doneWithSets', seat: 0 });
    t = run(t, { type: 'discard', seat: 0, card: '2C' });
    expect([t.hands[0]?.length, t.turn, t.phase]).toEqual([7, 0, 'postDraw']);
    t = run(t, { type: 'discard', seat: 0, card: '4S' });
    expect([t.hands[0]?.length, t.turn]).toEqual([6, 1]);
  });

  it('S11 downToSix with six or fewer cards ends the turn without a discard', () => {
    let s = drainTo(start({ hands: [H0, H1], options: { discardStep: 'downToSix' } }), 0);
    expect(s.phase).toBe('firstDraw');
    const seat = s.turn;
    s = run(
      s,
      { type: 'firstDraw', seat, from: 'stable' },
      { type: 'playRoyal', seat, card: seat === 0 ? 'JS' : 'KD' },
    );
    s = run(s, { type: 'doneWithSets', seat });
    expect(s.hands[seat]).toHaveLength(6);
    expect(codeOf(s, { type: 'discard', seat, card: s.hands[seat]?.[0] })).toBe('DISCARD_NOT_DUE');
    expect(game.legalMoves(s, seat)).toContainEqual({ type: 'endTurn', seat });
    expect(
      codeOf(run(drawn(start({ hands: [H0, H1] })), { type: 'doneWithSets', seat: 0 }), { type: 'endTurn', seat: 0 }),
    ).toBe('DISCARD_DUE');
  });

  it('S12 spent Royals go to the discard pile, or out of the game with spentRoyalsTo removed', () => {
    const s = run(drawn(start({ hands: [H0, H1] })), { type: 'playRoyal', seat: 0, card: 'JS' });
    expect(s.discardPile).toEqual(['JS']);
    const t = run(drawn(start({ hands: [H0, H1], options: { spentRoyalsTo: 'removed' } })), {
      type: 'playRoyal',
      seat: 0,
      card: 'JS',
    });
    expect([t.discardPile, t.removed]).toEqual([[], ['JS']]);
    expect(game.view(t, 1).removed).toEqual(['JS']);
  });

  it('S13 a Royal without effect may be played, unless allowNoEffectRoyals is off', () => {
    const hands = [['AS', 'AD', 'KC', 'JH', '2C', '8C'], H1];
    let s = run(start({ hands, stable: '8H' }), { type: 'firstDraw', seat: 0, from: 'stable' });
    for (const card of ['AS', 'AD', 'KC', 'JH']) expect(codeOf(s, { type: 'playRoyal', seat: 0, card })).toBeNull();
    s = run(s, { type: 'playRoyal', seat: 0, card: 'JH' });
    expect(s.hands[0]).toHaveLength(6);
    const t = run(start({ hands, stable: '8H', options: { allowNoEffectRoyals: false } }), {
      type: 'firstDraw',
      seat: 0,
      from: 'stable',
    });
    for (const card of ['AS', 'AD', 'KC', 'JH'])
      expect(codeOf(t, { type: 'playRoyal', seat: 0, card })).toBe('NO_EFFECT');
  });
});

describe('counter window options', () => {
  it('S19 the Ace of Clubs does not answer a King of Spades extension, unless aceOfClubsVsExtensions', () => {
    const hands = [
      ['KS', '7S', '7D', '7C', '2C', '3C'],
      ['AC', '9D', '4H', '4C', 'TH', 'TD'],
    ];
    for (const on of [false, true]) {
      let s = landSet(drawn(start({ hands, options: { aceOfClubsVsExtensions: on } })), 0, ['7S', '7D']);
      s = run(s, { type: 'extendSet', seat: 0, set: s.fields[0]?.[0]?.id as number, cards: ['7C'], wild: null });
      expect(s.phase).toBe(on ? 'counterWindow' : 'main');
      if (on) {
        s = run(s, { type: 'counter', seat: 1 });
        // Only the added card is cancelled; the set stays as it was.
        expect(s.fields[0]?.[0]).toMatchObject({ kind: 'pair', cards: ['7S', '7D'] });
        expect(s.discardPile).toEqual(['KS', '7C', 'AC']);
      }
    }
  });

  it('S20 counterPromptAllOpponents off asks only the holder, and nobody when no opponent holds it', () => {
    const opts = { counterPromptAllOpponents: false };
    let s = drawn(start({ players: 3, hands: [['7S', '7D', '2C', '3C', '5C', '6C'], ['9D'], ['AC']], options: opts }));
    s = run(s, { type: 'playSet', seat: 0, cards: ['7S', '7D'], wild: null });
    expect(game.actors(s)).toEqual([2]);
    let t = drawn(start({ players: 3, hands: [['7S', '7D', 'AC', '3C', '5C', '6C']], options: opts }));
    t = run(t, { type: 'playSet', seat: 0, cards: ['7S', '7D'], wild: null });
    expect([t.phase, t.fields[0]?.length]).toEqual(['main', 1]);
  });
});

describe('the end of the game', () => {
  it('S27 the last library card starts the end phase: everyone takes one final turn, the trigger player last', () => {
    let s = drainTo(start({ hands: [H0, H1] }), 1);
    expect(s.turn).toBe(0);
    s = quietTurn(s);
    expect(s.library).toHaveLength(0);
    expect(s.finalTurnsLeft).toBe(1);
    expect(s.events).toContainEqual({ type: 'endPhaseStarted', seat: 0, finalTurns: 2, stalled: false });
    expect(s.turn).toBe(1);
    s = quietTurn(s);
    expect(s.turn).toBe(0);
    expect(s.phase).toBe('firstDraw');
    s = quietTurn(s);
    expect(s.phase).toBe('over');
    expect(game.actors(s)).toEqual([]);
    expect(game.score(s)).toEqual({ points: [0, 0], over: true, winners: [0, 1] });
  });

  it('S27 finalTurns othersOnly: the trigger player does not play again', () => {
    let s = drainTo(start({ hands: [H0, H1], options: { finalTurns: 'othersOnly' } }), 1);
    s = quietTurn(quietTurn(s));
    expect(s.phase).toBe('over');
  });

  it('the end phase also starts when a Jack takes the last library cards', () => {
    let s = drainTo(start({ hands: [H0, H1] }), 3);
    expect(s.turn).toBe(0);
    s = run(s, { type: 'firstDraw', seat: 0, from: 'library' }, { type: 'playRoyal', seat: 0, card: 'JS' });
    expect(s.library).toHaveLength(0);
    s = finishTurn(s);
    expect(s.finalTurnsLeft).toBe(1);
  });

  it('S28 after the library is empty: First Draw from the stable, Draw to Seven draws nothing, library Jacks do nothing', () => {
    let s = drainTo(start({ hands: [H0, H1] }), 0);
    if (s.turn !== 0) s = quietTurn(s);
    expect(game.legalMoves(s, 0)).toEqual([{ type: 'firstDraw', seat: 0, from: 'stable' }]);
    s = run(s, { type: 'firstDraw', seat: 0, from: 'stable' });
    s = landSet(s, 0, ['7S', '7D']);
    s = run(s, { type: 'playRoyal', seat: 0, card: 'JS' });
    expect(s.events).toContainEqual({ type: 'drew', seat: 0, from: 'library', count: 0, cards: [] });
    s = run(s, { type: 'doneWithSets', seat: 0 });
    expect(s.hands[0]).toHaveLength(4);
  });

  it('S28 after the library is empty the Ace of Hearts does nothing (S13)', () => {
    let s = drainTo(start({ hands: [['AH', '7S', '7D', '4S', '4D', '2C'], H1] }), 0);
    if (s.turn !== 0) s = quietTurn(s);
    s = run(s, { type: 'firstDraw', seat: 0, from: 'stable' }, { type: 'playRoyal', seat: 0, card: 'AH' });
    expect([s.phase, s.search, s.discardPile]).toEqual(['main', null, ['AH']]);
    const t = drainTo(
      start({ hands: [['AH', '7S', '7D', '4S', '4D', '2C'], H1], options: { allowNoEffectRoyals: false } }),
      0,
    );
    const u = t.turn === 0 ? t : quietTurn(t);
    expect(
      codeOf(run(u, { type: 'firstDraw', seat: 0, from: 'stable' }), { type: 'playRoyal', seat: 0, card: 'AH' }),
    ).toBe('NO_EFFECT');
  });

  it('S10 drawToSevenSource libraryThenStable fills up from the stable once the library is empty', () => {
    let s = drainTo(start({ hands: [H0, H1], options: { drawToSevenSource: 'libraryThenStable' } }), 0);
    if (s.turn !== 0) s = quietTurn(s);
    s = run(s, { type: 'firstDraw', seat: 0, from: 'stable' });
    s = landSet(s, 0, ['7S', '7D']);
    const stable = s.stable.length;
    s = run(s, { type: 'doneWithSets', seat: 0 });
    expect(s.hands[0]).toHaveLength(7);
    expect(s.stable).toHaveLength(stable - 2);
  });

  it('S29 a Jack facing fewer cards than two takes what there is', () => {
    let s = drainTo(start({ hands: [H0, H1] }), 2);
    if (s.turn !== 0) s = quietTurn(s);
    s = run(s, { type: 'firstDraw', seat: 0, from: 'library' });
    expect(s.library).toHaveLength(0);
    s = drainTo(start({ hands: [H0, H1] }), 1);
    s = run(s, { type: 'firstDraw', seat: 0, from: 'stable' }, { type: 'playRoyal', seat: 0, card: 'JS' });
    expect(s.events).toContainEqual(expect.objectContaining({ type: 'drew', from: 'library', count: 1 }));
  });

  it('S30 ties are shared; mostSets and highestSingleSet break them', () => {
    const play = (tieBreak: 'shared' | 'mostSets' | 'highestSingleSet') => {
      let s = drawn(start({ hands: [H0, H1], options: { tieBreak } }));
      s = landSet(landSet(s, 0, ['7S', '7D']), 0, ['4S', '4D']);
      s = finishTurn(s, '2C');
      s = landSet(drawn(s, 1), 1, ['9S', '9D']);
      s = run(s, { type: 'attachMarker', seat: 1, card: 'KD', set: s.fields[1]?.[0]?.id as number });
      s = finishTurn(s, '3C');
      while (s.phase !== 'over') s = quietTurn(s);
      return game.score(s);
    };
    expect(play('shared')).toEqual({ points: [10, 10], over: true, winners: [0, 1] });
    expect(play('mostSets').winners).toEqual([0]);
    expect(play('highestSingleSet').winners).toEqual([1]);
  });

  it('S31 play can stall for ever; stallRoundsLimit starts the end phase after that many idle rounds', () => {
    const idle = (s: ReturnType<typeof start>) => {
      const seat = s.turn;
      const top = s.stable[s.stable.length - 1] as string;
      return run(
        s,
        { type: 'firstDraw', seat, from: 'stable' },
        { type: 'doneWithSets', seat },
        { type: 'discard', seat, card: top },
      );
    };
    let s = start({ hands: [H0, H1] });
    for (let i = 0; i < 20; i++) s = idle(s);
    expect([s.phase, s.finalTurnsLeft, s.library.length]).toEqual(['firstDraw', null, 39]);
    let t = start({ hands: [H0, H1], options: { stallRoundsLimit: 2 } });
    for (let i = 0; i < 3; i++) t = idle(t);
    expect(t.finalTurnsLeft).toBeNull();
    t = idle(t);
    expect(t.events).toContainEqual({ type: 'endPhaseStarted', seat: 1, finalTurns: 2, stalled: true });
    t = idle(idle(t));
    expect(t.phase).toBe('over');
  });
});
