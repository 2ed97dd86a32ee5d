/**
 * The conformance suite: one generic set of properties every registered game
 * must pass, for each allowed player count (DESIGN.md §4). A game plugs in with
 * a few lines: `runConformance(game, { playerCounts: [3], maxActions: 5000 })`.
 */
import fc from 'fast-check';
import { freeze } from 'immer';
import { describe, expect, it } from 'vitest';
import {
  type AnyGame,
  type BaseAction,
  createRng,
  isRuleError,
  movesFromView,
  newRecord,
  pick,
  type Rng,
  randomInt,
  replay,
  restoreState,
  rngState,
  stateHash,
} from '../../src/index.js';
import { GARBAGE, mutants } from './hostile.js';
import { type AnyPresentation, runPresentationConformance } from './presentation.js';
import { runRefusalConformance } from './refusals.js';

/** How to run the suite on one game. */
export interface ConformanceOptions {
  /** The player counts to test (each allowed count). */
  playerCounts: number[];
  /** The documented bound on actions in a game played with random legal moves. */
  maxActions: number;
  /** Option sets to draw from for each game (default: the defaults only). */
  optionVariants?: Record<string, unknown>[];
  /** Random games for the step-by-step checks, per player count. */
  numRuns?: number;
  /** Random games for the cheap termination check, per player count. */
  numRunsTermination?: number;
  /** Checks a game-specific invariant; throws (or fails an expect) when broken. */
  invariant?: (state: unknown) => void;
  /**
   * The game's presentation (issue 30), given here rather than found on the game value, which
   * must not carry it: an app that imports only the game does not ship its words.
   */
  presentation?: AnyPresentation;
  /** Random games for the presentation checks, per player count (default 3). */
  numRunsPresentation?: number;
  /**
   * The state the presentation checks start from, made from a game as dealt (default: that game):
   * where random play from the deal never reaches much of the game (rummy's later contracts).
   */
  presentationStart?: (state: unknown, seed: number) => unknown;
}

type State = { phase: string; rng: number[] };

const sortedCards = (game: AnyGame, s: State): string[] => [...game.cards(s)].sort();

function expectRuleError(e: unknown): void {
  expect(isRuleError(e), `expected a RuleError, got ${String(e)}`).toBe(true);
  const err = e as { code: unknown; message: unknown };
  expect(typeof err.code).toBe('string');
  expect((err.code as string).length).toBeGreaterThan(0);
  expect(typeof err.message).toBe('string');
}

/**
 * The copies of each card kind in `deck` (codes with a `#n` copy suffix, grouped by the code
 * before it), for the twin-renaming leak check. Empty for a game whose cards have no copies.
 */
function copyGroups(deck: readonly string[]): string[][] {
  const groups = new Map<string, string[]>();
  for (const c of deck) {
    const i = c.indexOf('#');
    if (i < 0) continue;
    const kind = c.slice(0, i);
    groups.set(kind, [...(groups.get(kind) ?? []), c]);
  }
  return [...groups.values()].filter((g) => g.length > 1);
}

/** A random renaming of copies: each kind's copies permuted among themselves. */
function copyRenaming(groups: readonly string[][], rng: Rng): Map<string, string> {
  const names = new Map<string, string>();
  for (const g of groups) {
    const to = [...g];
    for (let i = to.length - 1; i > 0; i--) {
      const j = randomInt(rng, i + 1);
      [to[i], to[j]] = [to[j] as string, to[i] as string];
    }
    g.forEach((c, i) => {
      names.set(c, to[i] as string);
    });
  }
  return names;
}

/** `node` with each twin copy's name (`7H#1`) as its kind (`7H`). */
function byKind(node: unknown): unknown {
  return JSON.parse(JSON.stringify(node).replace(/#\d+"/g, '"'));
}

/** A deep copy of `node` with every string `names` renames renamed. */
function renamed(node: unknown, names: ReadonlyMap<string, string>): unknown {
  if (typeof node === 'string') return names.get(node) ?? node;
  if (Array.isArray(node)) return node.map((x) => renamed(x, names));
  if (node !== null && typeof node === 'object') {
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, renamed(v, names)]));
  }
  return node;
}

/**
 * Runs the whole suite for `game`. Each check plays random legal games from
 * seeds chosen by fast-check, and checks every reachable state along the way.
 */
export function runConformance(game: AnyGame, opts: ConformanceOptions): void {
  const variants = opts.optionVariants ?? [{}];
  // `npm run test:soak` multiplies every run count for a deep run.
  const soak = Math.max(1, Number(process.env.DECKWRIGHT_SOAK ?? 1) || 1);
  const numRuns = (opts.numRuns ?? 12) * soak;
  if (opts.presentation) {
    runPresentationConformance(game, opts.presentation, {
      playerCounts: opts.playerCounts,
      maxActions: opts.maxActions,
      variants,
      numRuns: (opts.numRunsPresentation ?? 3) * soak,
      ...(opts.presentationStart ? { start: opts.presentationStart } : {}),
    });
    runRefusalConformance(game, opts.presentation.catalogue, {
      playerCounts: opts.playerCounts,
      maxActions: opts.maxActions,
      variants,
      numRuns: (opts.numRunsPresentation ?? 3) * soak,
      ...(opts.presentationStart ? { start: opts.presentationStart } : {}),
    });
  }

  for (const players of opts.playerCounts) {
    describe(`${game.id} conformance, ${players} players`, () => {
      const setupArb = fc.record({
        seed: fc.integer(),
        variant: fc.nat({ max: variants.length - 1 }),
        dealer: fc.option(fc.nat({ max: players - 1 }), { nil: undefined }),
      });
      const init = (seed: number, variant: number, dealer: number | undefined): State =>
        game.init({ players, seed, options: variants[variant], dealer });

      it('random legal playouts end within the documented bound and conserve every card', () => {
        fc.assert(
          fc.property(setupArb, ({ seed, variant, dealer }) => {
            const s = init(seed, variant, dealer) as State;
            const full = [...game.deck(variants[variant])].sort();
            const rng = createRng(seed);
            let n = 0;
            const work = structuredClone(s);
            for (; n < opts.maxActions && game.actors(work).length > 0; n++) {
              const seat = pick(rng, game.actors(work));
              const moves = game.legalMoves(work, seat);
              expect(moves.length, `seat ${seat} is an actor with no legal move`).toBeGreaterThan(0);
              game.applyInPlace(work, pick(rng, moves));
              expect(sortedCards(game, work)).toEqual(full);
              opts.invariant?.(work);
            }
            expect(game.actors(work)).toEqual([]);
            // The finished game is a state the game accepts too: a stored one reads back.
            expect(game.checkState(work)).toBeNull();
            expect(restoreState(game, JSON.stringify(work))).toEqual(work);
            expect(game.score(work).over).toBe(true);
            expect(game.score(work).winners.length).toBeGreaterThan(0);
          }),
          { numRuns: (opts.numRunsTermination ?? 60) * soak },
        );
      });

      it('at every step: validate agrees with legalMoves, apply equals applyInPlace, inputs stay unchanged, views do not leak', () => {
        fc.assert(
          fc.property(setupArb, ({ seed, variant, dealer }) => {
            const rng = createRng(seed ^ 0x5bd1e995);
            let state = freeze(init(seed, variant, dealer), true);
            const full = [...game.deck(variants[variant])].sort();
            const groups = copyGroups(full);
            // How many twin renamings changed the state: the property must really be exercised.
            let renamings = 0;
            const seen: BaseAction[] = [];
            for (let n = 0; n < opts.maxActions && game.actors(state).length > 0; n++) {
              const before = JSON.stringify(state);
              // Every seat's legal moves, each listed once.
              const legalKeys = new Map<number, Set<string>>();
              for (let seat = 0; seat < players; seat++) {
                const moves = game.legalMoves(state, seat) as BaseAction[];
                const keys = new Set(moves.map((m) => game.moveKey(m)));
                expect(keys.size, 'a move is listed twice').toBe(moves.length);
                expect(moves.length > 0).toBe(game.actors(state).includes(seat));
                // randomMove is a pick from this list, drawing the same numbers.
                const draw = randomInt(rng, 0x7fffffff);
                const [r1, r2] = [createRng(draw), createRng(draw)];
                expect(game.randomMove(state, seat, r1)).toEqual(moves.length === 0 ? null : pick(r2, moves));
                expect(rngState(r1)).toEqual(rngState(r2));
                legalKeys.set(seat, keys);
                for (const m of moves) {
                  expect(m.seat).toBe(seat);
                  const v = game.validate(state, m);
                  expect(v.ok, `legal move refused: ${JSON.stringify(m)}`).toBe(true);
                }
                seen.push(...moves.slice(0, 4));
                // Acting for others: the same move under any other seat's id is refused.
                for (const m of moves) {
                  for (let other = 0; other < players; other++) {
                    if (other === seat) continue;
                    const forged = { ...m, seat: other };
                    const legalForOther = (game.legalMoves(state, other) as BaseAction[]).some(
                      (x) => game.moveKey(x) === game.moveKey(forged),
                    );
                    if (!legalForOther) expect(game.validate(state, forged).ok).toBe(false);
                  }
                }
              }
              // Seats that do not exist have no moves, nor do seat ids that are not numbers
              // (a string "1" would index a game's per-seat lists like the number 1).
              const actor = (game.actors(state) as number[])[0] ?? 0;
              const ghosts: unknown[] = [-1, players, 1.5, String(actor), null, [actor]];
              for (const ghost of ghosts) {
                expect(game.legalMoves(state, ghost as number)).toEqual([]);
                expect(game.randomMove(state, ghost as number, rng)).toBeNull();
              }
              // Every reachable state survives storage: restoreState accepts it as it is.
              expect(game.checkState(state)).toBeNull();
              expect(restoreState(game, JSON.stringify(state))).toEqual(state);
              expect(stateHash(JSON.parse(JSON.stringify(state)))).toBe(stateHash(state));
              // Well-formed candidates: legal moves of other states and mutants of legal ones.
              const candidates: unknown[] = [...seen.slice(-40)];
              for (const m of seen.slice(-12)) candidates.push(...mutants(game, players, m, rng));
              for (const c of candidates) {
                const v = game.validate(state, c);
                const a = c as BaseAction;
                // A legal action comes back in its listed form (a run's wilds in their canonical order).
                const legal = legalKeys.get(a.seat)?.has(game.moveKey(v.ok ? v.action : a)) ?? false;
                expect(v.ok, `validate and legalMoves disagree on ${JSON.stringify(c)}`).toBe(legal);
                if (!v.ok) {
                  expectRuleError(v.error);
                  expect(() => game.apply(state, c)).toThrow();
                }
              }
              // Garbage is refused with a RuleError, never a crash.
              for (const g of GARBAGE.slice(0, 3 + randomInt(rng, GARBAGE.length - 3))) {
                const v = game.validate(state, g);
                expect(v.ok).toBe(false);
                if (!v.ok) expectRuleError(v.error);
              }
              // The leak property, and determinize gives a playable, conserving, consistent state.
              for (let seat = 0; seat < players; seat++) {
                const view = game.view(state, seat);
                expect(JSON.parse(JSON.stringify(view))).toEqual(view);
                expect(JSON.stringify(view)).not.toContain(JSON.stringify(state.rng));
                const det = game.determinize(freeze(view, true), seat, rng) as State;
                expect(game.view(det, seat)).toEqual(view);
                expect(sortedCards(game, det)).toEqual(full);
                // A state the game itself would accept: restoreState could read it back.
                expect(game.checkState(det)).toBeNull();
                expect(new Set((game.legalMoves(det, seat) as BaseAction[]).map((m) => game.moveKey(m)))).toEqual(
                  legalKeys.get(seat),
                );
                // Legal moves from the view alone (issue 30): the same list in the same order, up to
                // the game's move key (twin cards), as the state's. A difference is a rule reading
                // what the seat cannot see, or a determinize that deals it wrong.
                expect((movesFromView(game, view) as BaseAction[]).map((m) => game.moveKey(m))).toEqual(
                  (game.legalMoves(state, seat) as BaseAction[]).map((m) => game.moveKey(m)),
                );
                // The sampled world shares nothing with the (frozen) view: search bots play it
                // on the fast path, which mutates in place, so sharing would throw here.
                for (let k = 0; k < 12 && game.actors(det).length > 0; k++) {
                  const mover = pick(rng, game.actors(det));
                  game.applyInPlace(det, pick(rng, game.legalMoves(det, mover)));
                }
              }
              const spectator = game.view(state, 'spectator') as { hand?: unknown };
              expect(JSON.stringify(spectator)).not.toContain(JSON.stringify(state.rng));
              expect(spectator.hand ?? null).toBeNull();
              // Step: apply (immer) and applyInPlace (fast path) agree.
              const seat = pick(rng, game.actors(state));
              const move = pick(rng, game.legalMoves(state, seat));
              const next = game.apply(state, move);
              // The twin leak property: copies of one kind (`7H#0`, `7H#1`) are one card at the
              // table, so renaming them by any permutation across the whole state (which covers
              // permuting them among the zones a seat cannot see) changes no view, no event and no
              // move list, and the same action then gives the renamed next state, seen alike.
              if (groups.length > 0) {
                const names = copyRenaming(groups, rng);
                const twin = freeze(renamed(state, names) as State, true);
                if (JSON.stringify(twin) !== before) renamings++;
                for (const viewer of [...Array.from({ length: players }, (_, i) => i), 'spectator' as const]) {
                  expect(game.view(twin, viewer), 'a view tells twin copies apart').toEqual(game.view(state, viewer));
                }
                for (const actor of game.actors(state)) {
                  expect(game.legalMoves(twin, actor), 'a move list tells twin copies apart').toEqual(
                    game.legalMoves(state, actor),
                  );
                }
                const twinNext = game.apply(twin, move);
                // A move that ends a round deals the next one from a fresh pack (R1), whose copies are
                // named alike whatever the last round called them: from there both states hold the
                // same copies, so across a deal the two are compared by kind (`7H`, not `7H#1`).
                const roundOf = (x: unknown) => (x as { round?: unknown }).round;
                if (roundOf(next) !== roundOf(state)) {
                  expect(byKind(twinNext), 'an action moved another kind in the renamed state').toEqual(byKind(next));
                } else {
                  expect(twinNext, 'an action moved another copy in the renamed state').toEqual(renamed(next, names));
                }
                for (const viewer of [...Array.from({ length: players }, (_, i) => i), 'spectator' as const]) {
                  expect(game.view(twinNext, viewer)).toEqual(game.view(next, viewer));
                }
              }
              const fast = structuredClone(state) as State;
              game.applyInPlace(fast, move);
              expect(next).toEqual(fast);
              expect(JSON.parse(JSON.stringify(next))).toEqual(next);
              expect(JSON.stringify(state)).toBe(before);
              opts.invariant?.(next);
              state = next;
            }
            if (groups.length > 0) expect(renamings, 'no twin renaming changed a state').toBeGreaterThan(0);
          }),
          { numRuns },
        );
      });

      it('a match record replays to the same states, also after a JSON round-trip', () => {
        fc.assert(
          fc.property(setupArb, ({ seed, variant, dealer }) => {
            const rng = createRng(seed);
            const options = variants[variant];
            const record = newRecord(game, { players, seed, options, dealer });
            let state = init(seed, variant, dealer);
            for (let n = 0; n < opts.maxActions && game.actors(state).length > 0; n++) {
              const seat = pick(rng, game.actors(state));
              const move = pick(rng, game.legalMoves(state, seat)) as BaseAction;
              record.actions.push(move);
              state = game.apply(state, move);
            }
            const states = replay(JSON.parse(JSON.stringify(record)), game);
            expect(states.length).toBe(record.actions.length + 1);
            expect(states[states.length - 1]).toEqual(state);
            expect(game.init({ players, seed, options, dealer })).toEqual(states[0]);
          }),
          { numRuns: Math.max(4, Math.floor(numRuns / 2)) },
        );
      });

      it('refuses a bad setup with a RuleError', () => {
        for (const setup of [
          { players: players + 10, seed: 1 },
          { players, seed: 1, dealer: players },
          { players, seed: 1, deck: ['AS'] },
          { players, seed: 1, deck: [...game.deck().slice(1), game.deck()[0], 'AS'] },
          { players, seed: 1, options: { noSuchOption: true } },
          { players, seed: Number.NaN },
          null,
        ]) {
          expect(() => game.init(setup as never)).toThrow();
          try {
            game.init(setup as never);
          } catch (e) {
            expectRuleError(e);
          }
        }
      });

      it('a stacked deck reproduces the same deal', () => {
        const deck = [...game.deck()].reverse();
        const a = game.init({ players, seed: 1, deck, dealer: 0 });
        const b = game.init({ players, seed: 2, deck, dealer: 0 });
        const hands = (s: unknown) => (game.view(s, 0) as { hand: unknown }).hand;
        expect(hands(a)).toEqual(hands(b));
      });
    });
  }
}
