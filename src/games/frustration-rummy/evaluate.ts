/**
 * Leaf evaluation for Frustration Rummy's IS-MCTS: what a sampled world is
 * worth to each seat where the search stops. There are no card points (R27):
 * a seat's standing is its peg (contracts completed) plus what this round is
 * likely to add: a whole contract once it has laid down (it moves up when the
 * round ends) and a little more the fewer cards it has left to shed (going
 * out ends the round and stops everyone who has not laid down); before that,
 * a share of a contract that grows as its hand nears the contract, counted in
 * cards missing and made finer by the share of unseen cards that would help.
 * Its reward is its lead over the best rival, through a logistic curve; the
 * rivals are judged by what the seat can see of them (their hands in a sampled
 * world are dealt at random, so they would add only noise). It runs on the
 * sampled world, which the search may read whole.
 */
import type { Card } from '../../core/cards.js';
import type { Seat } from '../../core/game.js';
import { contractSize, currentContract, openRequirements, type Requirement } from './contracts.js';
import { fitsTable, fullRatioWilds, maxWilds, RANK_VALUE, runStartLengths } from './melds.js';
import type { RummyOptions } from './options.js';
import type { RummyState } from './state.js';

const SUIT_INDEX: Readonly<Record<string, number>> = { S: 0, H: 1, D: 2, C: 3 };

/** A hand counted for the estimate: natural cards by rank value (1–13) and suit, and the wild-capable cards. */
interface Tally {
  /** `bySuit[suit][value]`: natural cards held (twins counted), value 1 = ace. */
  bySuit: number[][];
  /** Jokers, 2s and 3s: counted as wild, the role they can take anywhere. */
  wilds: number;
  /** 2s and 3s by suit and value, for the run without wilds (contract 5), where they can only be natural. */
  lowBySuit: number[][];
}

function tally(hand: readonly Card[]): Tally {
  const bySuit = Array.from({ length: 4 }, () => new Array<number>(14).fill(0));
  const lowBySuit = Array.from({ length: 4 }, () => new Array<number>(14).fill(0));
  let wilds = 0;
  for (const card of hand) {
    const r = card[0] as string;
    if (r === 'J' && card[1] === 'K') {
      wilds++;
      continue;
    }
    const v = RANK_VALUE[r as keyof typeof RANK_VALUE];
    const s = SUIT_INDEX[card[1] as string] as number;
    if (r === '2' || r === '3') {
      wilds++;
      (lowBySuit[s] as number[])[v] = ((lowBySuit[s] as number[])[v] as number) + 1;
    } else (bySuit[s] as number[])[v] = ((bySuit[s] as number[])[v] as number) + 1;
  }
  return { bySuit, wilds, lowBySuit };
}

/** Natural cards of value `v` (any suit). */
const ofValue = (t: Tally, v: number): number =>
  (t.bySuit[0]?.[v] ?? 0) + (t.bySuit[1]?.[v] ?? 0) + (t.bySuit[2]?.[v] ?? 0) + (t.bySuit[3]?.[v] ?? 0);

/** Takes one natural card of value `v` from the tally, from the suit holding most. */
function takeValue(t: Tally, v: number): void {
  let best = 0;
  for (let s = 1; s < 4; s++) if ((t.bySuit[s]?.[v] ?? 0) > (t.bySuit[best]?.[v] ?? 0)) best = s;
  const row = t.bySuit[best] as number[];
  row[v] = (row[v] as number) - 1;
}

/** A requirement's natural cards found (and taken from the tally) and the wilds it could still use. */
interface Cover {
  naturals: number;
  size: number;
  wildRoom: number;
}

/** The run of `r` in one suit (slot 14 is the high ace) that leaves fewest cards to find, a full-ratio one (R10) included; takes its naturals. */
function coverRun(t: Tally, r: Requirement, o: RummyOptions): Cover {
  if (r.mixed) {
    // Contract 8: one card of each rank, any suit; 2s and 3s are natural in their own slots (R15).
    let naturals = 0;
    for (let v = 1; v <= 13; v++) {
      if (v === 2 || v === 3) continue;
      if (ofValue(t, v) > 0) {
        naturals++;
        takeValue(t, v);
      }
    }
    return { naturals, size: r.size, wildRoom: maxWilds(r.size, o) };
  }
  // Each window of the minimum size, and (R10) each longer full-ratio one with natural ends: the one
  // that leaves the fewest cards to find once the hand's wilds fill what the ratio lets them, then
  // the one with most naturals.
  let bestSuit = 0;
  let bestLow = 1;
  let bestSize = r.size;
  let bestCount = -1;
  let bestShort = Number.POSITIVE_INFINITY;
  for (const size of runStartLengths(r, o)) {
    const room = size === r.size ? (r.pure ? 0 : maxWilds(size, o)) : fullRatioWilds(size, o);
    for (let s = 0; s < 4; s++) {
      const row = t.bySuit[s] as number[];
      const low = t.lowBySuit[s] as number[];
      const held = (v: number): boolean => {
        const value = v === 14 ? 1 : v;
        // A 2 or 3 of the suit in its own slot is natural; only the pure run counts on it, elsewhere it is a wild.
        return (row[value] as number) > 0 || (r.pure && (low[value] as number) > 0);
      };
      for (let lo = 1; lo + size - 1 <= 14; lo++) {
        if (size > r.size && !(held(lo) && held(lo + size - 1))) continue;
        let n = 0;
        for (let v = lo; v < lo + size; v++) if (held(v)) n++;
        const short = size - n - Math.min(size - n, room, t.wilds);
        if (short < bestShort || (short === bestShort && size === bestSize && n > bestCount)) {
          bestShort = short;
          bestCount = n;
          bestSuit = s;
          bestLow = lo;
          bestSize = size;
        }
      }
    }
  }
  const row = t.bySuit[bestSuit] as number[];
  for (let v = bestLow; v < bestLow + bestSize; v++) {
    const value = v === 14 ? 1 : v;
    if ((row[value] as number) > 0) row[value] = (row[value] as number) - 1;
  }
  const room = bestSize === r.size ? (r.pure ? 0 : maxWilds(r.size, o)) : fullRatioWilds(bestSize, o);
  return { naturals: Math.max(bestCount, 0), size: bestSize, wildRoom: room };
}

/** The rank holding most natural cards, for a set (or pair) of `size`; takes up to `size` of them. */
function coverSet(t: Tally, size: number, wildRoom: number): Cover {
  let best = 4;
  for (let v = 1; v <= 13; v++) if (v !== 2 && v !== 3 && ofValue(t, v) > ofValue(t, best)) best = v;
  const naturals = Math.min(ofValue(t, best), size);
  for (let k = 0; k < naturals; k++) takeValue(t, best);
  return { naturals, size, wildRoom };
}

function copyTally(t: Tally): Tally {
  return { bySuit: t.bySuit.map((r) => [...r]), wilds: t.wilds, lowBySuit: t.lowBySuit.map((r) => [...r]) };
}

/** Cards missing from the open requirements, given a tally (left untouched). */
function missingFrom(tally: Tally, open: readonly Requirement[], o: RummyOptions): number {
  if (open[0]?.kind === 'wilds') return Math.max(0, (open[0]?.size ?? 6) - tally.wilds);
  const t = copyTally(tally);
  let missing = 0;
  let room = 0;
  const add = (c: Cover): void => {
    const gap = c.size - c.naturals;
    missing += gap;
    // Wilds may not outnumber naturals (R8): what wilds cannot fill, only naturals can.
    room += Math.min(gap, c.wildRoom);
  };
  for (const r of open) if (r.kind === 'run') add(coverRun(t, r, o));
  for (const r of open) {
    if (r.kind === 'set') add(coverSet(t, r.size, maxWilds(r.size, o)));
    else if (r.kind === 'pair') add(coverSet(t, 2, o.sevenPairsWild === 'none' ? 0 : 1));
  }
  return missing - Math.min(room, t.wilds);
}

/**
 * About how many more cards `hand` needs to make the open requirements `open`
 * (what {@link cardsMissing} counts for a seat): for a player choosing what to
 * keep, from its own hand.
 */
export function handMissing(hand: readonly Card[], open: readonly Requirement[], o: RummyOptions): number {
  return open.length === 0 ? 0 : missingFrom(tally(hand), open, o);
}

/**
 * About how many more cards `seat` needs before it can lay its contract down
 * (0: it could now, or it has already): each open meld is matched greedily
 * with the natural cards that fill most of it (runs first, they are the
 * pickiest), then the wild cards held fill what the wild ratio allows.
 */
export function cardsMissing(state: RummyState, seat: Seat): number {
  return handMissing(state.hands[seat] ?? [], openRequirements(state, seat), state.options);
}

/**
 * `seat`'s distance from its contract in cards, made finer by its outs: the
 * cards missing, less the share of the cards it cannot see that would bring
 * it one closer if drawn. Two hands missing as many cards differ by how many
 * draws help them, which is what tells good discards from bad ones; the share
 * is below 1, so a hand missing fewer cards always stands closer.
 */
export function distance(state: RummyState, seat: Seat): number {
  const open = openRequirements(state, seat);
  if (open.length === 0) return 0;
  const o = state.options;
  const hand = state.hands[seat] ?? [];
  const t = tally(hand);
  const missing = missingFrom(t, open, o);
  if (missing === 0) return 0;
  // Copies of each natural type and wilds the seat cannot see: the pack less its hand and the table.
  const copies = o.decks;
  const seen = tally(state.melds.flatMap((m) => m.cards));
  const wildsInPack = copies * 8 + o.jokersPerDeck * o.decks;
  let unseen = 0;
  let outs = 0;
  for (let s = 0; s < 4; s++) {
    const row = t.bySuit[s] as number[];
    for (let v = 1; v <= 13; v++) {
      if (v === 2 || v === 3) continue;
      const left = copies - (row[v] as number) - ((seen.bySuit[s] as number[])[v] as number);
      if (left <= 0) continue;
      unseen += left;
      row[v] = (row[v] as number) + 1;
      if (missingFrom(t, open, o) < missing) outs += left;
      row[v] = (row[v] as number) - 1;
    }
  }
  const wildsLeft = Math.max(0, wildsInPack - t.wilds - seen.wilds);
  unseen += wildsLeft;
  if (wildsLeft > 0) {
    t.wilds++;
    if (missingFrom(t, open, o) < missing) outs += wildsLeft;
    t.wilds--;
  }
  return missing - (unseen === 0 ? 0 : outs / unseen);
}

/** Settings of {@link frustrationRummyEvaluator}. */
export interface RummyEvaluatorOptions {
  /** Worth of a hand that holds its whole contract but has not laid it down, in contracts. Default 0.8. */
  readyWorth?: number;
  /** How steeply a hand's worth falls with each card missing from its contract (a power of the share held). Default 2. */
  steepness?: number;
  /** Extra worth of a laid-down seat with no cards left to shed (going out soon), in contracts. Default 0.3. */
  sheddingWorth?: number;
  /**
   * Lead in contracts that makes a reward of about 0.73. Default 1: wide
   * enough that a seat well ahead or behind still tells its moves apart.
   */
  scale?: number;
  /**
   * Judge each seat's rivals by what it can see of them (pegs, lay-downs, hand
   * sizes, how long the round has run) instead of by their hands in the sampled
   * world. Those hands are dealt at random from the unseen cards, so they carry
   * no information, only noise between the moves being compared. Default true.
   */
  rivalsBySight?: boolean;
  /** With `rivalsBySight`: the share of its contract a rival's hand is taken to hold at the deal. Default 0.5. */
  rivalStart?: number;
  /** With `rivalsBySight`: what each of a rival's turns this round adds to that share. Default 0.03. */
  rivalPerTurn?: number;
}

/**
 * The cards a laid-down seat cannot lay off as the table stands: those it must
 * discard one a turn before it can go out. Wild cards are taken to fit.
 */
export function deadCards(state: RummyState, seat: Seat): number {
  let dead = 0;
  for (const card of state.hands[seat] ?? []) {
    const r = card[0];
    if (r === '2' || r === '3' || (r === 'J' && card[1] === 'K')) continue;
    if (!fitsTable(state.melds, card)) dead++;
  }
  return dead;
}

/**
 * A seat's standing, in contracts: its peg, then a whole contract once laid
 * down and a little more the fewer cards it has left to shed (`left`),
 * or else a share of a contract from the share of it its hand holds (`held`).
 */
function standingOf(
  state: RummyState,
  seat: Seat,
  held: number,
  left: number,
  o: Required<RummyEvaluatorOptions>,
): number {
  const done = state.completed[seat] ?? 0;
  if (state.phase === 'over') return done;
  if (state.laidDown[seat]) return done + 1 + o.sheddingWorth * Math.max(0, 1 - left / 13);
  return done + o.readyWorth * Math.max(0, held) ** o.steepness;
}

const DEFAULTS: Required<RummyEvaluatorOptions> = {
  readyWorth: 0.8,
  steepness: 2,
  sheddingWorth: 0.3,
  scale: 1,
  rivalsBySight: true,
  rivalStart: 0.5,
  rivalPerTurn: 0.03,
};

/**
 * Each seat's standing in a sampled world, in contracts, judged from its own
 * hand: its peg, plus a whole contract (and a little more the fewer cards it
 * has left to shed) once it has laid down this round, or else a share of one
 * that grows as its hand nears the contract (see {@link distance}).
 */
export function standings(state: RummyState, options: RummyEvaluatorOptions = {}): number[] {
  const o = { ...DEFAULTS, ...options };
  return state.completed.map((_, seat) => {
    if (state.laidDown[seat]) {
      // Cards that fit the table go in the same turn, so mostly the dead ones stand between the seat and going out;
      // the seat to act still sheds one by its discard, so with one dead card left it is as good as out.
      const dead = deadCards(state, seat);
      const hand = state.hands[seat]?.length ?? 0;
      let left = dead + 0.25 * (hand - dead);
      if (state.toAct === seat && state.phase === 'play') left = Math.max(0, left - 1);
      return standingOf(state, seat, 1, left, o);
    }
    const size = contractSize(currentContract(state, seat));
    return standingOf(state, seat, 1 - distance(state, seat) / size, 0, o);
  });
}

/** Each seat's standing as the others see it: its hand taken as typical for how far the round has run. */
function standingsBySight(state: RummyState, o: Required<RummyEvaluatorOptions>): number[] {
  // Turns each seat has had since the last advance: about this round's, when the last round moved someone up.
  const turns = state.turnsWithoutProgress / state.players;
  const held = Math.min(1, o.rivalStart + o.rivalPerTurn * turns);
  // A rival's hand is hidden: the cards it holds stand for those it has yet to shed.
  return state.completed.map((_, seat) => standingOf(state, seat, held, state.hands[seat]?.length ?? 0, o));
}

/**
 * An IS-MCTS `evaluate` for Frustration Rummy: each seat's lead in standing
 * (see {@link standings}) over the best other seat, through a logistic curve.
 * At the end of the game the winners get 1 and the others 0.
 */
export function frustrationRummyEvaluator(options: RummyEvaluatorOptions = {}): (state: RummyState) => number[] {
  const o = { ...DEFAULTS, ...options };
  return (state) => {
    if (state.phase === 'over') {
      const w = state.winners;
      return state.completed.map((_, seat) => (w.includes(seat) ? 1 / w.length : 0));
    }
    const own = standings(state, o);
    const rivals = o.rivalsBySight ? standingsBySight(state, o) : own;
    return own.map((mine, seat) => {
      let best = Number.NEGATIVE_INFINITY;
      for (let s = 0; s < own.length; s++) if (s !== seat) best = Math.max(best, rivals[s] as number);
      return 1 / (1 + Math.exp(-(mine - best) / o.scale));
    });
  };
}
