/**
 * `createMatch`: a small stateful wrapper a UI or a server holds for one match.
 * It only packages the pure functions: state, history, undo, record, listeners.
 */
import { baseCard } from './cards.js';
import { type CommonErrorCode, RuleError } from './errors.js';
import { coreError } from './errorWords.js';
import { freezeDeep } from './freeze.js';
import type { BaseAction, BaseState, Game, MovePage, Score, Seat, Setup, Viewer } from './game.js';
import { type MatchRecord, newRecord } from './match.js';
import { parseSetup, quickSetup } from './setup.js';

/** One applied action and the state it led to. */
export interface MatchStep<State, Action> {
  /** The action, as parsed by the game. */
  action: Action;
  /** The state after it. */
  state: State;
  /**
   * True when the action showed someone a card they had not seen, used the game's randomness, or
   * ended a simultaneous step, which shows everyone the blind choices made in it.
   */
  revealed: boolean;
}

/** The result of {@link Match.apply} and {@link Match.undo}. */
export type MatchResult<State, Code extends string = string> =
  | { ok: true; state: State }
  | { ok: false; error: RuleError<Code> };

/** What a listener hears: the new state and what changed it. */
export interface MatchChange<State, Action> {
  /** `'apply'` after an action, `'undo'` after stepping back. */
  kind: 'apply' | 'undo';
  /** The action applied or taken back. */
  action: Action;
  /** The state now. */
  state: State;
}

/** A live match: see {@link createMatch}. */
export interface Match<State extends BaseState, Action extends BaseAction, View, Code extends string = string> {
  /** The current state. */
  readonly state: State;
  /** Every applied action with the state after it, oldest first (a copy; its steps, actions and states are frozen). */
  readonly history: readonly MatchStep<State, Action>[];
  /** Applies an untrusted action: the new state, or the `RuleError` saying why not. Never throws. */
  apply(action: unknown): MatchResult<State, Code>;
  /** What `viewer` may see now. */
  view(viewer: Viewer): View;
  /** The legal moves of `seat` now. */
  legalMoves(seat: Seat): Action[];
  /** How many legal moves `seat` has now, without listing them (see {@link Game.countMoves}). */
  countMoves(seat: Seat): number;
  /** A page of `seat`'s legal moves now, a slice of the list (see {@link Game.legalMovesPage}; a bad page throws `BAD_PAGE`). */
  legalMovesPage(seat: Seat, page: MovePage): Action[];
  /** The seats that may act now. */
  actors(): readonly Seat[];
  /** The score now. */
  score(): Score;
  /** True when the last action can be taken back (it revealed nothing: see {@link Match.undo}). */
  canUndo(): boolean;
  /**
   * Takes back the last action, unless it revealed information to anyone (a
   * draw, a turn-up, a card played or shown, a random exchange, or the last
   * choice of a simultaneous step, which shows the others' blind choices):
   * stepping back over it would let a player act on what they saw.
   */
  undo(): MatchResult<State, Code | CommonErrorCode>;
  /** The match record so far, a fresh copy: replays to the current state. */
  record(): MatchRecord;
  /**
   * Calls `listener` after every change; returns the function that unsubscribes it. A listener
   * that throws stops neither the change nor the other listeners: its error is thrown again on
   * its own, in a microtask. Every listener hears the changes in the order they happened: a
   * change made by a listener (a bot answering, say) is told once every listener has heard the
   * change that called it, so the last change a listener hears carries the current state.
   * Throws `RuleError('BAD_SETUP')` when `listener` is not a function.
   */
  subscribe(listener: (change: MatchChange<State, Action>) => void): () => void;
}

/**
 * What a view shows of the cards: the codes it names, and for card kinds that stand for several
 * copies (a game with twin cards names `7H` for `7H#0` and `7H#1`, its views never telling which)
 * how many of each it shows at most at once, in its zones or in its events (the events repeat
 * cards the zones show: a card discarded is in the event and on the pile). A second 7H drawn
 * beside the one in hand names no new code, but the count rises: news, as a new code is.
 */
interface Shown {
  cards: Set<string>;
  kinds: Map<string, number>;
}

/**
 * The card codes of `node` into `out`, and the number of times each kind code (`kinds`) appears
 * into `counts`. The game's card-naming fields (the card a Six Card Parade King of Hearts stands
 * for) are skipped: counted, such a name would make the real card, drawn later, look already
 * seen, and the draw undoable.
 */
function cardsIn(
  node: unknown,
  deck: ReadonlySet<string>,
  kinds: ReadonlySet<string>,
  naming: readonly string[],
  out: Set<string>,
  counts: Map<string, number>,
): void {
  if (typeof node === 'string') {
    if (deck.has(node)) out.add(node);
    else if (kinds.has(node)) {
      out.add(node);
      counts.set(node, (counts.get(node) ?? 0) + 1);
    }
  } else if (Array.isArray(node)) {
    for (const x of node) cardsIn(x, deck, kinds, naming, out, counts);
  } else if (node !== null && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) if (!naming.includes(k)) cardsIn(v, deck, kinds, naming, out, counts);
  }
}

/** What `view` shows (see {@link Shown}): its events counted apart from the rest. */
function shownIn(
  view: unknown,
  deck: ReadonlySet<string>,
  kinds: ReadonlySet<string>,
  naming: readonly string[],
): Shown {
  const cards = new Set<string>();
  const zones = new Map<string, number>();
  const events = new Map<string, number>();
  if (view !== null && typeof view === 'object' && !Array.isArray(view)) {
    for (const [k, v] of Object.entries(view)) {
      if (!naming.includes(k)) cardsIn(v, deck, kinds, naming, cards, k === 'events' ? events : zones);
    }
  } else cardsIn(view, deck, kinds, naming, cards, zones);
  for (const [c, n] of events) if (n > (zones.get(c) ?? 0)) zones.set(c, n);
  return { cards, kinds: zones };
}

/** True when `now` shows a card `prior` did not, or more of a kind than it did. */
function showsMore(now: Shown, prior: Shown | undefined): boolean {
  for (const c of now.cards) if (!prior?.cards.has(c)) return true;
  for (const [c, n] of now.kinds) if (n > (prior?.kinds.get(c) ?? 0)) return true;
  return false;
}

/**
 * Starts a match and returns its handle. Pure functions stay the primary API;
 * this keeps the state, the history and the listeners for a UI or a server.
 * A server seeds each match with a secret random string: whoever knows the
 * seed can deal the game and see every card.
 *
 * @example
 * const match = createMatch(parcellus, { players: 3, seed: crypto.randomUUID() });
 * match.subscribe(({ state }) => render(match.view(mySeat)));
 * const r = match.apply({ type: 'pass', seat: mySeat });
 * if (!r.ok) showError(r.error.message);
 */
export function createMatch<State extends BaseState, Action extends BaseAction, Options, View, Code extends string>(
  game: Game<State, Action, Options, View, Code>,
  setup: Setup<Options>,
): Match<State, Action, View, Code> {
  // The setup read once, as a plain copy: a getter or proxy of the caller's could answer a second
  // read differently, and the state, the views and the record must all be of the one game dealt.
  const fixed = quickSetup(setup) ?? parseSetup(setup);
  // Frozen, as every later state is (`apply` freezes them): `state` and `history` hand it out, and
  // a caller's in-place edit (a hand sorted for display) would change the match itself.
  const initial = freezeDeep(game.init(fixed as Setup<Options>));
  // The setup as it was at the start, for `record`: the caller may reuse its object.
  const start = structuredClone(
    newRecord(game, {
      players: fixed.players,
      seed: fixed.seed,
      options: fixed.options ?? {},
      deck: fixed.deck,
      dealer: fixed.dealer,
    }),
  );
  // The cards of this very game (its options and any stacked deck), not the default deck.
  const deck = new Set(game.cards(initial));
  // The kinds of twin copies (`7H` of `7H#0`), which views name instead of the copies.
  const kinds = new Set<string>();
  for (const c of deck) {
    const kind = baseCard(c);
    if (kind !== c && !deck.has(kind)) kinds.add(kind);
  }
  const players = fixed.players;
  const viewers: Viewer[] = ['spectator', ...Array.from({ length: players }, (_, i) => i)];
  const seen = (s: State): Shown[] => viewers.map((v) => shownIn(game.view(s, v), deck, kinds, game.cardNamingFields));
  // What each viewer sees in the current state: kept, so each action builds the views once.
  let shown = seen(initial);
  const history: MatchStep<State, Action>[] = [];
  const listeners = new Set<(change: MatchChange<State, Action>) => void>();
  const current = (): State => history[history.length - 1]?.state ?? initial;
  const stateBefore = (k: number): State => (k > 0 ? (history[k - 1]?.state ?? initial) : initial);
  /**
   * True when `seat`'s action from `before` to `after` ends a simultaneous step in which another
   * seat has already chosen: each chose blind to the others, and the step's outcome shows every
   * choice (the second pick of a Q♥ exchange shows the first; the last answer to a counter window
   * shows that nobody countered). While the step goes on, the seats still to choose are the ones
   * before less `seat`; any other list of actors after it means the step is over.
   */
  const endsBlindStep = (seat: Seat, before: State, after: State): boolean => {
    const was = game.actors(before);
    const now = game.actors(after);
    const goesOn = now.length === was.length - 1 && now.every((s) => s !== seat && was.includes(s));
    if (goesOn) return false;
    // Back through the actions taken while `seat` was also free to act: the step so far.
    for (let k = history.length - 1; k >= 0; k--) {
      if (!game.actors(stateBefore(k)).includes(seat)) return false;
      if ((history[k] as MatchStep<State, Action>).action.seat !== seat) return true;
    }
    return false;
  };
  // Changes wait here while listeners hear an earlier one, so that every listener hears them in order.
  const pending: MatchChange<State, Action>[] = [];
  let notifying = false;
  const notify = (change: MatchChange<State, Action>): void => {
    pending.push(change);
    if (notifying) return;
    notifying = true;
    try {
      for (let next = pending.shift(); next !== undefined; next = pending.shift()) {
        for (const l of [...listeners]) {
          // `apply` and `undo` never throw: a listener's error is raised on its own, after them.
          try {
            l(next);
          } catch (e) {
            queueMicrotask(() => {
              throw e;
            });
          }
        }
      }
    } finally {
      notifying = false;
    }
  };

  return {
    get state() {
      return current();
    },
    get history() {
      // A copy: the match's own list changes only through `apply` and `undo`.
      return history.slice();
    },
    apply(input) {
      const before = current();
      const v = game.validate(before, input);
      if (!v.ok) return v;
      const state = game.apply(before, v.action);
      // A reveal: some seat now sees a card it did not see just before (seen earlier in the
      // match or not: a card drawn again, or turned up, is news at the table), or the game drew
      // on its randomness.
      const prior = shown;
      shown = seen(state);
      const revealed =
        shown.some((now, i) => showsMore(now, prior[i])) ||
        JSON.stringify(state.rng) !== JSON.stringify(before.rng) ||
        endsBlindStep(v.action.seat, before, state);
      // Frozen, as the states are: `history` hands it out, and `record` copies it.
      const action = freezeDeep(structuredClone(v.action));
      // The step frozen too: `history` hands out the match's own steps, and one edited (a `revealed`
      // cleared, a `state` replaced) made an action that showed a card undoable, or changed `state`.
      history.push(Object.freeze({ action, state, revealed }));
      notify({ kind: 'apply', action, state });
      return { ok: true, state };
    },
    view: (viewer) => game.view(current(), viewer),
    legalMoves: (seat) => game.legalMoves(current(), seat),
    countMoves: (seat) => game.countMoves(current(), seat),
    legalMovesPage: (seat, page) => game.legalMovesPage(current(), seat, page),
    actors: () => game.actors(current()),
    score: () => game.score(current()),
    canUndo: () => history.length > 0 && !history[history.length - 1]?.revealed,
    undo() {
      const last = history[history.length - 1];
      if (last === undefined) {
        return { ok: false, error: coreError('ILLEGAL_MOVE', 'nothingToUndo') };
      }
      if (last.revealed) {
        return {
          ok: false,
          error: coreError('ILLEGAL_MOVE', 'undoRevealed'),
        };
      }
      history.pop();
      shown = seen(current());
      notify({ kind: 'undo', action: last.action, state: current() });
      return { ok: true, state: current() };
    },
    record() {
      const rec = structuredClone(start);
      rec.actions = history.map((h) => structuredClone(h.action) as BaseAction);
      return rec;
    },
    subscribe(listener) {
      // Refused now: kept, a value that is no function would fail on every later change, its
      // TypeError thrown in a microtask, where nothing catches it (in Node it ends the process).
      if (typeof listener !== 'function') {
        throw new RuleError('BAD_SETUP', 'subscribe takes a function, called after every change of the match.');
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
