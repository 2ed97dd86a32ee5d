/**
 * The shape of a stored Frustration Rummy state and the invariants every
 * reachable state keeps, for `restoreState` and the conformance suite.
 */

import * as z from 'zod/mini';
import { canonicalKey } from '../../core/canonical.js';
import { RANKS, SUITS } from '../../core/cards.js';
import { cardSchema, looseObject, strictObject } from '../../core/zodParts.js';
import { maxHandSize } from './buying.js';
import { contractByNumber, contractMeldsOf, currentContract } from './contracts.js';
import { hasMeld } from './meldList.js';
import { meldFault } from './melds.js';
import { rummyOptionsSchema } from './options.js';
import { roundOutcome } from './round.js';
import type { RummyState } from './state.js';

const seat = z.int().check(z.minimum(0), z.maximum(5));
const cards = (max: number) => z.array(cardSchema).check(z.maxLength(max));

const meldSchema = strictObject({
  owner: seat,
  kind: z.enum(['run', 'set', 'pair', 'wilds']),
  cards: cards(14).check(z.minLength(1)),
  rank: z.nullable(z.enum(RANKS)),
  suit: z.nullable(z.enum(SUITS)),
  low: z.int().check(z.minimum(-13), z.maximum(14)),
  contract: z.boolean(),
  pure: z.boolean(),
});

/** The zod schema of a stored Frustration Rummy state. */
export const rummyStateSchema = strictObject({
  phase: z.enum(['draw', 'play', 'layingDown', 'over']),
  rng: z.tuple([z.int(), z.int(), z.int(), z.int()]),
  players: z.int().check(z.minimum(2), z.maximum(6)),
  options: rummyOptionsSchema,
  // Rounds bounded as in Parcellus: a stored state of a million rounds took restoreState 20 s to
  // refuse (zod reports each bad entry), and no game reaches this many (the R30 cap ends it).
  round: z.int().check(z.minimum(1), z.maximum(100_000)),
  dealer: seat,
  toAct: seat,
  completed: z.array(z.int().check(z.minimum(0), z.maximum(14))).check(z.maxLength(6)),
  hands: z.array(cards(200)).check(z.maxLength(6)),
  stock: cards(200),
  discard: cards(200),
  melds: z.array(meldSchema).check(z.maxLength(200)),
  laidDown: z.array(z.boolean()).check(z.maxLength(6)),
  takenUpcard: z.nullable(cardSchema),
  buyable: z.boolean(),
  // R29 option: buys this round, per seat; 10 is the most any option value allows.
  buys: z.array(z.int().check(z.minimum(0), z.maximum(10))).check(z.maxLength(6)),
  turnsWithoutProgress: z.int().check(z.minimum(0)),
  history: z
    .array(
      strictObject({
        round: z.int().check(z.minimum(1)),
        wentOut: z.nullable(seat),
        reason: z.enum(['wentOut', 'packExhausted', 'turnCap']),
        laidDown: z.array(seat).check(z.maxLength(6)),
        advanced: z.array(seat).check(z.maxLength(6)),
      }),
    )
    .check(z.maxLength(100_000)),
  winners: z.array(seat).check(z.maxLength(6)),
  events: z.array(looseObject({ type: z.string().check(z.maxLength(32)) })).check(z.maxLength(1000)),
}) as unknown as z.core.$ZodType<RummyState>;

/** Seats listed once each, in table order, all at the table. */
const seatList = (seats: readonly number[], players: number): boolean =>
  seats.every((x, i) => x < players && (i === 0 || x > (seats[i - 1] as number)));

/**
 * What is wrong with the rounds a state says were played, or `null`: each round's seats are at
 * the table, the seat that went out laid down, the seats that moved up are those the round's end
 * moves up (R24–R26, R28, R30), the game ends at the first round that has a winner and at no
 * other, and each seat's count of completed contracts is the rounds that moved it up.
 */
function historyProblem(s: RummyState): string | null {
  const p = s.players;
  const done: number[] = new Array<number>(p).fill(0);
  for (const [k, r] of s.history.entries()) {
    if (r.round !== k + 1) return `the rounds are not numbered in order (round ${r.round} stands ${k + 1}th)`;
    if (!seatList(r.laidDown, p) || !seatList(r.advanced, p)) return `round ${r.round} lists seats not at the table`;
    if ((r.reason === 'wentOut') !== (r.wentOut !== null))
      return `round ${r.round} ends ${r.reason} with ${r.wentOut === null ? 'nobody' : `seat ${r.wentOut}`} going out`;
    if (r.wentOut !== null && !r.laidDown.includes(r.wentOut)) {
      return `in round ${r.round} seat ${r.wentOut} went out without laying down its contract (R23)`;
    }
    // Who wins under `completeLast` after a pack ran out depends on whose turn it was, which the
    // history does not keep: the seats that move up do not (`from` is then any seat).
    const outcome = roundOutcome(done, r.laidDown, r.wentOut, r.reason, s.options, r.wentOut ?? 0);
    if (canonicalKey(outcome.advanced) !== canonicalKey(r.advanced)) {
      return `round ${r.round} moves up seats ${r.advanced.join(', ') || 'none'}, and its lay-downs move up ${outcome.advanced.join(', ') || 'none'} (R24–R26)`;
    }
    for (const x of r.advanced) done[x] = Math.min((done[x] ?? 0) + 1, 14);
    const ends = r.reason === 'turnCap' || outcome.winners.length > 0;
    const last = k === s.history.length - 1;
    if (ends && !(last && s.phase === 'over')) return `the game would have ended with round ${r.round}, and it went on`;
    if (last && s.phase === 'over' && !ends) return `the game is over, but its last round has no winner (R26)`;
    if (
      last &&
      s.phase === 'over' &&
      r.reason === 'wentOut' &&
      canonicalKey(outcome.winners) !== canonicalKey(s.winners)
    ) {
      return `the winners are not the seat that went out on contract 14 (R26)`;
    }
    if (last && s.phase === 'over' && r.reason === 'turnCap') {
      // The safety cap (R30) shares the win among the seats furthest along.
      const top = Math.max(...done);
      if (canonicalKey(done.flatMap((d, i) => (d === top ? [i] : []))) !== canonicalKey(s.winners)) {
        return 'the winners at the safety cap are not the seats furthest along (R30)';
      }
    }
  }
  if (done.some((d, i) => d !== s.completed[i])) {
    return `the contracts completed (${s.completed.join('/')}) are not the rounds that moved each seat up (${done.join('/')})`;
  }
  return null;
}

/** What is wrong with a Frustration Rummy state, or `null` when it could have been reached. */
export function checkRummyState(s: RummyState): string | null {
  const p = s.players;
  if ([s.completed, s.hands, s.laidDown, s.buys].some((a) => a.length !== p))
    return 'a per-seat list does not match the players';
  const history = historyProblem(s);
  if (history !== null) return history;
  if (s.dealer >= p || s.toAct >= p) return 'the dealer or the active seat is not at the table';
  if ((s.phase === 'over') !== s.winners.length > 0) return 'winners and the end of the game disagree';
  const rounds = s.history.length + (s.phase === 'over' ? 0 : 1);
  if (rounds !== s.round) return 'the round number does not match the rounds played';
  for (const m of s.melds) {
    const fault = meldFault(m, s.options);
    if (fault !== null) return `a meld on the table is not valid: ${fault.message}`;
    const layingNow = s.phase === 'layingDown' && m.owner === s.toAct;
    if (!s.laidDown[m.owner] && !layingNow) return 'a meld belongs to a player who has not laid down';
  }
  for (let seatNo = 0; seatNo < p; seatNo++) {
    const hand = s.hands[seatNo] ?? [];
    const active = seatNo === s.toAct && s.phase !== 'over';
    // R29: buys only with the option, and at most `maxBuysPerRound` of them a round; each adds
    // two cards, so no hand holds more than 14 + 2 × the buys its seat made.
    const buys = s.buys[seatNo] ?? 0;
    if (buys > (s.options.allowBuying ? s.options.maxBuysPerRound : 0)) {
      return `seat ${seatNo} has bought ${buys} times this round, more than the rules allow (R29)`;
    }
    if (hand.length > maxHandSize(buys)) {
      return `seat ${seatNo} holds ${hand.length} cards, more than 14 + 2 × its ${buys} buys (R29)`;
    }
    if (s.laidDown[seatNo]) {
      // Once the game is over, the last round has already moved its seats up a contract: the
      // melds on the table are those of the contract before.
      const movedUp = s.phase === 'over' && (s.history[s.history.length - 1]?.advanced.includes(seatNo) ?? false);
      const contract = movedUp ? contractByNumber(s.completed[seatNo] ?? 0) : currentContract(s, seatNo);
      if (contractMeldsOf(s, seatNo).length !== contract.melds.length) {
        return 'a laid-down player does not have its whole contract on the table';
      }
      if (s.phase !== 'over' && hand.length === 0) return 'a player has an empty hand but the round goes on';
    } else if (!(active && s.phase === 'layingDown')) {
      const want = active && s.phase === 'play' ? 14 : 13;
      // Bought cards (R29 option) come two at a time, the discard and the penalty card, and a
      // seat that has not laid down has melded none of them.
      if (s.phase !== 'over' && hand.length !== want + 2 * buys) {
        return `seat ${seatNo} holds ${hand.length} cards, not ${want + 2 * buys} (${want} and two a buy)`;
      }
    }
  }
  if (s.phase === 'layingDown' && (s.laidDown[s.toAct] || contractMeldsOf(s, s.toAct).length === 0)) {
    return 'a lay-down is under way with no meld, or by a player already laid down';
  }
  // Each contract meld is legal only while the rest stays reachable (R12), so a lay-down under
  // way always has a next meld: a state where it has none would leave its player no move. One
  // such meld is witness enough: the search stops there (a wild-rich hand has thousands).
  if (s.phase === 'layingDown' && !hasMeld(s, s.toAct)) {
    return `seat ${s.toAct} is laying down a contract it cannot finish`;
  }
  // The last action's events end as its phase says: a turn starts after a deal, a discard or a buy;
  // play follows a draw or a table move; a lay-down under way follows a meld; the end follows gameOver.
  const last = s.events[s.events.length - 1]?.type;
  if (last !== undefined) {
    const after: Record<RummyState['phase'], readonly string[]> = {
      draw: ['dealt', 'discarded', 'bought', 'packExhausted'],
      play: ['drew', 'melded', 'laidDown', 'laidOff', 'swappedWild'],
      layingDown: ['melded'],
      over: ['gameOver'],
    };
    if (!after[s.phase].includes(last)) return `the phase ${s.phase} cannot follow a ${last} event`;
  }
  if (s.phase === 'draw' && s.takenUpcard !== null) return 'an upcard is marked taken before the draw';
  if (s.phase === 'draw' && s.stock.length + s.discard.length === 0) return 'nothing is left to draw';
  return null;
}
