/**
 * A heuristic Parcellus player: it climbs whenever the parcel is not already
 * its own, with the card the others are least likely to follow (it counts
 * cards), keeps what is already its own, and passes away its loneliest cards.
 */
import type { Agent } from '../../core/agent.js';
import { type Card, rankOf } from '../../core/cards.js';
import type { Seat } from '../../core/game.js';
import { pick, type Rng } from '../../core/rng.js';
import { climbsOn, followersOf } from './parcel.js';
import type { ParcellusAction, ParcellusState } from './state.js';
import type { ParcellusView } from './view.js';

const followers = followersOf;

/** How much a card is worth keeping: the J♥, and neighbours of the same colour in hand. */
function keepValue(card: Card, hand: readonly Card[]): number {
  let v = card === 'JH' ? 3 : 0;
  for (const other of hand) if (other !== card && (climbsOn(card, other) || climbsOn(other, card))) v += 1;
  return v + (rankOf(card) === 'A' ? 0.1 : 0);
}

/**
 * The chance that no opponent can follow `card`: each follower not seen yet is
 * in an opponent's hand with probability (cards in their hands) / (cards unseen).
 */
function noFollowChance(card: Card, known: ReadonlySet<Card>, pInOpponentHand: number): number {
  let p = 1;
  for (const f of followers(card)) if (!known.has(f)) p *= 1 - pInOpponentHand;
  return p;
}

/** The heuristic Parcellus agent. */
export const parcellusBot: Agent<ParcellusAction, ParcellusView> = {
  name: 'heuristic',
  act({ seat, view, legalMoves, rng }) {
    const hand = view.hand ?? [];
    const first = legalMoves[0] as ParcellusAction;
    if (first.type === 'passCards') {
      const ranked = [...hand].sort((a, b) => keepValue(a, hand) - keepValue(b, hand));
      const give = ranked.slice(0, 3);
      return legalMoves.find((m) => m.type === 'passCards' && m.cards.every((c) => give.includes(c))) ?? first;
    }
    // Measured (npm run bench:agents): which card is led hardly matters, so any will do.
    if (first.type === 'lead') return pick(rng, legalMoves);
    const pass = legalMoves.find((m) => m.type === 'pass') as ParcellusAction;
    const plays = legalMoves.filter((m): m is Extract<ParcellusAction, { type: 'play' }> => m.type === 'play');
    // The parcel is already mine (or, as turner of a lone card, mine if everyone passes):
    // keep it, and keep my cards for parcels of their own.
    const mine = view.lastContributor === seat || (view.lastContributor === null && view.turner === seat);
    if (mine || plays.length === 0) return pass;
    // Otherwise always climb: a pass leaves the parcel to someone else, and every card held
    // back must be led later anyway. Climb with the card the others are least likely to follow.
    const known = new Set<Card>([...hand, ...view.parcel, ...view.unclaimed]);
    for (const ps of view.captured) for (const p of ps ?? []) for (const c of p) known.add(c);
    const unseen = 24 - known.size;
    const opponentCards = view.handCounts.reduce((a, n, i) => (i === seat ? a : a + n), 0);
    const pIn = unseen > 0 ? Math.min(1, opponentCards / unseen) : 0;
    let best = plays[0] as Extract<ParcellusAction, { type: 'play' }>;
    for (const m of plays) if (noFollowChance(m.card, known, pIn) > noFollowChance(best.card, known, pIn)) best = m;
    return best;
  },
};

/**
 * The heuristic's rule on a full state, cheap enough for IS-MCTS playouts:
 * climb unless the parcel is already yours; anything else at random.
 */
export function parcellusPlayoutPolicy(
  state: ParcellusState,
  seat: Seat,
  moves: ParcellusAction[],
  rng: Rng,
): ParcellusAction {
  if (state.phase !== 'act') return pick(rng, moves);
  const mine = state.lastContributor === seat || (state.lastContributor === null && state.turner === seat);
  const play = mine ? undefined : moves.find((m) => m.type === 'play');
  return play ?? (moves[moves.length - 1] as ParcellusAction);
}
