/**
 * Frustration Rummy presentation on stacked decks (issue 30): the draw and the upcard (R21), melds
 * with their kind and what each wild stands for (R5–R10), a set whose cards leave its rank open
 * (R9), lay-offs by card then meld and by meld then card (R18), buying out of turn (R29), the
 * contracts in words, a whole contract arranged freely and planned from a view (R10, R12), and
 * the table a seat draws. Expected values come from the rules and the contract table, not from
 * the output.
 */
import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../../src/core/errors.js';
import { formatMessage } from '../../../src/core/present.js';
import {
  frustrationRummyWords,
  planLayDown,
  type RummyAction,
  type RummyState,
  frustrationRummyPresentation as ui,
} from '../../../src/games/frustration-rummy/index.js';
import { parcellus } from '../../../src/games/parcellus/index.js';
import { cards, deal, drawStock, game, onContract, play } from './helpers.js';

const card = (c: string) => ({ type: 'card', card: c }) as const;
const target = (t: string) => ({ type: 'target', target: t }) as const;
const labels = (s: RummyState, seat: number): string[] => {
  const v = game.view(s, seat);
  return ui.legalMovesFromView(v).map((m) => ui.label(m, v).text);
};
const codeOf = (fn: () => unknown): string | null => {
  try {
    fn();
  } catch (e) {
    return isRuleError(e) ? e.code : `not a RuleError: ${String(e)}`;
  }
  return null;
};

// Two players. Seat 0 holds a run of 4♥–7♥ and three 9s with a 2♣; Seat 1 a run 7♠ Joker 9♠ and
// four Kings. The upcard is 10♦; the stock gives A♥ (Seat 0), J♦ (Seat 1), then 10♠ (Seat 0).
const TABLE = {
  hands: [cards('4H 5H 6H 7H 9S 9D 9C 2C KC QD 8D 5C JK'), cards('7S JK 9S KS KD KH KC 4D 6C QS 2D 5S 3D')],
  upcard: 'TD',
  stock: ['AH', 'JD', 'TS'],
};
const seat0Down: RummyAction[] = [
  { type: 'draw', seat: 0, from: 'stock' },
  { type: 'meld', seat: 0, kind: 'run', cards: ['4H', '5H', '6H'] },
  { type: 'meld', seat: 0, kind: 'set', cards: ['9S', '9D', '9C', '2C'] },
  { type: 'layOff', seat: 0, card: '7H', meld: 0, end: 'high' },
  { type: 'discard', seat: 0, card: 'KC' },
];
const seat1Down: RummyAction[] = [
  { type: 'draw', seat: 1, from: 'stock' },
  { type: 'meld', seat: 1, kind: 'run', cards: ['7S', 'JK', '9S'] },
  { type: 'meld', seat: 1, kind: 'set', cards: ['KS', 'KD', 'KH', 'KC'] },
  { type: 'discard', seat: 1, card: 'QS' },
];

describe('R21 the draw: the stock or the upcard', () => {
  const s = deal(TABLE);
  const v = game.view(s, 0);

  it('asks the player to draw from the stock or take the upcard; the other seat waits on that choice', () => {
    expect(ui.prompt(v).text).toBe('Your turn: draw from the stock or take the 10♦');
    expect(ui.prompt(game.view(s, 1)).text).toBe('Seat 0 is deciding whether to take the 10♦');
    expect(ui.prompt(game.view(s, 'spectator')).text).toBe('Seat 0 is deciding whether to take the 10♦');
    expect(labels(s, 0)).toEqual(['Draw from the stock', 'Take the 10♦']);
    // The deal turns one card up to start the pile; 108 − 26 − 1 make the stock.
    expect(ui.table(v).discard.text.text).toBe('Discard pile: 10♦ on top, 1 card in all');
    expect(ui.table(v).stock.text.text).toBe('Stock: 81 cards');
  });
  it('offers the two piles as targets, each one move', () => {
    expect(ui.select(v, []).targets.map((t) => [t.target, t.label.text])).toEqual([
      ['draw:stock', 'The stock'],
      ['draw:discard', 'The 10♦ on the discard pile'],
    ]);
    expect(ui.select(v, [target('draw:discard')]).moves).toEqual([{ type: 'draw', seat: 0, from: 'discard' }]);
    // No card is picked before the draw: nothing in the hand leads to a move yet.
    expect(ui.select(v, [card('4H')])).toEqual({ moves: [], cards: [], targets: [] });
  });
});

describe('R5–R10 melds: the kind, and what each wild stands for', () => {
  // Seat 0 on contract 10 (a run of 4 and two sets of 3), after drawing the Q♠. Its wilds: Joker, 2♣.
  const s = drawStock(
    onContract(
      deal({
        hands: [cards('4H 5H JK 7H 9S 9D 9C KC KD KH 2C 8S QD'), cards('AS')],
        upcard: 'TD',
        stock: ['QS'],
      }),
      0,
      10,
    ),
  );
  const v = game.view(s, 0);

  it('names the contract needed in the prompt and on the table', () => {
    expect(ui.prompt(v).text).toBe('Your turn: lay down contract 10 (a run of 4 and two sets of 3), or discard');
    const me = ui.table(v).seats[0];
    expect(me?.contractText.text).toBe('Contract 10: a run of 4 and two sets of 3');
    expect(me?.progress.text).toBe('9 of 14 contracts completed');
    expect(me?.laidDownText.text).toBe('Not laid down yet');
  });
  it('4♥ 5♥ Joker 7♥ can only be a run with the Joker as 6♥: picked, they ask for the kind and that meaning', () => {
    const four = ui.select(v, ['4H', '5H', 'JK', '7H'].map(card));
    expect(four.moves).toEqual([]);
    expect(four.targets.map((t) => [t.target, t.label.text])).toEqual([
      ['kind:run', 'As a run'],
      ['as:JK:6H', 'Joker as 6♥'],
    ]);
    const done = ui.select(v, [...['4H', '5H', 'JK', '7H'].map(card), target('kind:run'), target('as:JK:6H')]);
    expect(done.moves).toEqual([{ type: 'meld', seat: 0, kind: 'run', cards: ['4H', '5H', 'JK', '7H'] }]);
    expect(done.moves.map((m) => ui.label(m, v).text)).toEqual(['Run 4♥ 5♥ 6♥ 7♥ (Joker as 6♥)']);
  });
  it('4♥ 5♥ Joker lead on to several runs of 4: the 7♥ or the 2♣ completes them, the wilds in ♥ slots 2–7', () => {
    // With the 7♥ the Joker is the 6♥. With the 2♣ (wild: not a heart) the two wilds fill two of
    // the slots 2♥ 3♥ (run 2–5), 3♥ 6♥ (run 3–6) or 6♥ 7♥ (run 4–7); two wilds beside two
    // naturals is the most a run of 4 holds (R8), so no run takes both the 2♣ and the 7♥.
    const three = ui.select(v, ['4H', '5H', 'JK'].map(card));
    expect(three.moves).toEqual([]);
    expect([...three.cards].sort()).toEqual(['2C', '7H']);
    const meanings = three.targets.map((t) => t.target).filter((t) => t !== 'kind:run');
    expect(three.targets.map((t) => t.target)).toContain('kind:run');
    expect(meanings).toContain('as:JK:6H');
    for (const m of meanings) expect(m).toMatch(/^as:(JK|2C):[2367]H$/);
    // Each run of 4 is one move: one with the 7♥, three with the 2♣ (one per pair of wild slots).
    const runs = ui
      .legalMovesFromView(v)
      .filter((m) => m.type === 'meld' && m.kind === 'run' && ['4H', '5H', 'JK'].every((c) => m.cards.includes(c)));
    expect(runs.length).toBe(4);
  });
  it('a set is labelled with its rank, naturals first', () => {
    const set: RummyAction = { type: 'meld', seat: 0, kind: 'set', cards: ['JK', '9D', '9S'] };
    expect(ui.label(set, v).text).toBe('Set of 9s: 9♠ 9♦ Joker');
    expect(ui.legalMovesFromView(v).map((m) => game.moveKey(m))).toContain(game.moveKey(set));
  });
});

describe('R9 the same cards as a set of 2s or of 3s', () => {
  // Contract 1: 2♠ 2♥ 3♥ 3♠ are as many 2s as 3s, so as a set it names its rank (the run 9♣–J♣
  // completes the contract); 2♥ 3♥ 4♥ is a run (the four 8s complete it).
  const s = drawStock(
    deal({ hands: [cards('2S 2H 3H 3S 4H 8C 8D 8S 8H 9C TC JC KD'), cards('AS')], upcard: 'TD', stock: ['QD'] }),
  );
  const v = game.view(s, 0);

  it('2♥ 3♥ picked lead on to a run or a set: the kind is a target', () => {
    const two = ui.select(v, [card('2H'), card('3H')]);
    expect(two.targets.map((t) => t.target)).toContain('kind:run');
    expect(two.targets.map((t) => t.target)).toContain('kind:set');
  });
  it('as a set, the four cards ask for its rank', () => {
    const set = ui.select(v, [...['2S', '2H', '3H', '3S'].map(card), target('kind:set')]);
    expect(set.moves).toEqual([]);
    expect(set.targets.map((t) => [t.target, t.label.text])).toEqual([
      ['rank:2', 'As 2s'],
      ['rank:3', 'As 3s'],
    ]);
    const of3 = ui.select(v, [...['2S', '2H', '3H', '3S'].map(card), target('kind:set'), target('rank:3')]);
    expect(of3.moves.map((m) => ui.label(m, v).text)).toEqual(['Set of 3s: 3♠ 3♥ 2♠ 2♥']);
  });
});

describe('R18 lay-offs: a card then a meld, or a meld then a card', () => {
  // Both seats lay down in their first turn; Seat 0 draws the 10♠ in its second.
  const s = drawStock(play(deal(TABLE), ...seat0Down, ...seat1Down));
  const v = game.view(s, 0);

  it('asks the laid-down player to meld or lay off, then discard', () => {
    expect(ui.prompt(v).text).toBe('Your turn: meld or lay off cards, then discard');
    expect(ui.prompt(game.view(s, 1)).text).toBe('Waiting for Seat 0 to play and discard');
  });
  it('the 10♠ goes only on the high end of Seat 1’s run 7♠–9♠ (the issue’s example)', () => {
    const ten = ui.select(v, [card('TS')]);
    expect(ten.targets.map((t) => [t.target, t.label.text])).toEqual([
      ['meld:2:high', "Seat 1's run 7♠–9♠, high end"],
      ['discard', 'Discard'],
    ]);
    const laid = ui.select(v, [card('TS'), target('meld:2:high')]);
    expect(laid.moves).toEqual([{ type: 'layOff', seat: 0, card: 'TS', meld: 2, end: 'high' }]);
    expect(laid.moves.map((m) => ui.label(m, v).text)).toEqual(["Lay off 10♠ on Seat 1's run 7♠–9♠ (high end)"]);
  });
  it('the low end of your own run 4♥–7♥ takes only the Joker (it stands for 3♥)', () => {
    const low = ui.select(v, [target('meld:0:low')]);
    expect(low.cards).toEqual(['JK']);
    const laid = ui.select(v, [target('meld:0:low'), card('JK')]);
    expect(laid.moves.map((m) => ui.label(m, v).text)).toEqual(['Lay off Joker as 3♥ on your run 4♥–7♥ (low end)']);
  });
  it('the Joker fits every end and every set (R8 holds on each); each is a target', () => {
    expect(ui.select(v, [card('JK')]).targets.map((t) => t.target)).toEqual([
      'meld:0:low',
      'meld:0:high',
      'meld:1',
      'meld:2:low',
      'meld:2:high',
      'meld:3',
      'discard',
    ]);
    expect(ui.targetLabel(v, 'meld:3')?.text).toBe("Seat 1's set of Ks");
    expect(ui.targetLabel(v, 'meld:1')?.text).toBe('Your set of 9s');
  });
  it('a discard is its card and the discard target', () => {
    expect(ui.select(v, [card('QD'), target('discard')]).moves.map((m) => ui.label(m, v).text)).toEqual(['Discard Q♦']);
  });
});

describe('R19 option: a natural card takes back the wild it stands for', () => {
  // The same two lay-downs with wild swaps allowed; Seat 0 then draws the 8♠, the card Seat 1's
  // Joker stands for.
  const s = drawStock(
    play(deal({ ...TABLE, stock: ['AH', 'JD', '8S'], options: { allowWildSwap: true } }), ...seat0Down, ...seat1Down),
  );
  const v = game.view(s, 0);

  it('the 8♠ offers the Joker in Seat 1’s run as a target, and the swap says what comes back', () => {
    // Besides the swap, the 8♠ starts an extra set of 3 with the 8♦ and the Joker (R18), or is discarded.
    expect(ui.select(v, [card('8S')]).targets.map((t) => [t.target, t.label.text])).toEqual([
      ['kind:set', 'As a set'],
      ['swap:2:1', "The Joker as 8♠ in Seat 1's run 7♠–9♠"],
      ['discard', 'Discard'],
    ]);
    const swap = ui.select(v, [card('8S'), target('swap:2:1')]).moves;
    expect(swap).toEqual([{ type: 'swapWild', seat: 0, card: '8S', meld: 2, index: 1 }]);
    expect(swap.map((m) => ui.label(m, v).text)).toEqual(["Put 8♠ in Seat 1's run 7♠–9♠ and take back the Joker"]);
    // A natural card stands for nothing: no swap target names it.
    expect(ui.targetLabel(v, 'swap:2:0')).toBeNull();
  });
});

describe('the table', () => {
  const s = drawStock(play(deal(TABLE), ...seat0Down, ...seat1Down));
  const t = ui.table(game.view(s, 0));

  it('shows each meld with its kind, owner, cards in order and what each wild stands for', () => {
    expect(t.melds.map((m) => [m.name.text, m.ownerText.text])).toEqual([
      ['Run 4♥–7♥', "Seat 0's contract meld"],
      ['Set of 9s', "Seat 0's contract meld"],
      ['Run 7♠–9♠', "Seat 1's contract meld"],
      ['Set of Ks', "Seat 1's contract meld"],
    ]);
    expect(t.melds[2]?.cards).toEqual([
      { card: '7S', wild: false, standsFor: null, text: null },
      {
        card: 'JK',
        wild: true,
        standsFor: { rank: '8', suit: 'S' },
        text: { id: 'rummy.table.wild', params: { card: 'Joker', standsFor: '8♠' }, text: 'Joker as 8♠' },
      },
      { card: '9S', wild: false, standsFor: null, text: null },
    ]);
    // In a set, a wild stands for the set's rank.
    expect(t.melds[1]?.cards.map((c) => c.text?.text ?? null)).toEqual([null, null, null, '2♣ as 9']);
  });
  it('shows the piles, hand counts, progress and whose turn it is', () => {
    // 108 cards: 26 dealt, the upcard, three drawn; two discards on the 10♦.
    expect(t.stock.text.text).toBe('Stock: 78 cards');
    expect(t.discard.top).toBe('QS');
    expect(t.discard.text.text).toBe('Discard pile: Q♠ on top, 3 cards in all');
    expect(t.turn.text).toBe('Your turn');
    // Seat 0: 14 − 7 melded − 1 laid off − 1 discarded + 1 drawn; Seat 1: 14 − 7 − 1.
    expect(t.seats.map((x) => [x.name.text, x.handCount, x.laidDownText.text, x.score.text])).toEqual([
      ['Seat 0 (you)', 6, 'Laid down this round', 'Seat 0: on contract 1, 0 of 14 completed'],
      ['Seat 1', 6, 'Laid down this round', 'Seat 1: on contract 1, 0 of 14 completed'],
    ]);
    expect(t.seats.map((x) => x.melds)).toEqual([
      [0, 1],
      [2, 3],
    ]);
  });
  it('sorts the hand by suit (♠ ♥ ♣ ♦) and rank, with the wild cards last', () => {
    // Seat 0 holds Q♦ 8♦ 5♣ Joker A♥ and the 10♠ just drawn.
    expect(t.hand).toEqual(['TS', 'AH', '5C', '8D', 'QD', 'JK']);
  });
  it('tells what just happened, the stock card shown to its drawer only', () => {
    expect(t.events.map((e) => e.text)).toEqual(['Seat 0 draws 10♠ from the stock.']);
    expect(ui.table(game.view(s, 1)).events.map((e) => e.text)).toEqual(['Seat 0 draws a card from the stock.']);
  });
});

describe('R29 buying the discard out of turn', () => {
  // Three players with buying on: Seat 0 discards the K♣; Seat 1 is next, Seat 2 may buy it.
  const s = play(
    deal({
      hands: [cards('KC 4D 9H'), cards('5S'), cards('6S')],
      upcard: 'TD',
      stock: ['QH', 'JH', 'TH'],
      options: { allowBuying: true },
    }),
    { type: 'draw', seat: 0, from: 'stock' },
    { type: 'discard', seat: 0, card: 'KC' },
  );

  it('offers the buy to the third seat, with the next player still first to take it', () => {
    const v2 = game.view(s, 2);
    expect(ui.prompt(v2).text).toBe('You may buy the K♣ before Seat 1 draws');
    expect(labels(s, 2)).toEqual(['Buy the K♣']);
    expect(ui.select(v2, []).targets.map((t) => [t.target, t.label.text])).toEqual([['buy', 'Buy the K♣']]);
    expect(ui.select(v2, [target('buy')]).moves).toEqual([{ type: 'buy', seat: 2, card: 'KC' }]);
    expect(ui.prompt(game.view(s, 1)).text).toBe('Your turn: draw from the stock or take the K♣');
    expect(ui.prompt(game.view(s, 0)).text).toBe('Seat 1 may take the K♣; others may buy it first');
    expect(ui.table(v2).discard.buyText?.text).toBe('The K♣ may be bought before Seat 1 draws');
  });
});

describe('R13 7 Pairs, in words', () => {
  const s = drawStock(
    onContract(
      deal({ hands: [cards('4H 4D 5S 5C 6H 6D 7S 7C 8H 8D 9S 9C TH'), cards('AS')], upcard: 'KD', stock: ['TD'] }),
      0,
      4,
    ),
  );
  it('laying down is going out; once begun, the rest must follow', () => {
    expect(ui.prompt(game.view(s, 0)).text).toBe('Your turn: lay down 7 Pairs to go out, or discard');
    const t = play(s, { type: 'meld', seat: 0, kind: 'pair', cards: ['4H', '4D'] });
    expect(ui.prompt(game.view(t, 0)).text).toBe('Your turn: put down the rest of contract 4 (seven pairs)');
    expect(ui.prompt(game.view(t, 1)).text).toBe('Seat 0 is laying down contract 4');
    expect(labels(t, 0)).toContain('Pair of 10s: 10♥ 10♦');
  });
});

describe('R10 R12 a whole contract arranged freely, planned from a view', () => {
  // Seat 0 after drawing the A♥ arranges a run of five (the Joker as 8♥ on top) and a set of four.
  const s = drawStock(deal(TABLE));
  const v = game.view(s, 0);
  const arrangement = [
    { kind: 'run', cards: ['4H', '5H', '6H', '7H', 'JK'] },
    { kind: 'set', cards: ['9S', '9D', '9C', '2C'] },
  ] as const;

  it('gives the same actions from the view as from the state: each contract meld at its minimum size, then lay-offs', () => {
    const plan = planLayDown(
      v,
      0,
      arrangement.map((m) => ({ ...m, cards: [...m.cards] })),
    );
    // Contract 1: a run of 3 and a set of 4 (R10), the run's two further cards on its high end (R18).
    expect(plan).toEqual([
      { type: 'meld', seat: 0, kind: 'run', cards: ['4H', '5H', '6H'] },
      { type: 'meld', seat: 0, kind: 'set', cards: ['9S', '9D', '9C', '2C'] },
      { type: 'layOff', seat: 0, card: '7H', meld: 0, end: 'high' },
      { type: 'layOff', seat: 0, card: 'JK', meld: 0, end: 'high' },
    ]);
    expect(
      planLayDown(
        s,
        0,
        arrangement.map((m) => ({ ...m, cards: [...m.cards] })),
      ),
    ).toEqual(plan);
    const after = play(s, ...(plan as RummyAction[]));
    expect(ui.table(game.view(after, 0)).melds[0]?.cards.map((c) => c.text?.text ?? c.card)).toEqual([
      '4H',
      '5H',
      '6H',
      '7H',
      'Joker as 8♥',
    ]);
  });
  it('refuses with a RuleError, never a TypeError: another seat’s view, a bare view, another game’s view', () => {
    const arr = arrangement.map((m) => ({ ...m, cards: [...m.cards] }));
    for (const bad of [
      game.view(s, 1),
      game.view(s, 'spectator'),
      { game: 'frustration-rummy', viewer: 0 },
      parcellus.view(parcellus.init({ players: 3, seed: 1 }), 0),
      null,
    ]) {
      const r = planLayDown(bad as never, 0, arr);
      expect(isRuleError(r) && r.code).toBe('BAD_VIEW');
    }
    // A card the seat does not hold: the rules' own refusal.
    const r = planLayDown(v, 0, [
      { kind: 'run', cards: ['4H', '5H', '6H'] },
      { kind: 'set', cards: ['KS', 'KD', 'KH', 'KC'] },
    ]);
    expect(isRuleError(r) && r.code).toBe('CARD_NOT_IN_HAND');
  });
});

describe('twin cards and bad input', () => {
  // Seat 0 holds two 7♥ (two decks) and no wild card.
  const s = drawStock(
    deal({ hands: [cards('7H 7H 8H 9H 5S 5D 5C 5H KC QD QS JD 4C'), cards('AS')], upcard: 'TD', stock: ['JC'] }),
  );
  const v = game.view(s, 0);

  it('names cards by kind: a copy suffix in a pick is ignored; both 7♥ together lead nowhere', () => {
    expect(ui.select(v, [card('7H#1')])).toEqual(ui.select(v, [card('7H')]));
    // One 7♥ starts the run 7♥ 8♥ 9♥ (the four 5s complete contract 1) or is discarded.
    expect(ui.select(v, [card('7H')]).targets.map((t) => t.target)).toEqual(['kind:run', 'discard']);
    // Two 7♥ make no meld: a set of 7s needs four cards, and the hand holds no wild.
    expect(ui.select(v, [card('7H'), card('7H')])).toEqual({ moves: [], cards: [], targets: [] });
  });
  it('a card not held, a target not on the table, a view of another game: RuleErrors', () => {
    expect(codeOf(() => ui.select(v, [card('AS')]))).toBe('BAD_SELECTION');
    expect(codeOf(() => ui.select(v, [target('meld:0')]))).toBe('BAD_SELECTION');
    expect(codeOf(() => ui.select(v, [target('as:KS:7H')]))).toBe('BAD_SELECTION');
    expect(ui.targetLabel(v, 'meld:0:low')).toBeNull();
    const other = parcellus.view(parcellus.init({ players: 3, seed: 1 }), 0) as never;
    expect(codeOf(() => ui.table(other))).toBe('BAD_VIEW');
    expect(codeOf(() => ui.legalMovesFromView(other))).toBe('BAD_VIEW');
    expect(codeOf(() => ui.label({ type: 'discard', seat: 0, card: 'KC' }, other))).toBe('BAD_VIEW');
  });
  it('moves handed out are copies: changing them changes no later answer', () => {
    const moves = ui.legalMovesFromView(v);
    for (const m of moves) if (m.type === 'meld') m.cards.reverse();
    ui.select(v, [card('7H')]).moves.splice(0);
    expect(ui.legalMovesFromView(v)).toEqual(game.legalMoves(s, 0));
    expect(ui.legalMovesFromView(JSON.parse(JSON.stringify(v)))).toEqual(game.legalMoves(s, 0));
  });
  it('every message is an id with parameters, formatted by any catalogue', () => {
    const p = ui.prompt(v);
    expect(p.id).toBe('rummy.prompt.layDown');
    const french = { ...frustrationRummyWords, 'rummy.prompt.layDown': 'À vous : posez le contrat {contract}' };
    expect(formatMessage(p.id, p.params, french)).toBe('À vous : posez le contrat 1');
  });
});

describe('event sentences', () => {
  it('number melds from 1, as a table shows them (the event keeps the index)', () => {
    const third = { type: 'laidOff', seat: 1, card: 'KH', meld: 2, end: null } as const;
    expect(ui.eventMessage(third).text).toBe('Seat 1 lays K♥ off on meld 3.');
    const first = { type: 'swappedWild', seat: 0, card: '6H', meld: 0, wild: 'JK' } as const;
    expect(ui.eventMessage(first).text).toBe('Seat 0 puts 6♥ in meld 1 and takes back Joker.');
  });
});
