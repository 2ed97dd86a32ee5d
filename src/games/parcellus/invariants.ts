/**
 * The shape of a stored Parcellus state and the invariants every reachable
 * state keeps, for `restoreState`.
 */
import * as z from 'zod/mini';
import { canonicalKey } from '../../core/canonical.js';
import { type Card, euchreDeck } from '../../core/cards.js';
import { cardSchema, looseObject, strictObject } from '../../core/zodParts.js';
import { parcellusOptionsSchema } from './options.js';
import { climbsOn } from './parcel.js';
import { cardPoints, parcelBonus, roundEndWinners } from './scoring.js';
import type { ParcellusState } from './state.js';

const seat = z.int().check(z.minimum(0), z.maximum(2));
const cards = (max: number) => z.array(cardSchema).check(z.maxLength(max));
const perSeat = <T extends z.core.$ZodType>(t: T) => z.tuple([t, t, t]);
const pass = z.nullable(z.array(cardSchema).check(z.length(3)));

/** The zod schema of a stored Parcellus state. */
export const parcellusStateSchema = strictObject({
  phase: z.enum(['pass', 'act', 'lead', 'over']),
  rng: z.tuple([z.int(), z.int(), z.int(), z.int()]),
  players: z.literal(3),
  options: parcellusOptionsSchema,
  round: z.int().check(z.minimum(1), z.maximum(100_000)),
  dealer: seat,
  hands: perSeat(cards(6)),
  dummy: cards(6),
  passing: perSeat(pass),
  passed: perSeat(pass),
  parcel: cards(24),
  turner: seat,
  lastContributor: z.nullable(seat),
  passes: z.int().check(z.minimum(0), z.maximum(2)),
  toAct: seat,
  captured: perSeat(z.array(cards(24).check(z.minLength(1))).check(z.maxLength(24))),
  unclaimed: cards(24),
  scores: perSeat(z.int().check(z.minimum(0))),
  history: z
    .array(
      strictObject({
        round: z.int().check(z.minimum(1)),
        cardPoints: perSeat(z.int().check(z.minimum(0))),
        bonus: perSeat(z.int().check(z.minimum(0), z.maximum(6))),
        parcels: perSeat(z.int().check(z.minimum(0))),
      }),
    )
    .check(z.maxLength(100_000)),
  winners: z.array(seat).check(z.maxLength(3)),
  events: z.array(looseObject({ type: z.string().check(z.maxLength(32)) })).check(z.maxLength(1000)),
}) as unknown as z.core.$ZodType<ParcellusState>;

const isClimb = (p: readonly Card[]): boolean => p.every((c, i) => i === 0 || climbsOn(p[i - 1] as Card, c));

/** Points of the whole pack: every card captured by one seat in one round (P16). */
const PACK_POINTS = cardPoints(euchreDeck());

/**
 * What is wrong with the rounds a state says were played, or `null`: each round scores at most
 * the pack's points, a parcel is at least a card worth a point, the bonus is what P17 and P18 pay
 * for its parcels, and no round before the last ended the game (P19, P20), nor the last unless the
 * game is over. The rules cannot check hands dealt long ago; they can check that the totals are
 * ones a game can reach.
 */
function historyProblem(s: ParcellusState): string | null {
  const totals = [0, 0, 0];
  // The game ended as a round was scored (the round is not counted on), or, under P19
  // `immediate`, at a capture before its round was scored.
  const endedAtRoundEnd = s.phase === 'over' && s.history.length === s.round;
  for (const [k, r] of s.history.entries()) {
    if (r.round !== k + 1) return `the rounds are not numbered in order (round ${r.round} stands ${k + 1}th)`;
    const points = r.cardPoints.reduce((a, b) => a + b, 0);
    if (points > PACK_POINTS)
      return `round ${r.round} scores ${points} card points, more than the pack's ${PACK_POINTS}`;
    if (r.parcels.reduce((a, b) => a + b, 0) > euchreDeck().length)
      return `round ${r.round} has more parcels than cards`;
    for (let i = 0; i < 3; i++) {
      const parcels = r.parcels[i] ?? 0;
      const cards = r.cardPoints[i] ?? 0;
      // A parcel holds a card at least, and every card is worth a point (P16).
      if (cards < parcels || (parcels === 0) !== (cards === 0)) {
        return `in round ${r.round} seat ${i} scores ${cards} card points from ${parcels} parcels`;
      }
    }
    const bonus = parcelBonus(r.parcels);
    if (bonus.some((b, i) => b !== r.bonus[i])) {
      return `round ${r.round} pays a bonus of ${r.bonus.join('/')}, and its parcels earn ${bonus.join('/')} (P17, P18)`;
    }
    for (let i = 0; i < 3; i++) totals[i] = (totals[i] ?? 0) + (r.cardPoints[i] ?? 0) + (r.bonus[i] ?? 0);
    const ended = roundEndWinners(totals, s.options);
    const last = k === s.history.length - 1;
    if (last && endedAtRoundEnd) {
      if (ended === null)
        return `the game is over, but the last round's totals (${totals.join('/')}) do not end it (P19, P20)`;
      if (canonicalKey(ended) !== canonicalKey(s.winners)) {
        return `after round ${r.round} (${totals.join('/')}) the winners are not the seats at the top`;
      }
    } else if (ended !== null) {
      return `the game would have ended after round ${r.round} (${totals.join('/')}), and it went on`;
    }
  }
  // P19 `immediate`: a capture ends the game at once, the capturer at or above the target.
  if (s.phase === 'over' && !endedAtRoundEnd) {
    const top = Math.max(...s.scores);
    if (top < s.options.targetScore)
      return `the game is over at a top score of ${top}, below the target of ${s.options.targetScore}`;
  }
  return null;
}

/** What is wrong with a Parcellus state, or `null` when it could have been reached. */
export function checkParcellusState(s: ParcellusState): string | null {
  const history = historyProblem(s);
  if (history !== null) return history;
  if (!isClimb(s.parcel)) return 'the parcel does not climb by next rank and colour';
  for (const ps of s.captured) if (!ps.every(isClimb)) return 'a captured parcel does not climb';
  const pending = s.passing.some((p) => p !== null);
  const passedAll = s.passed.every((p) => p !== null);
  if (s.phase !== 'pass' && pending) return `cards are chosen to pass outside the pass phase`;
  if (s.phase !== 'over' && s.winners.length > 0) return 'there are winners but the game is not over';
  if (s.phase !== 'act' && s.passes !== 0) return 'passes are counted outside a parcel';
  const banked = [0, 1, 2].map((i) => s.history.reduce((a, r) => a + (r.cardPoints[i] ?? 0) + (r.bonus[i] ?? 0), 0));
  const immediateEnd = s.phase === 'over' && s.options.winCheck === 'immediate';
  if (!immediateEnd && banked.some((b, i) => b !== s.scores[i])) return 'the scores do not add up to the rounds played';
  if (!immediateEnd && s.history.length !== s.round - (s.phase === 'over' ? 0 : 1)) {
    return 'the round number does not match the rounds scored';
  }
  switch (s.phase) {
    case 'pass':
      if (s.parcel.length > 0 || s.passed.some((p) => p !== null)) return 'play has begun during the pass';
      if (s.hands.some((h) => h.length !== 6) || s.dummy.length !== 6) return 'the pass needs a full deal';
      if (s.passing.some((p, i) => p !== null && (new Set(p).size !== 3 || p.some((c) => !s.hands[i]?.includes(c))))) {
        return 'a chosen pass is not three cards of its hand';
      }
      return null;
    case 'act':
      if (s.parcel.length === 0) return 'no parcel is being built';
      if (!passedAll) return 'the pass is not complete';
      if (s.lastContributor === null && s.parcel.length !== 1) return 'a parcel of several cards has no contributor';
      if ((s.hands[s.toAct] ?? []).length === 0) return 'the seat to act has no cards (it passes automatically)';
      return null;
    case 'lead':
      if (s.parcel.length > 0 || s.dummy.length > 0) return 'a lead needs an empty parcel and an empty dummy';
      if (!passedAll) return 'the pass is not complete';
      if ((s.hands[s.toAct] ?? []).length === 0) return 'the leader has no cards';
      return null;
    case 'over': {
      if (s.winners.length === 0) return 'the game is over without a winner';
      if (s.parcel.length > 0) return 'the game ended with a parcel open';
      const top = Math.max(...s.scores);
      if (s.winners.some((w) => s.scores[w] !== top)) return 'a winner is not at the top';
      return null;
    }
  }
}
