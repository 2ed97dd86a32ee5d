/**
 * The shape of a stored Six Card Parade state and the invariants every
 * reachable state keeps, for `restoreState`.
 */
import * as z from 'zod/mini';
import type { Card } from '../../core/cards.js';
import { safeParse } from '../../core/issues.js';
import { cardSchema, looseObject, strictObject } from '../../core/zodParts.js';
import { counterActors, findSet } from './counter.js';
import { sixCardParadeOptionsSchema } from './options.js';
import { exchangeActors } from './queens.js';
import { winnersOf } from './scoring.js';
import { setKind } from './sets.js';
import { MAX_SET_ID, SET_KINDS, type SixCardParadeState, setIdSchema } from './state.js';
import { firstDrawSources } from './turn.js';

const seat = z.int().check(z.minimum(0), z.maximum(3));
const cards = z.array(cardSchema).check(z.maxLength(52));
const count = z.int().check(z.minimum(0), z.maximum(1_000_000));
const kind = z.enum(SET_KINDS);
const resume = z.enum(['main', 'postDraw']);

/** The zod schema of a stored Six Card Parade state. */
export const sixCardParadeStateSchema = strictObject({
  phase: z.enum([
    'firstDraw',
    'main',
    'counterWindow',
    'queenOfHeartsExchange',
    'aceOfHeartsSearch',
    'postDraw',
    'over',
  ]),
  rng: z.tuple([z.int(), z.int(), z.int(), z.int()]),
  players: z.int().check(z.minimum(2), z.maximum(4)),
  options: sixCardParadeOptionsSchema,
  dealer: seat,
  turn: seat,
  stage: z.enum(['firstDraw', 'main', 'postDraw']),
  turnNumber: count,
  hands: z.array(cards).check(z.minLength(2), z.maxLength(4)),
  library: cards,
  stable: cards,
  discardPile: cards,
  removed: cards,
  fields: z
    .array(
      z
        .array(
          strictObject({
            id: setIdSchema,
            kind,
            cards: z.array(cardSchema).check(z.minLength(2), z.maxLength(9)),
            wild: z.nullable(cardSchema),
            markers: z.array(z.enum(['KC', 'KD'])).check(z.maxLength(2)),
          }),
        )
        .check(z.maxLength(26)),
    )
    .check(z.minLength(2), z.maxLength(4)),
  // The next id a set gets: one past the highest an action can name at most.
  nextSetId: z.int().check(z.minimum(0), z.maximum(MAX_SET_ID + 1)),
  pending: z.nullable(
    strictObject({
      seat,
      cards: z.array(cardSchema).check(z.minLength(1), z.maxLength(9)),
      wild: z.nullable(cardSchema),
      kind,
      extends: z.nullable(setIdSchema),
      asked: z.array(seat).check(z.maxLength(3)),
      answers: z.array(z.nullable(z.enum(['counter', 'decline']))).check(z.minLength(2), z.maxLength(4)),
    }),
  ),
  exchange: z.nullable(
    strictObject({
      seats: z.tuple([seat, seat]),
      picks: z.tuple([z.nullable(cardSchema), z.nullable(cardSchema)]),
      resume,
    }),
  ),
  search: z.nullable(strictObject({ seat, resume })),
  stableDraw: z.nullable(cardSchema),
  discards: count,
  finalTurnsLeft: z.nullable(z.int().check(z.minimum(0), z.maximum(3))),
  turnStart: strictObject({ library: count, fieldCards: count }),
  stallTurns: count,
  winners: z.array(seat).check(z.maxLength(4)),
  events: z.array(looseObject({ type: z.string().check(z.maxLength(32)) })).check(z.maxLength(10_000)),
}) as unknown as z.core.$ZodType<SixCardParadeState>;

/**
 * The events a view redacts (or `determinize` reads), with the fields it reads. The state schema
 * checks only an event's `type`: a stored `drew` without its `cards`, or a `cardsExchanged`
 * without its `seats`, passed `restoreState`, and `view` then failed on it with a TypeError.
 */
const readEvent = z.discriminatedUnion('type', [
  looseObject({
    type: z.literal('drew'),
    seat,
    from: z.enum(['library', 'libraryBottom', 'libraryRandom', 'stable']),
    cards: z.nullable(cards),
  }),
  looseObject({ type: z.literal('searched'), seat, card: z.nullable(cardSchema) }),
  looseObject({ type: z.literal('retrieved'), seat, card: cardSchema }),
  looseObject({
    type: z.literal('cardsExchanged'),
    seats: z.tuple([seat, seat]),
    gave: z.nullable(z.tuple([cards, cards])),
  }),
]);
const READ_EVENTS: ReadonlySet<string> = new Set(['drew', 'searched', 'retrieved', 'cardsExchanged']);

function eventProblem(s: SixCardParadeState): string | null {
  for (const e of s.events) {
    if (READ_EVENTS.has(e.type) && !safeParse(readEvent, e).success)
      return `a "${e.type}" event is not one the game makes`;
  }
  return null;
}

function pendingProblem(s: SixCardParadeState): string | null {
  const p = s.pending;
  if (p === null) return s.phase === 'counterWindow' ? 'the counter window has no set' : null;
  if (s.phase !== 'counterWindow') return 'a set waits outside the counter window';
  if (p.seat !== s.turn) return 'the set in the counter window is not the active player’s';
  if (p.answers.length !== s.players) return 'the counter answers do not match the players';
  if (p.asked.some((a) => a === p.seat || a >= s.players))
    return 'a seat asked in the counter window is not an opponent';
  if (p.answers.some((a, i) => a !== null && !p.asked.includes(i))) return 'a seat answered without being asked';
  if (counterActors(s).length === 0) return 'every answer is in but the window is still open';
  if (p.answers.some((a, i) => a === 'counter' && !(s.hands[i] as Card[]).includes('AC'))) {
    return 'a counter was given without the Ace of Clubs';
  }
  if (!s.options.counterPromptAllOpponents && p.asked.some((a) => !(s.hands[a] as Card[]).includes('AC'))) {
    return 'a seat without the Ace of Clubs is asked in the counter window (S20 option: only its holder is)';
  }
  if (p.extends === null) return setKind(p.cards, p.wild, s.options) === p.kind ? null : 'the waiting set is no set';
  const target = findSet(s, p.extends);
  if (target === null) return 'the waiting extension has no set';
  return setKind([...target.set.cards, ...p.cards], p.wild, s.options) === p.kind ? null : 'the extension makes no set';
}

function exchangeProblem(s: SixCardParadeState): string | null {
  const ex = s.exchange;
  if (ex === null) return s.phase === 'queenOfHeartsExchange' ? 'the exchange has no players' : null;
  if (s.phase !== 'queenOfHeartsExchange') return 'an exchange is open outside its phase';
  const [a, b] = ex.seats;
  if (a === b || a >= s.players || b >= s.players) return 'the exchange does not name two players';
  if (exchangeActors(s).length === 0) return 'both picks are in but the exchange is still open';
  const give = s.options.queenOfHeartsMode === 'giveOwnChoice';
  for (const i of [0, 1] as const) {
    const pick = ex.picks[i];
    const from = s.hands[(give ? ex.seats[i] : ex.seats[1 - i]) as number] as Card[];
    if (pick !== null && !from.includes(pick)) return 'an exchange pick is not in the hand it comes from';
  }
  return null;
}

function fieldProblem(s: SixCardParadeState): string | null {
  const ids = new Set<number>();
  for (const field of s.fields) {
    for (const set of field) {
      if (ids.has(set.id) || set.id >= s.nextSetId) return `set ${set.id} has a bad id`;
      ids.add(set.id);
      if (setKind(set.cards, set.wild, s.options) !== set.kind) return `set ${set.id} is not the ${set.kind} it claims`;
      if (new Set(set.markers).size !== set.markers.length) return `set ${set.id} carries a marker twice`;
    }
  }
  return null;
}

/** What is wrong with a Six Card Parade state, or `null` when it could have been reached. */
export function checkSixCardParadeState(s: SixCardParadeState): string | null {
  if (s.hands.length !== s.players || s.fields.length !== s.players) return 'hands and fields do not match the players';
  if (s.dealer >= s.players || s.turn >= s.players) return 'the dealer or the active seat is not at the table';
  const problem = fieldProblem(s) ?? pendingProblem(s) ?? exchangeProblem(s) ?? eventProblem(s);
  if (problem !== null) return problem;
  if ((s.search !== null) !== (s.phase === 'aceOfHeartsSearch')) return 'the library search does not match the phase';
  if (s.search !== null && (s.search.seat !== s.turn || s.library.length === 0)) {
    return 'the library search is not the active player’s, or there is no library';
  }
  if (s.finalTurnsLeft !== null && s.finalTurnsLeft >= s.players) return 'more final turns are queued than players';
  if (s.finalTurnsLeft !== null && s.options.stallRoundsLimit === null && s.library.length > 0) {
    return 'the end phase started with cards in the library';
  }
  const stageOfPhase =
    s.phase === 'counterWindow'
      ? 'main'
      : s.phase === 'queenOfHeartsExchange'
        ? s.exchange?.resume
        : s.phase === 'aceOfHeartsSearch'
          ? s.search?.resume
          : s.phase;
  if (s.phase !== 'over' && stageOfPhase !== s.stage)
    return `the phase ${s.phase} does not fit the turn's ${s.stage} part`;
  if (s.phase === 'firstDraw' && firstDrawSources(s).length === 0) return 'the First Draw waits on two empty sources';
  if (s.phase !== 'over') return s.winners.length > 0 ? 'there are winners but the game is not over' : null;
  // The game is scored only once the end phase has played its last final turn (S27, S31).
  if (s.finalTurnsLeft !== 0) return 'the game is over before the end phase played its final turns (S27)';
  const winners = winnersOf(s);
  if (winners.length !== s.winners.length || winners.some((w, i) => s.winners[i] !== w)) {
    return 'the winners are not the players with the most points';
  }
  return null;
}
