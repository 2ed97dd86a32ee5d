/**
 * Scoring: a point a captured card, the J♥ worth 3, the 6-point bonus for most
 * parcels split evenly, the target of 30 and play-on after a tie (P16–P21).
 */
import type { Card } from '../../core/cards.js';
import type { Score, Seat } from '../../core/game.js';
import { deal } from './pass.js';
import { leftOf, type ParcellusState, type RoundResult } from './state.js';

/** Points for a set of captured cards: the J♥ is worth 3, every other card 1 (P16). */
export function cardPoints(cards: readonly Card[]): number {
  let n = 0;
  for (const c of cards) n += c === 'JH' ? 3 : 1;
  return n;
}

/** Points for a seat's captured parcels (no `flat()`: this runs every round of every playout). */
function parcelsPoints(parcels: readonly (readonly Card[])[]): number {
  let n = 0;
  for (const p of parcels) n += cardPoints(p);
  return n;
}

/** The 6-point bonus split among the seats with most parcels: 6, 3+3 or 2+2+2 (P17, P18). */
export function parcelBonus(parcels: readonly number[]): number[] {
  const most = Math.max(...parcels);
  const leaders = parcels.filter((p) => p === most).length;
  return parcels.map((p) => (p === most ? 6 / leaders : 0));
}

/** The result of the round so far, from the captured parcels. */
export function roundResult(state: ParcellusState): RoundResult {
  const parcels = state.captured.map((c) => c.length);
  return {
    round: state.round,
    cardPoints: state.captured.map(parcelsPoints),
    bonus: parcelBonus(parcels),
    parcels,
  };
}

function finish(state: ParcellusState, winners: Seat[]): void {
  state.phase = 'over';
  state.winners = winners;
  state.events.push({ type: 'gameOver', winners: [...winners], totals: [...state.scores] });
}

/**
 * Scores the round, then ends the game when a total reaches the target with one
 * player strictly highest (or shared, by option), else deals the next round with
 * the deal moving left (P19, P20).
 */
export function endRound(state: ParcellusState): void {
  const result = roundResult(state);
  state.scores = state.scores.map((s, i) => s + (result.cardPoints[i] ?? 0) + (result.bonus[i] ?? 0));
  state.history.push(result);
  state.events.push({ type: 'roundScored', result, totals: [...state.scores] });
  const top = Math.max(...state.scores);
  if (top >= state.options.targetScore) {
    const leaders = state.scores.flatMap((s, i) => (s === top ? [i] : []));
    if (leaders.length === 1 || state.options.tieAtTarget === 'shared') {
      finish(state, leaders);
      return;
    }
  }
  state.round += 1;
  state.dealer = leftOf(state.dealer);
  deal(state, null);
}

/**
 * P19 `immediate`: when `capturer`'s banked total plus this round's captured
 * cards reaches the target, the game ends at once; the round's cards are banked
 * and no bonus is paid. Returns true when the game ended.
 */
export function winImmediately(state: ParcellusState, capturer: Seat): boolean {
  const running = state.scores.map((s, i) => s + parcelsPoints(state.captured[i] ?? []));
  if ((running[capturer] ?? 0) < state.options.targetScore) return false;
  state.scores = running;
  finish(state, [capturer]);
  return true;
}

/** The public score: banked totals, whether the game is over, the winners. */
export function score(state: ParcellusState): Score {
  return { points: [...state.scores], over: state.phase === 'over', winners: [...state.winners] };
}
