/**
 * The events a view carries leak no card. The conformance suite's leak property
 * re-deals a view with `determinize`, which copies the view's events as they
 * are, so it cannot see a card an event shows: this test reads them. Every card
 * in a seat's redacted events must be one the seat sees anyway (in its view
 * before or after the action, events aside), one its own action named, one an
 * event puts face up by the rules (a card played, discarded, turned up…), or
 * part of an exchange the seat takes part in.
 */
import { describe, expect, it } from 'vitest';
import {
  type AnyGame,
  type BaseAction,
  createRng,
  games,
  pick,
  selfPlayOptions,
  type Viewer,
} from '../../src/index.js';

const CARD = /^(?:[2-9TJQKA][SHDC]|JK)(?:#\d+)?$/;

/** Every card code in a JSON value. */
function cardsIn(x: unknown, out: Set<string>): Set<string> {
  if (typeof x === 'string') {
    if (CARD.test(x)) out.add(x);
  } else if (Array.isArray(x)) for (const y of x) cardsIn(y, out);
  else if (x !== null && typeof x === 'object') for (const y of Object.values(x)) cardsIn(y, out);
  return out;
}

/** The cards a view shows outside its events (and its options). */
function shown(view: object): Set<string> {
  const out = new Set<string>();
  for (const [k, v] of Object.entries(view)) if (k !== 'events' && k !== 'options') cardsIn(v, out);
  return out;
}

/** Event fields whose cards the rules put face up for everyone as the event happens. */
const FACE_UP: Record<string, readonly string[]> = {
  played: ['card'],
  led: ['card'],
  turnedUp: ['card'],
  setPlayed: ['cards', 'wild'],
  royalPlayed: ['card'],
  discarded: ['card'],
  markerAttached: ['card'],
  melded: ['cards'],
  laidOff: ['card'],
  swappedWild: ['card', 'wild'],
  dealt: ['upcard'],
};

/** Option sets that change what is shown, per game. */
const VARIANTS: Record<string, Record<string, unknown>[]> = {
  parcellus: [{}, { capturedCardsPublic: false, autoPassWhenNoLegalCard: true }],
  'six-card-parade': [
    { stallRoundsLimit: 10 },
    { stallRoundsLimit: 10, drawToSevenSource: 'libraryThenStable', queenOfHeartsMode: 'takeFromOther' },
    { stallRoundsLimit: 10, counterPromptAllOpponents: false, queenTargets: 'selfAndOne' },
  ],
  'frustration-rummy': [{}, { allowBuying: true, allowWildSwap: true }],
};

/** The cards in `viewer`'s events after `action` that it has no way to know. */
function leaks(game: AnyGame, before: unknown, after: unknown, action: BaseAction, viewer: Viewer): string[] {
  const va = game.view(after, viewer) as { events: ({ type: string } & Record<string, unknown>)[] };
  const known = new Set([...shown(game.view(before, viewer) as object), ...shown(va)]);
  if (viewer === action.seat) cardsIn(action, known);
  // Cards put face up by any event of the action (a card played, then captured with it).
  for (const e of va.events) for (const k of FACE_UP[e.type] ?? []) cardsIn(e[k], known);
  const out: string[] = [];
  for (const e of va.events) {
    const seats = e.seats as unknown;
    if (e.type === 'cardsExchanged' && Array.isArray(seats) && seats.includes(viewer)) continue;
    for (const [k, v] of Object.entries(e)) {
      for (const c of cardsIn(v, new Set())) if (!known.has(c)) out.push(`${e.type}.${k}: ${c}`);
    }
  }
  return out;
}

describe('events leak no card', () => {
  for (const game of games) {
    it(`${game.id}: every card in a seat's or a spectator's events is one it may know`, () => {
      let steps = 0;
      for (const [i, variant] of (VARIANTS[game.id] ?? [{}]).entries()) {
        for (const players of [game.players.min, Math.min(game.players.max, 4)]) {
          for (let g = 0; g < 3; g++) {
            const seed = `${game.id}-${i}-${players}-${g}`;
            const rng = createRng(seed);
            const options = { ...selfPlayOptions(game.id), ...variant };
            let state = game.init({ players, seed, options });
            const viewers: Viewer[] = ['spectator', ...Array.from({ length: players }, (_, s) => s)];
            for (let n = 0; n < 800 && game.actors(state).length > 0; n++) {
              const seat = pick(rng, game.actors(state));
              const action = game.randomMove(state, seat, rng) as BaseAction;
              const next = game.apply(state, action);
              for (const v of viewers)
                expect(leaks(game, state, next, action, v), `${seed} step ${n} viewer ${v}`).toEqual([]);
              state = next;
              steps++;
            }
          }
        }
      }
      expect(steps).toBeGreaterThan(1000);
    });
  }
});
