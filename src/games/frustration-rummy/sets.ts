/**
 * Can a list of sets (or pairs) still be made from a hand? With suits free in
 * sets (R3) only ranks matter, so the hand collapses to 13 rank counts plus
 * the Jokers (2s and 3s count under their rank: natural in their own set, wild
 * elsewhere, R7), and identical requirements are filled in rising rank order,
 * so each combination is tried once. This keeps the reachability check of R12
 * fast on set contracts (3 Sets of 4, 4 Sets of 3, 7 Pairs).
 */
import type { Rank } from '../../core/cards.js';
import type { Requirement } from './contracts.js';
import { maxWilds, VALUE_RANK } from './melds.js';
import type { RummyOptions } from './options.js';
import { searchSteps } from './searchSteps.js';

/** Rank counts: index 1–13 by value (ace 1), index 0 the Jokers. */
export type RankCounts = number[];

/** Collapses type counts (see `cardTypes.ts`) into rank counts, reading only the `held` types (every other count is 0). */
export function rankCounts(counts: readonly number[], held: readonly number[]): RankCounts {
  // A literal, not `new Array(14).fill(0)`: `fill` is a runtime call in V8.
  const c = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  for (const t of held) {
    const v = rankSlot(t);
    c[v] = (c[v] as number) + (counts[t] as number);
  }
  return c;
}

/** Where card type `t` (see `cardTypes.ts`: `(value - 1) * 4 + suit`, Jokers 52) counts in rank counts. */
export function rankSlot(t: number): number {
  return t >= 52 ? 0 : (t >> 2) + 1;
}

/**
 * The memo key of a `canMakeSets` node. With no banned ranks and at most 7 cards of
 * any rank (nearly always), an exact integer under 2^53 — 3 bits per rank count, then
 * `from` and `minOrder` — which a Map hashes far faster than a string; else a string
 * (a Map keeps numbers and strings apart).
 */
function setsKey(
  c: RankCounts,
  from: number,
  minOrder: number,
  banned: readonly (Rank | null)[],
  most: number,
): string | number {
  if (banned.length > 0 || most > 7 || from > 7) {
    return `s${from}|${minOrder}|${banned.join()}|${String.fromCharCode.apply(null, c)}`;
  }
  let key = 0;
  for (let v = 13; v >= 0; v--) key = key * 8 + (c[v] as number);
  return (key * 8 + from) * 16 + minOrder;
}

/** The place of the all-Joker set in the order identical sets are filled: after every rank value (1–13). */
const ALL_JOKERS_ORDER = 14;

/**
 * True when the sets `reqs[from…]` can all be made from `c`, each of rank order
 * (its value, the all-Joker set 14) at least `minOrder` while it repeats the
 * previous requirement, avoiding the `banned` ranks (R11 option).
 */
export function canMakeSets(
  c: RankCounts,
  reqs: readonly Requirement[],
  from: number,
  minOrder: number,
  banned: readonly (Rank | null)[],
  o: RummyOptions,
  memo: Map<string | number, boolean>,
): boolean {
  searchSteps.count++;
  if (from === reqs.length) return true;
  const req = reqs[from] as Requirement;
  const k = req.size;
  const wmax = req.kind === 'pair' && o.sevenPairsWild === 'none' ? 0 : maxWilds(k, o);
  // Each set needs at least k - wmax naturals of its rank, or k Jokers.
  const fewest = Math.max(1, k - wmax);
  // Not `reqs[-1]` at the first requirement: an index below 0 is a named-property lookup in V8.
  const prev = from > 0 ? reqs[from - 1] : undefined;
  const start = prev !== undefined && prev.kind === req.kind && prev.size === k ? minOrder : 1;
  const distinct = o.contractSetsDistinctRanks && req.kind === 'set';
  const jokersAllowed = req.kind === 'set' || o.sevenPairsWild === 'ratio';
  // The most frequent call, in closed form: exact, so neither the bounds below nor the memo
  // (whose key would cost more than that pass) come first.
  if (from === reqs.length - 1) return lastSetFits(c, k, fewest, start, jokersAllowed, distinct ? banned : null, o);
  // A quick bound, before the memo key is built (most nodes that fail end here).
  // Like the bound on `room`, this reads the sets left as all alike (so are those of every contract).
  // A second bound on the cards: the sets left take k cards each, and a card can only be a Joker,
  // a 2 or a 3 (`usable` starts with them all) or a natural of a rank able to hold a set (at least
  // `fewest` of it), at most k for each set that rank can hold.
  let room = Math.floor((c[0] as number) / k);
  let most = c[0] as number;
  let usable = (c[0] as number) + (c[2] as number) + (c[3] as number);
  for (let v = 1; v <= 13; v++) {
    const n = c[v] as number;
    if (n > most) most = n;
    // Most ranks hold fewer than `fewest` cards: skip the division for them.
    if (n < fewest) continue;
    const sets = n < 2 * fewest ? 1 : Math.floor(n / fewest);
    room += sets;
    if (v !== 2 && v !== 3) usable += Math.min(n, sets * k);
  }
  const left = reqs.length - from;
  if (room < left || usable < left * k || !wildsMayFill(c, k, fewest, left)) return false;
  const key = setsKey(c, from, minOrder, banned, most);
  const known = memo.get(key);
  if (known !== undefined) return known;
  let ok = false;
  for (let v = Math.max(start, 1); v <= 13 && !ok; v++) {
    const rank = VALUE_RANK[v] as Rank;
    if (distinct && banned.includes(rank)) continue;
    const nat = c[v] as number;
    const onlyAll = (v === 2 || v === 3) && o.naturalTwosThreesInSets === 'onlyAllSame';
    const j = c[0] as number;
    const twos = v === 2 ? 0 : (c[2] as number);
    const threes = v === 3 ? 0 : (c[3] as number);
    const nextBanned = distinct ? [...banned, rank] : banned;
    for (let n = Math.min(k, nat); n >= Math.max(1, k - wmax) && !ok; n--) {
      const w = k - n;
      if (onlyAll && w > 0) continue;
      if (j + twos + threes < w) continue;
      c[v] = nat - n;
      // Split the wilds among Jokers, 2s and 3s.
      for (let a = Math.min(j, w); a >= 0 && !ok; a--) {
        for (let b = Math.min(twos, w - a); b >= 0 && !ok; b--) {
          const d = w - a - b;
          if (d > threes) continue;
          c[0] = j - a;
          if (v !== 2) c[2] = (c[2] as number) - b;
          if (v !== 3) c[3] = (c[3] as number) - d;
          ok = canMakeSets(c, reqs, from + 1, v, nextBanned, o, memo);
          c[0] = j;
          if (v !== 2) c[2] = (c[2] as number) + b;
          if (v !== 3) c[3] = (c[3] as number) + d;
        }
      }
      c[v] = nat;
    }
  }
  if (
    !ok &&
    jokersAllowed &&
    start <= ALL_JOKERS_ORDER &&
    (c[0] as number) >= k &&
    !(distinct && banned.includes(null))
  ) {
    c[0] = (c[0] as number) - k;
    ok = canMakeSets(c, reqs, from + 1, ALL_JOKERS_ORDER, distinct ? [...banned, null] : banned, o, memo);
    c[0] = (c[0] as number) + k;
  }
  memo.set(key, ok);
  return ok;
}

/**
 * The search of `canMakeSets` in closed form when one set is left: true when a set of `k` cards,
 * at least `fewest` of them naturals of its rank, of rank order `start` or more and of no rank
 * in `banned` (`null`: none banned), can be made from `c`. Every choice ends the search, so a
 * rank will do when its naturals, as many as the set takes, leave no more slots than the wilds
 * held apart from that rank (no slot at all when its 2s or 3s are natural only all alike); else
 * k Jokers, where `jokers` allows an all-Joker set. `LastSetReach` asks it for its fixed set.
 */
export function lastSetFits(
  c: RankCounts,
  k: number,
  fewest: number,
  start: number,
  jokers: boolean,
  banned: readonly (Rank | null)[] | null,
  o: RummyOptions,
): boolean {
  for (let v = Math.max(start, 1); v <= 13; v++) {
    const n = Math.min(k, c[v] as number);
    if (n < fewest || banned?.includes(VALUE_RANK[v] as Rank)) continue;
    const wilds = (c[0] as number) + (v === 2 ? 0 : (c[2] as number)) + (v === 3 ? 0 : (c[3] as number));
    if ((v === 2 || v === 3) && o.naturalTwosThreesInSets === 'onlyAllSame' ? n === k : wilds >= k - n) return true;
  }
  return jokers && start <= ALL_JOKERS_ORDER && (c[0] as number) >= k && !banned?.includes(null);
}

/** Sets of each cost in wilds (1 to k) on offer, by `wildsMayFill`: one buffer, cleared a call. */
const partial = new Int32Array(16);

/**
 * False when `left` sets of `k` cards (each with at least `fewest` naturals of its rank) cannot
 * be made from `c` for want of wilds; true when they may. Every wild a set takes comes from the
 * Jokers, 2s and 3s held, and so does every card of a set of 2s, of 3s or of Jokers (k each);
 * a set of another rank takes k less its naturals. So the `left` cheapest sets may cost no more
 * than the Jokers, 2s and 3s held: a rank of n naturals gives sets of naturals alone (n / k of
 * them), then one that takes k·(sets + 1) − n wilds, while it has `fewest` naturals for each.
 * Bans, the order of identical sets and the wild ratio are left to the search: this is looser
 * than it, never tighter (a test holds it to the search). It ends at the root most searches of
 * 3 Sets of 4 that a hand of many pairs starts, where the count of cards alone passes.
 */
export function wildsMayFill(c: RankCounts, k: number, fewest: number, left: number): boolean {
  if (k >= partial.length) return true;
  for (let w = 1; w <= k; w++) partial[w] = 0;
  let sets = 0;
  for (let v = 1; v <= 13; v++) {
    const n = c[v] as number;
    if (n < fewest || v === 2 || v === 3) continue;
    const most = Math.floor(n / fewest);
    const whole = Math.min(most, Math.floor(n / k));
    sets += whole;
    if (most > whole) {
      const w = k * (whole + 1) - n;
      partial[w] = (partial[w] as number) + 1;
    }
  }
  if (sets >= left) return true;
  let need = left - sets;
  let cost = 0;
  for (let w = 1; w <= k && need > 0; w++) {
    const take = Math.min(need, partial[w] as number);
    cost += take * w;
    need -= take;
  }
  cost += need * k;
  return cost <= (c[0] as number) + (c[2] as number) + (c[3] as number);
}

/**
 * True when the whole of `c` splits into pairs (7 Pairs uses every card, R13):
 * a closed form, since every pair is two cards of a rank, a card and a wild,
 * or two wild cards that pair among themselves (2-2, 3-3, Joker-Joker, and,
 * when 2s count as natural in a pair of 2s, 2-3, 2-Joker, 3-Joker).
 */
export function canPairAll(c: RankCounts, o: RummyOptions): boolean {
  const jokerPairs = o.sevenPairsWild === 'ratio';
  const wildOk = jokerPairs && maxWilds(2, o) >= 1;
  const j = c[0] as number;
  const twos = c[2] as number;
  const threes = c[3] as number;
  let odd = 0;
  let plain = 0;
  for (let v = 1; v <= 13; v++) {
    if (v === 2 || v === 3) continue;
    plain += c[v] as number;
    if ((c[v] as number) % 2 === 1) odd++;
  }
  if (!wildOk) return odd === 0 && twos % 2 === 0 && threes % 2 === 0 && (jokerPairs ? j % 2 === 0 : j === 0);
  if (o.naturalTwosThreesInSets === 'matchingRank') return odd <= j + twos + threes;
  // Only all-2s and all-3s pairs hold natural 2s and 3s: the wilds given to plain cards leave even counts behind.
  for (let x = 0; x <= twos; x++) {
    for (let y = 0; y <= threes; y++) {
      for (let z = 0; z <= j; z++) {
        const given = x + y + z;
        if (given < odd || (given - odd) % 2 !== 0 || given > plain) continue;
        if ((twos - x) % 2 === 0 && (threes - y) % 2 === 0 && (j - z) % 2 === 0) return true;
      }
    }
  }
  return false;
}
