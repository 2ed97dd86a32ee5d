/**
 * `planLayDown`: for UIs where a player arranges a whole contract freely (melds
 * of any size), the equivalent sequence of legal actions: each contract meld at
 * its minimum size, then the rest of its cards one lay-off at a time, in an
 * order that keeps every meld within the wild ratio at every step (R8, R10,
 * R12). Each action is checked by the same rules as `validate`, on a copy.
 */
import * as z from 'zod/mini';
import { type Card, RANKS, type Rank } from '../../core/cards.js';
import { cloneState } from '../../core/clone.js';
import { RuleError } from '../../core/errors.js';
import type { Seat } from '../../core/game.js';
import { brief, briefIssues, type SafeParseResult, safeParse } from '../../core/issues.js';
import { message } from '../../core/message.js';
import { createRng } from '../../core/rng.js';
import { cardSchema, strictObject } from '../../core/zodParts.js';
import { kindOf } from './cardTypes.js';
import { currentContract, openRequirements, type Requirement } from './contracts.js';
import { faultError, RUMMY_ERROR_FORMAT, rummyError } from './errorWords.js';
import { resolveCards } from './hand.js';
import { canonicalRun, readShape } from './layDown.js';
import { fullRatioFault, isJoker, type MeldShape, meldRefusal, roleInSet, runStartLengths } from './melds.js';
import { canonicalMeld } from './moves.js';
import type { MeldAction, MeldKind, RummyAction, RummyRuleError, RummyState } from './state.js';
import { applyInPlace, check } from './turn.js';
import { determinize, type RummyView } from './view.js';

/** One meld of a freely arranged contract: any size; a run's cards low to high. */
export interface PlannedMeld {
  /** The kind of meld. */
  kind: MeldKind;
  /** Its cards (any copies of the cards held), a run's from low to high. */
  cards: Card[];
  /** A set's rank, needed only when its cards are all 2s, 3s and Jokers. */
  rank?: Rank;
  /** A run's low end, needed only when its cards are all 2s, 3s and Jokers. */
  low?: Rank;
}

/** What `planLayDown` accepts: a few melds of any size, each of cards held (checked later) of the pack's codes. */
const plannedMeldsSchema = z
  .array(
    strictObject({
      kind: z.enum(['run', 'set', 'pair', 'wilds']),
      cards: z.array(cardSchema).check(z.minLength(1), z.maxLength(108)),
      rank: z.optional(z.enum(RANKS)),
      low: z.optional(z.enum(RANKS)),
    }),
  )
  .check(z.maxLength(14));

const err = rummyError;

/** The order to lay a set down: naturals first, so the wild ratio holds after each card. */
function setOrder(shape: MeldShape, state: RummyState): Card[] {
  if (shape.kind === 'wilds' || shape.rank === null) return [...shape.cards];
  const rank = shape.rank;
  const allSame = shape.cards.every((c) => c[0] === rank && !isJoker(c));
  const natural = shape.cards.filter((c) => roleInSet(c, rank, allSame, state.options) === 'natural');
  const wild = shape.cards.filter((c) => roleInSet(c, rank, allSame, state.options) !== 'natural');
  return [...natural, ...wild];
}

/**
 * A window of the run to put down first — its minimum size, or a full-ratio run (R10) — and the
 * ends to grow it by, each step valid; or `null`.
 */
function runOrder(
  shape: MeldShape,
  req: Requirement,
  pureLater: boolean,
  state: RummyState,
): { from: number; size: number; ends: ('low' | 'high')[] } | null {
  const n = shape.cards.length;
  const ok = (i: number, j: number, pure: boolean): boolean =>
    meldRefusal({ ...shape, cards: shape.cards.slice(i, j + 1), low: shape.low + i, pure }, state.options) === null;
  const seen = new Set<number>();
  const grow = (i: number, j: number): ('low' | 'high')[] | null => {
    if (i === 0 && j === n - 1) return [];
    if (seen.has(i * 16 + j)) return null;
    seen.add(i * 16 + j);
    if (i > 0 && ok(i - 1, j, pureLater)) {
      const rest = grow(i - 1, j);
      if (rest) return ['low', ...rest];
    }
    if (j < n - 1 && ok(i, j + 1, pureLater)) {
      const rest = grow(i, j + 1);
      if (rest) return ['high', ...rest];
    }
    return null;
  };
  const window = (i: number, size: number): MeldShape => ({
    ...shape,
    cards: shape.cards.slice(i, i + size),
    low: shape.low + i,
  });
  for (const size of runStartLengths(req, state.options)) {
    for (let i = 0; i + size <= n; i++) {
      if (!ok(i, i + size - 1, shape.pure)) continue;
      if (size > req.size && fullRatioFault(window(i, size), req.size, state.options) !== null) continue;
      const ends = grow(i, i + size - 1);
      if (ends) return { from: i, size, ends };
    }
  }
  return null;
}

// The fixed seed of the world a view is planned in: the plan reads only the viewer's hand and the
// table, which every world of the view shares, so none is asked for.
const PLAN_SEED = 'deckwright.planLayDown';

/**
 * The state to plan in: `game` itself, or for a view (what a client holds) a full state
 * consistent with it (`determinize`), since a lay-down reads only the viewer's own hand and the
 * public table. A view of another seat, of another game, or one no game can have is `BAD_VIEW`.
 */
function stateToPlan(game: unknown, seat: Seat): RummyState | RummyRuleError {
  const g = game as { game?: unknown; viewer?: unknown; hands?: unknown; melds?: unknown } | null;
  if (typeof g !== 'object' || g === null) return new RuleError('BAD_VIEW', 'Not a Frustration Rummy state or view.');
  if (g.game === undefined && Array.isArray(g.hands) && Array.isArray(g.melds)) return game as RummyState;
  if (g.game !== 'frustration-rummy') return new RuleError('BAD_VIEW', 'Not a Frustration Rummy state or view.');
  if (g.viewer !== seat) {
    return new RuleError('BAD_VIEW', `A view plans its own viewer's lay-down: this is not seat ${seat}'s view.`);
  }
  try {
    return determinize(game as RummyView, seat, createRng(PLAN_SEED));
  } catch (e) {
    if (e instanceof RuleError) return e as RummyRuleError;
    return new RuleError('BAD_VIEW', 'Not a Frustration Rummy view that a game can have.');
  }
}

/**
 * The actions that lay down `seat`'s contract as arranged in `melds` (one meld
 * per requirement of the contract, each at least its minimum size), or the
 * `RuleError` saying why the arrangement is not legal now. `game` is the state, or
 * `seat`'s own view (what a client holds): the plan is the same either way.
 *
 * @example
 * const plan = planLayDown(view, view.viewer, [
 *   { kind: 'run', cards: ['4H', '5H', 'JK', '7H', '8H'] },
 *   { kind: 'set', cards: ['9S', '9D', '9C', '2C'] },
 * ]);
 * if (!(plan instanceof Error)) for (const a of plan) send(a);
 */
export function planLayDown(
  game: RummyState | RummyView,
  seat: Seat,
  arrangement: readonly PlannedMeld[],
): RummyAction[] | RummyRuleError {
  const state = stateToPlan(game, seat);
  if (state instanceof RuleError) return state;
  // The arrangement comes from a UI, maybe from a client: read as untrusted input, like an action.
  let parsed: SafeParseResult<z.output<typeof plannedMeldsSchema>>;
  try {
    parsed = safeParse(plannedMeldsSchema, arrangement);
  } catch {
    return err('MALFORMED_ACTION', 'planUnreadable');
  }
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const why = brief(issue?.message ?? 'invalid');
    const words = issue?.path.length
      ? message('rummy.error.planMalformedAt', { path: issue.path.join('.'), issue: why }, RUMMY_ERROR_FORMAT)
      : message('rummy.error.planMalformed', { issue: why }, RUMMY_ERROR_FORMAT);
    return new RuleError('MALFORMED_ACTION', words, briefIssues(parsed.error.issues));
  }
  const melds = parsed.data as readonly PlannedMeld[];
  if (state.phase === 'over') return err('GAME_OVER', 'planGameOver');
  if (state.toAct !== seat) return err('NOT_YOUR_TURN', 'planNotYourTurn', { seat });
  if (state.phase === 'draw') return err('WRONG_PHASE', 'planDrawFirst');
  const contract = currentContract(state, seat);
  if (state.laidDown[seat]) return err('NOT_IN_CONTRACT', 'alreadyLaidDown');
  const open = openRequirements(state, seat);
  const hand = state.hands[seat] as Card[];
  const all = resolveCards(
    hand,
    melds.flatMap((m) => m.cards),
  );
  if (all instanceof RuleError) return all;
  const reqs: Requirement[] = [];
  const left = [...open];
  for (const m of melds) {
    const i = left.findIndex((r) => r.kind === m.kind);
    if (i < 0) {
      return err('NOT_IN_CONTRACT', 'planNoKind', { number: contract.number, kind: m.kind });
    }
    reqs.push(left.splice(i, 1)[0] as Requirement);
  }
  if (left.length > 0) {
    return err('CONTRACT_UNREACHABLE', 'planIncomplete', { number: contract.number });
  }
  const melded: RummyAction[] = [];
  const layOffs: RummyAction[] = [];
  let offset = 0;
  const base = state.melds.length;
  for (const [k, m] of melds.entries()) {
    const req = reqs[k] as Requirement;
    const cards = all.slice(offset, offset + m.cards.length);
    offset += m.cards.length;
    const fixedSize = m.kind === 'pair' || m.kind === 'wilds' || req.mixed;
    if (cards.length < req.size || (fixedSize && cards.length !== req.size)) {
      return err('WRONG_MELD_SIZE', fixedSize ? 'planSizeExact' : 'planSizeMin', {
        kind: m.kind,
        size: req.size,
        number: contract.number,
      });
    }
    const a: MeldAction = { type: 'meld', seat, kind: m.kind, cards };
    if (m.rank !== undefined) a.rank = m.rank;
    if (m.low !== undefined) a.low = m.low;
    const shape = readShape(a, cards, req, state);
    if (shape instanceof RuleError) return shape;
    const fault = meldRefusal(shape, state.options);
    if (fault !== null) return faultError(fault);
    const index = base + k;
    if (m.kind === 'run') {
      const plan = runOrder(shape, req, req.pure && state.options.noWildRunStaysPure, state);
      if (plan === null) {
        return err('TOO_MANY_WILDS', 'planRunOrder');
      }
      const firstLow = shape.low + plan.from;
      // The first meld as the move list names it: its wilds in their canonical order.
      const first = canonicalRun(
        { ...shape, cards: cards.slice(plan.from, plan.from + plan.size), low: firstLow },
        state.options,
      ).cards as Card[];
      melded.push(canonicalMeld(seat, 'run', first, null, firstLow));
      let lo = plan.from - 1;
      let hi = plan.from + plan.size;
      for (const end of plan.ends) {
        const card = end === 'low' ? (cards[lo--] as Card) : (cards[hi++] as Card);
        layOffs.push({ type: 'layOff', seat, card: kindOf(card), meld: index, end });
      }
    } else {
      const ordered = setOrder(shape, state);
      const first = ordered.slice(0, req.size);
      melded.push(canonicalMeld(seat, m.kind, first, shape.rank, 0));
      for (const card of ordered.slice(req.size))
        layOffs.push({ type: 'layOff', seat, card: kindOf(card), meld: index });
    }
  }
  // Check every step by the rules themselves, on a private copy.
  const actions = [...melded, ...layOffs];
  const copy = cloneState(state);
  copy.events = [];
  for (const action of actions) {
    const problem = check(copy, action);
    if (problem !== null) return problem;
    applyInPlace(copy, action);
  }
  return actions;
}
