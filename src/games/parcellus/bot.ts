/**
 * A heuristic Parcellus player: it climbs when nobody else can follow (so the
 * parcel is its to take), passes otherwise, and passes away its loneliest cards.
 */
import type { Agent } from '../../agents/agent.js';
import { type Card, rankOf } from '../../core/cards.js';
import { pick } from '../../core/rng.js';
import { climbsOn, followersOf } from './parcel.js';
import type { ParcellusAction } from './state.js';
import type { ParcellusView } from './view.js';

const followers = followersOf;

/** True when nobody else can follow `card`: both followers are in hand or already out of play. */
function safe(card: Card, known: ReadonlySet<Card>): boolean {
  return followers(card).every((f) => known.has(f));
}

/** How much a card is worth keeping: the J♥, and neighbours of the same colour in hand. */
function keepValue(card: Card, hand: readonly Card[]): number {
  let v = card === 'JH' ? 3 : 0;
  for (const other of hand) if (other !== card && (climbsOn(card, other) || climbsOn(other, card))) v += 1;
  return v + (rankOf(card) === 'A' ? 0.1 : 0);
}

/** The heuristic Parcellus agent. */
export const parcellusBot: Agent<ParcellusAction, ParcellusView> = {
  name: 'heuristic',
  act({ view, legalMoves, rng }) {
    const hand = view.hand ?? [];
    const first = legalMoves[0] as ParcellusAction;
    if (first.type === 'passCards') {
      const ranked = [...hand].sort((a, b) => keepValue(a, hand) - keepValue(b, hand));
      const give = ranked.slice(0, 3);
      return legalMoves.find((m) => m.type === 'passCards' && m.cards.every((c) => give.includes(c))) ?? first;
    }
    const known = new Set<Card>([...hand, ...view.parcel, ...view.unclaimed]);
    for (const ps of view.captured) for (const p of ps ?? []) for (const c of p) known.add(c);
    if (first.type === 'lead') {
      const leads = legalMoves.filter((m): m is Extract<ParcellusAction, { type: 'lead' }> => m.type === 'lead');
      const sure = leads.find((m) => safe(m.card, known));
      const backed = leads.find((m) => followers(m.card).some((f) => hand.includes(f)));
      return sure ?? backed ?? pick(rng, leads);
    }
    const plays = legalMoves.filter((m): m is Extract<ParcellusAction, { type: 'play' }> => m.type === 'play');
    const sure = plays.find((m) => safe(m.card, known));
    if (sure) return sure;
    // A big parcel is worth contesting when I can answer whatever follows my card.
    const answerable = (c: Card) => followers(followers(c)[0] as Card).some((f) => hand.includes(f));
    const contest = view.parcel.length >= 3 ? plays.find((m) => answerable(m.card)) : undefined;
    return contest ?? (legalMoves.find((m) => m.type === 'pass') as ParcellusAction);
  },
};
