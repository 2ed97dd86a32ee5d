/**
 * What each seat may see (R31), and `determinize`, which re-deals what it may
 * not see. Public: the melds, the top of the discard pile, every hand's size,
 * the stock's size, each player's contract and lay-down, the upcard taken this
 * turn. The discard pile below its top is squared up: no rule needs it (R31),
 * so a view shows only its size, like the stock's.
 */
import { type Card, dealFrom, isCard, type Rank } from '../../core/cards.js';
import { cloneState } from '../../core/clone.js';
import { RuleError } from '../../core/errors.js';
import type { Seat, Viewer } from '../../core/game.js';
import { type Rng, randomInt, seedState, shuffle } from '../../core/rng.js';
import { actors, maxHandSize } from './buying.js';
import { countsOf, kindOf, TYPES, typeOf } from './cardTypes.js';
import { contractSetRanks, openRequirements, runsFirst } from './contracts.js';
import { emptyHands } from './hand.js';
import { hasMeld } from './meldList.js';
import { enumerateUses } from './meldUses.js';
import { MAX_BUYS_PER_ROUND, type RummyOptions } from './options.js';
import { packFor } from './round.js';
import type { Meld, RoundResult, RummyEvent, RummyPhase, RummyState } from './state.js';

/** A seat's (or a spectator's) view of a game: JSON, nothing it may not see. */
export interface RummyView {
  /** Always `'frustration-rummy'`. */
  game: 'frustration-rummy';
  /** Whose view this is. */
  viewer: Viewer;
  /** Where the game stands. */
  phase: RummyPhase;
  /** The seats that may act now. */
  actors: Seat[];
  /** Number of players. */
  players: number;
  /** Round number, from 1. */
  round: number;
  /** This round's dealer. */
  dealer: Seat;
  /** The active player. */
  toAct: Seat;
  /** The rule options in force. */
  options: RummyOptions;
  /** Contracts completed per seat (the pegs). */
  completed: number[];
  /** Each seat's current contract number (the completed count plus one, at most 14). */
  contracts: number[];
  /** Which seats have laid down their contract this round. */
  laidDown: boolean[];
  /** The viewer's own hand; `null` for a spectator. */
  hand: Card[] | null;
  /** Cards in each hand. */
  handCounts: number[];
  /** Cards in the face-down stock. */
  stockCount: number;
  /** The top of the discard pile, or `null` when it is empty. */
  discardTop: Card | null;
  /** Cards in the discard pile, its top included. */
  discardCount: number;
  /** The melds on the table. */
  melds: Meld[];
  /** The upcard the active player took this turn (it was face up), or `null`. */
  takenUpcard: Card | null;
  /** R29 option: the top discard may still be bought before the draw. */
  buyable: boolean;
  /** R29 option: how many times each seat has bought this round (public: everyone saw the buys). */
  buys: number[];
  /** Turns since someone last moved up (the R30 cap counts these). */
  turnsWithoutProgress: number;
  /** The finished rounds. */
  history: RoundResult[];
  /** The winners, once the game is over. */
  winners: Seat[];
  /** The last action's events, redacted for the viewer. */
  events: RummyEvent[];
}

/**
 * `e` as `viewer` sees it: cards by kind (twin cards are one card at the table, so no event tells
 * which copy moved), a card drawn face down or a buy's penalty hidden from the other seats.
 */
function redact(e: RummyEvent, viewer: Viewer): RummyEvent {
  switch (e.type) {
    case 'dealt':
      return { ...e, upcard: kindOf(e.upcard) };
    case 'drew':
      return { ...e, card: e.card === null || (e.from === 'stock' && e.seat !== viewer) ? null : kindOf(e.card) };
    case 'melded':
      return { ...e, cards: e.cards.map(kindOf) };
    case 'laidOff':
    case 'discarded':
      return { ...e, card: kindOf(e.card) };
    case 'swappedWild':
      return { ...e, card: kindOf(e.card), wild: kindOf(e.wild) };
    case 'bought':
      return {
        ...e,
        card: kindOf(e.card),
        penalty: e.penalty === null || e.seat !== viewer ? null : kindOf(e.penalty),
      };
    default:
      return cloneState(e);
  }
}

/** A meld as every seat sees it: its cards by kind. */
function meldView(m: Meld): Meld {
  return { ...m, cards: m.cards.map(kindOf) };
}

/** The view of `viewer`: every card named by its kind (`7H`, `JK`), never by its copy. */
export function view(state: RummyState, viewer: Viewer): RummyView {
  const seat = viewer === 'spectator' ? null : viewer;
  const top = state.discard[state.discard.length - 1];
  return {
    game: 'frustration-rummy',
    viewer,
    phase: state.phase,
    actors: actors(state),
    players: state.players,
    round: state.round,
    dealer: state.dealer,
    toAct: state.toAct,
    options: { ...state.options },
    completed: [...state.completed],
    contracts: state.completed.map((c) => Math.min(c + 1, 14)),
    laidDown: [...state.laidDown],
    hand: seat === null ? null : (state.hands[seat] ?? []).map(kindOf),
    handCounts: state.hands.map((h) => h.length),
    stockCount: state.stock.length,
    discardTop: top === undefined ? null : kindOf(top),
    discardCount: state.discard.length,
    melds: state.melds.map(meldView),
    takenUpcard: state.takenUpcard === null ? null : kindOf(state.takenUpcard),
    buyable: state.buyable,
    buys: [...state.buys],
    turnsWithoutProgress: state.turnsWithoutProgress,
    history: cloneState(state.history),
    winners: [...state.winners],
    events: state.events.map((e) => redact(e, viewer)),
  };
}

/**
 * A full state that `seat`'s view could come from: every card it cannot see is
 * dealt at random into the other hands, the discard pile below its top and the
 * stock, keeping every count. The upcard the active player took this turn stays
 * in their hand (everyone saw it taken).
 */
export function determinize(v: RummyView, seat: Seat, rng: Rng): RummyState {
  if (v.game !== 'frustration-rummy' || v.viewer !== seat || v.hand === null) {
    throw new RuleError('BAD_VIEW', `Not a Frustration Rummy view of seat ${seat}.`);
  }
  // Hand sizes first, before any deal or search: a copied view claiming a 90-card hand would
  // otherwise be dealt and searched for melds hundreds of times before the deal is found wrong.
  for (let s = 0; s < v.players; s++) {
    const size = s === seat ? v.hand.length : (v.handCounts[s] ?? 0);
    // The view's buy count is not trusted yet (restoreState's check comes after the deal): no more than any option allows.
    if (size > maxHandSize(Math.min(Number(v.buys[s]) || 0, MAX_BUYS_PER_ROUND))) {
      throw new RuleError('BAD_VIEW', `Seat ${s} holds ${size} cards, more than 14 + 2 × its buys (R29).`);
    }
  }
  // The cards the view shows, by kind: each gets a copy of its kind, drawn from the pack at random
  // (which copy is which is nothing any seat knows, rules page, "Twin cards are one card at the
  // table"); the copies left over are the unseen cards.
  const copies: Card[][] = [];
  for (let t = 0; t < TYPES; t++) copies.push([]);
  for (const c of shuffle(rng, packFor(v.options))) (copies[typeOf(c)] as Card[]).push(c);
  const copyOf = (c: unknown): Card => {
    // A copied view is untrusted: a code that is no card would read as some card type.
    const copy = isCard(c) ? copies[typeOf(c)]?.pop() : undefined;
    if (copy === undefined) throw new RuleError('BAD_VIEW', 'The view shows cards that are not in the pack.');
    return copy;
  };
  // Pushed, not `map`ped: once optimised, V8's `map` makes holey arrays (see `filled`), and a
  // world is played on the fast path.
  const copiesFor = (list: readonly unknown[]): Card[] => {
    const out: Card[] = [];
    for (const c of list) out.push(copyOf(c));
    return out;
  };
  const hands = emptyHands(v.players);
  hands[seat] = copiesFor(v.hand);
  const melds: Meld[] = [];
  for (const m of v.melds) melds.push({ ...cloneState(m), cards: copiesFor(m.cards) });
  const table: Table = {
    melds,
    top: v.discardTop === null ? null : copyOf(v.discardTop),
    taken: v.takenUpcard,
  };
  const up = v.takenUpcard;
  // The upcard another seat took this turn is in its hand unless it may have left it: a card of its
  // kind shows on the table (melded or laid off, or thrown back on the pile) and could be that one.
  if (up !== null && v.toAct !== seat) {
    const t = isCard(up) ? typeOf(up) : -1;
    const shown = (c: Card): boolean => typeOf(c) === t;
    if (
      (copies[t]?.length ?? 0) > 0 &&
      !table.melds.some((m) => m.cards.some(shown)) &&
      !(table.top !== null && shown(table.top))
    ) {
      const copy = copyOf(up);
      (hands[v.toAct] as Card[]).push(copy);
      table.taken = copy;
    }
  }
  // Pushed, not `flat()`: V8 makes that list holey, and the piles are dealt from it.
  const pool: Card[] = [];
  for (const list of copies) for (const c of list) pool.push(c);
  // A seat seen halfway through laying down its contract must hold the cards to
  // finish it (a lay-down cannot stall: rules, "Actions and the size of the
  // move list"), so deals where it cannot are rejected and dealt again; without
  // this a search bot would sample worlds where that seat has no legal move.
  // Where finishing hands are rare (7 Pairs without wilds), the later attempts deal that seat the
  // rest of its contract first (`finishingWorld`).
  const mustFinish = v.phase === 'layingDown' && v.toAct !== seat;
  for (let attempt = 0; ; attempt++) {
    const world =
      attempt < RANDOM_DEALS
        ? dealWorld(v, seat, hands, table, shuffle(rng, [...pool]), rng)
        : finishingWorld(v, seat, hands, table, pool, rng);
    // In a lay-down under way the seat's only moves are its contract's next melds (R12): one is enough.
    if (world !== null && (!mustFinish || hasMeld(world, v.toAct))) return world;
    if (attempt >= MAX_DEALS) {
      throw new RuleError('BAD_VIEW', `No deal of the unseen cards lets seat ${v.toAct} finish laying down.`);
    }
  }
}

// Deals at random before the seat laying down is dealt its contract's rest first, and in all: a
// view where no deal lets it finish is not one the game can produce.
const RANDOM_DEALS = 200;
const MAX_DEALS = 400;
// The uses of a requirement a finishing deal draws one from (a run of 8 in a full pack has millions).
const USE_SAMPLE = 5000;

/**
 * A world where seat `v.toAct`, halfway through laying down its contract, holds the rest of it:
 * for each open requirement (runs first) one of its uses, drawn by the move search's own
 * enumeration (`enumerateUses`, among its first {@link USE_SAMPLE}) from the unseen cards and the
 * cards of that hand the view shows (the upcard it took), then the hand filled up at random.
 * Where the hand has no card to spare (7 Pairs), uses that take a shown card come first, since
 * that card is in the hand whatever is dealt. `null` when the draw does not fit the hand.
 */
function finishingWorld(
  v: RummyView,
  seat: Seat,
  known: readonly Card[][],
  table: Table,
  pool: readonly Card[],
  rng: Rng,
): RummyState | null {
  // A first deal only to read the contract's open requirements and set ranks off the table.
  const probe = dealWorld(v, seat, known, table, shuffle(rng, [...pool]), rng);
  const o = v.options;
  const banned = o.contractSetsDistinctRanks ? [...contractSetRanks(probe, v.toAct)] : [];
  const shown = known[v.toAct] as Card[];
  const size = v.handCounts[v.toAct] ?? 0;
  const counts = countsOf([...pool, ...shown]);
  // The shown cards no use has taken yet, by type.
  const uncovered = countsOf(shown);
  let spare = size - shown.length;
  const dealt: number[] = [];
  for (const req of runsFirst(openRequirements(probe, v.toAct))) {
    spare -= req.size;
    let any: number[] | null = null;
    let withShown: number[] | null = null;
    let rank: Rank | null = null;
    let rankWithShown: Rank | null = null;
    let seen = 0;
    let seenWithShown = 0;
    enumerateUses(counts, req, o, { arrange: false, bannedRanks: banned }, (types, r) => {
      seen++;
      // Reservoir sampling: each use met so far is kept with the same chance.
      if (randomInt(rng, seen) === 0) {
        any = types;
        rank = r;
      }
      if (types.some((t) => (uncovered[t] as number) > 0)) {
        seenWithShown++;
        if (randomInt(rng, seenWithShown) === 0) {
          withShown = types;
          rankWithShown = r;
        }
      }
      return seen >= USE_SAMPLE;
    });
    const preferShown = spare < 0 && withShown !== null;
    const use = (preferShown ? withShown : any) as number[] | null;
    if (use === null) return null;
    for (const t of use) {
      counts[t] = (counts[t] as number) - 1;
      if ((uncovered[t] as number) > 0) {
        uncovered[t] = (uncovered[t] as number) - 1;
        spare++;
      } else dealt.push(t);
    }
    if (o.contractSetsDistinctRanks && req.kind === 'set') banned.push(preferShown ? rankWithShown : rank);
  }
  if (spare < 0) return null;
  const rest = shuffle(rng, [...pool]);
  const hands = known.map((h) => [...h]);
  const hand = hands[v.toAct] as Card[];
  for (const t of dealt) {
    const i = rest.findIndex((c) => typeOf(c) === t);
    // The counts came from these cards, so each type is there; a view made by hand may say otherwise.
    if (i < 0) return null;
    hand.push(...rest.splice(i, 1));
  }
  return dealWorld(v, seat, hands, table, rest, rng);
}

/** What a dealt world shows face up, by copy: the melds, the discard pile's top, the upcard taken. */
interface Table {
  melds: Meld[];
  top: Card | null;
  taken: Card | null;
}

/** The state with `pool` (shuffled) dealt into the hidden places; `known` hands and `table` are copied. */
function dealWorld(
  v: RummyView,
  seat: Seat,
  known: readonly Card[][],
  table: Table,
  pool: Card[],
  rng: Rng,
): RummyState {
  // Pushed, not `map`ped: once optimised, V8's `map` makes holey arrays (see `filled`).
  const hands: Card[][] = [];
  for (const h of known) hands.push([...h]);
  for (let s = 0; s < v.players; s++) {
    if (s === seat) continue;
    const hand = hands[s] as Card[];
    hand.push(...dealFrom(pool, (v.handCounts[s] ?? 0) - hand.length));
  }
  const discard = dealFrom(pool, Math.max(0, v.discardCount - 1));
  if (table.top !== null) discard.push(table.top);
  const stock = dealFrom(pool, v.stockCount);
  if (pool.length !== 0) throw new RuleError('BAD_VIEW', 'The view leaves cards unaccounted for.');
  return {
    phase: v.phase,
    rng: seedState(rng.next()),
    players: v.players,
    options: { ...v.options },
    round: v.round,
    dealer: v.dealer,
    toAct: v.toAct,
    completed: [...v.completed],
    hands,
    stock,
    discard,
    melds: cloneState(table.melds),
    laidDown: [...v.laidDown],
    takenUpcard: table.taken,
    buyable: v.buyable,
    buys: [...v.buys],
    turnsWithoutProgress: v.turnsWithoutProgress,
    history: cloneState(v.history),
    winners: [...v.winners],
    events: cloneState(v.events),
  };
}
