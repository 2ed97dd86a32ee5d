/**
 * `createMatch`: a small stateful wrapper a UI or a server holds for one match.
 * It only packages the pure functions: state, history, undo, record, listeners.
 */
import { RuleError } from './errors.js';
import type { BaseAction, BaseState, Game, Score, Seat, Setup, Viewer } from './game.js';
import { type MatchRecord, newRecord } from './match.js';

/** One applied action and the state it led to. */
export interface MatchStep<State, Action> {
  /** The action, as parsed by the game. */
  action: Action;
  /** The state after it. */
  state: State;
  /** True when the action showed someone a card they had not seen, or used the game's randomness. */
  revealed: boolean;
}

/** The result of {@link Match.apply} and {@link Match.undo}. */
export type MatchResult<State> = { ok: true; state: State } | { ok: false; error: RuleError };

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
export interface Match<State extends BaseState, Action extends BaseAction, View> {
  /** The current state. */
  readonly state: State;
  /** Every applied action with the state after it, oldest first. */
  readonly history: readonly MatchStep<State, Action>[];
  /** Applies an untrusted action: the new state, or the `RuleError` saying why not. Never throws. */
  apply(action: unknown): MatchResult<State>;
  /** What `viewer` may see now. */
  view(viewer: Viewer): View;
  /** The legal moves of `seat` now. */
  legalMoves(seat: Seat): Action[];
  /** The seats that may act now. */
  actors(): readonly Seat[];
  /** The score now. */
  score(): Score;
  /** True when the last action can be taken back (it revealed nothing to anyone). */
  canUndo(): boolean;
  /**
   * Takes back the last action, unless it revealed information to anyone (a
   * draw, a turn-up, a card played or shown, a random exchange): stepping back
   * over it would let a player act on what they saw.
   */
  undo(): MatchResult<State>;
  /** The match record so far: replays to the current state. */
  record(): MatchRecord;
  /** Calls `listener` after every change; returns the function that unsubscribes it. */
  subscribe(listener: (change: MatchChange<State, Action>) => void): () => void;
}

function cardsIn(node: unknown, deck: ReadonlySet<string>, out: Set<string>): Set<string> {
  if (typeof node === 'string') {
    if (deck.has(node)) out.add(node);
  } else if (Array.isArray(node)) {
    for (const x of node) cardsIn(x, deck, out);
  } else if (node !== null && typeof node === 'object') {
    for (const v of Object.values(node)) cardsIn(v, deck, out);
  }
  return out;
}

/**
 * Starts a match and returns its handle. Pure functions stay the primary API;
 * this keeps the state, the history and the listeners for a UI or a server.
 *
 * @example
 * const match = createMatch(parcellus, { players: 3, seed: 'table-7' });
 * match.subscribe(({ state }) => render(match.view(mySeat)));
 * const r = match.apply({ type: 'pass', seat: mySeat });
 * if (!r.ok) showError(r.error.message);
 */
export function createMatch<State extends BaseState, Action extends BaseAction, Options, View>(
  game: Game<State, Action, Options, View>,
  setup: Setup<Options>,
): Match<State, Action, View> {
  const initial = game.init(setup);
  // The cards of this very game (its options and any stacked deck), not the default deck.
  const deck = new Set(game.cards(initial));
  const players = setup.players;
  const viewers: Viewer[] = ['spectator', ...Array.from({ length: players }, (_, i) => i)];
  const seen = (s: State): Set<string>[] => viewers.map((v) => cardsIn(game.view(s, v), deck, new Set()));
  let knowledge = seen(initial);
  const history: MatchStep<State, Action>[] = [];
  const listeners = new Set<(change: MatchChange<State, Action>) => void>();
  const current = (): State => history[history.length - 1]?.state ?? initial;
  const notify = (change: MatchChange<State, Action>): void => {
    for (const l of [...listeners]) l(change);
  };

  return {
    get state() {
      return current();
    },
    get history() {
      return history;
    },
    apply(input) {
      const before = current();
      const v = game.validate(before, input);
      if (!v.ok) return v;
      const state = game.apply(before, v.action);
      const after = seen(state);
      // A reveal: some seat now sees a card it did not see, or the game drew on its randomness.
      const revealed =
        after.some((cards, i) => [...cards].some((c) => !knowledge[i]?.has(c))) ||
        JSON.stringify(state.rng) !== JSON.stringify(before.rng);
      knowledge = after.map((cards, i) => new Set([...(knowledge[i] ?? []), ...cards]));
      history.push({ action: v.action, state, revealed });
      notify({ kind: 'apply', action: v.action, state });
      return { ok: true, state };
    },
    view: (viewer) => game.view(current(), viewer),
    legalMoves: (seat) => game.legalMoves(current(), seat),
    actors: () => game.actors(current()),
    score: () => game.score(current()),
    canUndo: () => history.length > 0 && !history[history.length - 1]?.revealed,
    undo() {
      const last = history[history.length - 1];
      if (last === undefined) {
        return { ok: false, error: new RuleError('ILLEGAL_MOVE', 'There is nothing to undo.') };
      }
      if (last.revealed) {
        return {
          ok: false,
          error: new RuleError(
            'ILLEGAL_MOVE',
            'The last action revealed information (a card drawn, turned up, played or shown): it cannot be undone.',
          ),
        };
      }
      history.pop();
      notify({ kind: 'undo', action: last.action, state: current() });
      return { ok: true, state: current() };
    },
    record() {
      const rec = newRecord(game, {
        players,
        seed: setup.seed,
        options: (setup.options ?? {}) as Record<string, unknown>,
        deck: setup.deck,
        dealer: setup.dealer,
      });
      rec.actions = history.map((h) => h.action);
      return rec;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
