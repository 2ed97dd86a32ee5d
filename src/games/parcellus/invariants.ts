/**
 * The shape of a stored Parcellus state and the invariants every reachable
 * state keeps, for `restoreState`.
 */
import { z } from 'zod';
import type { Card } from '../../core/cards.js';
import { cardSchema } from '../../core/schema.js';
import { parcellusOptionsSchema } from './options.js';
import { climbsOn } from './parcel.js';
import type { ParcellusState } from './state.js';

const seat = z.number().int().min(0).max(2);
const cards = (max: number) => z.array(cardSchema).max(max);
const perSeat = <T extends z.ZodType>(t: T) => z.tuple([t, t, t]);
const pass = z.array(cardSchema).length(3).nullable();

/** The zod schema of a stored Parcellus state. */
export const parcellusStateSchema = z.strictObject({
  phase: z.enum(['pass', 'act', 'lead', 'over']),
  rng: z.tuple([z.number().int(), z.number().int(), z.number().int(), z.number().int()]),
  players: z.literal(3),
  options: parcellusOptionsSchema,
  round: z.number().int().min(1).max(100_000),
  dealer: seat,
  hands: perSeat(cards(6)),
  dummy: cards(6),
  passing: perSeat(pass),
  passed: perSeat(pass),
  parcel: cards(24),
  turner: seat,
  lastContributor: seat.nullable(),
  passes: z.number().int().min(0).max(2),
  toAct: seat,
  captured: perSeat(z.array(cards(24).min(1)).max(24)),
  unclaimed: cards(24),
  scores: perSeat(z.number().int().min(0)),
  history: z
    .array(
      z.strictObject({
        round: z.number().int().min(1),
        cardPoints: perSeat(z.number().int().min(0)),
        bonus: perSeat(z.number().int().min(0).max(6)),
        parcels: perSeat(z.number().int().min(0)),
      }),
    )
    .max(100_000),
  winners: z.array(seat).max(3),
  events: z.array(z.looseObject({ type: z.string().max(32) })).max(1000),
}) as unknown as z.ZodType<ParcellusState>;

const isClimb = (p: readonly Card[]): boolean => p.every((c, i) => i === 0 || climbsOn(p[i - 1] as Card, c));

/** What is wrong with a Parcellus state, or `null` when it could have been reached. */
export function checkParcellusState(s: ParcellusState): string | null {
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
