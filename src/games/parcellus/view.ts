/**
 * What each seat may see (P15, P22), and `determinize`, which re-deals what it
 * may not see.
 */
import { type Card, colourOf, dealFrom, euchreDeck, rankOf } from '../../core/cards.js';
import { cloneState } from '../../core/clone.js';
import { RuleError } from '../../core/errors.js';
import type { Seat, Viewer } from '../../core/game.js';
import { type Rng, seedState, shuffle } from '../../core/rng.js';
import { passDirection } from './deal.js';
import type { ParcellusOptions } from './options.js';
import { CYCLE } from './parcel.js';
import { passTarget } from './pass.js';
import {
  actorsOf,
  type ParcellusEvent,
  type ParcellusPhase,
  type ParcellusState,
  type PassDirection,
  type RoundResult,
} from './state.js';

/** A seat's (or a spectator's) view of a Parcellus game: JSON, nothing it may not see. */
export interface ParcellusView {
  /** Always `'parcellus'`. */
  game: 'parcellus';
  /** Whose view this is. */
  viewer: Viewer;
  /** Where the game stands. */
  phase: ParcellusPhase;
  /** The seats that may act now. */
  actors: Seat[];
  /** Round number, from 1. */
  round: number;
  /** This round's dealer. */
  dealer: Seat;
  /** This round's pass direction. */
  direction: PassDirection;
  /** The rule options in force. */
  options: ParcellusOptions;
  /** The viewer's own hand; `null` for a spectator. */
  hand: Card[] | null;
  /** Cards in each hand. */
  handCounts: number[];
  /** Cards left in the face-down dummy. */
  dummyCount: number;
  /** The parcel being built, base first. */
  parcel: Card[];
  /** Who turned up or led the current parcel. */
  turner: Seat;
  /** The last seat to put a card on the parcel. */
  lastContributor: Seat | null;
  /** Passes in a row on the current parcel. */
  passes: number;
  /** The seat to act in `act` and `lead`. */
  toAct: Seat;
  /** Each seat's captured parcels, or `null` where they are hidden from the viewer (P15 option). */
  captured: (Card[][] | null)[];
  /** The size of each seat's captured parcels (always public). */
  parcelSizes: number[][];
  /** Lone cards given to nobody this round (P10 option). */
  unclaimed: Card[];
  /** During the pass: which seats have chosen their three cards. */
  passChosen: boolean[];
  /** The three cards the viewer chose (during the pass) or gave (after it) this round. */
  myPass: Card[] | null;
  /** The three cards the viewer received this round, once the pass is done. */
  received: Card[] | null;
  /** Total points from finished rounds. */
  scores: number[];
  /** The finished rounds. */
  history: RoundResult[];
  /** The winners, once the game is over. */
  winners: Seat[];
  /** The last action's events, redacted for the viewer. */
  events: ParcellusEvent[];
}

/** `event` as `viewer` sees it: the cards of a pass it neither gave nor got are hidden. */
export function redact(event: ParcellusEvent, viewer: Viewer): ParcellusEvent {
  if (event.type === 'passedCards' && viewer !== event.seat && viewer !== event.to) {
    return { ...event, cards: null };
  }
  return event;
}

/** The seat whose pass `seat` receives this round (the one that passes towards it). */
export function giverTo(state: Pick<ParcellusState, 'round' | 'options'>, seat: Seat): Seat {
  return [0, 1, 2].find((s) => passTarget(state, s) === seat) as Seat;
}

/** The view of `viewer`. */
export function view(state: ParcellusState, viewer: Viewer): ParcellusView {
  const seat = viewer === 'spectator' ? null : viewer;
  const copy = <T>(x: T): T => cloneState(x);
  const afterPass = state.phase !== 'pass';
  return {
    game: 'parcellus',
    viewer,
    phase: state.phase,
    actors: [...actorsOf(state)],
    round: state.round,
    dealer: state.dealer,
    direction: passDirection(state),
    options: { ...state.options },
    hand: seat === null ? null : [...(state.hands[seat] ?? [])],
    handCounts: state.hands.map((h) => h.length),
    dummyCount: state.dummy.length,
    parcel: [...state.parcel],
    turner: state.turner,
    lastContributor: state.lastContributor,
    passes: state.passes,
    toAct: state.toAct,
    captured: state.captured.map((ps, s) => (state.options.capturedCardsPublic || s === seat ? copy(ps) : null)),
    parcelSizes: state.captured.map((ps) => ps.map((p) => p.length)),
    unclaimed: [...state.unclaimed],
    passChosen: state.passing.map((p) => p !== null),
    myPass: seat === null ? null : copy((afterPass ? state.passed[seat] : state.passing[seat]) ?? null),
    received: seat === null || !afterPass ? null : copy(state.passed[giverTo(state, seat)] ?? null),
    scores: [...state.scores],
    history: copy(state.history),
    winners: [...state.winners],
    events: state.events.map((e) => copy(redact(e, viewer))),
  };
}

/**
 * A full state that `seat`'s view could come from: every card it cannot see is
 * dealt at random into the hidden places (other hands, the dummy, hidden
 * captures), keeping counts, and keeping the cards it passed this round in the
 * receiver's hand while they are still unseen (with hidden captures, P15, only
 * until a parcel is captured out of sight: a passed card may be in it).
 */
export function determinize(v: ParcellusView, seat: Seat, rng: Rng): ParcellusState {
  if (v.game !== 'parcellus' || v.viewer !== seat || v.hand === null) {
    throw new RuleError('BAD_VIEW', `Not a Parcellus view of seat ${seat}.`);
  }
  const seen = new Set<Card>([...v.hand, ...v.parcel, ...v.unclaimed]);
  for (const ps of v.captured) for (const p of ps ?? []) for (const c of p) seen.add(c);
  // Parcels captured out of sight during the last action (P15) were shown in its events, face up
  // as they were played: they are their capturers' last parcels, in order, and dealt as seen.
  const lastCaptured: Card[][][] = [[], [], []];
  for (const e of v.events) {
    // A round scored (and the next one dealt) in the same action took those parcels away.
    if (e.type === 'roundScored' || e.type === 'dealt') for (const l of lastCaptured) l.length = 0;
    if (e.type !== 'captured' || e.seat === null || v.captured[e.seat] !== null) continue;
    lastCaptured[e.seat]?.push([...e.cards]);
  }
  for (const ps of lastCaptured) for (const p of ps) for (const c of p) seen.add(c);
  const shownLast = (s: number): number => lastCaptured[s]?.length ?? 0;
  const pool = shuffle(
    rng,
    euchreDeck().filter((c) => !seen.has(c)),
  );
  const afterPass = v.phase !== 'pass' && v.myPass !== null && v.received !== null;
  const hands: Card[][] = [[], [], []];
  hands[seat] = [...v.hand];
  // Cards this seat gave are still in the receiver's hand unless it has seen them since.
  const receiver = passTarget(v, seat);
  // With captured parcels hidden (P15), a passed card no longer in sight may have gone into one;
  // until some parcel is captured out of sight, it can only be in the receiver's hand.
  const capturesHidden = v.captured.some((ps, s) => ps === null && (v.parcelSizes[s]?.length ?? 0) > 0);
  if (afterPass && !capturesHidden) {
    const pinned = (v.myPass ?? []).filter((c) => !seen.has(c));
    for (const c of pinned) pool.splice(pool.indexOf(c), 1);
    (hands[receiver] as Card[]).push(...pinned);
  }
  // Hidden captures (P15 option) first: they must climb, the hands need not.
  const hidden: number[] = [];
  v.captured.forEach((ps, s) => {
    const sizes = v.parcelSizes[s] ?? [];
    if (ps === null) hidden.push(...sizes.slice(0, Math.max(0, sizes.length - shownLast(s))));
  });
  // Checked before the search, whose work grows with the sizes: a view made by hand could ask
  // for parcels of a billion cards.
  let hiddenCards = 0;
  for (const n of hidden) {
    if (!Number.isInteger(n) || n < 1) throw new RuleError('BAD_VIEW', `A captured parcel of ${n} cards cannot be.`);
    hiddenCards += n;
  }
  if (hiddenCards > pool.length) {
    throw new RuleError('BAD_VIEW', "The view's hidden parcels hold more cards than it leaves unseen.");
  }
  const climbs = hidden.length > 0 ? dealClimbs(pool, hidden, rng) : [];
  for (let s = 0; s < 3; s++) {
    if (s === seat) continue;
    const have = (hands[s] as Card[]).length;
    (hands[s] as Card[]).push(...dealFrom(pool, (v.handCounts[s] ?? 0) - have));
  }
  // Copies, never the view's own arrays: the rules mutate a state in place.
  let k = 0;
  const captured = v.captured.map((ps, s) => {
    if (ps) return cloneState(ps);
    const sizes = v.parcelSizes[s] ?? [];
    const first = Math.max(0, sizes.length - shownLast(s));
    return sizes.map((_, i) =>
      i < first ? (climbs[k++] as Card[]) : ((lastCaptured[s] as Card[][])[i - first] ?? []),
    );
  });
  const dummy = dealFrom(pool, v.dummyCount);
  if (pool.length !== 0) throw new RuleError('BAD_VIEW', 'The view leaves cards unaccounted for.');
  const passing: (Card[] | null)[] = [null, null, null];
  if (v.phase === 'pass') {
    for (let s = 0; s < 3; s++) {
      if (!v.passChosen[s]) continue;
      passing[s] = s === seat ? [...(v.myPass ?? [])] : shuffle(rng, [...(hands[s] as Card[])]).slice(0, 3);
    }
  }
  const passed: (Card[] | null)[] = [null, null, null];
  if (afterPass) {
    const giver = giverTo(v, seat);
    passed[seat] = [...(v.myPass ?? [])];
    passed[giver] = [...(v.received ?? [])];
    // The third pass, from this seat's receiver to its giver, was never shown to it: three
    // cards stand for it, from the giver's hand first (where they went), as a state needs one.
    const known = new Set<Card>([...v.hand, ...(v.myPass ?? []), ...(v.received ?? [])]);
    const inHand = shuffle(rng, [...(hands[giver] as Card[])]);
    const elsewhere = shuffle(
      rng,
      euchreDeck().filter((c) => !known.has(c) && !inHand.includes(c)),
    );
    passed[receiver] = [...inHand, ...elsewhere].slice(0, 3);
  }
  return {
    phase: v.phase,
    rng: seedState(rng.next()),
    players: 3,
    options: { ...v.options },
    round: v.round,
    dealer: v.dealer,
    hands,
    dummy,
    passing,
    passed,
    parcel: [...v.parcel],
    turner: v.turner,
    lastContributor: v.lastContributor,
    passes: v.passes,
    toAct: v.toAct,
    captured,
    unclaimed: [...v.unclaimed],
    scores: [...v.scores],
    history: cloneState(v.history),
    winners: [...v.winners],
    events: cloneState(v.events),
  };
}

/**
 * Parcels of these sizes made of cards of `pool` (a random order), taken out of it: each one
 * climbs, a card and then the next rank of its colour each time, as every parcel is built (P15
 * `capturedCardsPublic: false` hides their cards, not that rule). The parcels that really were
 * captured are one answer, so a genuine view always has one; a view made by hand that has none
 * is refused.
 */
function dealClimbs(pool: Card[], sizes: readonly number[], rng: Rng): Card[][] {
  const out = climbsFrom(pool, sizes, rng);
  if (out === null) {
    throw new RuleError('BAD_VIEW', "The view's hidden parcels cannot be made of the cards it leaves unseen.");
  }
  const taken = new Set(out.flat());
  const left = pool.filter((c) => !taken.has(c));
  pool.length = 0;
  pool.push(...left);
  return out;
}

/**
 * The search of {@link dealClimbs}: the parcels, or `null` when none can be made. A climb of n
 * cards is one colour's ranks from a first rank on, round the cycle, a card of either suit of that
 * colour at each: so a colour and a first rank per parcel, within the ranks' counts in the pool,
 * decide it. Those are searched, largest parcels first, in a random order, with the counts that
 * led nowhere remembered (a pool has at most three states for each of the 12 colour-ranks); the
 * suits are then dealt from the pool's own random order.
 */
function climbsFrom(pool: readonly Card[], sizes: readonly number[], rng: Rng): Card[][] | null {
  const RANKS = CYCLE.length;
  // The pool's cards by colour and rank (index colour * 6 + rank), in the pool's order.
  const byRank: Card[][] = Array.from({ length: 2 * RANKS }, () => []);
  for (const c of pool) (byRank[slotOf(c)] as Card[]).push(c);
  const left = byRank.map((cs) => cs.length);
  const order = sizes.map((_, i) => i).sort((a, b) => (sizes[b] as number) - (sizes[a] as number));
  const starts: number[] = [];
  const dead = new Set<number>();
  // The counts as one number (each 0–2, base 3) beside the parcel being placed: a memo key.
  const key = (j: number): number => left.reduce((k, n) => k * 3 + n, j);
  const use = (slot: number, n: number, by: number): void => {
    const colour = slot - (slot % RANKS);
    for (let i = 0; i < n; i++) {
      const at = colour + ((slot - colour + i) % RANKS);
      left[at] = (left[at] as number) - by;
    }
  };
  const place = (j: number): boolean => {
    const i = order[j];
    if (i === undefined) return true;
    const k = key(j);
    if (dead.has(k)) return false;
    const n = sizes[i] as number;
    for (const slot of shuffle(
      rng,
      Array.from({ length: 2 * RANKS }, (_, x) => x),
    )) {
      use(slot, n, 1);
      if (left.every((m) => m >= 0)) {
        starts[i] = slot;
        if (place(j + 1)) return true;
      }
      use(slot, n, -1);
    }
    dead.add(k);
    return false;
  };
  if (!place(0)) return null;
  const taken = byRank.map(() => 0);
  return sizes.map((n, i) => {
    const slot = starts[i] as number;
    const colour = slot - (slot % RANKS);
    const parcel: Card[] = [];
    for (let x = 0; x < n; x++) {
      const at = colour + ((slot - colour + x) % RANKS);
      parcel.push((byRank[at] as Card[])[taken[at] as number] as Card);
      taken[at] = (taken[at] as number) + 1;
    }
    return parcel;
  });
}

/** A card's colour and rank as one index: colour (red 0, black 1) * 6 + its place in {@link CYCLE}. */
function slotOf(card: Card): number {
  return (colourOf(card) === 'red' ? 0 : CYCLE.length) + CYCLE.indexOf(rankOf(card) as (typeof CYCLE)[number]);
}
