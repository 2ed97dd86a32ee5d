/**
 * `createMatch`: a small stateful wrapper a UI or a server holds for one match.
 * It only packages the pure functions: state, history, undo, record, listeners,
 * and the per-seat step a server uses to refuse stale actions. A match starts
 * from a setup, from its record (replayed), or from a stored state and its record.
 */
import { plainCopyWithin, TOO_LARGE } from './bounds.js';
import { baseCard } from './cards.js';
import { type CommonErrorCode, RuleError } from './errors.js';
import { coreError } from './errorWords.js';
import { freezeDeep } from './freeze.js';
import type { BaseAction, BaseState, Game, MovePage, Score, Seat, Setup, Viewer } from './game.js';
import { brief, safeParse } from './issues.js';
import { checkRecordGame, MATCH_FORMAT, type MatchRecord, newRecord, parseMatchRecord } from './match.js';
import { restoreState } from './restore.js';
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

/**
 * An action with the step it was chosen at, as a server receives it from a seat: see
 * {@link Match.act}. Actions are strict objects, so the step travels beside the action.
 */
export interface SteppedAction {
  /** The action, untrusted. */
  action: unknown;
  /** The acting seat's {@link Match.step} when the action was chosen. */
  step: number;
}

/** Options of {@link Match.subscribe}. */
export interface SubscribeOptions<State, Action> {
  /**
   * Called with what the listener threw, and the change it was hearing. Without it, the error is
   * written to `console.error`: a listener's bug must not end a server's process, nor stop the
   * change or the other listeners.
   */
  onError?: (error: unknown, change: MatchChange<State, Action>) => void;
}

/** What {@link createMatch} resumes from besides the record: the state the record leads to, as stored. */
export interface StoredMatch {
  /** The current state, as stored (JSON text or parsed); checked with `restoreState`. */
  state: unknown;
}

/** A live match: see {@link createMatch}. */
export interface Match<State extends BaseState, Action extends BaseAction, View, Code extends string = string> {
  /** The current state. */
  readonly state: State;
  /** Every applied action with the state after it, oldest first (a copy; its steps, actions and states are frozen). */
  readonly history: readonly MatchStep<State, Action>[];
  /** Applies an untrusted action: the new state, or the `RuleError` saying why not. Never throws. */
  apply(action: unknown): MatchResult<State, Code>;
  /**
   * How many actions `seat` has taken in this match: the step a seat's client sends back beside
   * its next action (see {@link Match.act}). It counts the seat's own actions, not every action:
   * where seats act at once (a blind pass, a counter window), another seat's move must not make a
   * choice stale. It only goes up: an undo of the seat's action counts one more, so that the action
   * sent again from before the undo is stale. A match resumed from its record counts the record's
   * actions (a record keeps no undo). 0 for anything that is no seat.
   */
  step(seat: Seat): number;
  /**
   * Applies an untrusted {@link SteppedAction} `{ action, step }`: refused with `STALE` when `step`
   * is not the acting seat's {@link Match.step} now (the action was chosen before that seat's last
   * one: a retry, a double click, a message replayed), with `MALFORMED_ACTION` when the envelope is
   * not one, and otherwise as {@link Match.apply} refuses or applies it. Never throws.
   */
  act(envelope: unknown): MatchResult<State, Code | CommonErrorCode>;
  /** What `viewer` may see now: a seat's view, or `'spectator'` for public information only. */
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
   * that throws stops neither the change nor the other listeners: its error goes to `onError`
   * (or to `console.error` without one), and never ends the process. Every listener hears the
   * changes in the order they happened: a change made by a listener (a bot answering, say) is
   * told once every listener has heard the change that called it, so the last change a listener
   * hears carries the current state. Throws `RuleError('BAD_SETUP')` when `listener` (or
   * `onError`) is not a function.
   */
  subscribe(
    listener: (change: MatchChange<State, Action>) => void,
    options?: SubscribeOptions<State, Action>,
  ): () => void;
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

/** True when `input` claims to be a match record (read once, safely: a hostile getter is no record). */
function isRecordLike(input: unknown): boolean {
  try {
    return input !== null && typeof input === 'object' && (input as { format?: unknown }).format === MATCH_FORMAT;
  } catch {
    return false;
  }
}

/** The most values an envelope for {@link Match.act} may hold: far more than any action has. */
const MAX_ENVELOPE_VALUES = 100_000;

/**
 * Starts a match and returns its handle. Pure functions stay the primary API;
 * this keeps the state, the history and the listeners for a UI or a server.
 * A server seeds each match with a secret random string: whoever knows the
 * seed can deal the game and see every card.
 *
 * Given a match record instead of a setup, it replays the record and resumes
 * where it stopped: the same states (and so the same `stateHash`es), history,
 * steps and record as the match that wrote it. Given also the state the record
 * leads to, as stored (`{ state }`), it resumes from that state without a
 * replay (the state checked by `restoreState`, the record's actions by their
 * schema): its `history` then starts at the resume point, and nothing before
 * it can be undone. Store the two together (and sign them, see `signState`):
 * a state of another point of the match would resume another match.
 *
 * Throws `RuleError('BAD_SETUP')` for a bad setup; for a record, `BAD_RECORD`
 * (no record, another game's, an action that does not apply), `RULES_CHANGED`
 * (played under other rules of the game) or `NEWER_ENGINE` (written by a
 * later engine); `BAD_STATE` for a stored state that is not valid.
 *
 * @example
 * const match = createMatch(parcellus, { players: 3, seed: crypto.randomUUID() });
 * match.subscribe(({ state }) => render(match.view(mySeat)));
 * const r = match.apply({ type: 'pass', seat: mySeat });
 * if (!r.ok) showError(r.error.message);
 * // Later, in another process:
 * const again = createMatch(parcellus, await store.load(id));
 */
export function createMatch<State extends BaseState, Action extends BaseAction, Options, View, Code extends string>(
  game: Game<State, Action, Options, View, Code>,
  setup: Setup<Options>,
): Match<State, Action, View, Code>;
export function createMatch<State extends BaseState, Action extends BaseAction, Options, View, Code extends string>(
  game: Game<State, Action, Options, View, Code>,
  record: MatchRecord,
  stored?: StoredMatch,
): Match<State, Action, View, Code>;
export function createMatch<State extends BaseState, Action extends BaseAction, Options, View, Code extends string>(
  game: Game<State, Action, Options, View, Code>,
  from: Setup<Options> | MatchRecord,
  stored?: StoredMatch,
): Match<State, Action, View, Code> {
  const fromRecord = isRecordLike(from);
  if (!fromRecord && stored !== undefined) {
    throw new RuleError('BAD_SETUP', 'A stored state resumes a match with its record, not with a setup.');
  }
  const rec = fromRecord ? parseMatchRecord(from) : null;
  if (rec !== null) checkRecordGame(game, rec);
  // The setup read once, as a plain copy: a getter or proxy of the caller's could answer a second
  // read differently, and the state, the views and the record must all be of the one game dealt.
  const fixed =
    rec !== null
      ? parseSetup({
          players: rec.players,
          seed: rec.seed,
          options: rec.options,
          ...(rec.deck === undefined ? {} : { deck: rec.deck }),
          ...(rec.dealer === undefined ? {} : { dealer: rec.dealer }),
        })
      : (quickSetup(from) ?? parseSetup(from));
  // The actions before the state the match starts from: none, unless it resumes from a stored state.
  const prefix: Action[] = [];
  let initial: State;
  if (rec !== null && stored !== undefined) {
    let state: unknown;
    try {
      state = (stored as { state?: unknown }).state;
    } catch {
      throw new RuleError('BAD_STATE', 'The stored match could not be read: give it as { state }.');
    }
    initial = freezeDeep(restoreState(game, state));
    if ((initial as unknown as { players: number }).players !== rec.players) {
      throw new RuleError(
        'BAD_STATE',
        `The stored state is of ${(initial as unknown as { players: number }).players} players, its record of ${rec.players}.`,
      );
    }
    rec.actions.forEach((a, i) => {
      // Shape only: the stored state stands for their replay.
      const parsed = safeParse(game.actionSchema, a);
      if (!parsed.success) {
        throw new RuleError(
          'BAD_RECORD',
          `Action ${i} is no ${game.title} action: ${brief(parsed.error.issues[0]?.message ?? 'wrong shape')}.`,
        );
      }
      if (!Number.isInteger(a.seat) || a.seat < 0 || a.seat >= rec.players) {
        throw new RuleError('BAD_RECORD', `Action ${i} names seat ${a.seat}, not a seat of ${rec.players} players.`);
      }
      prefix.push(freezeDeep(structuredClone(a)) as Action);
    });
  } else {
    // Frozen, as every later state is (`apply` freezes them): `state` and `history` hand it out, and
    // a caller's in-place edit (a hand sorted for display) would change the match itself.
    initial = freezeDeep(game.init(fixed as Setup<Options>));
  }
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
  // Each seat's own actions so far, the prefix's included: `step`.
  const steps: number[] = new Array(players).fill(0);
  for (const a of prefix) steps[a.seat] = (steps[a.seat] ?? 0) + 1;
  const listeners = new Map<
    (change: MatchChange<State, Action>) => void,
    SubscribeOptions<State, Action>['onError'] | undefined
  >();
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
    // Resumed from a stored state, the step may have begun before it, where the states are not
    // kept: counted as shown, since taking it back could show a seat what another chose blind.
    return prefix.length > 0;
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
        for (const [l, onError] of [...listeners]) {
          // `apply` and `undo` never throw, and a listener's bug must not end the process: its
          // error goes to its handler (itself guarded), or to the console.
          try {
            l(next);
          } catch (e) {
            reportListenerError(e, next, onError);
          }
        }
      }
    } finally {
      notifying = false;
    }
  };

  const match: Match<State, Action, View, Code> = {
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
      steps[action.seat] = (steps[action.seat] ?? 0) + 1;
      notify({ kind: 'apply', action, state });
      return { ok: true, state };
    },
    step: (seat) => (Number.isInteger(seat) && seat >= 0 && seat < players ? (steps[seat] as number) : 0),
    act(input) {
      let env: unknown;
      try {
        env = plainCopyWithin(input, MAX_ENVELOPE_VALUES);
      } catch {
        env = TOO_LARGE;
      }
      if (env === TOO_LARGE || env === null || typeof env !== 'object' || Array.isArray(env)) {
        return { ok: false, error: new RuleError('MALFORMED_ACTION', 'An action is sent as { action, step }.') };
      }
      const { action, step, ...rest } = env as { action?: unknown; step?: unknown };
      if (Object.keys(rest).length > 0 || !('action' in env)) {
        return {
          ok: false,
          error: new RuleError('MALFORMED_ACTION', 'An action is sent as { action, step }, nothing else.'),
        };
      }
      if (typeof step !== 'number' || !Number.isSafeInteger(step) || step < 0) {
        return {
          ok: false,
          error: new RuleError('MALFORMED_ACTION', 'The step sent beside an action is a whole number from 0.'),
        };
      }
      const seat = action !== null && typeof action === 'object' ? (action as { seat?: unknown }).seat : undefined;
      if (typeof seat === 'number' && Number.isInteger(seat) && seat >= 0 && seat < players) {
        const now = steps[seat] as number;
        if (step !== now) {
          return {
            ok: false,
            error: coreError('STALE', 'stale', { step, seat, now }),
          };
        }
      }
      return match.apply(action);
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
      // The step only goes up: the undo counts as one more change of that seat's, so its action,
      // sent again from before the undo (a retry, a double click), is stale rather than new.
      steps[last.action.seat] = (steps[last.action.seat] ?? 0) + 1;
      shown = seen(current());
      notify({ kind: 'undo', action: last.action, state: current() });
      return { ok: true, state: current() };
    },
    record() {
      const rec = structuredClone(start);
      rec.actions = [...prefix, ...history.map((h) => h.action)].map((a) => structuredClone(a) as BaseAction);
      return rec;
    },
    subscribe(listener, options) {
      // Refused now: kept, a value that is no function would fail on every later change.
      if (typeof listener !== 'function') {
        throw new RuleError('BAD_SETUP', 'subscribe takes a function, called after every change of the match.');
      }
      let onError: SubscribeOptions<State, Action>['onError'];
      try {
        onError = options?.onError;
      } catch {
        throw new RuleError('BAD_SETUP', 'subscribe options could not be read.');
      }
      if (onError !== undefined && typeof onError !== 'function') {
        throw new RuleError('BAD_SETUP', 'onError is a function, called with what a listener threw.');
      }
      listeners.set(listener, onError);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  if (rec !== null && stored === undefined) {
    // Replayed through `apply`, so that the history (what each action revealed), the steps and
    // the views are those of the match that wrote the record.
    rec.actions.forEach((a, i) => {
      const r = match.apply(a);
      if (!r.ok) throw new RuleError('BAD_RECORD', `Action ${i} does not apply: ${r.error.message}`, r.error);
    });
  }
  return match;
}

/** Hands a listener's error to its handler, or to the console; a handler that throws in turn goes to the console. */
function reportListenerError<C>(
  e: unknown,
  change: C,
  onError: ((error: unknown, change: C) => void) | undefined,
): void {
  if (onError !== undefined) {
    try {
      onError(e, change);
      return;
    } catch (again) {
      console.error('deckwright: a match listener’s onError threw', again);
    }
  }
  console.error('deckwright: a match listener threw', e);
}
