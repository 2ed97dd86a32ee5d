/**
 * Six Card Parade presentation on stacked decks (issue 30): the counter window in words (S19,
 * S20), the King of Hearts with several meanings and a set that fits two types (S17, S18), a
 * Royal with its target (S21, S24), and the field as a table draws it. Expected strings come from
 * the rules' words and the set table, not from the output.
 */
import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../../src/core/errors.js';
import { createRng, pick } from '../../../src/core/rng.js';
import { sixCardParadePresentation as ui } from '../../../src/games/six-card-parade/index.js';
import { drawn, game, landSet, quietTurn, run, start } from './helpers.js';

const card = (c: string) => ({ type: 'card', card: c }) as const;
const target = (t: string) => ({ type: 'target', target: t }) as const;

describe('S19 S20 the counter window, in words', () => {
  // Three players; Seat 1 holds the A♣, Seat 2 does not. Seat 0 puts down a Pair of 5s.
  let s = drawn(start({ players: 3, hands: [['5S', '5D', '2C', '3C', '4D', '8C'], ['AC']], top: ['9C'] }));
  s = run(s, { type: 'playSet', seat: 0, cards: ['5S', '5D'], wild: null });

  it('asks the A♣ holder to counter with it or let the set stand', () => {
    const v = game.view(s, 1);
    expect(ui.prompt(v).text).toBe('Seat 0 puts down 5♠ 5♦: counter with your A♣, or let it stand');
    expect(ui.legalMovesFromView(v).map((m) => ui.label(m, v).text)).toEqual(['Counter with the A♣', 'Let it stand']);
    expect(ui.select(v, [card('AC')]).moves).toEqual([{ type: 'counter', seat: 1 }]);
    expect(ui.select(v, []).targets.map((t) => t.label.text)).toEqual(['Let it stand']);
  });
  it('asks the other opponent too, who can only let it stand', () => {
    const v = game.view(s, 2);
    expect(ui.prompt(v).text).toBe('Seat 0 puts down 5♠ 5♦: let it stand');
    expect(ui.select(v, [target('letStand')]).moves).toEqual([{ type: 'decline', seat: 2 }]);
  });
  it('tells the player who put it down whom it waits for, and shows the set waiting', () => {
    const v = game.view(s, 0);
    expect(ui.prompt(v).text).toBe('Waiting for Seat 1 and Seat 2');
    expect(ui.table(v).pending?.text.text).toBe('Seat 0 puts down 5♠ 5♦: Pair of 5s');
  });
});

describe('S17 S18 the King of Hearts with several meanings, and a set that fits two types', () => {
  // Beside the four cards, only Royals that make no set: the J♠, the Q♣ and the A♣ drawn.
  const s = drawn(start({ hands: [['4S', '5H', '6D', 'KH', 'JS', 'QC']], top: ['AC'] }));
  const withSeven = drawn(start({ hands: [['4S', '5H', '6D', 'KH', '7S', 'QC']], top: ['AC'] }));
  const v = game.view(s, 0);

  it('offers every meaning that makes the cards a set, as targets', () => {
    // 4♠ 5♥ 6♦ + K♥ is a four-card straight with the K♥ as any 3 or any 7 (S14, S18).
    const sel = ui.select(v, [card('4S'), card('5H'), card('6D'), card('KH')]);
    expect(sel.moves).toEqual([]);
    expect(sel.cards).toEqual([]);
    expect(sel.targets.map((t) => t.target).sort()).toEqual(
      ['3C', '3D', '3H', '3S', '7C', '7D', '7H', '7S'].map((c) => `meaning:${c}`).sort(),
    );
    expect(sel.targets.find((t) => t.target === 'meaning:7C')?.label.text).toBe('K♥ as 7♣');
  });
  it('with the 7♠ in hand too, the 7♠ may join and the K♥ may be any 8 of a five-card straight', () => {
    const w = game.view(withSeven, 0);
    const sel = ui.select(w, [card('4S'), card('5H'), card('6D'), card('KH')]);
    expect(sel.cards).toEqual(['7S']);
    expect(sel.targets.map((t) => t.target).sort()).toEqual(
      ['3C', '3D', '3H', '3S', '7C', '7D', '7H', '7S', '8C', '8D', '8H', '8S'].map((c) => `meaning:${c}`).sort(),
    );
  });
  it('names the type the set scores as: the K♥ as the missing suit makes it Unique (S16, S17)', () => {
    const club = ui.select(v, [card('4S'), card('5H'), card('6D'), card('KH'), target('meaning:7C')]);
    expect(club.moves.map((m) => ui.label(m, v).text)).toEqual([
      'Put down 4♠ 5♥ 6♦ K♥, K♥ as 7♣: Unique Straight 4 to 7',
    ]);
    const spade = ui.select(v, [card('4S'), card('5H'), card('6D'), card('KH'), target('meaning:7S')]);
    expect(spade.moves.map((m) => ui.label(m, v).text)).toEqual(['Put down 4♠ 5♥ 6♦ K♥, K♥ as 7♠: Straight 4 to 7']);
  });
  it('a natural card and the K♥ make a Pair as a card of each suit of its rank', () => {
    const sel = ui.select(game.view(withSeven, 0), [card('7S'), card('KH')]);
    const pairs = sel.targets.map((t) => t.target).filter((t) => t.startsWith('meaning:7'));
    expect(pairs.sort()).toEqual(['meaning:7C', 'meaning:7D', 'meaning:7H', 'meaning:7S']);
  });
  it('shows what the K♥ stands for on the field', () => {
    const landed = landSet(withSeven, 0, ['7S', 'KH'], '7D');
    const set = ui.table(game.view(landed, 1)).seats[0]?.field[0];
    expect(set?.name.text).toBe('Pair of 7s');
    expect(set?.wildText?.text).toBe('K♥ as 7♦');
    expect(set?.points).toBe(5);
  });
});

describe('S21 S24 Royals with targets', () => {
  // Seat 1 lands a Pair of 9s; then Seat 0, holding the A♠ and the K♦, picks a target.
  let s = quietTurn(
    start({
      hands: [
        ['2C', '3C', '4D', '8C', 'KD', 'AS'],
        ['9S', '9H'],
      ],
      top: ['5C', '6H', '7D'],
    }),
  );
  s = landSet(run(s, { type: 'firstDraw', seat: 1, from: 'library' }), 1, ['9S', '9H']);
  s = quietTurn(s);
  s = drawn(s);
  const v = game.view(s, 0);
  const id = s.fields[1]?.[0]?.id as number;

  it('the A♠ asks for an opponent’s set and steals it in players’ words', () => {
    const sel = ui.select(v, [card('AS')]);
    expect(sel.targets.map((t) => t.label.text)).toEqual(["Seat 1's Pair of 9s"]);
    const steal = ui.select(v, [card('AS'), target(`set:${id}`)]);
    expect(steal.moves.map((m) => ui.label(m, v).text)).toEqual(["Steal Seat 1's Pair of 9s"]);
  });
  it('the K♦ goes on a set, which then scores double', () => {
    const sel = ui.select(v, [card('KD'), target(`set:${id}`)]);
    expect(sel.moves.map((m) => ui.label(m, v).text)).toEqual(["K♦ on Seat 1's Pair of 9s: it scores double"]);
  });
  it('a set that does not exist is refused; a card the seat does not hold too', () => {
    const code = (fn: () => unknown): string => {
      try {
        fn();
      } catch (e) {
        return isRuleError(e) ? e.code : String(e);
      }
      return 'no error';
    };
    expect(code(() => ui.select(v, [card('AS'), target('set:999')]))).toBe('BAD_SELECTION');
    // The 9♠ lies on Seat 1's field and the Q♠ in the library: neither is Seat 0's to pick.
    expect(code(() => ui.select(v, [card('9S')]))).toBe('BAD_SELECTION');
    expect(code(() => ui.select(v, [card('QS')]))).toBe('BAD_SELECTION');
    expect(code(() => ui.select(v, [card('3C'), card('4D')]))).toBe('no error');
  });
});

describe('the table', () => {
  it('sorts the hand by rank, Royals last, and counts the library', () => {
    const s = start({ hands: [['KH', '9C', '2D', 'AS', '9S', '5H']] });
    const t = ui.table(game.view(s, 0));
    expect(t.hand).toEqual(['2D', '5H', '9S', '9C', 'KH', 'AS']);
    expect(t.library.count).toBe(52 - 12 - 1);
    expect(t.library.cards).toBeNull();
    expect(t.library.text.text).toBe('Library: 39 cards');
    // The dealer's first stable card is the only one: one card, not "1 cards".
    expect(t.stable.text.text).toBe('Stable: 1 card');
    expect(t.turnText.text).toBe('Your turn');
    expect(ui.prompt(game.view(s, 0)).text).toMatch(/^Your turn: draw from the library, or take the stable's /);
    expect(ui.prompt(game.view(s, 1)).text).toBe('Waiting for Seat 0');
  });
});

describe('the table at the end', () => {
  it('says the game is over, not whose turn it was', () => {
    const rng = createRng('scp-over');
    let s = game.init({ players: 3, seed: 'scp-over', options: { stallRoundsLimit: 10 } });
    for (let i = 0; i < 5000 && !game.score(s).over; i++) {
      const seat = pick(rng, [...game.actors(s)]);
      s = game.apply(s, pick(rng, game.legalMoves(s, seat)));
    }
    expect(game.score(s).over).toBe(true);
    for (const viewer of [0, 1, 2, 'spectator'] as const) {
      expect(ui.table(game.view(s, viewer)).turnText.text).toBe('Game over');
      // The end phase is behind: no count of final turns under "Game over".
      expect(ui.table(game.view(s, viewer)).finalTurns).toBeNull();
    }
  });

  it('counts the final turns of the end phase in words, down to the last one (S27)', () => {
    // Three players, every seat plays a final turn after the one that emptied the library (S27):
    // the count of turns still to start falls 2, 1, 0 as the game goes.
    const rng = createRng('scp-final-turns');
    let s = game.init({ players: 3, seed: 'scp-final-turns' });
    const seen = new Map<number | null, string | null>();
    for (let i = 0; i < 5000 && !game.score(s).over; i++) {
      if (s.phase !== 'over') seen.set(s.finalTurnsLeft, ui.table(game.view(s, 'spectator')).finalTurns?.text ?? null);
      const seat = pick(rng, [...game.actors(s)]);
      s = game.apply(s, pick(rng, game.legalMoves(s, seat)));
    }
    expect(game.score(s).over).toBe(true);
    expect(Object.fromEntries(seen)).toEqual({
      null: null,
      2: 'End phase: 2 final turns to start after this one',
      1: 'End phase: 1 final turn to start after this one',
      0: 'End phase: this is the last turn',
    });
  });
});
