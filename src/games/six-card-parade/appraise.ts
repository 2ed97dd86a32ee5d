/**
 * Hand appraisal for the heuristic agent (`bot.ts`): what a hand is worth to
 * its holder, counted in set points. A hand is worth the best way to split it
 * into sets, plus a little for each card left over that may still grow into a
 * set (neighbours and same-rank cards that are still live) and a fixed keep
 * value per Royal. Everything here reads only what a seat may see.
 */
import { type Card, standardDeck } from '../../core/cards.js';
import { type SetPlay, setPlays } from './setPlays.js';
import { SET_POINTS, type SetRules, setRank } from './sets.js';
import type { SixCardParadeView } from './view.js';

/** What a Royal (or the wild King of Hearts) is worth holding, in set points, while the game goes on. */
const KEEP: Readonly<Record<string, number>> = {
  AS: 10,
  AC: 5,
  AH: 8,
  AD: 5,
  KS: 4,
  KC: 3,
  KD: 6,
  KH: 9,
  QS: 1.5,
  QC: 2,
  QH: 1.5,
  QD: 2,
  JS: 3,
  JC: 3,
  JD: 3,
  JH: 3,
};

/** What the appraisal needs to know about the table, read from a view. */
export interface Table {
  /** Set classification options. */
  rules: SetRules;
  /** Cards this seat cannot see (other hands, the library, the buried stable). */
  unseen: Card[];
  /** Unseen cards of each rank 2–10: how live a rank still is. */
  live: number[];
  /** The library is nearly gone: held cards will soon be worth nothing. */
  late: boolean;
  /** The library is empty: only what goes down now counts. */
  last: boolean;
  /** Cost charged for spending the King of Hearts in a set before the end (it can do better later). */
  wildCost: number;
}

/** Every card the view shows somewhere: hand, stable, piles, fields, a pending set, a revealed hand, a searched library. */
function seenCards(v: SixCardParadeView): Set<Card> {
  const seen = new Set<Card>([...(v.hand ?? []), ...v.stable, ...v.discardPile, ...v.removed, ...(v.library ?? [])]);
  for (const f of v.fields) for (const s of f) for (const c of [...s.cards, ...s.markers]) seen.add(c);
  for (const c of v.pending?.cards ?? []) seen.add(c);
  for (const c of v.revealedHand?.cards ?? []) seen.add(c);
  return seen;
}

/** The table as the viewer sees it. */
export function readTable(v: SixCardParadeView): Table {
  const seen = seenCards(v);
  return tableOf(
    v.options,
    standardDeck().filter((c) => !seen.has(c)),
    v.libraryCount,
    v.players,
  );
}

/**
 * The table from the cards a seat cannot see and the library's size: what
 * {@link readTable} reads off a view, and the IS-MCTS playout policy reads off
 * a sampled world.
 */
export function tableOf(rules: SetRules, unseen: Card[], libraryCount: number, players: number): Table {
  const live = new Array<number>(11).fill(0);
  for (const c of unseen) {
    const r = setRank(c);
    if (r !== null) live[r] = (live[r] as number) + 1;
  }
  const last = libraryCount === 0;
  const late = last || libraryCount <= 2 * players;
  return { rules, unseen, live, late, last, wildCost: late ? 0 : 6 };
}

/** A split of a hand into sets, with its value (points less the wild's cost). */
export interface Split {
  /** The value of the sets: their points, less `wildCost` for a King of Hearts spent as a wild. */
  value: number;
  /** The sets, best-paying first. */
  sets: SetPlay[];
  /** The cards in no set. */
  rest: Card[];
}

/** The value of one set play when planning: its points, less the wild's cost when the K♥ is spent as a wild. */
export function playValue(p: SetPlay, table: Table): number {
  return SET_POINTS[p.kind] - (p.wild !== null ? table.wildCost : 0);
}

/**
 * The best split of `hand` into disjoint sets: a search over subsets of the
 * hand (as bit masks), memoised, trying at each step either to leave the lowest
 * card out or to put it in one of the sets that hold it.
 */
export function bestSplit(hand: readonly Card[], table: Table): Split {
  const index = new Map(hand.map((c, i) => [c, i]));
  // The best-valued play for each group of cards (a K♥ may have several declarations).
  const byMask = new Map<number, { play: SetPlay; value: number }>();
  for (const p of setPlays(hand, table.rules)) {
    let mask = 0;
    for (const c of p.cards) mask |= 1 << (index.get(c) as number);
    const value = playValue(p, table);
    const old = byMask.get(mask);
    if (value > 0 && (old === undefined || value > old.value)) byMask.set(mask, { play: p, value });
  }
  const byLow: { mask: number; value: number; play: SetPlay }[][] = hand.map(() => []);
  for (const [mask, e] of byMask) byLow[31 - Math.clz32(mask & -mask)]?.push({ mask, ...e });
  const memo = new Map<number, { value: number; pick: number }>();
  const best = (mask: number): number => {
    if (mask === 0) return 0;
    const hit = memo.get(mask);
    if (hit !== undefined) return hit.value;
    const low = mask & -mask;
    let value = best(mask ^ low);
    let pick = 0;
    for (const e of byLow[31 - Math.clz32(low)] ?? []) {
      if ((e.mask & mask) !== e.mask) continue;
      const v = e.value + best(mask ^ e.mask);
      if (v > value) {
        value = v;
        pick = e.mask;
      }
    }
    memo.set(mask, { value, pick });
    return value;
  };
  const all = (1 << hand.length) - 1;
  const value = best(all);
  const sets: SetPlay[] = [];
  let mask = all;
  while (mask !== 0) {
    const pick = memo.get(mask)?.pick ?? 0;
    if (pick === 0) {
      mask ^= mask & -mask;
      continue;
    }
    sets.push((byMask.get(pick) as { play: SetPlay }).play);
    mask ^= pick;
  }
  sets.sort((a, b) => SET_POINTS[b.kind] - SET_POINTS[a.kind]);
  const used = new Set(sets.flatMap((s) => s.cards));
  return { value, sets, rest: hand.filter((c) => !used.has(c)) };
}

/** How much two loose set cards help each other towards a set: same rank (if still live), or near in rank. */
function synergy(a: Card, b: Card, table: Table): number {
  const ra = setRank(a) as number;
  const rb = setRank(b) as number;
  const d = Math.abs(ra - rb);
  if (d === 0) return 0.5 + 0.4 * Math.min(2, table.live[ra] as number);
  if (d > 3) return 0;
  return (d === 1 ? 0.5 : d === 2 ? 0.3 : 0.15) + (a[1] === b[1] ? 0.15 : 0);
}

/** A loose set card's hopes are capped: it ends up in one set at most, worth a few points at best. */
const SYNERGY_CAP = 2;

/** The worth of one loose card among the loose set cards `naturals`: a Royal's keep value, a set card's synergy. */
function looseCardValue(c: Card, naturals: readonly Card[], table: Table): number {
  const keep = KEEP[c];
  if (keep !== undefined) return keep;
  let hope = 0;
  for (const d of naturals) if (d !== c) hope += synergy(c, d, table);
  return 0.3 + Math.min(SYNERGY_CAP, hope);
}

/** The worth of the cards left out of every set: Royals by their keep value, set cards by their synergy. */
export function looseValue(rest: readonly Card[], table: Table): number {
  if (table.last) return 0;
  let total = 0;
  const naturals = rest.filter((c) => setRank(c) !== null);
  for (const c of rest) total += looseCardValue(c, naturals, table);
  return total;
}

/**
 * A quick guess at the card of `hand` that costs least to give up, from one
 * split instead of one appraisal per card: a loose card costs its own worth
 * and the synergy it lends the other loose cards; a card in a set costs its
 * share of the set's value. For playouts, where the full comparison (`bot.ts`)
 * is too slow.
 */
export function cheapestCard(hand: readonly Card[], table: Table): Card | undefined {
  const split = bestSplit(hand, table);
  const naturals = split.rest.filter((c) => setRank(c) !== null);
  let best: Card | undefined;
  let least = Number.POSITIVE_INFINITY;
  for (const c of split.rest) {
    const own = table.last ? 0 : looseCardValue(c, naturals, table);
    // A set card's hopes count twice: its own and the ones it lends its neighbours.
    const cost = setRank(c) === null ? own : 2 * own;
    if (cost < least) {
      least = cost;
      best = c;
    }
  }
  if (best !== undefined) return best;
  for (const s of split.sets) {
    const cost = playValue(s, table) / s.cards.length;
    if (cost < least) {
      least = cost;
      best = s.cards.find((c) => c !== 'KH') ?? s.cards[0];
    }
  }
  return best;
}

/** What `hand` is worth to its holder: its best split plus its loose cards. */
export function handValue(hand: readonly Card[], table: Table): number {
  const split = bestSplit(hand, table);
  return split.value + looseValue(split.rest, table);
}

/** The average worth of `hand` with one card more, over `cards` (e.g. the unseen cards). */
export function meanValueWith(hand: readonly Card[], cards: readonly Card[], table: Table): number {
  if (cards.length === 0) return handValue(hand, table);
  let total = 0;
  for (const c of cards) total += handValue([...hand, c], table);
  return total / cards.length;
}

/** The hand without one copy of `card`. */
export function without(hand: readonly Card[], ...cards: Card[]): Card[] {
  return hand.filter((c) => !cards.includes(c));
}
