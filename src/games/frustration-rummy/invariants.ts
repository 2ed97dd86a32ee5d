/**
 * The shape of a stored Frustration Rummy state and the invariants every
 * reachable state keeps, for `restoreState` and the conformance suite.
 */

import { z } from 'zod';
import { RANKS, SUITS } from '../../core/cards.js';
import { cardSchema } from '../../core/schema.js';
import { contractByNumber, contractMeldsOf, currentContract } from './contracts.js';
import { listedMeld, listMelds } from './meldList.js';
import { meldFault } from './melds.js';
import { rummyOptionsSchema } from './options.js';
import type { RummyState } from './state.js';

const seat = z.number().int().min(0).max(5);
const cards = (max: number) => z.array(cardSchema).max(max);

const meldSchema = z.strictObject({
  owner: seat,
  kind: z.enum(['run', 'set', 'pair', 'wilds']),
  cards: cards(14).min(1),
  rank: z.enum(RANKS).nullable(),
  suit: z.enum(SUITS).nullable(),
  low: z.number().int().min(-13).max(14),
  contract: z.boolean(),
  pure: z.boolean(),
});

/** The zod schema of a stored Frustration Rummy state. */
export const rummyStateSchema = z.strictObject({
  phase: z.enum(['draw', 'play', 'layingDown', 'over']),
  rng: z.tuple([z.number().int(), z.number().int(), z.number().int(), z.number().int()]),
  players: z.number().int().min(2).max(6),
  options: rummyOptionsSchema,
  // Rounds bounded as in Parcellus: a stored state of a million rounds took restoreState 20 s to
  // refuse (zod reports each bad entry), and no game reaches this many (the R30 cap ends it).
  round: z.number().int().min(1).max(100_000),
  dealer: seat,
  toAct: seat,
  completed: z.array(z.number().int().min(0).max(14)).max(6),
  hands: z.array(cards(200)).max(6),
  stock: cards(200),
  discard: cards(200),
  melds: z.array(meldSchema).max(200),
  laidDown: z.array(z.boolean()).max(6),
  takenUpcard: cardSchema.nullable(),
  buyable: z.boolean(),
  // R29 option: buys this round, per seat; 10 is the most any option value allows.
  buys: z.array(z.number().int().min(0).max(10)).max(6),
  turnsWithoutProgress: z.number().int().min(0),
  history: z
    .array(
      z.strictObject({
        round: z.number().int().min(1),
        wentOut: seat.nullable(),
        reason: z.enum(['wentOut', 'packExhausted', 'turnCap']),
        laidDown: z.array(seat).max(6),
        advanced: z.array(seat).max(6),
      }),
    )
    .max(100_000),
  winners: z.array(seat).max(6),
  events: z.array(z.looseObject({ type: z.string().max(32) })).max(1000),
}) as unknown as z.ZodType<RummyState>;

/** What is wrong with a Frustration Rummy state, or `null` when it could have been reached. */
export function checkRummyState(s: RummyState): string | null {
  const p = s.players;
  if ([s.completed, s.hands, s.laidDown, s.buys].some((a) => a.length !== p))
    return 'a per-seat list does not match the players';
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
    if (hand.length > 14 + 2 * buys) {
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
  if (s.phase === 'layingDown' && listMelds(s, s.toAct, new Map(), listedMeld, { stopAfter: 1 }).length === 0) {
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
