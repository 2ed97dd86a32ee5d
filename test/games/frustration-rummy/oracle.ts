/**
 * An independent reading of the Frustration Rummy rules (the seed text and the
 * rules page, R1–R31), written without the engine's rule code, for the
 * property test in `oracle.test.ts`. It covers everything after the contract
 * lay-down: draws, discards, buys (R29), wild swaps (R19), lay-offs and extra
 * melds (R8, R18), going out (R23) and the end of a round (R24–R28). Contract
 * lay-downs are checked by `bruteforce.test.ts`.
 *
 * Moves are compared as keys: `draw:stock`, `discard:7H`, `buy`,
 * `layOff:7H:2:low` (`-` for no end), `swap:7H:0:3`, `meld:set:5H,5S,JK:5`
 * (cards sorted, then the set's rank, `none` for Jokers only) and
 * `meld:run:4H,5H,JK,7H:4` (cards low to high, then the first slot: 1 is the
 * low ace, 14 the high ace).
 */
import type { Meld, RummyAction, RummyOptions, RummyState } from '../../../src/games/frustration-rummy/index.js';

type Options = RummyOptions;
type End = 'low' | 'high' | null;

/** A card without its copy suffix: `7H`, `JK`. */
export const base = (c: string): string => (c.startsWith('JK') ? 'JK' : c.slice(0, 2));
const rankOf = (c: string): string => (c.startsWith('JK') ? 'JK' : c.slice(0, 1));
const suitOf = (c: string): string => c.slice(1, 2);
/** Jokers, 2s and 3s. */
export const isWild = (c: string): boolean => ['JK', '2', '3'].includes(rankOf(c));
const VALUE: Record<string, number> = {
  A: 1,
  '2': 2,
  '3': 3,
  '4': 4,
  '5': 5,
  '6': 6,
  '7': 7,
  '8': 8,
  '9': 9,
  T: 10,
  J: 11,
  Q: 12,
  K: 13,
};
/** The rank (1 = ace … 13 = king) a run slot stands for; slot 14 is the high ace, later slots wrap (R5 option). */
const slotRank = (slot: number): number => ((((slot - 1) % 13) + 13) % 13) + 1;

/** "You may never have more wild cards than natural cards" (R8), or strictly fewer with `lessThanHalf`. */
const withinRatio = (wild: number, natural: number, o: Options): boolean =>
  natural >= 1 && (o.wildRatio === 'notMoreThanNatural' ? wild <= natural : wild < natural);

/** A card's role in a run slot (R6): natural, wild, or impossible there. */
export function runRole(c: string, slot: number, suit: string | null, o: Options): 'natural' | 'wild' | null {
  const r = rankOf(c);
  if (r === 'JK') return 'wild';
  const fits = VALUE[r] === slotRank(slot) && (suit === null || suitOf(c) === suit);
  if (r === '2' || r === '3') return fits && o.naturalTwosThreesInRuns ? 'natural' : 'wild';
  return fits ? 'natural' : null;
}

/** A run from slot `low`: every card fits, the ratio holds (only naturals when `pure`, R14), no ace at both ends (R5). */
export function runValid(
  cards: readonly string[],
  low: number,
  suit: string | null,
  o: Options,
  pure = false,
): boolean {
  if (cards.length > 13) return false;
  if (!o.allowWrap && (low < 1 || low + cards.length - 1 > 14)) return false;
  let wild = 0;
  let natural = 0;
  for (const [i, c] of cards.entries()) {
    const role = runRole(c, low + i, suit, o);
    if (role === null) return false;
    if (role === 'wild') wild++;
    else natural++;
  }
  return !(pure && wild > 0) && withinRatio(wild, natural, o);
}

/** A card's role in a set of `rank` (R7): natural, wild, or not allowed. */
export function setRole(cards: readonly string[], c: string, rank: string, o: Options): 'natural' | 'wild' | null {
  const r = rankOf(c);
  if (r === 'JK') return 'wild';
  if (r === rank) {
    const allSame = cards.every((x) => rankOf(x) === rank);
    return (rank === '2' || rank === '3') && o.naturalTwosThreesInSets === 'onlyAllSame' && !allSame
      ? 'wild'
      : 'natural';
  }
  return r === '2' || r === '3' ? 'wild' : null;
}

/** A set of `rank` (`null`: Jokers only, R9); all 2s or all 3s is always a set (R9). */
export function setValid(cards: readonly string[], rank: string | null, o: Options, sameSuit = o.setsRequireSameSuit) {
  if (cards.length === 0) return false;
  if (rank === null) return cards.every((c) => rankOf(c) === 'JK');
  if ((rank === '2' || rank === '3') && cards.every((c) => rankOf(c) === rank)) return true;
  let wild = 0;
  const suits = new Set<string>();
  for (const c of cards) {
    const role = setRole(cards, c, rank, o);
    if (role === null) return false;
    if (role === 'wild') wild++;
    else suits.add(suitOf(c));
  }
  if (sameSuit && suits.size > 1) return false;
  return withinRatio(wild, cards.length - wild, o);
}

/** Is a table meld valid as it stands. */
export function meldValid(m: Meld, o: Options): boolean {
  switch (m.kind) {
    case 'set':
      return setValid(m.cards, m.rank, o);
    case 'pair':
      return m.cards.length === 2 && setValid(m.cards, m.rank, o, false);
    case 'wilds':
      return m.cards.length >= 6 && m.cards.every(isWild);
    case 'run':
      return m.suit === null
        ? m.cards.length === 13 && runValid(m.cards, 1, null, o)
        : runValid(m.cards, m.low, m.suit, o, m.pure);
  }
}

/** R18: may `card` go on `m` (at `end` of a run)? Nothing goes on pairs or full runs; the 6 wilds only when open (R16). */
export function layOffOk(m: Meld, card: string, end: End, o: Options): boolean {
  if (m.kind === 'pair') return false;
  if (m.kind === 'wilds') return !o.sixWildsMeldClosed && end === null && isWild(card);
  if (m.kind === 'set') return end === null && setValid([...m.cards, card], m.rank, o);
  if (end === null || m.suit === null || m.cards.length >= 13) return false;
  const cards = end === 'low' ? [card, ...m.cards] : [...m.cards, card];
  return runValid(cards, end === 'low' ? m.low - 1 : m.low, m.suit, o, m.pure);
}

/** R19 option: may `card` (natural there) replace the wild at `index` of `m`. */
function swapOk(m: Meld, index: number, card: string, o: Options): boolean {
  const old = m.cards[index];
  if (old === undefined) return false;
  if (m.kind === 'run') {
    const slot = m.low + index;
    return runRole(old, slot, m.suit, o) === 'wild' && runRole(card, slot, m.suit, o) === 'natural';
  }
  if (m.kind !== 'set' || m.rank === null) return false;
  const next = m.cards.map((c, i) => (i === index ? card : c));
  return (
    setRole(m.cards, old, m.rank, o) === 'wild' &&
    setRole(next, card, m.rank, o) === 'natural' &&
    setValid(next, m.rank, o)
  );
}

/**
 * R29 option: may `seat` buy the top discard now (not the discarder or the player about to draw,
 * and not past `maxBuysPerRound` buys this round).
 */
function canBuy(s: RummyState, seat: number): boolean {
  const discarder = (s.toAct - 1 + s.players) % s.players;
  return (
    s.options.allowBuying &&
    (s.buys[seat] ?? 0) < s.options.maxBuysPerRound &&
    s.buyable &&
    s.phase === 'draw' &&
    seat !== discarder &&
    seat !== s.toAct &&
    !s.laidDown[seat] &&
    s.completed[seat] !== 3 &&
    s.stock.length >= 2 &&
    s.discard.length > 0
  );
}

/** The seats that may act. */
export function oracleActors(s: RummyState): number[] {
  if (s.phase === 'over') return [];
  const seats = new Set([s.toAct]);
  for (let p = 0; p < s.players; p++) if (canBuy(s, p)) seats.add(p);
  return [...seats].sort((a, b) => a - b);
}

/**
 * The key of a run: its cards and first slot; without `allowWildSwap` (R19) the order of its wild
 * cards among its wild slots is no part of the move (rules page, "Actions"), so they are keyed as
 * `*` in their slots and sorted after.
 */
function runKey(cards: readonly string[], low: number, suit: string, o: Options): string {
  if (o.allowWildSwap) return `meld:run:${cards.join(',')}:${low}`;
  const wilds: string[] = [];
  const pattern = cards.map((c, i) => {
    if (runRole(c, low + i, suit, o) !== 'wild') return c;
    wilds.push(c);
    return '*';
  });
  return `meld:run:${pattern.join(',')}:${low}:${wilds.sort().join(',')}`;
}

/** Every 3-card multiset of the hand's distinct cards, every 4-card run (and full-ratio longer one): the extra melds (R18). */
function extraMelds(hand: readonly string[], o: Options, out: Set<string>): void {
  const count = new Map<string, number>();
  for (const c of hand) count.set(base(c), (count.get(base(c)) ?? 0) + 1);
  const kinds = [...count.keys()].sort();
  const used = new Map<string, number>();
  const free = (b: string) => (used.get(b) ?? 0) < (count.get(b) ?? 0);
  const take = (b: string, d: number) => used.set(b, (used.get(b) ?? 0) + d);
  const picked: string[] = [];
  if (hand.length >= 4) {
    const sets = (from: number): void => {
      if (picked.length === 3) {
        const natural = picked.find((c) => !isWild(c));
        const ranks = natural === undefined ? [null, '2', '3'] : [rankOf(natural)];
        for (const r of ranks)
          if (setValid(picked, r, o)) out.add(`meld:set:${[...picked].sort().join(',')}:${r ?? 'none'}`);
        return;
      }
      for (let i = from; i < kinds.length; i++) {
        const b = kinds[i] as string;
        if (!free(b)) continue;
        picked.push(b);
        take(b, 1);
        sets(i);
        take(b, -1);
        picked.pop();
      }
    };
    sets(0);
  }
  // Runs of 4, or longer when full-ratio (R10): as many wilds as naturals (one fewer under
  // `lessThanHalf`) and natural cards at both ends; one card kept for the discard (R23).
  for (let size = 4; size <= 13 && hand.length >= size + 1; size++) {
    for (const suit of ['S', 'H', 'D', 'C'])
      for (let low = 1; low <= (o.allowWrap ? 13 : 15 - size); low++) {
        const runs = (): void => {
          if (picked.length === size) {
            if (!runValid(picked, low, suit, o)) return;
            if (size > 4) {
              const roles = picked.map((c, i) => runRole(c, low + i, suit, o));
              const wild = roles.filter((r) => r === 'wild').length;
              const gap = o.wildRatio === 'notMoreThanNatural' ? 0 : 1;
              if (wild === 0 || size - 2 * wild !== gap || roles[0] !== 'natural' || roles[size - 1] !== 'natural')
                return;
            }
            out.add(runKey(picked, low, suit, o));
            return;
          }
          for (const b of kinds) {
            if (!free(b) || runRole(b, low + picked.length, suit, o) === null) continue;
            picked.push(b);
            take(b, 1);
            runs();
            take(b, -1);
            picked.pop();
          }
        };
        runs();
      }
  }
}

/** The keys of `seat`'s legal draws, discards, buys, swaps, lay-offs and extra melds (contract melds left out). */
export function oracleKeys(s: RummyState, seat: number): Set<string> {
  const out = new Set<string>();
  const o = s.options;
  if (s.phase === 'over') return out;
  // A buy names the upcard it answers, by kind.
  if (canBuy(s, seat)) out.add(`buy:${base(s.discard[s.discard.length - 1] ?? '')}`);
  if (seat !== s.toAct) return out;
  if (s.phase === 'draw') {
    // R28 `mustTakeDiscard`: with nothing to reshuffle, the upcard must be taken.
    const exhausted = s.stock.length === 0 && s.discard.length <= 1;
    if (!exhausted) out.add('draw:stock');
    if (s.discard.length > 0) out.add('draw:discard');
    return out;
  }
  if (s.phase !== 'play') return out;
  const hand = s.hands[seat] ?? [];
  const distinct = [...new Set(hand.map(base))];
  // R21 option: not the upcard just taken (nor its twin), unless nothing else is left.
  let barred = o.forbidDiscardOfTakenUpcard && s.takenUpcard !== null ? base(s.takenUpcard) : null;
  if (hand.every((c) => base(c) === barred)) barred = null;
  for (const b of distinct) if (b !== barred) out.add(`discard:${b}`);
  if (!s.laidDown[seat]) return out;
  // R23: one card is always kept for the discard.
  if (hand.length >= 2)
    for (const b of distinct)
      for (const [i, m] of s.melds.entries())
        for (const end of m.kind === 'run' ? (['low', 'high'] as const) : [null])
          if (layOffOk(m, b, end, o)) out.add(`layOff:${b}:${i}:${end ?? '-'}`);
  if (o.allowWildSwap)
    for (const b of distinct)
      for (const [i, m] of s.melds.entries())
        for (let j = 0; j < m.cards.length; j++) if (swapOk(m, j, b, o)) out.add(`swap:${b}:${i}:${j}`);
  extraMelds(hand, o, out);
  return out;
}

/**
 * R9 (new text): a set of 2s, 3s and Jokers is read as 2s or as 3s, whichever keeps its wilds
 * within the ratio: the more numerous of the two; as many of each leave it open (`?`).
 */
function impliedTwoThreeRank(cards: readonly string[]): string {
  const twos = cards.filter((c) => rankOf(c) === '2').length;
  const threes = cards.filter((c) => rankOf(c) === '3').length;
  return twos === threes ? '?' : twos > threes ? '2' : '3';
}

/** The oracle key of an engine action; `null` for contract melds (not modelled). */
export function engineKey(s: RummyState, a: RummyAction): string | null {
  switch (a.type) {
    case 'draw':
      return `draw:${a.from}`;
    case 'discard':
      return `discard:${base(a.card)}`;
    case 'buy':
      return `buy:${base(a.card)}`;
    case 'swapWild':
      return `swap:${base(a.card)}:${a.meld}:${a.index}`;
    case 'layOff':
      return `layOff:${base(a.card)}:${a.meld}:${a.end ?? '-'}`;
    case 'meld': {
      if (!s.laidDown[a.seat] || s.phase !== 'play') return null;
      const cards = a.cards.map(base);
      if (a.kind === 'run') {
        const i = cards.findIndex((c) => !isWild(c));
        const v = i < 0 ? 0 : (VALUE[rankOf(cards[i] as string)] as number);
        const low = a.low !== undefined ? VALUE[a.low] : i < 0 ? '?' : v === 1 ? (i === 0 ? 1 : 14 - i) : v - i;
        if (typeof low !== 'number') return `meld:run:${cards.join(',')}:${low}`;
        // The suit: a plain card's, else that of a 2 or 3 in its own slot.
        const own =
          cards.find((c) => !isWild(c)) ?? cards.find((c, k) => c !== 'JK' && VALUE[rankOf(c)] === slotRank(low + k));
        return runKey(cards, low, own === undefined ? 'S' : suitOf(own), s.options);
      }
      const natural = cards.find((c) => !isWild(c));
      const rank =
        a.rank ??
        (natural !== undefined
          ? rankOf(natural)
          : cards.every((c) => c === 'JK')
            ? 'none'
            : impliedTwoThreeRank(cards));
      return `meld:${a.kind}:${[...cards].sort().join(',')}:${rank}`;
    }
  }
}

/** What the end of a round does (R24, R26, R28): contracts completed after it and the winners (empty: play on). */
export function roundEnd(
  s: RummyState,
  wentOut: number | null,
  laid: readonly boolean[],
): { completed: number[]; winners: number[] } | 'unspecified' {
  const o = s.options;
  const completed = [...s.completed];
  const moves = wentOut !== null || o.packExhausted === 'endRoundAdvanceLaidDown';
  const onLast = (p: number) => s.completed[p] === 13;
  let winners: number[] = [];
  if (o.winCondition === 'goOutOnLast') {
    if (wentOut !== null && onLast(wentOut)) winners = [wentOut];
  } else if (moves) {
    const done = [...laid.keys()].filter((p) => laid[p] && onLast(p));
    if (done.length > 1 && wentOut === null) return 'unspecified';
    if (done.length > 0 && wentOut !== null && !done.includes(wentOut)) {
      for (let k = 1; k < s.players && winners.length === 0; k++)
        if (done.includes((wentOut + k) % s.players)) winners = [(wentOut + k) % s.players];
    } else if (done.length > 0) winners = [wentOut ?? (done[0] as number)];
  }
  if (moves)
    for (const [p, l] of laid.entries())
      if (l && (!onLast(p) || o.winCondition === 'completeLast' || winners.includes(p)))
        completed[p] = (completed[p] as number) + 1;
  return { completed, winners };
}
