/**
 * The set play a random move picked, remembered with the type the set-play
 * search (`setPlays.ts`) found for it, so that putting it down (the `playSet`
 * action) need not classify its cards a second time.
 */
import type { Card } from '../../core/cards.js';
import { foundPlayCards, PLAY_KIND, PLAY_WILD } from './setPlays.js';
import { type SetRules, setKind } from './sets.js';
import type { SetKind } from './state.js';

// The play the last random move picked (see pickedPlayCards): its card list
// as built and the cards it held then, its declaration, its type and the
// rules it was found under.
let pickedCards: readonly Card[] | null = null;
const PICKED_CARDS: Card[] = [];
let pickedCount = 0;
let pickedWild: Card | null = null;
let pickedKind: SetKind = 'pair';
let pickedMinStraight = 0;
let pickedUnique: SetRules['uniqueRule'] = 'exactlyOnePerSuit';
let pickedPairsDiffer = false;

/**
 * {@link foundPlayCards} for the play a random move picks, remembered with
 * the type the walk found for it, so that putting it down ({@link playKind})
 * need not classify the cards a second time (a tenth of a set play's time
 * on the fast path).
 */
export function pickedPlayCards(j: number, rules: SetRules): Card[] {
  const cards = foundPlayCards(j);
  pickedCards = cards;
  pickedCount = cards.length;
  for (let k = 0; k < pickedCount; k++) PICKED_CARDS[k] = cards[k] as Card;
  pickedWild = PLAY_WILD[j] as Card | null;
  pickedKind = PLAY_KIND[j] as SetKind;
  pickedMinStraight = rules.minStraightLength;
  pickedUnique = rules.uniqueRule;
  pickedPairsDiffer = rules.pairsMustDiffer;
  return cards;
}

/**
 * The type of `cards` put down as a set with declaration `wild`: {@link setKind}'s
 * answer, taken from what the walk found when they are the card list of the
 * play the last random move picked, still holding the same cards, with the
 * same declaration and rules (the walk classifies a group as setKind does).
 */
export function playKind(cards: readonly Card[], wild: Card | null, rules: SetRules): SetKind | null {
  if (
    cards === pickedCards &&
    wild === pickedWild &&
    rules.minStraightLength === pickedMinStraight &&
    rules.uniqueRule === pickedUnique &&
    rules.pairsMustDiffer === pickedPairsDiffer &&
    samePicked(cards)
  ) {
    return pickedKind;
  }
  return setKind(cards, wild, rules);
}

/** True when `cards` still holds what the picked play's list held when it was built (a caller may have changed it). */
function samePicked(cards: readonly Card[]): boolean {
  if (cards.length !== pickedCount) return false;
  for (let k = 0; k < cards.length; k++) if (cards[k] !== PICKED_CARDS[k]) return false;
  return true;
}
