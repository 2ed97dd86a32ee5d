/**
 * Single-observer Information-Set Monte Carlo Tree Search (Cowling, Powley and
 * Whitehouse, 2012). Each iteration samples a world the agent cannot tell from
 * the real one with the game's `determinize`, walks one shared tree restricted
 * to the moves available in that world, and finishes with a random playout on
 * the fast path. It reads nothing but its seat's view.
 */

import { RuleError } from '../core/errors.js';
import type { AnyGame, BaseAction, Seat } from '../core/game.js';
import { pick, type Rng } from '../core/rng.js';
import type { Agent } from './agent.js';

/** Settings of {@link ismcts}. */
export interface IsmctsOptions {
  /**
   * Iterations (sampled worlds) per decision. Default 200, or no limit when
   * `maxMs` is given (the time budget alone stops the search then).
   */
  iterations?: number;
  /**
   * A time budget per decision, in milliseconds: the search stops at the first
   * iteration that ends with the budget spent (or at `iterations`, whichever
   * comes first) and answers with its best move so far. At least one
   * iteration always runs, so the answer comes from the search. The clock is
   * `now`. Default: none. A budget makes the choice depend on the machine's
   * speed, so a seeded simulation that must replay identically uses
   * `iterations` only.
   */
  maxMs?: number;
  /**
   * The clock `maxMs` is read from, in milliseconds. Default
   * `performance.now`. Tests hand in a fake clock (one that advances a step per
   * call, say) so that where the search stops depends on no wall clock.
   */
  now?: () => number;
  /** UCB exploration constant. Default 0.7. */
  exploration?: number;
  /**
   * How many moves below the root the tree grows; past that an iteration goes
   * straight to its playout (or `evaluate`). Default unlimited. 1 makes the
   * search flat: each root move is judged by what follows it in the sampled
   * worlds, and no move of later turns is chosen by a tree expanded at random
   * (with few iterations, such moves are mostly untried ones picked at random,
   * which drown out what the root move itself is worth).
   */
  maxTreeDepth?: number;
  /**
   * Playouts stop after this many actions and score the position as it stands
   * (with `evaluate` when given). Default 2,000, a safety cap; with `evaluate`,
   * a short horizon makes playouts cheaper and their result less noisy.
   */
  maxPlayoutActions?: number;
  /**
   * Each seat's reward, between 0 and 1, for the state where a playout stops:
   * at the end of the game or at a cut (`maxPlayoutActions`,
   * `untilPointsChange`). Replaces the default reward (a share of the win at
   * the end, the points gained scaled between the seats at a cut), so a game
   * can reward a position by its appraised worth or a win by its margin. It
   * runs on the sampled world, which the search may read whole.
   */
  evaluate?: (state: never) => number[];
  /**
   * Chooses moves in playouts, on the full (sampled) state; uniform random by
   * default. A cheap game-aware policy makes playouts more like real play.
   */
  playoutPolicy?: (state: never, seat: Seat, moves: BaseAction[], rng: Rng) => BaseAction;
  /**
   * Stop each playout as soon as any seat's points change (in Parcellus: at the
   * end of the round) and reward the points gained since the decision, scaled
   * between the seats. A shorter, less noisy signal than playing whole games
   * out, for games whose points move in steps. Default false.
   */
  untilPointsChange?: boolean;
  /**
   * An agent whose choice at the root (from the same view and legal moves) is
   * tried first and favoured: typically the game's heuristic agent. Search
   * then departs from it only where the sampled worlds say another move does
   * better, which keeps a small budget from throwing away what the heuristic
   * knows. It sees what the search sees, so it cannot leak hidden cards.
   */
  prior?: Agent<BaseAction, unknown>;
  /**
   * Progressive bias of the prior's move: `priorBias / (visits + 1)` is added
   * to its UCB score, so it is explored more while its estimate is young.
   * Default 0.5 (only used with `prior`).
   */
  priorBias?: number;
  /**
   * Visits credited to the prior's move when the most visited move is chosen:
   * another move must beat it by this margin. Default 5 (only used with `prior`).
   */
  priorVisits?: number;
  /**
   * Where to search: given the agent's view, `false` means the prior's move is
   * played without a search. For games whose playouts only tell moves apart
   * near the end (they are short there, and the luck left to come is small),
   * while a heuristic prior knows better earlier on. Only used with `prior`;
   * by default every decision is searched.
   */
  searchWhen?: (view: never) => boolean;
  /**
   * Below the root, a mover with more legal moves than this is not given its
   * list: its moves are counted (`countMoves`), the node's children checked
   * one by one (`validate`) and an untried move drawn at random (`randomMove`)
   * — the same search, at a cost that does not grow with the list (a
   * wild-rich Frustration Rummy hand lists thousands of melds). Default 512,
   * above every list of Six Card Parade and Parcellus and of random
   * Frustration Rummy games, whose searches it leaves as they were.
   */
  sampleMovesAbove?: number;
  /**
   * The agent's name, under which `simulate` reports it. Default `ismcts`,
   * which `simulate` keeps for the agents it makes from the names `ismcts`
   * and `ismcts:<n>`: an agent made with other settings needs a name of its own there.
   */
  name?: string;
}

interface Node {
  /** The move key that leads here, `null` at the root. */
  key: string | null;
  /** The seat that chose it. */
  seat: Seat;
  action: BaseAction | null;
  children: Node[];
  visits: number;
  reward: number;
  /** How often this node's move was available when its parent was visited. */
  available: number;
  /** Progressive bias weight (the prior's move at the root), 0 elsewhere. */
  bias: number;
}

/** The default of {@link IsmctsOptions.sampleMovesAbove}. */
const SAMPLE_MOVES_ABOVE = 512;

/** What a node offers in one sampled world: see `listed` and `sampled` in {@link ismcts}. */
interface Step {
  /** The node's children whose move is legal in this world. */
  compatible: Node[];
  /** Their move keys. */
  tried: Set<string>;
  /** Every legal move by key, when the list was made. */
  byKey: Map<string, BaseAction> | null;
  /** The key of a random untried legal move, or `null` when every legal move has a child. */
  untried: (() => string) | null;
  /** The action to apply for a key of `compatible` or one `untried` gave. */
  actionOf: (key: string) => BaseAction;
}

const newNode = (key: string | null, seat: Seat, action: BaseAction | null, bias = 0): Node => ({
  key,
  seat,
  action,
  children: [],
  visits: 0,
  reward: 0,
  available: 1,
  bias,
});

/**
 * Rewards per seat at the end of a playout: a share of the win when the game
 * ended, else the points gained since `base`, scaled between the seats.
 */
function rewards(game: AnyGame, state: unknown, base: readonly number[]): number[] {
  const s = game.score(state);
  if (s.over && s.winners.length > 0) {
    return s.points.map((_, i) => (s.winners.includes(i) ? 1 / s.winners.length : 0));
  }
  const gains = s.points.map((p, i) => p - (base[i] ?? 0));
  const lo = Math.min(...gains);
  const hi = Math.max(...gains);
  return gains.map((g) => (hi === lo ? 0.5 : (g - lo) / (hi - lo)));
}

const samePoints = (a: readonly number[], b: readonly number[]): boolean => a.every((x, i) => x === b[i]);

/**
 * An IS-MCTS agent for `game`. Its decisions depend only on the view, the legal
 * moves and its own generator, so it is reproducible for a given seed.
 *
 * @example
 * const bot = ismcts(parcellus, { iterations: 300 });
 * const move = bot.act({ seat, view: parcellus.view(state, seat), legalMoves, rng: createRng('bot') });
 */
export function ismcts(game: AnyGame, options: IsmctsOptions = {}): Agent<BaseAction, unknown> {
  const maxMs = options.maxMs;
  // A budget that is not a positive number would stop every search after its first iteration, or never.
  if (maxMs !== undefined && !(typeof maxMs === 'number' && maxMs > 0)) {
    throw new RuleError('BAD_SETUP', `ismcts: maxMs must be a number of milliseconds above 0, not ${String(maxMs)}.`);
  }
  const iterations = options.iterations ?? (maxMs === undefined ? 200 : Number.POSITIVE_INFINITY);
  // A count that is not a whole number from 1 would skip the search without a word.
  if (!(iterations === Number.POSITIVE_INFINITY || Number.isInteger(iterations)) || iterations < 1) {
    throw new RuleError('BAD_SETUP', `ismcts: iterations must be a whole number from 1, not ${String(iterations)}.`);
  }
  const now = options.now ?? (() => performance.now());
  if (typeof now !== 'function')
    throw new RuleError('BAD_SETUP', 'ismcts: now is a function that returns milliseconds.');
  const name = options.name ?? 'ismcts';
  if (typeof name !== 'string' || name === '') throw new RuleError('BAD_SETUP', 'ismcts: name is a non-empty string.');
  const c = options.exploration ?? 0.7;
  const maxPlayout = options.maxPlayoutActions ?? 2000;
  const maxDepth = options.maxTreeDepth ?? Number.POSITIVE_INFINITY;
  const policy = options.playoutPolicy as
    | ((state: unknown, seat: Seat, moves: BaseAction[], rng: Rng) => BaseAction)
    | undefined;

  const evaluate = options.evaluate as ((state: unknown) => number[]) | undefined;
  const priorBias = options.priorBias ?? 0.5;
  const priorVisits = options.priorVisits ?? 5;
  const sampleAbove = options.sampleMovesAbove ?? SAMPLE_MOVES_ABOVE;
  // Read as a number only: a value of another type is not converted for the message.
  if (!(typeof sampleAbove === 'number' && sampleAbove >= 0)) {
    throw new RuleError('BAD_SETUP', 'ismcts: sampleMovesAbove is a number from 0 (Infinity: always list).');
  }

  /** Plays `world` on from where it stands (in place) and returns the rewards where the playout stops. */
  const playout = (world: unknown, base: readonly number[], rng: Rng): number[] => {
    for (let n = 0; n < maxPlayout; n++) {
      const actors = game.actors(world);
      if (actors.length === 0) break;
      if (options.untilPointsChange && !samePoints(game.score(world).points, base)) break;
      const mover = actors.length === 1 ? (actors[0] as Seat) : pick(rng, actors);
      // Uniform playouts take randomMove: the same move as a pick from the list, without the list.
      // A policy is given the whole list, as its signature promises: it weighs the moves against each other.
      const move = policy
        ? policy(world, mover, game.legalMoves(world, mover) as BaseAction[], rng)
        : game.randomMove(world, mover, rng);
      if (move === null) break;
      game.applyInPlace(world, move);
    }
    return evaluate ? evaluate(world) : rewards(game, world, base);
  };

  /**
   * A node's step in a sampled world from the list of `mover`'s moves there (`moves`, or the
   * world's list): the children whose move is in it (each counted as available once more), and a
   * random untried move's key while some are left.
   */
  const listed = (node: Node, world: unknown, mover: Seat, moves: readonly BaseAction[] | null, rng: Rng): Step => {
    const list = moves ?? (game.legalMoves(world, mover) as BaseAction[]);
    const byKey = new Map(list.map((m) => [game.moveKey(m), m]));
    const compatible = node.children.filter((ch) => ch.seat === mover && ch.key !== null && byKey.has(ch.key));
    for (const ch of compatible) ch.available++;
    const tried = new Set(compatible.map((ch) => ch.key as string));
    const untried = [...byKey.keys()].filter((k) => !tried.has(k));
    return {
      compatible,
      tried,
      byKey,
      untried: untried.length > 0 ? () => pick(rng, untried) : null,
      actionOf: (key) => byKey.get(key) as BaseAction,
    };
  };

  /**
   * The same step without the list, for a mover with more than `sampleMovesAbove` moves: each
   * child is checked with `validate` (a node has at most one child per iteration through it, far
   * fewer than the moves), and an untried move is drawn with `randomMove` until one is not among
   * them, which is uniform among the untried moves, as a pick from the list's untried keys is.
   * When most of the moves are tried already, the drawing could take long: the list is made then.
   */
  const sampled = (node: Node, world: unknown, mover: Seat, count: number, rng: Rng): Step => {
    const actions = new Map<string, BaseAction>();
    const compatible: Node[] = [];
    for (const ch of node.children) {
      if (ch.seat !== mover || ch.key === null || ch.action === null) continue;
      const v = game.validate(world, ch.action);
      if (!v.ok) continue;
      compatible.push(ch);
      actions.set(ch.key, v.action as BaseAction);
    }
    if (compatible.length * 2 > count) return listed(node, world, mover, null, rng);
    for (const ch of compatible) ch.available++;
    const tried = new Set(compatible.map((ch) => ch.key as string));
    const untried = (): string => {
      for (;;) {
        const move = game.randomMove(world, mover, rng) as BaseAction;
        const key = game.moveKey(move);
        if (!tried.has(key)) {
          actions.set(key, move);
          return key;
        }
      }
    };
    return {
      compatible,
      tried,
      byKey: null,
      untried: compatible.length < count ? untried : null,
      actionOf: (key) => actions.get(key) as BaseAction,
    };
  };

  const choose = (seat: Seat, view: unknown, legal: readonly BaseAction[], rng: Rng): BaseAction => {
    // Read once as the decision starts (the prior's choice counts against the budget) and once after
    // each iteration: a budget spent ends the search between iterations, never inside one.
    const deadline = maxMs === undefined ? Number.POSITIVE_INFINITY : now() + maxMs;
    const root = newNode(null, seat, null);
    const rootMoves = [...legal];
    // The prior decides from the same view, before any world is sampled.
    const priorKey =
      options.prior === undefined ? null : game.moveKey(options.prior.act({ seat, view, legalMoves: legal, rng }));
    for (let it = 0; it < iterations; it++) {
      if (it > 0 && maxMs !== undefined && now() >= deadline) break;
      const world = game.determinize(view, seat, rng);
      const base = game.score(world).points;
      const path: Node[] = [root];
      let node = root;
      // Selection and expansion, in the sampled world.
      for (;;) {
        const actors = game.actors(world);
        if (actors.length === 0 || path.length > maxDepth) break;
        // At the root the agent is choosing its own move, even in a simultaneous step.
        const mover: Seat = node === root ? seat : actors.length === 1 ? (actors[0] as Seat) : pick(rng, actors);
        // The agent's own moves at the root depend only on what it sees, so they are the same in every
        // sampled world: list them once (in Frustration Rummy listing them is dearer than the rest of an iteration).
        // The root keeps the caller's full list: the agent must answer one of its moves, and the prior
        // chooses from it. Below the root a long list (a wild-rich rummy hand has thousands of melds)
        // is not made: the children are checked one by one and an untried move is drawn at random.
        const atRoot = node === root;
        const count = atRoot ? rootMoves.length : game.countMoves(world, mover);
        const step = atRoot || count <= sampleAbove ? listed(node, world, mover, atRoot ? rootMoves : null, rng) : null;
        const next = step ?? sampled(node, world, mover, count, rng);
        if (next.untried) {
          const key =
            atRoot && priorKey !== null && next.byKey?.has(priorKey) && !next.tried.has(priorKey)
              ? priorKey
              : next.untried();
          const action = next.actionOf(key);
          const child = newNode(key, mover, action, atRoot && key === priorKey ? priorBias : 0);
          node.children.push(child);
          game.applyInPlace(world, action);
          path.push(child);
          break;
        }
        let best = next.compatible[0] as Node;
        let bestScore = Number.NEGATIVE_INFINITY;
        for (const ch of next.compatible) {
          const ucb =
            ch.reward / ch.visits + c * Math.sqrt(Math.log(ch.available) / ch.visits) + ch.bias / (ch.visits + 1);
          if (ucb > bestScore) {
            bestScore = ucb;
            best = ch;
          }
        }
        game.applyInPlace(world, next.actionOf(best.key as string));
        path.push(best);
        node = best;
      }
      // Playout on the fast path.
      const r = playout(world, base, rng);
      for (const n of path) {
        n.visits++;
        n.reward += r[n.seat] ?? 0;
      }
    }
    const credit = (ch: Node) => ch.visits + (ch.key === priorKey ? priorVisits : 0);
    let best: Node | undefined;
    for (const ch of root.children) if (best === undefined || credit(ch) > credit(best)) best = ch;
    const key = best?.key;
    return legal.find((m) => game.moveKey(m) === key) ?? (legal[0] as BaseAction);
  };

  const searchWhen = options.searchWhen as ((view: unknown) => boolean) | undefined;
  const prior = options.prior;
  return {
    name,
    act: (input) => {
      const { seat, view, legalMoves, rng } = input;
      if (legalMoves.length === 1) return legalMoves[0] as BaseAction;
      if (prior !== undefined && searchWhen !== undefined && !searchWhen(view)) return prior.act(input);
      return choose(seat, view, legalMoves, rng);
    },
  };
}
