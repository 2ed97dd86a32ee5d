/**
 * Scoring: a point a captured card, the J♥ worth 3, the 6-point bonus for most
 * parcels split evenly, the target of 30 and play-on after a tie (P16–P21).
 */

import type { Card } from '../../core/cards.js';
import { optionsOf, pushTo } from '../../core/draft.js';
import { emit } from '../../core/events.js';
import type { Score, Seat } from '../../core/game.js';
import { deal } from './deal.js';
import type { ParcellusOptions } from './options.js';
import { capturedOf, leftOf, type ParcellusState, type RoundResult, scoresOf } from './state.js';

/** Points for a set of captured cards: the J♥ is worth 3, every other card 1 (P16). */
export function cardPoints(cards: readonly Card[]): number {
  // Indexed, not for…of: inside `apply` the piles are frozen, and Node 20 iterates a frozen array slowly.
  let n = 0;
  for (let i = 0; i < cards.length; i++) n += cards[i] === 'JH' ? 3 : 1;
  return n;
}

/** Points for a seat's captured parcels (no `flat()`: this runs every round of every playout). */
function parcelsPoints(parcels: readonly (readonly Card[])[]): number {
  let n = 0;
  for (let i = 0; i < parcels.length; i++) n += cardPoints(parcels[i] as readonly Card[]);
  return n;
}

/**
 * The 6-point bonus split among the seats with most parcels: 6, 3+3 or 2+2+2
 * (P17, P18). A round in which nobody captured a parcel pays none (P18).
 */
export function parcelBonus(parcels: readonly number[]): number[] {
  let most = 0;
  let leaders = 0;
  for (let i = 0; i < parcels.length; i++) {
    const p = parcels[i] as number;
    if (p > most) {
      most = p;
      leaders = 1;
    } else if (p === most) leaders++;
  }
  // With no parcel captured nobody has "the most": there is no one to split the
  // six points among, so a round can pay nothing (P18). A loop, not `map` with a
  // closure made on each call: this runs at the end of every round of every playout.
  const bonus: number[] = [];
  for (let i = 0; i < parcels.length; i++) bonus.push(most > 0 && parcels[i] === most ? 6 / leaders : 0);
  return bonus;
}

/** The result of the round so far, from the captured parcels. */
export function roundResult(state: ParcellusState): RoundResult {
  // Plain loops: this runs at the end of every round of every playout.
  const parcels: number[] = [];
  const points: number[] = [];
  const captured = capturedOf(state);
  for (let i = 0; i < captured.length; i++) {
    const c = captured[i] as readonly (readonly Card[])[];
    parcels.push(c.length);
    points.push(parcelsPoints(c));
  }
  return { round: state.round, cardPoints: points, bonus: parcelBonus(parcels), parcels };
}

function finish(state: ParcellusState, winners: Seat[]): void {
  state.phase = 'over';
  state.winners = winners;
  emit(state, { type: 'gameOver', winners: [...winners], totals: [...scoresOf(state)] });
}

/**
 * Scores the round, then ends the game when a total reaches the target with one
 * player strictly highest (or shared, by option), else deals the next round with
 * the deal moving left (P19, P20).
 */
export function endRound(state: ParcellusState): void {
  const result = roundResult(state);
  const scores: number[] = [];
  let top = Number.NEGATIVE_INFINITY;
  // Not a plain read: inside `apply` a drafted array here would make immer
  // walk every array this action replaces when it finishes (see core/draft.ts).
  const banked = scoresOf(state);
  for (let i = 0; i < banked.length; i++) {
    const s = (banked[i] as number) + (result.cardPoints[i] ?? 0) + (result.bonus[i] ?? 0);
    scores.push(s);
    if (s > top) top = s;
  }
  state.scores = scores;
  pushTo(state, 'history', result);
  emit(state, { type: 'roundScored', result, totals: scores.slice() });
  const winners = top >= optionsOf(state).targetScore ? roundEndWinners(scores, optionsOf(state)) : null;
  if (winners !== null) {
    finish(state, winners);
    return;
  }
  state.round += 1;
  state.dealer = leftOf(state.dealer);
  deal(state, null);
}

/**
 * Who wins when a round ends at these totals: the seat strictly highest once a
 * total reaches the target, or every seat tied at the top under `tieAtTarget:
 * 'shared'`; `null` while play goes on, after a tie at the top included (P19,
 * P20). The round's end and the check of stored histories both ask it.
 */
export function roundEndWinners(
  scores: readonly number[],
  options: Pick<ParcellusOptions, 'targetScore' | 'tieAtTarget'>,
): Seat[] | null {
  let top = Number.NEGATIVE_INFINITY;
  for (const s of scores) if (s > top) top = s;
  if (top < options.targetScore) return null;
  const leaders: Seat[] = [];
  for (let i = 0; i < scores.length; i++) if (scores[i] === top) leaders.push(i);
  return leaders.length === 1 || options.tieAtTarget === 'shared' ? leaders : null;
}

/**
 * P19 `immediate`: when `capturer`'s banked total plus this round's captured
 * cards reaches the target and stands alone at the top (or shares it, under
 * `tieAtTarget: 'shared'`), the game ends at once; the round's cards are banked
 * and no bonus is paid. A capture that only reaches a top already tied at or
 * above the target (after a round P20 played on) does not end it (P20:
 * "highest total wins"). Returns true when the game ended.
 */
export function winImmediately(state: ParcellusState, capturer: Seat): boolean {
  const captured = capturedOf(state);
  const running = scoresOf(state).map((s, i) => s + parcelsPoints(captured[i] ?? []));
  const mine = running[capturer] ?? 0;
  if (mine < optionsOf(state).targetScore) return false;
  // Only the capturer's total moved, so the game can end only with the capturer at the top.
  const leaders: Seat[] = [];
  for (let i = 0; i < running.length; i++) {
    const r = running[i] as number;
    if (r > mine) return false;
    if (r === mine) leaders.push(i);
  }
  if (leaders.length > 1 && optionsOf(state).tieAtTarget !== 'shared') return false;
  state.scores = running;
  finish(state, leaders);
  return true;
}

/** The public score: banked totals, whether the game is over, the winners. */
export function score(state: ParcellusState): Score {
  return { points: [...state.scores], over: state.phase === 'over', winners: [...state.winners] };
}
