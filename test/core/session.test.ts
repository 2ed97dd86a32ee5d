import { describe, expect, it } from 'vitest';
import { frustrationRummy } from '../../src/games/frustration-rummy/index.js';
import { parcellus } from '../../src/games/parcellus/index.js';
import { createMatch, replay } from '../../src/index.js';
import { stackedDeck, WORKED_PICKS, WORKED_SPEC } from '../games/parcellus/helpers.js';

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

  it('records the match so that it replays to the current state', () => {
    const m = newMatch();
    for (const seat of [0, 1, 2]) m.apply({ type: 'passCards', seat, cards: WORKED_PICKS[seat]! });
    m.apply({ type: 'play', seat: 1, card: 'QC' });
    const states = replay(JSON.parse(JSON.stringify(m.record())));
    expect(states.at(-1)).toEqual(m.state);
    expect(m.undo().ok).toBe(false);
    expect(createMatch(parcellus, { players: 3, seed: 1 }).undo().ok).toBe(false);
  });
});
