/**
 * Leaf evaluation for Six Card Parade's IS-MCTS: what a sampled world is worth
 * to each seat when a playout stops. A seat's worth is its field's points plus
 * its hand's appraised worth (`appraise.ts`, from the cards that seat cannot
 * see); its reward is its lead over the best other seat, squashed between 0
 * and 1 on a scale that narrows as the library runs out. At the end of the
 * game the hands count for nothing and the scale is tight, so the reward is
 * the win with its margin as a tie-break.
 */
import type { Card } from '../../core/cards.js';
import type { Seat } from '../../core/game.js';
import { handValue, tableOf } from './appraise.js';
import { pointsOf } from './scoring.js';
import type { SixCardParadeState } from './state.js';

/** The cards `seat` cannot see: the library, the other hands (but a revealed one) and the buried stable. */
export function unseenBy(state: SixCardParadeState, seat: Seat, revealed: Seat | null): Card[] {
  const unseen = [...state.library];
  for (let s = 0; s < state.players; s++) if (s !== seat && s !== revealed) unseen.push(...(state.hands[s] as Card[]));
  if (!state.options.stableShowsAll) unseen.push(...state.stable.slice(0, -1));
  return unseen;
}

/** Settings of {@link sixCardParadeEvaluator}. */
export interface EvaluatorOptions {
  /** Weight of the hand's appraised worth against points on the field. Default 1. */
  handWeight?: number;
  /** Points of lead that make a reward of about 0.73 at the end of the game. Default 5. */
  scale?: number;
  /** Points added to the scale per card left in the library (the more to play, the less a lead is worth). Default 1. */
  scalePerCard?: number;
}

/** Each seat's worth in a sampled world: field points plus, before the end, its hand's appraised worth. */
export function worths(state: SixCardParadeState, handWeight = 1): number[] {
  const points = pointsOf(state);
  if (state.phase === 'over' || handWeight === 0) return points;
  return points.map((p, seat) => {
    const table = tableOf(state.options, unseenBy(state, seat, null), state.library.length, state.players);
    return p + handWeight * handValue(state.hands[seat] as Card[], table);
  });
}

/**
 * An IS-MCTS `evaluate` for Six Card Parade: each seat's lead in worth over
 * the best other seat, through a logistic curve.
 */
export function sixCardParadeEvaluator(options: EvaluatorOptions = {}): (state: SixCardParadeState) => number[] {
  const handWeight = options.handWeight ?? 1;
  const scale = options.scale ?? 5;
  const perCard = options.scalePerCard ?? 1;
  return (state) => {
    const w = worths(state, handWeight);
    const t = scale + (state.phase === 'over' ? 0 : perCard * state.library.length);
    return w.map((x, seat) => {
      let best = Number.NEGATIVE_INFINITY;
      for (let s = 0; s < w.length; s++) if (s !== seat) best = Math.max(best, w[s] as number);
      return 1 / (1 + Math.exp(-(x - best) / t));
    });
  };
}
