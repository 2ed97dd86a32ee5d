/**
 * Melds: runs, sets, pairs and the six wilds; which cards are wild where
 * (R5–R9, R13–R16), and whether a meld is valid. One function decides validity
 * for every use: laying down, extra melds, lay-offs and the table invariant.
 */
import { type Card, prettyCard, prettyRank, RANKS, type Rank, type Suit } from '../../core/cards.js';
import type { MessageParam } from '../../core/message.js';
import { Refusal } from './errorWords.js';
import type { RummyOptions } from './options.js';
import type { MeldKind } from './state.js';

/** The value of a rank in a run: ace 1 (or 14 at the high end), 2–10, J 11, Q 12, K 13. */
export const RANK_VALUE: Record<Rank, number> = Object.fromEntries(
  RANKS.map((r) => [r, r === 'A' ? 1 : RANKS.indexOf(r) + 2]),
) as Record<Rank, number>;

/** The rank of each value 1–13 (index 0 unused). */
export const VALUE_RANK: readonly Rank[] = ['A', 'A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];

/** True for a Joker. */
export function isJoker(card: Card): boolean {
  return card.charCodeAt(0) === 74 && card.charCodeAt(1) === 75; // "JK"
}

/** True for a card that can be wild: a Joker, a 2 or a 3. */
export function isWildCapable(card: Card): boolean {
  const c = card[0];
  return c === '2' || c === '3' || isJoker(card);
}

/** True for a card whose rank fixes a meld (neither a 2, a 3 nor a Joker): it can only be natural. */
export function isPlainCard(card: Card): boolean {
  return !isWildCapable(card);
}

/** The rank standing in run slot `pos` (1 = low ace … 14 = high ace; any integer when wrapping, R5). */
export function rankAtSlot(pos: number): Rank {
  const v = ((((pos - 1) % 13) + 13) % 13) + 1;
  return VALUE_RANK[v] as Rank;
}

/** How a card counts in a meld, or `null` when it does not belong there. */
export type CardRole = 'natural' | 'wild' | null;

/**
 * A card's role in a set of `rank` (R7, R9): natural when it is of that rank
 * (2s and 3s only when the option allows), wild when it is a Joker, 2 or 3.
 */
export function roleInSet(card: Card, rank: Rank, allSameRank: boolean, o: RummyOptions): CardRole {
  if (isJoker(card)) return 'wild';
  if (card[0] === rank) {
    if ((rank === '2' || rank === '3') && o.naturalTwosThreesInSets === 'onlyAllSame' && !allSameRank) return 'wild';
    return 'natural';
  }
  return isWildCapable(card) ? 'wild' : null;
}

/**
 * A card's role in slot `pos` of a run of `suit` (`null`: mixed suits, R15): natural
 * when it is that slot's rank and the run's suit; a 2 or 3 there only when the
 * option says so (R6); otherwise wild if it can be, else it does not fit.
 */
export function roleInRun(card: Card, pos: number, suit: Suit | null, o: RummyOptions): CardRole {
  if (isJoker(card)) return 'wild';
  const rank = card[0] as Rank;
  if (rank === rankAtSlot(pos) && (suit === null || card[1] === suit)) {
    if ((rank === '2' || rank === '3') && !o.naturalTwosThreesInRuns) return 'wild';
    return 'natural';
  }
  return isWildCapable(card) ? 'wild' : null;
}

/** True when `wild` wild cards beside `natural` natural ones keep the ratio (R8). */
export function ratioAllows(wild: number, natural: number, o: RummyOptions): boolean {
  return o.wildRatio === 'notMoreThanNatural' ? wild <= natural : wild < natural;
}

/** The most wild cards a meld of `size` may hold under the ratio (R8). */
export function maxWilds(size: number, o: RummyOptions): number {
  let w = Math.floor(size / 2);
  while (w > 0 && !ratioAllows(w, size - w, o)) w--;
  return w;
}

/**
 * R10: the wilds a run of `length` cards holds when it is put down longer than its minimum — as
 * many as the ratio allows with its naturals balanced against them: as many wilds as naturals under
 * `notMoreThanNatural`, one fewer under `lessThanHalf` (`4♥ JK JK 7♥`, `4♥ 5♥ JK JK JK 9♥`); `-1`
 * when no run of that length is such a run (a length of the other parity). Such runs, with a natural
 * card at each end, are the only legal runs with no legal minimum-size start.
 */
export function fullRatioWilds(length: number, o: RummyOptions): number {
  const w = maxWilds(length, o);
  const gap = o.wildRatio === 'notMoreThanNatural' ? 0 : 1;
  return w > 0 && length - 2 * w === gap ? w : -1;
}

/**
 * The lengths a meld of minimum size `r.size` may be put down at (R10): that size, then, for a run,
 * each longer length (up to 13, the longest run, R5) of a full-ratio run; only its minimum for a
 * set, a run that takes no wilds (`pure`, contract 5) or the run of 13 (`mixed`).
 */
export function runStartLengths(
  r: { kind: MeldKind; size: number; pure: boolean; mixed: boolean },
  o: RummyOptions,
): number[] {
  const out = [r.size];
  if (r.kind !== 'run' || r.pure || r.mixed) return out;
  for (let n = r.size + 1; n <= 13; n++) if (fullRatioWilds(n, o) > 0) out.push(n);
  return out;
}

/**
 * Why run `m`, put down longer than its minimum `min`, is not a full-ratio run (R10), or `null`
 * when it is one: the full ratio's number of wilds and a natural card at each end. (`meldFault`
 * checks the rest of the run.)
 */
export function fullRatioFault(m: MeldShape, min: number, o: RummyOptions): MeldFault | null {
  const length = m.cards.length;
  let wild = 0;
  for (let i = 0; i < length; i++) if (roleInRun(m.cards[i] as Card, m.low + i, m.suit, o) === 'wild') wild++;
  const end = (i: number): boolean => roleInRun(m.cards[i] as Card, m.low + i, m.suit, o) === 'natural';
  const full = fullRatioWilds(length, o);
  if (!m.pure && full > 0 && wild === full && end(0) && end(length - 1)) return null;
  return new Refusal('WRONG_MELD_SIZE', 'fullRatioOnly', { min, ratio: o.wildRatio });
}

/** The parts of a meld that decide whether it is valid. */
export interface MeldShape {
  /** The kind of meld. */
  kind: MeldKind;
  /** Its cards, a run's low to high. */
  cards: readonly Card[];
  /** A set's or pair's rank (`null`: all Jokers). */
  rank: Rank | null;
  /** A run's suit (`null`: mixed, the run of 13). */
  suit: Suit | null;
  /** A run's first slot. */
  low: number;
  /** No wild card allowed (contract 5, and the pure run of R14). */
  pure: boolean;
}

/** Why a meld is not valid: an error code and the broken rule, as a message an app can translate. */
export interface MeldFault {
  /** The error code. */
  readonly code: 'NOT_A_MELD' | 'TOO_MANY_WILDS' | 'RUN_TOO_LONG' | 'WILD_NOT_ALLOWED' | 'WRONG_MELD_SIZE';
  /** The rule, for people, in English. */
  readonly message: string;
  /** The message's id in the game's catalogue (`rummy.error.<name>`). */
  readonly messageId: string;
  /** The values of its placeholders (cards and ranks in their pretty form). */
  readonly params: Readonly<Record<string, MessageParam>>;
}

type FaultCode = MeldFault['code'];

/** Counts natural and wild cards of a set of `rank` (and whether its natural cards mix suits), or the first card that does not belong. */
function setCounts(
  cards: readonly Card[],
  rank: Rank,
  o: RummyOptions,
): { natural: number; wild: number; bad: Card | null; mixedSuits: boolean } {
  const allSame = cards.every((c) => c[0] === rank && !isJoker(c));
  let natural = 0;
  let wild = 0;
  let suit: string | null = null;
  let mixedSuits = false;
  for (const c of cards) {
    const role = roleInSet(c, rank, allSame, o);
    if (role === null) return { natural, wild, bad: c, mixedSuits };
    if (role === 'natural') {
      natural++;
      if (suit === null) suit = c[1] as string;
      else if (c[1] !== suit) mixedSuits = true;
    } else wild++;
  }
  return { natural, wild, bad: null, mixedSuits };
}

/**
 * Why `m` is not a valid meld, or `null` when it is. Sizes required by a
 * contract or by the extra-meld rule are checked by the caller; this checks the
 * meld itself: its cards belong, runs fit the ranks A–K (R5), and the wild
 * ratio holds (R8), with the all-Joker / all-2s / all-3s exception (R9).
 */
export function meldFault(m: MeldShape, o: RummyOptions): MeldFault | null {
  const r = meldRefusal(m, o);
  // Plain data for a caller (JSON, a deep equality): the refusal's English is made once, here.
  return r === null ? null : { code: r.code, message: r.message, messageId: r.messageId, params: r.params };
}

/**
 * {@link meldFault} as a {@link Refusal}, its English made only when read: for the rule checks
 * and the move lists, which try many melds that fail.
 */
export function meldRefusal(m: MeldShape, o: RummyOptions): Refusal<FaultCode> | null {
  const n = m.cards.length;
  if (m.kind === 'wilds') {
    const bad = m.cards.find((c) => !isWildCapable(c));
    return bad === undefined ? null : new Refusal<FaultCode>('NOT_A_MELD', 'notWildCapable', { card: prettyCard(bad) });
  }
  if (m.kind === 'set' || m.kind === 'pair') {
    const kind = m.kind;
    if (m.rank === null) {
      if (m.kind === 'pair' && o.sevenPairsWild === 'none') {
        return new Refusal<FaultCode>('WILD_NOT_ALLOWED', 'jokerPairBanned');
      }
      const bad = m.cards.find((c) => !isJoker(c));
      return bad === undefined
        ? null
        : new Refusal<FaultCode>('NOT_A_MELD', 'allJokers', { kind, card: prettyCard(bad) });
    }
    const rank = m.rank;
    const { natural, wild, bad, mixedSuits } = setCounts(m.cards, rank, o);
    if (bad !== null) {
      return new Refusal<FaultCode>('NOT_A_MELD', 'notOfRank', { card: prettyCard(bad), kind, rank: prettyRank(rank) });
    }
    if (natural === 0) {
      return new Refusal<FaultCode>('TOO_MANY_WILDS', 'noNaturals', { kind, rank: prettyRank(rank) });
    }
    if (m.kind === 'pair' && o.sevenPairsWild === 'none' && wild > 0) {
      return new Refusal<FaultCode>('WILD_NOT_ALLOWED', 'pairsNoWilds');
    }
    if (!ratioAllows(wild, natural, o)) {
      return tooManyWilds(kind, wild, natural, o);
    }
    const allTwosThrees = (rank === '2' || rank === '3') && wild === 0;
    if (m.kind === 'set' && o.setsRequireSameSuit && mixedSuits && !allTwosThrees) {
      return new Refusal<FaultCode>('NOT_A_MELD', 'setOneSuit');
    }
    return null;
  }
  // A run.
  if (n > 13) return new Refusal<FaultCode>('RUN_TOO_LONG', 'runTooLong');
  if (!o.allowWrap && (m.low < 1 || m.low + n - 1 > 14)) return new Refusal<FaultCode>('RUN_TOO_LONG', 'noWrap');
  let natural = 0;
  let wild = 0;
  for (let i = 0; i < n; i++) {
    const c = m.cards[i] as Card;
    const pos = m.low + i;
    const role = roleInRun(c, pos, m.suit, o);
    if (role === null) {
      return m.suit === null
        ? new Refusal<FaultCode>('NOT_A_MELD', 'runSlotRank', {
            card: prettyCard(c),
            slot: i + 1,
            rank: prettyRank(rankAtSlot(pos)),
          })
        : new Refusal<FaultCode>('NOT_A_MELD', 'runSlotCard', {
            card: prettyCard(c),
            slot: i + 1,
            want: prettyCard(`${rankAtSlot(pos)}${m.suit}`),
          });
    }
    if (role === 'natural') natural++;
    else wild++;
  }
  if (m.pure && wild > 0) {
    return new Refusal<FaultCode>('WILD_NOT_ALLOWED', 'pureRun');
  }
  if (!ratioAllows(wild, natural, o)) return tooManyWilds('run', wild, natural, o);
  return null;
}

function tooManyWilds(kind: MeldKind, wild: number, natural: number, o: RummyOptions): Refusal<FaultCode> {
  return new Refusal<FaultCode>('TOO_MANY_WILDS', 'tooManyWilds', { kind, wild, natural, ratio: o.wildRatio });
}

/** The slot a run's first card would take so that card `i` is natural, or `null` when `card` cannot fix it. */
export function lowFromCard(card: Card, i: number, o: RummyOptions): number | null {
  if (!isPlainCard(card)) return null;
  const v = RANK_VALUE[card[0] as Rank];
  if (o.allowWrap) return ((((v - i - 1) % 13) + 13) % 13) + 1;
  if (v === 1) return i === 0 ? 1 : 14 - i;
  return v - i;
}

/** The slot number of a rank named as a run's low end: `A` is the low ace. */
export function lowOfRank(rank: Rank): number {
  return RANK_VALUE[rank];
}

/**
 * A quick test that the natural `card` extends a meld on the table: a set of
 * its rank or either end of a run of its suit (the ace at the top of a run
 * that reaches the king). It skips the wild ratio, which a natural card only
 * helps, and the closed kinds (pairs, six wilds), which take nothing.
 */
export function fitsTable(
  melds: readonly { kind: MeldKind; rank: Rank | null; suit: Suit | null; low: number; cards: readonly Card[] }[],
  card: Card,
): boolean {
  const rank = card[0] as Rank;
  const v = RANK_VALUE[rank];
  for (const m of melds) {
    if (m.kind === 'set' && m.rank === rank) return true;
    if (m.kind === 'run' && m.suit === card[1]) {
      const high = m.low + m.cards.length;
      if (v === m.low - 1 || v === high || (v === 1 && high === 14)) return true;
    }
  }
  return false;
}
