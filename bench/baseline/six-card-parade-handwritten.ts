/**
 * A reference point for `npm run bench`, not part of the library: random Six
 * Card Parade games (default options, issue 35) played by hand-written mutable
 * code on typed arrays of card numbers, rank counts and suit masks, with no
 * allocation per move, as a performance-minded programmer would write one game
 * for one purpose. The bench runs it beside the engine's fast path in the same
 * thread so that their ratio, not a figure from another machine or another
 * day, says how close the engine is.
 *
 * It plays the engine's very games: the deal and every chance event of the
 * rules (J♦, Q♠, Q♣, the A♥'s shuffle) from the engine's generator seeded with
 * the game's seed, as the state's own generator is; the choices from the
 * caller's generator, drawn as the bench's fast-path loop draws them (a seat
 * picked among several actors, then `randomMove`'s one draw among the legal
 * moves in the engine's list order). So every rule of the defaults is here,
 * and the move lists are in the engine's order: set plays by the walk over the
 * natural cards lowest rank first, the Royal moves in ROYALS order, and the
 * rest. test/bench/six-card-parade-handwritten.test.ts holds it to the engine
 * move by move.
 *
 * Cards are 0–51 in the standard deck's order (suit-major ♠ ♥ ♦ ♣, ranks
 * 2 … A within a suit), so a hand in deck order (the Q♦) is a sorted one.
 */
import { SET_KINDS } from '../../src/games/six-card-parade/state.js';
import { createRng, type Rng, randomInt } from '../../src/index.js';

const RANK_CHARS = '23456789TJQKA';
const SUIT_CHARS = 'SHDC';
const card = (rank: string, suit: string): number => SUIT_CHARS.indexOf(suit) * 13 + RANK_CHARS.indexOf(rank);
/** The engine's name of a card, for the test's trace only. */
export const cardName = (c: number): string => `${RANK_CHARS[c % 13]}${SUIT_CHARS[Math.floor(c / 13)]}`;

const KH = card('K', 'H');
const AS = card('A', 'S');
const AC = card('A', 'C');
const QC = card('Q', 'C');

// The Royals in the engine's ROYALS order: the bit of each in a hand's Royal
// mask, so the Royal moves come in the engine's order by taking bits lowest first.
const ROYALS = ['AS', 'AC', 'AH', 'AD', 'KS', 'KC', 'KD', 'QS', 'QC', 'QH', 'QD', 'JS', 'JC', 'JH', 'JD'];
const R_AS = 0;
const R_AC = 1;
const R_AH = 2;
const R_AD = 3;
const R_KS = 4;
const R_KC = 5;
const R_KD = 6;
const R_QS = 7;
const R_QC = 8;
const R_QH = 9;
const R_QD = 10;
const R_JS = 11;
const R_JC = 12;
const R_JH = 13;
const R_JD = 14;
/** By card: its Royal index, or -1 (set cards and the King of Hearts). */
const ROYAL_OF = new Int8Array(52).fill(-1);
/** By Royal index: its card. */
const ROYAL_CARD = new Int8Array(15);
ROYALS.forEach((name, k) => {
  const c = card(name[0] as string, name[1] as string);
  ROYAL_OF[c] = k;
  ROYAL_CARD[k] = c;
});
/** By card: its set rank 2–10, or 0 (Royals and the King of Hearts). */
const RANK_OF = new Int8Array(52);
/** By card: its suit bit (♠ 1, ♥ 2, ♦ 4, ♣ 8). */
const SUIT_BIT = new Int8Array(52);
for (let c = 0; c < 52; c++) {
  RANK_OF[c] = c % 13 <= 8 ? (c % 13) + 2 : 0;
  SUIT_BIT[c] = 1 << Math.floor(c / 13);
}
/** The card of set rank `r` (2–10) and suit index `s`. */
const cardOf = (r: number, s: number): number => s * 13 + r - 2;

// Set types, as numbers, with the rule text's points.
const PAIR = 0;
const THREE_OF_A_KIND = 1;
const TWO_PAIR = 2;
const UNIQUE_TWO_PAIR = 3;
const THREE_PAIR = 4;
const FOUR_OF_A_KIND = 5;
const FIVE_OF_A_KIND = 6;
const STRAIGHT = 7;
const SUITED_STRAIGHT = 8;
const UNIQUE_STRAIGHT = 9;
const ACE_OF_SPADES_KING_OF_HEARTS = 10;
const POINTS = [5, 15, 15, 25, 25, 30, 40, 25, 35, 50, 100];
/** The engine's names of the types, for the test's step-by-step check only. */
const KIND_NAMES = SET_KINDS;

/**
 * The best type a group fits with no spare card, or -1, from its shape: `n`
 * cards, `distinct` ranks, `odd` of them held an odd number of times, lowest
 * and highest rank, suit mask. The defaults: straights of four or more, a
 * unique straight exactly one card a suit, pairs of different ranks.
 */
function classify(n: number, distinct: number, odd: number, lo: number, hi: number, suits: number): number {
  if (n < 2) return -1;
  if (distinct === 1)
    return n === 2 ? PAIR : n === 3 ? THREE_OF_A_KIND : n === 4 ? FOUR_OF_A_KIND : n === 5 ? FIVE_OF_A_KIND : -1;
  if (distinct === n) {
    if (hi - lo !== n - 1) return -1;
    if (n === 4 && suits === 15) return UNIQUE_STRAIGHT;
    if (n < 4) return -1;
    return (suits & (suits - 1)) === 0 ? SUITED_STRAIGHT : STRAIGHT;
  }
  if (odd !== 0) return -1;
  if (n === 4 && distinct === 2) return suits === 15 ? UNIQUE_TWO_PAIR : TWO_PAIR;
  if (n === 6 && distinct === 3) return THREE_PAIR;
  return -1;
}

/**
 * Appends to WILD/KIND from `at` every declaration of a King of Hearts
 * joining the group (rank counts `counts` from `base`, its shape) that makes
 * a set, ranks lowest first, then suits ♠ ♥ ♦ ♣; returns the end. Only a rank
 * held, or one within a rank of a group that could be a straight, can fit.
 */
function wilds(
  counts: Int8Array,
  base: number,
  ranks: number,
  n: number,
  suits: number,
  distinct: number,
  odd: number,
  lo: number,
  hi: number,
  wildOut: Int8Array,
  kindOut: Int8Array,
  at: number,
): number {
  let found = at;
  const run = distinct === n && hi - lo + 1 <= n + 1 && n + 1 >= 4;
  let tried = run ? ranks | (((1 << (hi + 2)) - (1 << (lo - 1))) & 0x7fc) : ranks;
  for (; tried !== 0; tried &= tried - 1) {
    const r = 31 - Math.clz32(tried & -tried);
    const c = counts[base + r] as number;
    const d = c === 0 ? distinct + 1 : distinct;
    const o = c % 2 === 0 ? odd + 1 : odd - 1;
    // A rank held in a group of several ranks gives only pairs.
    if (c > 0 && d > 1 && (o !== 0 || (n !== 3 && n !== 5))) continue;
    const l = Math.min(r, lo);
    const h = Math.max(r, hi);
    for (let s = 0; s < 4; s++) {
      const kind = classify(n + 1, d, o, l, h, suits | (1 << s));
      if (kind >= 0) {
        wildOut[found] = cardOf(r, s);
        kindOut[found] = kind;
        found++;
      }
    }
  }
  return found;
}

// ---- The table -------------------------------------------------------------

let P = 3;
const HAND = new Int8Array(4 * 52); // seat s's hand at s * 52, in the engine's order
const HLEN = new Int32Array(4);
const LIB = new Int8Array(52); // LIB[libHead] is the top card, LIB[libEnd - 1] the bottom
let libHead = 0;
let libEnd = 0;
const STABLE = new Int8Array(52); // the last card is the top
let stableLen = 0;
const DISCARD = new Int8Array(64);
let discardLen = 0;
// Fields: set ids in field order. Sets by id: rank counts (the King of Hearts
// as the card it stands for), size, suit mask, declaration, type, markers.
const FIELD = new Int8Array(4 * 32);
const FLEN = new Int32Array(4);
const SET_COUNTS = new Int8Array(32 * 11);
const SET_N = new Int8Array(32);
const SET_SUITS = new Int8Array(32);
const SET_WILD = new Int8Array(32);
const SET_KIND = new Int8Array(32);
const SET_KC = new Uint8Array(32);
const SET_KD = new Uint8Array(32);
let nextSetId = 0;

const FIRST_DRAW = 0;
const MAIN = 1;
const POST_DRAW = 2;
const COUNTER_WINDOW = 3;
const QH_EXCHANGE = 4;
const AH_SEARCH = 5;
const OVER = 6;
let phase = FIRST_DRAW;
let turn = 0;
let finalTurnsLeft = -1; // -1: the end phase has not started

// The set in the counter window: its cards sorted as the table shows them, its declaration and type; who has answered.
const PEND_CARDS = new Int8Array(16);
let pendLen = 0;
let pendWild = -1;
let pendKind = 0;
let answered = 0; // bit per seat
let counteredBy = -1;
// The Q♥ exchange: the two seats, their picks (-1 none yet), where the turn resumes.
let exA = 0;
let exB = 0;
let pickA = -1;
let pickB = -1;
let resume = MAIN;

/** The engine's random generator of the state (deal and chance events), re-seeded every game. */
let chance: Rng = createRng(0);

function removeAt(seat: number, i: number): void {
  const base = seat * 52;
  const last = (HLEN[seat] as number) - 1;
  for (let k = i; k < last; k++) HAND[base + k] = HAND[base + k + 1] as number;
  HLEN[seat] = last;
}
function removeCard(seat: number, c: number): void {
  const base = seat * 52;
  const len = HLEN[seat] as number;
  for (let k = 0; k < len; k++) {
    if (HAND[base + k] === c) {
      removeAt(seat, k);
      return;
    }
  }
}
function addCard(seat: number, c: number): void {
  HAND[seat * 52 + (HLEN[seat] as number)] = c;
  HLEN[seat] = (HLEN[seat] as number) + 1;
}
function holds(seat: number, c: number): boolean {
  const base = seat * 52;
  const len = HLEN[seat] as number;
  for (let k = 0; k < len; k++) if (HAND[base + k] === c) return true;
  return false;
}
const spend = (c: number): void => {
  DISCARD[discardLen++] = c;
};

/** Takes library card `i` (from the top) out; the shorter side moves. */
function takeLibrary(i: number): number {
  const at = libHead + i;
  const c = LIB[at] as number;
  if (i < libEnd - at) {
    for (let k = at; k > libHead; k--) LIB[k] = LIB[k - 1] as number;
    libHead++;
  } else {
    for (let k = at; k < libEnd - 1; k++) LIB[k] = LIB[k + 1] as number;
    libEnd--;
  }
  return c;
}

function startTurn(seat: number): void {
  turn = seat;
  phase = libEnd === libHead && stableLen === 0 ? MAIN : FIRST_DRAW;
}

function endOfTurn(): void {
  if (finalTurnsLeft < 0 && libEnd === libHead) finalTurnsLeft = P;
  if (finalTurnsLeft >= 0) {
    if (finalTurnsLeft === 0) {
      phase = OVER;
      return;
    }
    finalTurnsLeft--;
  }
  startTurn((turn + 1) % P);
}

// ---- Set plays: the walk over the natural cards, lowest rank first -----------

// The hand's natural cards: hand position by natural index, and walk entries
// (rank << 10 | natural index << 4 | suit bit) sorted by rank, then hand order.
const NAT_POS = new Int8Array(52);
const WALK = new Int32Array(52);
let walkCount = 0;
const W_COUNTS = new Int8Array(11);
let wN = 0;
let wSuits = 0;
let wDistinct = 0;
let wOdd = 0;
let wLo = 0;
let wRanks = 0;
let wMost = 0;
let wSpare = 0;
// The plays found: natural-index mask, declaration (-1 none), type.
const MAX_PLAYS = 1 << 16;
const PLAY_MASK = new Int32Array(MAX_PLAYS);
const PLAY_WILD = new Int8Array(MAX_PLAYS);
const PLAY_KIND = new Int8Array(MAX_PLAYS);
let playCount = 0;
/** The Royals of the hand the last findSetPlays read (bit per ROYALS index). */
let royalsHeld = 0;

/** True when cards of a higher rank may still make the group a set (see the engine's `promising`, S14–S18). */
function promising(n: number, hi: number): boolean {
  if (wDistinct === 1 && n < 5) return true;
  if (wDistinct === n && hi - wLo + 1 - n <= wSpare) return true;
  if (n >= 6 || wMost > 2) return false;
  return wOdd - ((W_COUNTS[hi] as number) % 2) <= wSpare;
}

function walkSets(from: number, mask: number, hi: number, hasKH: boolean): void {
  for (let k = from; k < walkCount; k++) {
    const e = WALK[k] as number;
    const r = e >> 10;
    // Past a gap no straight can fill and with more odd ranks than the King of Hearts can pair, nothing more is a set.
    if (wN > 0 && r > hi + 1 + wSpare && wOdd > wSpare) break;
    const savedSuits = wSuits;
    const savedMost = wMost;
    if (wN === 0) wLo = r;
    const before = W_COUNTS[r] as number;
    if (before === 0) {
      wDistinct++;
      wRanks |= 1 << r;
    }
    wOdd += before % 2 === 0 ? 1 : -1;
    W_COUNTS[r] = before + 1;
    if (before + 1 > wMost) wMost = before + 1;
    const n = ++wN;
    wSuits = savedSuits | (e & 15);
    const m = mask | (1 << ((e >> 4) & 63));
    const plain = classify(n, wDistinct, wOdd, wLo, r, wSuits);
    if (plain >= 0) {
      PLAY_MASK[playCount] = m;
      PLAY_WILD[playCount] = -1;
      PLAY_KIND[playCount] = plain;
      playCount++;
    }
    if (hasKH) {
      const end = wilds(W_COUNTS, 0, wRanks, n, wSuits, wDistinct, wOdd, wLo, r, PLAY_WILD, PLAY_KIND, playCount);
      for (let j = playCount; j < end; j++) PLAY_MASK[j] = m;
      playCount = end;
    }
    const next = k + 1;
    if (next < walkCount && ((WALK[next] as number) >> 10 <= r + 1 + wSpare || wOdd <= wSpare) && promising(n, r)) {
      walkSets(next, m, r, hasKH);
    }
    wN = n - 1;
    W_COUNTS[r] = before;
    wOdd -= before % 2 === 0 ? 1 : -1;
    if (before === 0) {
      wDistinct--;
      wRanks &= ~(1 << r);
    }
    wMost = savedMost;
    wSuits = savedSuits;
  }
}

/** Finds every set `seat`'s hand can put down, in the engine's order; records the Royals held. */
function findSetPlays(seat: number): number {
  const base = seat * 52;
  const len = HLEN[seat] as number;
  let nat = 0;
  let ranks = 0;
  let twice = 0;
  let hasKH = false;
  royalsHeld = 0;
  for (let k = 0; k < len; k++) {
    const c = HAND[base + k] as number;
    const r = RANK_OF[c] as number;
    if (r === 0) {
      if (c === KH) hasKH = true;
      else royalsHeld |= 1 << (ROYAL_OF[c] as number);
      continue;
    }
    twice |= ranks & (1 << r);
    ranks |= 1 << r;
    NAT_POS[nat] = k;
    WALK[nat] = (r << 10) | (nat << 4) | (SUIT_BIT[c] as number);
    nat++;
  }
  playCount = 0;
  let keep = ranks;
  if (!hasKH) {
    // Without the King of Hearts a card is in a set only with another of its rank or in a run of four ranks.
    const run = ranks & (ranks >> 1) & (ranks >> 2) & (ranks >> 3);
    if (twice === 0 && run === 0) return 0;
    keep = twice | run | (run << 1) | (run << 2) | (run << 3);
  }
  let w = 0;
  for (let k = 0; k < nat; k++) {
    const e = WALK[k] as number;
    if ((keep & (1 << (e >> 10))) === 0) continue;
    let j = w++;
    for (; j > 0 && (WALK[j - 1] as number) > e; j--) WALK[j] = WALK[j - 1] as number;
    WALK[j] = e;
  }
  walkCount = w;
  wN = 0;
  wSuits = 0;
  wDistinct = 0;
  wRanks = 0;
  wOdd = 0;
  wMost = 0;
  wSpare = hasKH ? 1 : 0;
  walkSets(0, 0, 0, hasKH);
  if (hasKH && (royalsHeld & (1 << R_AS)) !== 0) {
    PLAY_MASK[playCount] = 0;
    PLAY_WILD[playCount] = -1;
    PLAY_KIND[playCount] = ACE_OF_SPADES_KING_OF_HEARTS;
    playCount++;
  }
  return playCount;
}

// ---- King of Spades extensions: the walk over the hand's natural cards in hand order ----

const EXT_POS = new Int8Array(52);
const EXT_RANK = new Int8Array(52);
const EXT_SUIT = new Int8Array(52);
const EXT_LATER = new Int32Array(53);
let extCount = 0;
const E_COUNTS = new Int8Array(11);
let eN = 0;
let eSuits = 0;
let eDistinct = 0;
let eOdd = 0;
let eLo = 11;
let eHi = 1;
let eRanks = 0;
let eOddRanks = 0;
let eWithKH = false;
// The extensions found, over all own sets: target set, hand-position mask of the natural cards, declaration (-1), type.
const MAX_EXT = 1 << 16;
const EXT_SET = new Int8Array(MAX_EXT);
const EXT_MASK = new Int32Array(MAX_EXT);
const EXT_WILD = new Int8Array(MAX_EXT);
const EXT_KIND = new Int8Array(MAX_EXT);
let extFound = 0;
let extSetId = 0;
const WILD_BUF = new Int8Array(40);
const KIND_BUF = new Int8Array(40);

function bitCount(x: number): number {
  let n = 0;
  for (let m = x; m !== 0; m &= m - 1) n++;
  return n;
}

function visitExt(mask: number): void {
  if (!eWithKH) {
    const kind = classify(eN, eDistinct, eOdd, eLo, eHi, eSuits);
    if (kind >= 0) {
      EXT_SET[extFound] = extSetId;
      EXT_MASK[extFound] = mask;
      EXT_WILD[extFound] = -1;
      EXT_KIND[extFound] = kind;
      extFound++;
    }
    return;
  }
  const found = wilds(E_COUNTS, 0, eRanks, eN, eSuits, eDistinct, eOdd, eLo, eHi, WILD_BUF, KIND_BUF, 0);
  for (let j = 0; j < found; j++) {
    EXT_SET[extFound] = extSetId;
    EXT_MASK[extFound] = mask;
    EXT_WILD[extFound] = WILD_BUF[j] as number;
    EXT_KIND[extFound] = KIND_BUF[j] as number;
    extFound++;
  }
}

/** True when cards from walk position `next` on (and the King of Hearts when it joins) may still make a set. */
function extGrows(n: number, next: number): boolean {
  const wild = eWithKH ? 1 : 0;
  if (eDistinct === 1 && n < 6) return true;
  const later = EXT_LATER[next] as number;
  if (eDistinct === n) {
    const gaps = ((1 << (eHi + 1)) - (1 << eLo)) & ~eRanks;
    if (bitCount(gaps & ~later) <= wild) return true;
  }
  return n + wild < 6 && eOdd <= 6 - n && bitCount(eOddRanks & ~later) <= wild;
}

function walkExt(from: number, mask: number): void {
  for (let i = from; i < extCount; i++) {
    const r = EXT_RANK[i] as number;
    const savedSuits = eSuits;
    const lo = eLo;
    const hi = eHi;
    const savedRanks = eRanks;
    const savedOdd = eOddRanks;
    eRanks |= 1 << r;
    eOddRanks ^= 1 << r;
    const before = E_COUNTS[r] as number;
    if (before === 0) eDistinct++;
    eOdd += before % 2 === 0 ? 1 : -1;
    if (r < lo) eLo = r;
    if (r > hi) eHi = r;
    E_COUNTS[r] = before + 1;
    const n = ++eN;
    eSuits = savedSuits | (EXT_SUIT[i] as number);
    const m = mask | (1 << (EXT_POS[i] as number));
    visitExt(m);
    if (extGrows(n, i + 1)) walkExt(i + 1, m);
    eN = n - 1;
    E_COUNTS[r] = before;
    if (before === 0) eDistinct--;
    eOdd -= before % 2 === 0 ? 1 : -1;
    eLo = lo;
    eHi = hi;
    eSuits = savedSuits;
    eRanks = savedRanks;
    eOddRanks = savedOdd;
  }
}

/** Every K♠ extension of `seat`'s own sets (S23), in field order, each set's as the engine lists them. */
function findExtensions(seat: number): number {
  extFound = 0;
  const base = seat * 52;
  const len = HLEN[seat] as number;
  extCount = 0;
  let hasKH = false;
  for (let k = 0; k < len; k++) {
    const c = HAND[base + k] as number;
    if (c === KH) hasKH = true;
    const r = RANK_OF[c] as number;
    if (r === 0) continue;
    EXT_POS[extCount] = k;
    EXT_RANK[extCount] = r;
    EXT_SUIT[extCount] = SUIT_BIT[c] as number;
    extCount++;
  }
  EXT_LATER[extCount] = 0;
  for (let i = extCount - 1; i >= 0; i--) EXT_LATER[i] = (EXT_LATER[i + 1] as number) | (1 << (EXT_RANK[i] as number));
  const flen = FLEN[seat] as number;
  for (let f = 0; f < flen; f++) {
    const id = FIELD[seat * 32 + f] as number;
    if (SET_KIND[id] === ACE_OF_SPADES_KING_OF_HEARTS) continue;
    extSetId = id;
    // The group of the set's cards, its King of Hearts as declared.
    eN = SET_N[id] as number;
    eSuits = SET_SUITS[id] as number;
    eDistinct = 0;
    eOdd = 0;
    eLo = 11;
    eHi = 1;
    eRanks = 0;
    eOddRanks = 0;
    for (let r = 2; r <= 10; r++) {
      const c = SET_COUNTS[id * 11 + r] as number;
      E_COUNTS[r] = c;
      if (c === 0) continue;
      eDistinct++;
      if (r < eLo) eLo = r;
      eHi = r;
      eRanks |= 1 << r;
      if (c % 2 !== 0) {
        eOdd++;
        eOddRanks |= 1 << r;
      }
    }
    eWithKH = false;
    walkExt(0, 0);
    if (hasKH) {
      // The King of Hearts alone, then with natural cards, each declaration its own extension.
      eWithKH = true;
      visitExt(0);
      walkExt(0, 0);
    }
  }
  return extFound;
}

// ---- Royal moves: one run per Royal held, in ROYALS order ------------------------

const RUN_ROYAL = new Int8Array(15);
const RUN_PLAIN = new Uint8Array(15);
const RUN_SIZE = new Int32Array(15);
let runCount = 0;
let giftsEach = 0;

function setCount(except: number): number {
  let n = 0;
  for (let s = 0; s < P; s++) if (s !== except) n += FLEN[s] as number;
  return n;
}
/** Set `j` of the fields of every seat but `except` (-1: none skipped), in seat then field order. */
function setAt(except: number, j: number): number {
  for (let s = 0; s < P; s++) {
    if (s === except) continue;
    const len = FLEN[s] as number;
    if (j < len) return FIELD[s * 32 + j] as number;
    j -= len;
  }
  return -1;
}

function addRun(royal: number, plain: boolean, targets: number): number {
  const size = (plain ? 1 : 0) + targets;
  if (size === 0) return 0;
  RUN_ROYAL[runCount] = royal;
  RUN_PLAIN[runCount] = plain ? 1 : 0;
  RUN_SIZE[runCount] = size;
  runCount++;
  return size;
}

/** The Royal moves of `seat` now (the Royals `held`): how many. A Royal with nothing to target is played plain (S13). */
function findRoyalMoves(seat: number, held: number): number {
  runCount = 0;
  let total = 0;
  for (let h = held & ~(1 << R_AC); h !== 0; h &= h - 1) {
    const royal = 31 - Math.clz32(h & -h);
    switch (royal) {
      case R_KS: {
        if (phase !== MAIN) continue; // S23: only before Draw to Seven
        const n = findExtensions(seat);
        total += addRun(royal, n === 0, n);
        continue;
      }
      case R_AS: {
        const n = setCount(seat);
        total += addRun(royal, n === 0, n);
        continue;
      }
      case R_AD:
        total += addRun(royal, discardLen === 0, discardLen);
        continue;
      case R_KC:
      case R_KD: {
        const n = setCount(-1);
        total += addRun(royal, n === 0, n);
        continue;
      }
      case R_QS:
      case R_QH:
      case R_QD:
        total += addRun(royal, false, (P * (P - 1)) / 2);
        continue;
      case R_QC: {
        const len = HLEN[seat] as number;
        giftsEach = len === 1 ? 1 : len - 1;
        total += addRun(royal, false, (P - 1) * giftsEach);
        continue;
      }
      default:
        total += addRun(royal, true, 0);
    }
  }
  return total;
}

function royalsOfHand(seat: number): number {
  const base = seat * 52;
  const len = HLEN[seat] as number;
  let held = 0;
  for (let k = 0; k < len; k++) {
    const r = ROYAL_OF[HAND[base + k] as number] as number;
    if (r >= 0) held |= 1 << r;
  }
  return held;
}

// ---- Playing the moves ---------------------------------------------------------

/** The table order of set cards (S5: how a countered set goes to the discard pile): A♠ first, then rank and suit, K♥ last. */
const sortKey = (c: number): number =>
  c === AS ? -1 : c === KH ? 1000 : (RANK_OF[c] as number) * 4 + Math.floor(c / 13);

/** Puts the cards at hand positions `mask` (and the K♥ / A♠ as the play says) down; opens the counter window (S19, S20). */
function playSet(seat: number, mask: number, wild: number, kind: number): void {
  pendLen = 0;
  const base = seat * 52;
  if (kind === ACE_OF_SPADES_KING_OF_HEARTS) {
    removeCard(seat, AS);
    removeCard(seat, KH);
    PEND_CARDS[0] = AS;
    PEND_CARDS[1] = KH;
    pendLen = 2;
  } else {
    // The natural cards out in one pass that keeps the hand's order, sorted into the pending set as they go.
    const len = HLEN[seat] as number;
    let w = 0;
    for (let k = 0; k < len; k++) {
      const c = HAND[base + k] as number;
      if (k < 32 && (mask & (1 << k)) !== 0) {
        let j = pendLen++;
        const key = sortKey(c);
        for (; j > 0 && sortKey(PEND_CARDS[j - 1] as number) > key; j--) PEND_CARDS[j] = PEND_CARDS[j - 1] as number;
        PEND_CARDS[j] = c;
      } else HAND[base + w++] = c;
    }
    HLEN[seat] = w;
    if (wild >= 0) {
      removeCard(seat, KH);
      PEND_CARDS[pendLen++] = KH;
    }
  }
  pendWild = wild;
  pendKind = kind;
  answered = 1 << seat;
  counteredBy = -1;
  phase = COUNTER_WINDOW;
}

function closeCounterWindow(): void {
  phase = MAIN;
  if (counteredBy >= 0) {
    removeCard(counteredBy, AC);
    for (let k = 0; k < pendLen; k++) DISCARD[discardLen++] = PEND_CARDS[k] as number;
    spend(AC);
    return;
  }
  const id = nextSetId++;
  const at = id * 11;
  for (let r = 0; r <= 10; r++) SET_COUNTS[at + r] = 0;
  let suits = 0;
  for (let k = 0; k < pendLen; k++) {
    const c = PEND_CARDS[k] as number;
    const d = c === KH ? pendWild : c;
    if (d < 0 || c === AS) continue;
    SET_COUNTS[at + (RANK_OF[d] as number)] = (SET_COUNTS[at + (RANK_OF[d] as number)] as number) + 1;
    suits |= SUIT_BIT[d] as number;
  }
  SET_N[id] = pendLen;
  SET_SUITS[id] = suits;
  SET_WILD[id] = pendWild;
  SET_KIND[id] = pendKind;
  SET_KC[id] = 0;
  SET_KD[id] = 0;
  FIELD[turn * 32 + (FLEN[turn] as number)] = id;
  FLEN[turn] = (FLEN[turn] as number) + 1;
}

/** K♠ extension `x` of the last findExtensions: the cards join the set at once (S19: not countered). */
function extendSet(seat: number, x: number): void {
  const id = EXT_SET[x] as number;
  const wild = EXT_WILD[x] as number;
  // The mask is of hand positions as the walk saw them: the natural cards come out first, in one pass.
  const mask = EXT_MASK[x] as number;
  const base = seat * 52;
  const len = HLEN[seat] as number;
  let w = 0;
  let added = 0;
  let suits = SET_SUITS[id] as number;
  for (let k = 0; k < len; k++) {
    const c = HAND[base + k] as number;
    if (k < 32 && (mask & (1 << k)) !== 0) {
      SET_COUNTS[id * 11 + (RANK_OF[c] as number)] = (SET_COUNTS[id * 11 + (RANK_OF[c] as number)] as number) + 1;
      suits |= SUIT_BIT[c] as number;
      added++;
    } else HAND[base + w++] = c;
  }
  HLEN[seat] = w;
  removeCard(seat, ROYAL_CARD[R_KS] as number);
  spend(ROYAL_CARD[R_KS] as number);
  if (wild >= 0) {
    removeCard(seat, KH);
    SET_COUNTS[id * 11 + (RANK_OF[wild] as number)] = (SET_COUNTS[id * 11 + (RANK_OF[wild] as number)] as number) + 1;
    suits |= SUIT_BIT[wild] as number;
    SET_WILD[id] = wild;
    added++;
  }
  SET_N[id] = (SET_N[id] as number) + added;
  SET_SUITS[id] = suits;
  SET_KIND[id] = EXT_KIND[x] as number;
}

function moveSet(id: number, to: number): void {
  for (let s = 0; s < P; s++) {
    const len = FLEN[s] as number;
    for (let f = 0; f < len; f++) {
      if (FIELD[s * 32 + f] !== id) continue;
      for (let k = f; k < len - 1; k++) FIELD[s * 32 + k] = FIELD[s * 32 + k + 1] as number;
      FLEN[s] = len - 1;
      FIELD[to * 32 + (FLEN[to] as number)] = id;
      FLEN[to] = (FLEN[to] as number) + 1;
      return;
    }
  }
}

/** A random card of `seat`'s hand from the chance generator, or -1 for an empty hand. */
function randomCardOf(seat: number): number {
  const len = HLEN[seat] as number;
  return len === 0 ? -1 : (HAND[seat * 52 + randomInt(chance, len)] as number);
}

/** Both cards move at once (Q♠, Q♥); -1 gives nothing. */
function swapCards(a: number, b: number, fromA: number, fromB: number): void {
  if (fromA >= 0) removeCard(a, fromA);
  if (fromB >= 0) removeCard(b, fromB);
  if (fromA >= 0) addCard(b, fromA);
  if (fromB >= 0) addCard(a, fromB);
}

const SWAP = new Int8Array(52);
/** Q♦: the hands change places, each arriving in deck order. */
function swapHands(a: number, b: number): void {
  const la = HLEN[a] as number;
  const lb = HLEN[b] as number;
  for (let k = 0; k < la; k++) SWAP[k] = HAND[a * 52 + k] as number;
  for (let k = 0; k < lb; k++) HAND[a * 52 + k] = HAND[b * 52 + k] as number;
  for (let k = 0; k < la; k++) HAND[b * 52 + k] = SWAP[k] as number;
  HLEN[a] = lb;
  HLEN[b] = la;
  sortHand(a);
  sortHand(b);
}
function sortHand(seat: number): void {
  const base = seat * 52;
  const len = HLEN[seat] as number;
  for (let i = 1; i < len; i++) {
    const c = HAND[base + i] as number;
    let j = i;
    for (; j > 0 && (HAND[base + j - 1] as number) > c; j--) HAND[base + j] = HAND[base + j - 1] as number;
    HAND[base + j] = c;
  }
}

function finishExchangeIfDone(): void {
  if ((pickA < 0 && HLEN[exA] !== 0) || (pickB < 0 && HLEN[exB] !== 0)) return;
  phase = resume;
  swapCards(exA, exB, pickA, pickB);
}

/** The trace of each move for the test, in the engine's action form, or null (the bench: nothing allocated). */
let trace: ((action: Record<string, unknown>) => void) | null = null;

/** Plays Royal move `i` of the last findRoyalMoves for `seat`. */
function playRoyalMove(seat: number, i: number): void {
  let r = 0;
  for (; i >= (RUN_SIZE[r] as number); r++) i -= RUN_SIZE[r] as number;
  const royal = RUN_ROYAL[r] as number;
  const c = ROYAL_CARD[royal] as number;
  if (RUN_PLAIN[r] === 1) {
    if (i === 0) {
      trace?.({ type: 'playRoyal', seat, card: cardName(c) });
      playPlain(seat, royal);
      return;
    }
    i--;
  }
  switch (royal) {
    case R_KS: {
      if (trace) {
        const cards: string[] = [];
        const base = seat * 52;
        for (let k = 0; k < (HLEN[seat] as number); k++) {
          const h = HAND[base + k] as number;
          if (((EXT_MASK[i] as number) & (1 << k)) !== 0 && RANK_OF[h] !== 0) cards.push(cardName(h));
        }
        const wild = EXT_WILD[i] as number;
        if (wild >= 0) cards.push('KH');
        trace({ type: 'extendSet', seat, set: EXT_SET[i], cards, wild: wild >= 0 ? cardName(wild) : null });
      }
      extendSet(seat, i);
      return;
    }
    case R_AS: {
      const id = setAt(seat, i);
      trace?.({ type: 'stealSet', seat, set: id });
      removeCard(seat, c);
      spend(c);
      moveSet(id, seat);
      return;
    }
    case R_AD: {
      const got = DISCARD[i] as number;
      trace?.({ type: 'retrieveCard', seat, card: cardName(got) });
      removeCard(seat, c);
      for (let k = i; k < discardLen - 1; k++) DISCARD[k] = DISCARD[k + 1] as number;
      discardLen--;
      addCard(seat, got);
      spend(c);
      return;
    }
    case R_KC:
    case R_KD: {
      const id = setAt(-1, i);
      trace?.({ type: 'attachMarker', seat, card: cardName(c), set: id });
      removeCard(seat, c);
      if (royal === R_KC) SET_KC[id] = 1;
      else SET_KD[id] = 1;
      return;
    }
    case R_QC: {
      const nth = Math.floor(i / giftsEach);
      const to = nth < seat ? nth : nth + 1;
      let gift = -1;
      if (HLEN[seat] !== 1) {
        let left = i - nth * giftsEach;
        const base = seat * 52;
        for (let k = 0; ; k++) {
          const h = HAND[base + k] as number;
          if (h === QC) continue;
          if (left-- === 0) {
            gift = h;
            break;
          }
        }
      }
      trace?.({ type: 'giveCard', seat, to, card: gift >= 0 ? cardName(gift) : null });
      removeCard(seat, c);
      spend(c);
      // The card back comes from the target's hand as it was before the gift, which goes on its end.
      const before = HLEN[to] as number;
      if (gift >= 0) {
        removeCard(seat, gift);
        addCard(to, gift);
      }
      if (before > 0) {
        const back = HAND[to * 52 + randomInt(chance, before)] as number;
        removeCard(to, back);
        addCard(seat, back);
      }
      return;
    }
    default: {
      // Q♠, Q♥, Q♦: pair `i` of the players, lower seat first (S25).
      let a = 0;
      let b = 1;
      for (let j = i; ; ) {
        if (j < P - 1 - a) {
          b = a + 1 + j;
          break;
        }
        j -= P - 1 - a;
        a++;
      }
      trace?.({ type: 'namePlayers', seat, card: cardName(c), players: [a, b] });
      const back = phase === POST_DRAW ? POST_DRAW : MAIN;
      removeCard(seat, c);
      spend(c);
      if (royal === R_QS) {
        const fromA = randomCardOf(a);
        const fromB = randomCardOf(b);
        swapCards(a, b, fromA, fromB);
      } else if (royal === R_QD) swapHands(a, b);
      else {
        exA = a;
        exB = b;
        pickA = -1;
        pickB = -1;
        resume = back;
        phase = QH_EXCHANGE;
        finishExchangeIfDone();
      }
    }
  }
}

/** The plain Royals: the Jacks draw two (S29), the A♥ opens the search; a targeted Royal with no target does nothing (S13). */
function playPlain(seat: number, royal: number): void {
  const c = ROYAL_CARD[royal] as number;
  removeCard(seat, c);
  spend(c);
  switch (royal) {
    case R_JS:
      for (let k = 0; k < 2 && libEnd > libHead; k++) addCard(seat, LIB[libHead++] as number);
      return;
    case R_JC:
      for (let k = 0; k < 2 && libEnd > libHead; k++) addCard(seat, LIB[--libEnd] as number);
      return;
    case R_JD:
      for (let k = 0; k < 2 && libEnd > libHead; k++) addCard(seat, takeLibrary(randomInt(chance, libEnd - libHead)));
      return;
    case R_JH:
      for (let k = 0; k < 2 && stableLen > 0; k++) addCard(seat, STABLE[--stableLen] as number);
      return;
    case R_AH:
      if (libEnd > libHead) {
        resume = phase === POST_DRAW ? POST_DRAW : MAIN;
        phase = AH_SEARCH;
      }
      return;
  }
}

function deal(seed: number | string): void {
  chance = createRng(seed);
  const dealer = randomInt(chance, P);
  for (let i = 0; i < 52; i++) LIB[i] = i;
  for (let i = 51; i > 0; i--) {
    const j = randomInt(chance, i + 1);
    const t = LIB[i] as number;
    LIB[i] = LIB[j] as number;
    LIB[j] = t;
  }
  HLEN.fill(0);
  FLEN.fill(0);
  for (let i = 0; i < 6 * P; i++) addCard((dealer + 1 + i) % P, LIB[i] as number);
  STABLE[0] = LIB[6 * P] as number;
  stableLen = 1;
  libHead = 6 * P + 1;
  libEnd = 52;
  discardLen = 0;
  nextSetId = 0;
  finalTurnsLeft = -1;
  startTurn((dealer + 1) % P);
}

/**
 * Plays the random game of seed `seed` for `players` players to its end, the
 * choices drawn from `rng` as the bench's fast-path loop draws them; returns
 * the actions taken. `onMove`, for the test, sees each move in the engine's
 * action form before it is played.
 */
export function playHandwrittenSixCardParade(
  seed: number | string,
  rng: Rng,
  players = 3,
  onMove: ((action: Record<string, unknown>) => void) | null = null,
): number {
  P = players;
  trace = onMove;
  deal(seed);
  let actions = 0;
  while (phase !== OVER) {
    actions++;
    switch (phase) {
      case FIRST_DRAW: {
        const library = libEnd > libHead;
        const i = randomInt(rng, (library ? 1 : 0) + (stableLen > 0 ? 1 : 0));
        trace?.({ type: 'firstDraw', seat: turn, from: library && i === 0 ? 'library' : 'stable' });
        addCard(turn, library && i === 0 ? (LIB[libHead++] as number) : (STABLE[--stableLen] as number));
        phase = MAIN;
        break;
      }
      case MAIN: {
        const found = findSetPlays(turn);
        const royals = findRoyalMoves(turn, royalsHeld);
        const i = randomInt(rng, found + royals + 1);
        if (i < found) {
          if (trace) {
            const cards: string[] = [];
            const kind = PLAY_KIND[i] as number;
            if (kind === ACE_OF_SPADES_KING_OF_HEARTS) cards.push('AS', 'KH');
            else {
              for (let m = PLAY_MASK[i] as number; m !== 0; m &= m - 1) {
                cards.push(cardName(HAND[turn * 52 + (NAT_POS[31 - Math.clz32(m & -m)] as number)] as number));
              }
              if ((PLAY_WILD[i] as number) >= 0) cards.push('KH');
            }
            const wild = PLAY_WILD[i] as number;
            trace({ type: 'playSet', seat: turn, cards, wild: wild >= 0 ? cardName(wild) : null });
          }
          // The play's natural-index mask as hand positions.
          let mask = 0;
          for (let m = PLAY_MASK[i] as number; m !== 0; m &= m - 1)
            mask |= 1 << (NAT_POS[31 - Math.clz32(m & -m)] as number);
          playSet(turn, mask, PLAY_WILD[i] as number, PLAY_KIND[i] as number);
        } else if (i < found + royals) playRoyalMove(turn, i - found);
        else {
          trace?.({ type: 'doneWithSets', seat: turn });
          // Draw to Seven (S10): from the library only, fewer when it runs out.
          for (let need = 7 - (HLEN[turn] as number); need > 0 && libEnd > libHead; need--) {
            addCard(turn, LIB[libHead++] as number);
          }
          phase = POST_DRAW;
        }
        break;
      }
      case POST_DRAW: {
        const royals = findRoyalMoves(turn, royalsOfHand(turn));
        const discards = HLEN[turn] as number;
        const i = randomInt(rng, royals + discards + (discards === 0 ? 1 : 0));
        if (i < royals) playRoyalMove(turn, i);
        else if (i - royals < discards) {
          const c = HAND[turn * 52 + i - royals] as number;
          trace?.({ type: 'discard', seat: turn, card: cardName(c) });
          removeAt(turn, i - royals);
          STABLE[stableLen++] = c;
          endOfTurn();
        } else {
          trace?.({ type: 'endTurn', seat: turn });
          endOfTurn();
        }
        break;
      }
      case COUNTER_WINDOW: {
        // Every opponent answers (S20), the seat to answer picked among those left as the loop picks among actors.
        const left = P - bitCount(answered);
        let k = left > 1 ? randomInt(rng, left) : 0;
        let seat = 0;
        for (; ; seat++) if ((answered & (1 << seat)) === 0 && k-- === 0) break;
        const mayCounter = holds(seat, AC);
        const counter = randomInt(rng, mayCounter ? 2 : 1) === 0 && mayCounter;
        trace?.({ type: counter ? 'counter' : 'decline', seat });
        if (counter) counteredBy = seat;
        answered |= 1 << seat;
        if (left === 1) closeCounterWindow();
        break;
      }
      case QH_EXCHANGE: {
        const a = pickA < 0 && HLEN[exA] !== 0;
        const b = pickB < 0 && HLEN[exB] !== 0;
        const first = a && b ? randomInt(rng, 2) === 0 : a;
        const seat = first ? exA : exB;
        const c = HAND[seat * 52 + randomInt(rng, HLEN[seat] as number)] as number;
        trace?.({ type: 'exchangePick', seat, card: cardName(c) });
        if (first) pickA = c;
        else pickB = c;
        finishExchangeIfDone();
        break;
      }
      case AH_SEARCH: {
        // S22: the player takes any library card, then the library is shuffled.
        const j = randomInt(rng, libEnd - libHead);
        trace?.({ type: 'takeFromLibrary', seat: turn, card: cardName(LIB[libHead + j] as number) });
        addCard(turn, takeLibrary(j));
        for (let i = libEnd - libHead - 1; i > 0; i--) {
          const j = randomInt(chance, i + 1);
          const t = LIB[libHead + i] as number;
          LIB[libHead + i] = LIB[libHead + j] as number;
          LIB[libHead + j] = t;
        }
        phase = resume;
        break;
      }
    }
  }
  return actions;
}

/** Each seat's points at the end of the last game: its sets with their markers (S24). */
export function handwrittenPoints(): number[] {
  const out: number[] = [];
  for (let s = 0; s < P; s++) {
    let total = 0;
    for (let f = 0; f < (FLEN[s] as number); f++) {
      const id = FIELD[s * 32 + f] as number;
      let points = POINTS[SET_KIND[id] as number] as number;
      if (SET_KC[id] === 1) points /= 2;
      if (SET_KD[id] === 1) points *= 2;
      total += points;
    }
    out.push(total);
  }
  return out;
}

/**
 * The zones now, by the engine's names, for the test's step-by-step check:
 * hands, library, stable, discard pile, and each field's sets as
 * "id type [KC] [KD]".
 */
export function handwrittenZones(): {
  hands: string[][];
  library: string[];
  stable: string[];
  discardPile: string[];
  fields: string[][];
} {
  const hands: string[][] = [];
  const fields: string[][] = [];
  for (let s = 0; s < P; s++) {
    hands.push(Array.from(HAND.subarray(s * 52, s * 52 + (HLEN[s] as number)), cardName));
    const field: string[] = [];
    for (let f = 0; f < (FLEN[s] as number); f++) {
      const id = FIELD[s * 32 + f] as number;
      field.push(`${id} ${KIND_NAMES[SET_KIND[id] as number]}${SET_KC[id] ? ' KC' : ''}${SET_KD[id] ? ' KD' : ''}`);
    }
    fields.push(field);
  }
  return {
    hands,
    library: Array.from(LIB.subarray(libHead, libEnd), cardName),
    stable: Array.from(STABLE.subarray(0, stableLen), cardName),
    discardPile: Array.from(DISCARD.subarray(0, discardLen), cardName),
    fields,
  };
}
