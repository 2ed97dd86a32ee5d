/**
 * Wild-rich Frustration Rummy hands, the longest move lists the game has:
 * 14 cards after the draw, 6 to 10 of them wild (2s, 3s, Jokers), in the play
 * phase of the seat working on a given contract, so that it may meld. Random
 * play almost never deals them, so they are stacked: the deck is ordered so
 * that seat 0 (left of the dealer, seat 1) is dealt 13 of the cards and draws
 * the 14th from the stock; the state then has the seat's completed contracts
 * set, and is checked as a stored state would be (`restoreState`).
 *
 * The natural cards lean towards melds: a stretch of one suit (for the runs)
 * and the rest in pairs of a rank (for the sets), so the lists hold the runs
 * and sets wild cards make possible, as in a hand a player would keep.
 */

import { frustrationRummy, type RummyOptions, type RummyState } from '../src/games/frustration-rummy/index.js';
import { createRng, pick, type Rng, randomInt, restoreState, shuffle } from '../src/index.js';

/** True for a card that is wild under the default pack: 2s, 3s and Jokers (R2). */
export const isWildCard = (card: string): boolean => /^(2|3|JK)/.test(card);

/** The ranks a natural card may have, low to high. */
const NATURAL_RANKS = ['4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'];

/**
 * A stacked play-phase state: seat 0 holds 14 cards, `wilds` of them wild
 * (6–10), and works on `contract` (1–14). Dealt from `rng` (the bench's, not
 * the game's); `options` as the game takes them (the default pack). With
 * `drawn` false, the state before seat 0's draw, 13 of the cards in hand.
 */
export function wildRichState(
  contract: number,
  wilds: number,
  rng: Rng,
  options: Partial<RummyOptions> = {},
  drawn = true,
): RummyState {
  if (!(Number.isInteger(contract) && contract >= 1 && contract <= 14)) throw new RangeError(`no contract ${contract}`);
  if (!(Number.isInteger(wilds) && wilds >= 6 && wilds <= 10)) throw new RangeError(`${wilds} wilds: 6 to 10`);
  const pack = frustrationRummy.deck(options);
  const pool = shuffle(rng, [...pack]);
  // Each test names what it wants whole: `J` alone would match a Joker (`JK`) too.
  const take = (fits: (card: string) => boolean): string => {
    const i = pool.findIndex(fits);
    if (i < 0) throw new RangeError('the pack has no such card left');
    return pool.splice(i, 1)[0] as string;
  };
  const hand: string[] = [];
  for (let w = 0; w < wilds; w++) hand.push(take(isWildCard));
  // A stretch of one suit (for runs), of any length up to all the naturals (as far as the ranks
  // go), and the rest in pairs of a rank (for sets).
  const naturals = 14 - wilds;
  const stretch = Math.min(NATURAL_RANKS.length, randomInt(rng, naturals + 1));
  const suit = pick(rng, ['S', 'H', 'D', 'C']);
  const low = randomInt(rng, NATURAL_RANKS.length - stretch + 1);
  for (let r = low; r < low + stretch; r++) {
    const code = `${NATURAL_RANKS[r]}${suit}`;
    hand.push(take((c) => c.startsWith(code)));
  }
  while (hand.length < 14) {
    const rank = pick(rng, NATURAL_RANKS);
    hand.push(take((c) => c.startsWith(rank) && !isWildCard(c)));
    if (hand.length < 14) hand.push(take((c) => c.startsWith(rank) && !isWildCard(c)));
  }
  shuffle(rng, hand);
  // Seat 0 is dealt cards 0–12; 13–25 go to seat 1, 26 is the upcard and 27 tops the stock.
  const deck = [...hand.slice(0, 13), ...pool.slice(0, 14), hand[13] as string, ...pool.slice(14)];
  const state = structuredClone(
    frustrationRummy.init({ players: 2, seed: randomInt(rng, 0x7fffffff), deck, dealer: 1, options }),
  );
  // Before the draw (`drawn` false) the 14th card tops the stock: the seat's draw from the stock takes it.
  if (drawn) frustrationRummy.applyInPlace(state, { type: 'draw', seat: 0, from: 'stock' });
  state.completed[0] = contract - 1;
  withRounds(state);
  // The state as a stored one is checked: one the game could have reached.
  return restoreState(frustrationRummy, JSON.stringify(state));
}

/**
 * `s` with a history (and round number) that moved each seat up to its
 * `completed` count: a round for each contract any seat completed, in which
 * the seats that were behind laid down and moved up (the first of them went
 * out), so that a state put on a later contract is one the rules could reach
 * and `restoreState` accepts.
 */
export function withRounds(s: RummyState): RummyState {
  const top = Math.max(...s.completed);
  s.history = [];
  for (let k = 1; k <= top; k++) {
    const seats = s.completed.flatMap((c, i) => (c >= k ? [i] : []));
    s.history.push({ round: k, wentOut: seats[0] ?? null, reason: 'wentOut', laidDown: seats, advanced: seats });
  }
  s.round = top + 1;
  return s;
}

/**
 * `perContract` wild-rich states for each contract 1–14, their wild counts
 * going round 6, 7, 8, 9, 10, from the seed `seed`.
 */
export function wildRichStates(
  perContract: number,
  seed: string,
  options: Partial<RummyOptions> = {},
): { contract: number; wilds: number; state: RummyState }[] {
  const rng = createRng(seed);
  const out: { contract: number; wilds: number; state: RummyState }[] = [];
  for (let contract = 1; contract <= 14; contract++) {
    for (let h = 0; h < perContract; h++) {
      const wilds = 6 + (h % 5);
      out.push({ contract, wilds, state: wildRichState(contract, wilds, rng, options) });
    }
  }
  return out;
}

/**
 * A play-phase state in which seat 0, on `contract` (1–14) and not laid down, holds exactly the
 * cards `hand` (kinds such as `7H` and `JK`, 14 + 2 × its buys of them: the hands buying gives,
 * R29), the rest of the pack in the stock and seat 1's hand. For the longest move lists the rules
 * allow: `options` needs `allowBuying` and a `maxBuysPerRound` of at least the buys, and
 * `decks: 3` for more than two copies of a card. Checked as a stored state would be
 * (`restoreState`).
 */
export function stateWithHand(contract: number, hand: readonly string[], options: Partial<RummyOptions>): RummyState {
  const buys = (hand.length - 14) / 2;
  if (!(Number.isInteger(buys) && buys >= 0)) throw new RangeError(`a hand of ${hand.length}: 14 + 2 × the buys`);
  const state = structuredClone(frustrationRummy.init({ players: 2, seed: 7, dealer: 1, options }));
  frustrationRummy.applyInPlace(state, { type: 'draw', seat: 0, from: 'stock' });
  const other = (state.hands[1] as string[]).length;
  const pool = [...(state.hands[0] as string[]), ...(state.hands[1] as string[]), ...state.stock];
  const held: string[] = [];
  for (const kind of hand) {
    const i = pool.findIndex((c) => c.split('#')[0] === kind);
    if (i < 0) throw new RangeError(`no copy of ${kind} left for the hand`);
    held.push(pool.splice(i, 1)[0] as string);
  }
  state.hands[0] = held;
  state.hands[1] = pool.splice(0, other);
  state.stock = pool;
  state.buys[0] = buys;
  state.completed[0] = contract - 1;
  withRounds(state);
  return restoreState(frustrationRummy, JSON.stringify(state));
}

/** The 14 natural cards of the longest hands: one of each rank in spades and three hearts (runs, and contract 8's run of 13), or 4 to 10 twice (sets). */
const LONG_NATURALS: Readonly<Record<'runs' | 'sets', readonly string[]>> = {
  runs: ['AS', '4S', '5S', '6S', '7S', '8S', '9S', 'TS', 'JS', 'QS', 'KS', '4H', '9H', 'KH'],
  sets: ['4S', '4H', '5S', '5H', '6S', '6H', '7S', '7H', '8S', '8H', '9S', '9H', 'TS', 'TH'],
};

/** The 20 wild cards of the longest hands: the six Jokers of three decks and fourteen 2s and 3s. */
const LONG_WILDS: readonly string[] = [
  ...['JK', 'JK', 'JK', 'JK', 'JK', 'JK'],
  ...['2S', '2H', '2D', '2C', '3S', '3H', '3D', '3C'],
  ...['2S', '2H', '2D', '3S', '3H', '3D'],
];

/** The options of the longest hands: three decks, buying with its highest limit (R29), and `extra`. */
export const longHandOptions = (extra: Partial<RummyOptions> = {}): Partial<RummyOptions> => ({
  decks: 3,
  allowBuying: true,
  maxBuysPerRound: 10,
  ...extra,
});

/**
 * The longest hands the rules allow, for the worst move lists: 34 cards (ten buys, R29), 20 of them
 * wild, on `contract`, leaning to runs or to sets (`shape`).
 */
export function longestHandState(
  contract: number,
  shape: 'runs' | 'sets',
  extra: Partial<RummyOptions> = {},
): RummyState {
  return stateWithHand(contract, [...LONG_NATURALS[shape], ...LONG_WILDS], longHandOptions(extra));
}
