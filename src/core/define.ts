/**
 * `defineGame`, which builds the public functions of a {@link Game} from a
 * game's rule code so that each rule is written once: `validate` runs the
 * shared checks and the game's `check`, `apply` is immer's `produce` around the
 * same mutating rule code that `applyInPlace` runs.
 */
import { Immer } from 'immer';
import type * as z from 'zod/mini';
import { plainCopyWithin, TOO_LARGE } from './bounds.js';
import { canonicalKey } from './canonical.js';
import { internCard, isPermutationOf } from './cards.js';
import { cloneState } from './clone.js';
import { drafting } from './draft.js';
import { type CommonErrorCode, RuleError } from './errors.js';
import { CORE_ERROR_WORDS, coreError } from './errorWords.js';
import { freezeDeep } from './freeze.js';
import type { BaseAction, BaseEvent, BaseState, Game, GameRules, Seat, Setup, Validation } from './game.js';
import { baseStateSchema } from './game.js';
import { idLabel, isGenerator, isStateOf, MAX_KEY_VALUES, notAStateOf, preCheck, readPage } from './guards.js';
import { isSharedMove } from './intern.js';
import { brief, briefIssues, type SafeParseResult, safeParse } from './issues.js';
import { message } from './message.js';
import { restoreState } from './restore.js';
import { pick, randomInt, seedState } from './rng.js';
import { hasSeat, NO_SEATS, playerCounts } from './seats.js';
import { optionsKey, parseSetup, quickSetup } from './setup.js';

/**
 * deckwright's own immer, so that an app's global immer settings cannot
 * change what `apply` hands out. Its autoFreeze is off because `apply` freezes
 * the new state itself (`freezeDeep`), with the same result and a quarter of
 * the cost. Plugins stay global in immer: an app that turns on
 * `enableArrayMethods()` turns it on here too (a test checks `apply` is
 * unchanged by it).
 */
const immer = new Immer({ autoFreeze: false });

/**
 * The generator `randomMove` last found to be one (at first a private object no caller can pass,
 * so `null` or `undefined` are tested too). A playout hands the same generator to every step, and
 * its test (a `try` around a property read, for a hostile proxy) was paid on every one; an object
 * that passed is taken as it is the next time. Holding it keeps one small object alive, no more.
 */
let lastGenerator: unknown = {};

/** Throws `BAD_SETUP` unless `rng` looks like a random generator; else remembers it. */
function checkGenerator(rng: unknown): void {
  if (!isGenerator(rng)) {
    throw new RuleError('BAD_SETUP', 'randomMove needs a random generator: pass one made by createRng.');
  }
  lastGenerator = rng;
}

/**
 * Builds a {@link Game} from a game's rule code. The shared checks (malformed
 * input, game over, seat range, turn) live here once for every game.
 */
export function defineGame<State extends BaseState, Action extends BaseAction, Options, View, Code extends string>(
  rules: GameRules<State, Action, Options, View, Code>,
): Game<State, Action, Options, View, Code | CommonErrorCode> {
  const playerCount = (state: State): number => (state as unknown as { players: number }).players;
  const isActor = rules.isActor ?? ((state: State, seat: Seat) => hasSeat(rules.actors(state), seat));
  const mark = rules.stateMark;
  /** Throws `BAD_STATE` for what is not a state of this game (a view, another game's state). */
  const ownState = (state: State): void => {
    if (!isStateOf(state, mark)) throw notAStateOf(state, rules.title, mark);
  };

  /** Parses untrusted input; exotic objects (throwing getters, hostile proxies) count as malformed. */
  const parse = (input: unknown): SafeParseResult<Action> | RuleError<'MALFORMED_ACTION'> => {
    try {
      return preCheck(input) ?? safeParse(rules.actionSchema, input);
    } catch {
      return coreError('MALFORMED_ACTION', 'unreadableAction');
    }
  };

  const validate = (state: State, input: unknown): Validation<Action, Code | CommonErrorCode> => {
    // A shared move from this game's own move lists is known to be well formed.
    const parsed = isSharedMove(rules.actionSchema, input)
      ? { success: true as const, data: input as Action }
      : parse(input);
    if (parsed instanceof RuleError) return { ok: false, error: parsed };
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      const issue = first?.message ?? 'not a valid action';
      const words =
        first && first.path.length > 0
          ? message('deckwright.error.malformedAt', { path: first.path.join('.'), issue }, CORE_ERROR_WORDS)
          : message('deckwright.error.malformed', { issue }, CORE_ERROR_WORDS);
      return { ok: false, error: new RuleError('MALFORMED_ACTION', words, parsed.error.issues) };
    }
    try {
      return checkAction(state, parsed.data);
    } catch (e) {
      // The rules read the state as the game made it; anything else (another game's state, a view,
      // a state edited by hand) can fail inside them. `validate` never throws: it says so.
      if (e instanceof RuleError) return { ok: false, error: e as RuleError<Code | CommonErrorCode> };
      return { ok: false, error: unreadableState(e) };
    }
  };

  /** The refusal of a state the rules failed on; the error they raised is its `details`. */
  const unreadableState = (e: unknown): RuleError<'BAD_STATE'> => {
    const why = e instanceof Error ? e.message : String(e);
    return new RuleError('BAD_STATE', `This is no ${rules.title} state the rules can read (${why}).`, e);
  };

  /** The checks of a well-formed action that read the state. */
  const checkAction = (state: State, action: Action): Validation<Action, Code | CommonErrorCode> => {
    // A view, or another game's state, reads like a state to every check below (phase, seats, a
    // hand) and fails only inside the rules, or not at all, so `validate` would pass what `apply`
    // refuses, or answer with another game's rule.
    if (!isStateOf(state, mark)) return { ok: false, error: notAStateOf(state, rules.title, mark) };
    if (rules.isOver(state)) {
      return { ok: false, error: coreError('GAME_OVER', 'gameOver') };
    }
    const players = playerCount(state);
    if (action.seat >= players) {
      return {
        ok: false,
        error: coreError('MALFORMED_ACTION', 'noSuchSeat', { seat: action.seat, players }),
      };
    }
    if (!isActor(state, action.seat)) {
      return {
        ok: false,
        error:
          rules.refuseNonActor?.(state, action) ??
          coreError('NOT_YOUR_TURN', 'notYourTurn', { seat: action.seat, phase: state.phase }),
      };
    }
    const err = rules.check(state, action);
    if (err !== null) return { ok: false, error: err };
    return { ok: true, action: rules.canonicalAction ? rules.canonicalAction(state, action) : action };
  };

  // Options parsed once per distinct flat record (`optionsKey`; the defaults are the empty key):
  // every playout and simulated game of a run passes the same options, and zod's parse of
  // them cost a tenth of a Frustration Rummy self-play game. The schemas are pure functions of
  // their input, so a record parsed again would give the same options.
  const parsedOptions = new Map<string, { options: Options; flat: boolean }>();

  const init = (setup: Setup<Options>): State => {
    const parsed = quickSetup(setup) ?? parseSetup(setup);
    const { players, seed, deck, dealer } = parsed;
    if (players < rules.players.min || players > rules.players.max) {
      throw new RuleError('BAD_SETUP', `${rules.title} is for ${playerCounts(rules.players)} players, not ${players}.`);
    }
    const options = optionsFor(parsed.options);
    if (dealer !== undefined && (dealer < 0 || dealer >= players)) {
      throw new RuleError('BAD_SETUP', `The dealer must be a seat from 0 to ${players - 1}.`);
    }
    const full = rules.deck(options);
    if (deck !== undefined && !isPermutationOf(deck, full)) {
      throw new RuleError(
        'BAD_SETUP',
        `A stacked deck must hold each of the game's ${full.length} cards exactly once.`,
      );
    }
    return rules.setup({
      players,
      options,
      // Interned, so the rules compare these cards as fast as the game's own deck.
      deck: deck ? deck.map(internCard) : null,
      dealer: dealer ?? null,
      rng: seedState(seed),
    });
  };

  /**
   * The game's options for a setup's options (`undefined`: none given), as a copy the new state
   * owns: a state on the fast path is mutable. Options are flat records in every game so far,
   * and a spread copies one several times faster than the JSON walk, on every init.
   */
  const optionsFor = (input: Record<string, unknown> | undefined): Options => {
    const key = optionsKey(input);
    if (key === null) return parseOptions(input ?? {});
    let known = parsedOptions.get(key);
    if (known === undefined) {
      const options = parseOptions(input ?? {});
      known = { options, flat: Object.values(options as object).every((v) => v === null || typeof v !== 'object') };
      // A bound on what a caller cycling through many option sets can make the game keep.
      if (parsedOptions.size >= 64) parsedOptions.clear();
      parsedOptions.set(key, known);
    }
    return known.flat ? { ...known.options } : cloneState(known.options);
  };

  /** The game's options from parsed setup options, or the `BAD_SETUP` error naming the bad one. */
  const parseOptions = (input: Record<string, unknown>): Options => {
    const opts = safeParse(rules.optionsSchema, input);
    if (!opts.success) {
      const first = opts.error.issues[0];
      throw new RuleError(
        'BAD_SETUP',
        `Bad option${first?.path.length ? ` "${first.path.join('.')}"` : ''}: ${brief(first?.message ?? 'invalid')}.`,
        briefIssues(opts.error.issues),
      );
    }
    return opts.data;
  };

  const keyOf = rules.moveKey ?? canonicalKey;
  /**
   * The key of an action a caller made: a game's key reads the fields its actions have, and
   * garbage (null, missing cards, a cycle) would fail inside it with a TypeError, or find no
   * case for its type.
   */
  const keyOfInput = (action: Action): string => {
    try {
      // Keyed on a copy read once: a getter could answer a small value to the bound and a huge one
      // to the key.
      const plain = plainCopyWithin(action, MAX_KEY_VALUES);
      if (plain === TOO_LARGE) throw new TypeError(`it holds more than ${MAX_KEY_VALUES} values, or a toJSON method`);
      const key: unknown = keyOf(plain as Action);
      // A game's key switches on the action types it knows; any other type keys as its JSON.
      const text: unknown = typeof key === 'string' ? key : canonicalKey(plain);
      // `undefined`, a function or a symbol has no JSON text: refused below.
      if (typeof text !== 'string') throw new TypeError('it is not JSON data');
      return text;
    } catch (e) {
      if (e instanceof RuleError) throw e;
      throw new RuleError(
        'MALFORMED_ACTION',
        `That is not a ${rules.title} action, so it has no move key (${(e as Error).message}).`,
      );
    }
  };
  /** Refuses a view whose player count or options are not this game's (see `determinize`). */
  const checkViewSize = (view: unknown): void => {
    const v = view as { players?: unknown; options?: unknown } | null;
    if (typeof v !== 'object' || v === null) throw new RuleError('BAD_VIEW', 'A view is an object.');
    const players = v.players;
    const { min, max } = rules.players;
    if (
      players !== undefined &&
      !(Number.isInteger(players) && (players as number) >= min && (players as number) <= max)
    ) {
      throw new RuleError('BAD_VIEW', `${rules.title} is for ${min}–${max} players, not ${idLabel(players)}.`);
    }
    if (typeof v.options !== 'object' || v.options === null) {
      throw new RuleError('BAD_VIEW', 'The view does not hold the rule options in force.');
    }
    try {
      optionsFor(v.options as Record<string, unknown>);
    } catch (e) {
      throw new RuleError('BAD_VIEW', `The view's rule options are not this game's: ${(e as Error).message}`);
    }
  };
  const sharedKeys = new WeakMap<object, string>();
  // The views this game's `view` made: `determinize` takes them as made. Any other view (a JSON
  // copy, one made by hand) gets the state dealt from it checked as a stored state is, since a
  // view with a field edited could otherwise give a state the game's other functions fail on.
  const madeViews = new WeakSet<object>();
  const game: Game<State, Action, Options, View, Code | CommonErrorCode> = {
    id: rules.id,
    title: rules.title,
    rulesVersion: rules.rulesVersion ?? 1,
    players: rules.players,
    optionsSchema: rules.optionsSchema,
    actionSchema: rules.actionSchema,
    deck: (options) => {
      let parsed: SafeParseResult<Options>;
      try {
        parsed = safeParse(rules.optionsSchema, options ?? {});
      } catch {
        // A getter that throws or a hostile proxy: zod's parse lets the error through.
        throw new RuleError('BAD_SETUP', 'Bad options: they could not be read as plain data.');
      }
      if (!parsed.success)
        throw new RuleError('BAD_SETUP', `Bad options: ${brief(parsed.error.issues[0]?.message ?? 'invalid')}.`);
      return rules.deck(parsed.data);
    },
    init,
    // `actors`, `legalMoves`, `score` and `view` read the state as the game made it: a view or
    // another game's state gets BAD_STATE at once (it could read as a state of this game and give
    // an answer), and one edited by hand that fails inside the rules gets BAD_STATE, not a
    // TypeError from deep inside them.
    actors: (state) => {
      try {
        ownState(state);
        return rules.isOver(state) ? NO_SEATS : rules.actors(state);
      } catch (e) {
        throw e instanceof RuleError ? e : unreadableState(e);
      }
    },
    legalMoves: (state, seat) => {
      try {
        ownState(state);
        // A seat that is not an integer is nobody's (a game's own actor test might index with it).
        if (!Number.isInteger(seat) || rules.isOver(state) || !isActor(state, seat)) return [];
        return rules.legalMoves(state, seat);
      } catch (e) {
        throw e instanceof RuleError ? e : unreadableState(e);
      }
    },
    randomMove: (state, seat, rng) => {
      // One cheap test on the hot path: the rules would otherwise fail deep inside with a TypeError.
      // The state is not tested as `actors` tests it: that cost 2% of a Parcellus playout (and a
      // `try` around the rules 5%); a playout's state comes from `init` or `cloneState`.
      // A playout passes the same generator on every step: it is checked once, not on every call.
      if (rng !== lastGenerator) checkGenerator(rng);
      if (!Number.isInteger(seat) || rules.isOver(state) || !isActor(state, seat)) return null;
      if (rules.randomMove) return rules.randomMove(state, seat, rng);
      if (rules.countMoves && rules.legalMovesPage) {
        // The draw `pick` makes (one `randomInt` below the length), then only that move is built.
        const n = rules.countMoves(state, seat);
        return n === 0 ? null : (rules.legalMovesPage(state, seat, randomInt(rng, n), 1)[0] ?? null);
      }
      const moves = rules.legalMoves(state, seat);
      return moves.length === 0 ? null : pick(rng, moves);
    },
    countMoves: (state, seat) => {
      try {
        ownState(state);
        // The seats `legalMoves` gives no move to count none (see there).
        if (!Number.isInteger(seat) || rules.isOver(state) || !isActor(state, seat)) return 0;
        return rules.countMoves ? rules.countMoves(state, seat) : rules.legalMoves(state, seat).length;
      } catch (e) {
        throw e instanceof RuleError ? e : unreadableState(e);
      }
    },
    legalMovesPage: (state, seat, page) => {
      try {
        ownState(state);
        // The page is checked whoever asks, so a caller's bad page shows on its first call, not
        // only once its seat may act.
        const { offset, limit } = readPage(page);
        if (limit === 0 || !Number.isInteger(seat) || rules.isOver(state) || !isActor(state, seat)) return [];
        if (rules.legalMovesPage) return rules.legalMovesPage(state, seat, offset, limit);
        return rules.legalMoves(state, seat).slice(offset, offset + limit);
      } catch (e) {
        throw e instanceof RuleError ? e : unreadableState(e);
      }
    },
    validate,
    apply: (state, input) => {
      const v = validate(state, input);
      if (!v.ok) throw v.error;
      // Frozen here, not by immer's autoFreeze: states are plain JSON, and a walk made for
      // them (stopping at the frozen parts the new state shares) is several times cheaper
      // than immer's, which checks every value for drafts, classes and collections.
      try {
        return freezeDeep(
          drafting(() =>
            immer.produce(state, (draft) => {
              rules.applyInPlace(draft as State, v.action);
            }),
          ),
        );
      } catch (e) {
        // As in `validate`: a state the game did not make can pass the checks and fail in the rules.
        throw e instanceof RuleError ? e : unreadableState(e);
      }
    },
    score: (state) => {
      try {
        ownState(state);
        return rules.score(state);
      } catch (e) {
        throw e instanceof RuleError ? e : unreadableState(e);
      }
    },
    view: (state, viewer) => {
      let view: View;
      try {
        ownState(state);
        if (viewer !== 'spectator' && !(Number.isInteger(viewer) && viewer >= 0 && viewer < playerCount(state))) {
          throw new RuleError('BAD_VIEW', `There is no seat ${idLabel(viewer)} to view from.`);
        }
        view = rules.view(state, viewer);
      } catch (e) {
        throw e instanceof RuleError ? e : unreadableState(e);
      }
      if (typeof view === 'object' && view !== null) madeViews.add(view);
      return view;
    },
    determinize: (view, seat, rng) => {
      // The generator is the caller's, not the view's: a missing one is named as such.
      if (!isGenerator(rng)) {
        throw new RuleError('BAD_SETUP', 'determinize needs a random generator: pass one made by createRng.');
      }
      try {
        // A view this game made is taken as made. Any other is checked: first what sizes the deal
        // (the player count, the options, such as Frustration Rummy's number of decks), before
        // anything is allocated from it, as a view made by hand with a huge count would exhaust
        // the memory or run for hours; then the state dealt from it, as a stored state is.
        const trusted = typeof view === 'object' && view !== null && madeViews.has(view);
        if (!trusted) checkViewSize(view);
        const state = rules.determinize(view, seat, rng);
        if (!trusted) {
          try {
            restoreState(game, state);
          } catch (e) {
            throw new RuleError('BAD_VIEW', `No ${rules.title} state fits this view: ${(e as Error).message}`);
          }
        }
        return state;
      } catch (e) {
        if (e instanceof RuleError) throw e;
        const why = e instanceof Error ? e.message : 'it could not be read';
        throw new RuleError('BAD_VIEW', `Not a ${rules.title} view of seat ${idLabel(seat)}: ${why}`);
      }
    },
    applyInPlace: rules.applyInPlace,
    cards: rules.cards,
    moveKey: (action) => {
      // A shared move is deep-frozen and made by the engine, so its key cannot change: it is
      // made once (search bots key every move of every node they pass, many times over).
      if (!isSharedMove(rules.actionSchema, action)) return keyOfInput(action);
      let key = sharedKeys.get(action);
      if (key === undefined) {
        key = keyOf(action);
        sharedKeys.set(action, key);
      }
      return key;
    },
    stateSchema: rules.stateSchema ?? (baseStateSchema as unknown as z.core.$ZodType<State>),
    checkState: (state) => {
      try {
        return rules.checkState ? rules.checkState(state) : null;
      } catch (e) {
        return `the state is inconsistent (${(e as Error).message})`;
      }
    },
    cardNamingFields: Object.freeze([...(rules.cardNamingFields ?? [])]),
    describeEvent: (event) => {
      // Bounded first, as a move key is: an event whose parts are shared is exponential to describe.
      // Described from a copy read once, so a getter cannot answer the bound one thing and the
      // description another.
      let plain: unknown;
      try {
        plain = plainCopyWithin(event, MAX_KEY_VALUES);
      } catch {
        return 'an event that cannot be described';
      }
      if (plain === TOO_LARGE) return 'an event too large to describe';
      try {
        return (rules.describeEvent ? rules.describeEvent(plain as BaseEvent) : JSON.stringify(plain)) ?? 'an event';
      } catch {
        // The fallback must not throw either: an event that is no event of the game may hold a BigInt.
        try {
          return JSON.stringify(plain) ?? 'an event';
        } catch {
          return 'an event that cannot be described';
        }
      }
    },
  };
  return game;
}
