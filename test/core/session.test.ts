import { describe, expect, it } from 'vitest';
import { frustrationRummy } from '../../src/games/frustration-rummy/index.js';
import { parcellus } from '../../src/games/parcellus/index.js';
import { type SixCardParadeActionInput, sixCardParade } from '../../src/games/six-card-parade/index.js';
import { type BaseAction, createMatch, createRng, games, pick, replay, selfPlayOptions } from '../../src/index.js';
import { stackedDeck, WORKED_PICKS, WORKED_SPEC } from '../games/parcellus/helpers.js';
import { stackDeck as stackDeck6 } from '../games/six-card-parade/helpers.js';

const newMatch = () => createMatch(parcellus, { players: 3, seed: 'm', deck: stackedDeck(WORKED_SPEC), dealer: 0 });

describe('createMatch', () => {
  it('applies actions, reports refusals without throwing, and tells listeners', () => {
    const m = newMatch();
    const heard: string[] = [];
    const off = m.subscribe((c) => heard.push(`${c.kind}:${c.action.type}`));
    expect(m.actors()).toEqual([0, 1, 2]);
    const bad = m.apply({ type: 'play', seat: 0, card: 'KC' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.code).toBe('WRONG_PHASE');
    expect(m.apply({ type: 'passCards', seat: 0, cards: WORKED_PICKS[0] }).ok).toBe(true);
    off();
    m.apply({ type: 'passCards', seat: 1, cards: WORKED_PICKS[1] });
    expect(heard).toEqual(['apply:passCards']);
    expect(m.history).toHaveLength(2);
    expect(m.view(1).passChosen).toEqual([true, true, false]);
  });

  it('undoes an action that revealed nothing, but not one that revealed cards', () => {
    const m = newMatch();
    m.apply({ type: 'passCards', seat: 0, cards: WORKED_PICKS[0] });
    // A blind choice shows nobody a new card: it can be taken back.
    expect(m.canUndo()).toBe(true);
    expect(m.undo().ok).toBe(true);
    expect(m.actors()).toEqual([0, 1, 2]);
    for (const seat of [0, 1, 2]) m.apply({ type: 'passCards', seat, cards: WORKED_PICKS[seat]! });
    // The third choice moved the cards to their receivers and turned up the J♠.
    expect(m.canUndo()).toBe(false);
    const r = m.undo();
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/revealed information/);
    // A refusal a player meets, so a message of its own to translate.
    if (!r.ok) expect(r.error.messageId).toBe('deckwright.error.undoRevealed');
    // A pass shows nothing new: undoable. A card played is seen by all: not undoable.
    m.apply({ type: 'pass', seat: 1 });
    expect(m.canUndo()).toBe(true);
    m.undo();
    m.apply({ type: 'play', seat: 1, card: 'QC' });
    expect(m.canUndo()).toBe(false);
  });

  it('counts the cards of the game as set up: a card of a third deck drawn is seen, not undoable', () => {
    // Frustration Rummy with three decks: seed and stock top chosen so the draw shows a `#2` card.
    let checked = 0;
    for (let seed = 1; seed < 60 && checked < 3; seed++) {
      const m = createMatch(frustrationRummy, { players: 2, seed, options: { decks: 3 } });
      const top = m.state.stock.at(-1) as string;
      if (!top.endsWith('#2')) continue;
      checked++;
      expect(m.apply({ type: 'draw', seat: m.state.toAct, from: 'stock' }).ok).toBe(true);
      expect(m.canUndo()).toBe(false);
      expect(m.undo().ok).toBe(false);
    }
    expect(checked).toBe(3);
  });

  it('takes back a blind choice, but not the one that ends a simultaneous step, which shows the others', () => {
    const m = newMatch();
    m.apply({ type: 'passCards', seat: 0, cards: WORKED_PICKS[0] });
    m.apply({ type: 'passCards', seat: 1, cards: WORKED_PICKS[1] });
    expect(m.canUndo()).toBe(true);
    m.apply({ type: 'passCards', seat: 2, cards: WORKED_PICKS[2] });
    expect(m.canUndo()).toBe(false);
    // Six Card Parade's Q♥ exchange (both hands shown, so no card is news: only the picks are) and
    // counter window (every opponent answers, blind to the others).
    const ended = { exchange: 0, counter: 0 };
    let goesOn = 0;
    const rng = createRng('blind');
    for (let g = 0; g < 300 && (ended.exchange < 3 || ended.counter < 3); g++) {
      const match = createMatch(sixCardParade, { players: 3, seed: `blind-${g}` });
      while (match.actors().length > 0) {
        const before = match.state;
        const seat = pick(rng, match.actors());
        const move = pick(rng, match.legalMoves(seat));
        expect(match.apply(move).ok).toBe(true);
        // How many seats of the step had chosen before this action, and whether it was the last.
        let chosen = -1;
        let last = false;
        if (before.phase === 'queenOfHeartsExchange' && before.exchange !== null) {
          chosen = before.exchange.picks.filter((p) => p !== null).length;
          last = chosen === 1;
        } else if (before.phase === 'counterWindow' && before.pending !== null && move.type === 'decline') {
          chosen = before.pending.answers.filter((a) => a !== null).length;
          last = chosen === before.pending.asked.length - 1;
        }
        if (chosen < 0) continue;
        if (!last) {
          // A choice the others cannot see yet: it can be taken back.
          goesOn++;
          expect(match.canUndo()).toBe(true);
        } else if (chosen > 0) {
          ended[before.phase === 'counterWindow' ? 'counter' : 'exchange']++;
          expect(match.canUndo(), JSON.stringify(move)).toBe(false);
        }
      }
    }
    expect(ended.exchange).toBeGreaterThanOrEqual(3);
    expect(ended.counter).toBeGreaterThanOrEqual(3);
    expect(goesOn).toBeGreaterThan(3);
  });

  it('records the match so that it replays to the current state', () => {
    const m = newMatch();
    for (const seat of [0, 1, 2]) m.apply({ type: 'passCards', seat, cards: WORKED_PICKS[seat]! });
    m.apply({ type: 'play', seat: 1, card: 'QC' });
    const states = replay(JSON.parse(JSON.stringify(m.record())));
    expect(states.at(-1)).toEqual(m.state);
    expect(m.undo().ok).toBe(false);
    const fresh = createMatch(parcellus, { players: 3, seed: 1 }).undo();
    expect(fresh.ok).toBe(false);
    if (!fresh.ok)
      expect([fresh.error.messageId, fresh.error.message]).toEqual([
        'deckwright.error.nothingToUndo',
        'There is nothing to undo.',
      ]);
  });

  it('never undoes a face-down draw or a turn-up, even of a card the seat saw earlier in the match', () => {
    let draws = 0;
    for (const [game, seed] of games.flatMap((g) => [1, 2, 3].map((seed) => [g, seed] as const))) {
      const players = Math.min(Math.max(game.players.min, 3), game.players.max);
      const m = createMatch(game, { players, seed, options: selfPlayOptions(game.id) });
      const rng = createRng(seed);
      for (let i = 0; i < 3000 && m.actors().length > 0; i++) {
        const seat = pick(rng, m.actors());
        const move = pick(rng, m.legalMoves(seat)) as BaseAction & { from?: string };
        expect(m.apply(move).ok).toBe(true);
        const events = JSON.stringify(m.view(seat).events);
        // A card from a face-down pile, or one turned up: someone saw a card it did not see before.
        const faceDown = (move.type === 'draw' && move.from === 'stock') || /"from":"library"/.test(events);
        if (faceDown || /"turnedUp"/.test(events)) {
          draws++;
          expect(m.canUndo(), `${game.id} step ${i}: ${events}`).toBe(false);
        }
      }
    }
    expect(draws).toBeGreaterThan(120);
  });

  it('never undoes a library draw of the card a King of Hearts on the table stands for', () => {
    // A declared wild names a card without being one: the real card drawn later is news all the same.
    const deck = stackDeck6({
      hands: [
        ['7S', '7D', 'KH', '4C', '5C', '6C'],
        ['9S', '9D', '4H', '4D', 'TH', 'TD'],
      ],
      top: ['2C', '2D', '2H', '2S', '7C'],
    });
    const m = createMatch(sixCardParade, { players: 2, seed: 1, deck, dealer: 1 });
    const act = (move: SixCardParadeActionInput) => expect(m.apply(move).ok).toBe(true);
    act({ type: 'firstDraw', seat: 0, from: 'library' });
    act({ type: 'playSet', seat: 0, cards: ['7S', '7D', 'KH'], wild: '7C' });
    act({ type: 'decline', seat: 1 });
    act({ type: 'doneWithSets', seat: 0 });
    while (m.state.turn === 0) {
      const moves = m.legalMoves(0);
      act(moves.find((a) => a.type === 'discard' || a.type === 'endTurn') as SixCardParadeActionInput);
    }
    expect(m.state.phase).toBe('firstDraw');
    expect(m.state.library[0]).toBe('7C');
    act({ type: 'firstDraw', seat: 1, from: 'library' });
    expect(m.canUndo()).toBe(false);
  });

  it('keeps its record apart from the caller: a reused setup object or an edited record changes nothing', () => {
    const setup = { players: 3, seed: 'table-1', dealer: 0 };
    const m = createMatch(parcellus, setup);
    setup.seed = 'table-2';
    for (const seat of [0, 1, 2]) m.apply(m.legalMoves(seat)[0]);
    const rec = m.record();
    expect(rec.seed).toBe('table-1');
    (rec.actions[0] as { seat: number }).seat = 2;
    expect(m.history[0]?.action.seat).toBe(0);
    expect(replay(m.record()).at(-1)).toEqual(m.state);
    // The history handed out is a copy, its actions frozen like its states.
    (m.history as unknown[]).length = 0;
    expect(m.history).toHaveLength(3);
    expect(Object.isFrozen(m.history[0]?.action)).toBe(true);
  });

  it('reads the setup once: a getter answering differently later changes neither the match nor its record', () => {
    let reads = 0;
    const setup = {
      get players() {
        reads++;
        return reads === 1 ? 3 : 4;
      },
      seed: 'table-1',
    };
    const m = createMatch(parcellus, setup);
    expect(reads).toBe(1);
    expect(m.state.players).toBe(3);
    expect(m.view(2).handCounts).toHaveLength(3);
    expect(m.record().players).toBe(3);
    expect(replay(m.record()).at(-1)).toEqual(m.state);
  });

  it('tells every listener the changes in order, when a listener makes a change of its own', () => {
    const m = newMatch();
    // A bot at seat 1 answers from inside a listener, as a server might have it.
    m.subscribe(() => {
      if (m.actors().includes(1) && m.state.phase === 'pass')
        m.apply({ type: 'passCards', seat: 1, cards: WORKED_PICKS[1] });
    });
    const heard: number[] = [];
    let last: unknown = null;
    m.subscribe((change) => {
      heard.push(change.action.seat);
      last = change.state;
    });
    m.apply({ type: 'passCards', seat: 0, cards: WORKED_PICKS[0] });
    expect(heard).toEqual([0, 1]);
    expect(last).toBe(m.state);
  });
});
