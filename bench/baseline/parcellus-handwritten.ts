/**
 * A reference point for `npm run bench`, not part of the library: random
 * Parcellus games (default options) played by hand-written mutable code on
 * integer bit masks, with no allocation per move, as a performance-minded
 * programmer would write one game for one purpose. The bench runs it beside
 * the engine's fast path in the same process so that their ratio, not a
 * figure from another machine or another day, says how close the engine is.
 *
 * It draws its random numbers with the engine's generator and `randomInt`,
 * so the comparison measures the rules and data structures, not the RNG. It
 * follows the engine's random player: a uniform choice among the legal moves
 * (the three passed cards as a uniform 3-card subset), automatic passes for
 * empty hands not counted as actions.
 */
import { createRng, type Rng, randomInt } from '../../src/index.js';

// Cards 0–23: suit-major (♠ ♥ ♦ ♣), ranks 9 10 J Q K A within a suit.
const JH = 1 * 6 + 2;
const SAME_COLOUR = [
  [0, 3],
  [1, 2],
  [1, 2],
  [0, 3],
] as const;
/** The two cards that may climb on each card, as a bit mask. */
const FOLLOWERS = new Int32Array(24);
for (let c = 0; c < 24; c++) {
  const next = ((c % 6) + 1) % 6;
  const [a, b] = SAME_COLOUR[Math.floor(c / 6)] as readonly [number, number];
  FOLLOWERS[c] = (1 << (a * 6 + next)) | (1 << (b * 6 + next));
}

const deck = new Int8Array(24);
const hand = new Int32Array(3);
const capturedPoints = new Int32Array(3);
const parcels = new Int32Array(3);
const scores = new Float64Array(3);
let dummyAt = 0; // next dummy card is deck[dummyAt], up to 24
let top = 0;
let parcelPoints = 0;
let lastContributor = -1;
let turner = 0;
let passes = 0;
let toAct = 0;
/** 1 act, 2 lead, 0 round over. */
let phase = 0;

const bitCount = (x: number): number => {
  let n = 0;
  for (let m = x; m !== 0; m &= m - 1) n++;
  return n;
};
/** The `k`-th set bit of `mask` (from the low end). */
const nthBit = (mask: number, k: number): number => {
  let m = mask;
  for (let i = 0; i < k; i++) m &= m - 1;
  return 31 - Math.clz32(m & -m);
};
const pointsOf = (card: number): number => (card === JH ? 3 : 1);

function turnUp(by: number): void {
  turner = by;
  lastContributor = -1;
  passes = 0;
  if (dummyAt < 24) {
    top = deck[dummyAt++] as number;
    parcelPoints = pointsOf(top);
    phase = 1;
    toAct = (by + 1) % 3;
    return;
  }
  let leader = by;
  while (hand[leader] === 0) {
    leader = (leader + 1) % 3;
    if (leader === by) {
      phase = 0;
      return;
    }
  }
  phase = 2;
  toAct = leader;
}

function pass(): void {
  passes++;
  if (passes < 3) {
    toAct = (toAct + 1) % 3;
    return;
  }
  const capturer = lastContributor < 0 ? turner : lastContributor;
  capturedPoints[capturer] = (capturedPoints[capturer] as number) + parcelPoints;
  parcels[capturer] = (parcels[capturer] as number) + 1;
  if (hand[0] === 0 && hand[1] === 0 && hand[2] === 0) phase = 0;
  else turnUp(capturer);
}

/** Plays one round from the deal; returns the actions taken. */
function playRound(rng: Rng, round: number, dealer: number): number {
  for (let i = 23; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    const t = deck[i] as number;
    deck[i] = deck[j] as number;
    deck[j] = t;
  }
  hand.fill(0);
  for (let i = 0; i < 18; i++) {
    const s = (dealer + 1 + Math.floor(i / 6)) % 3;
    hand[s] = (hand[s] as number) | (1 << (deck[i] as number));
  }
  dummyAt = 18;
  capturedPoints.fill(0);
  parcels.fill(0);
  // The blind pass: three random cards each, all moving at once.
  const given = [0, 0, 0];
  for (let s = 0; s < 3; s++) {
    let h = hand[s] as number;
    let g = 0;
    for (let k = 0; k < 3; k++) {
      const c = nthBit(h, randomInt(rng, bitCount(h)));
      g |= 1 << c;
      h &= ~(1 << c);
    }
    given[s] = g;
  }
  for (let s = 0; s < 3; s++) {
    const to = round % 2 === 1 ? (s + 1) % 3 : (s + 2) % 3;
    hand[s] = (hand[s] as number) & ~(given[s] as number);
    hand[to] = (hand[to] as number) | (given[s] as number);
  }
  let actions = 3;
  turnUp(dealer);
  while (phase !== 0) {
    const h = hand[toAct] as number;
    if (phase === 2) {
      const c = nthBit(h, randomInt(rng, bitCount(h)));
      hand[toAct] = h & ~(1 << c);
      top = c;
      parcelPoints = pointsOf(c);
      turner = toAct;
      lastContributor = toAct;
      passes = 0;
      phase = 1;
      toAct = (toAct + 1) % 3;
      actions++;
      continue;
    }
    if (h === 0) {
      pass(); // an empty hand passes by itself: not an action
      continue;
    }
    const plays = h & (FOLLOWERS[top] as number);
    const k = randomInt(rng, bitCount(plays) + 1);
    actions++;
    if (k === bitCount(plays)) {
      pass();
      continue;
    }
    const c = nthBit(plays, k);
    hand[toAct] = h & ~(1 << c);
    top = c;
    parcelPoints += pointsOf(c);
    lastContributor = toAct;
    passes = 0;
    toAct = (toAct + 1) % 3;
  }
  let most = 0;
  for (let s = 0; s < 3; s++) most = Math.max(most, parcels[s] as number);
  let leaders = 0;
  for (let s = 0; s < 3; s++) if (parcels[s] === most) leaders++;
  for (let s = 0; s < 3; s++) {
    scores[s] = (scores[s] as number) + (capturedPoints[s] as number) + (parcels[s] === most ? 6 / leaders : 0);
  }
  return actions;
}

/** Plays one random game to its end; returns the actions taken. */
export function playHandwrittenParcellus(rng: Rng): number {
  for (let i = 0; i < 24; i++) deck[i] = i;
  scores.fill(0);
  let dealer = randomInt(rng, 3);
  let actions = 0;
  for (let round = 1; ; round++) {
    actions += playRound(rng, round, dealer);
    const best = Math.max(scores[0] as number, scores[1] as number, scores[2] as number);
    const atTop = (scores[0] === best ? 1 : 0) + (scores[1] === best ? 1 : 0) + (scores[2] === best ? 1 : 0);
    if (best >= 30 && atTop === 1) return actions;
    dealer = (dealer + 1) % 3;
  }
}

/** A generator for {@link playHandwrittenParcellus}, so callers need not import the engine's. */
export const baselineRng = (seed: number): Rng => createRng(seed);
