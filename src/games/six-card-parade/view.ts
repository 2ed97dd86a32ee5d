/**
 * What each seat may see (S4, S20, S22, S26), and `determinize`, which
 * re-deals what it may not see.
 */
import { type Card, dealFrom, standardDeck } from '../../core/cards.js';
import { cloneState } from '../../core/clone.js';
import { RuleError } from '../../core/errors.js';
import type { Seat, Viewer } from '../../core/game.js';
import { type Rng, seedState, shuffle } from '../../core/rng.js';
import { actors } from './moves.js';
import type { SixCardParadeOptions } from './options.js';
import { pointsOf } from './scoring.js';
import type {
  CounterAnswer,
  Exchange,
  FieldSet,
  PendingSet,
  Search,
  SetKind,
  SixCardParadeEvent,
  SixCardParadePhase,
  SixCardParadeState,
  TurnStage,
} from './state.js';
import { inDeckOrder } from './zones.js';

/** A seat's (or a spectator's) view of a Six Card Parade game: JSON, nothing it may not see. */
export interface SixCardParadeView {
  /** Always `'six-card-parade'`. */
  game: 'six-card-parade';
  /** Whose view this is. */
  viewer: Viewer;
  /** Where the game stands. */
  phase: SixCardParadePhase;
  /** The seats that may act now. */
  actors: Seat[];
  /** Number of players. */
  players: number;
  /** The dealer. */
  dealer: Seat;
  /** Whose turn it is. */
  turn: Seat;
  /** The part of the turn the active player is in. */
  stage: TurnStage;
  /** Turns started so far. */
  turnNumber: number;
  /** The rule options in force. */
  options: SixCardParadeOptions;
  /** The viewer's own hand; `null` for a spectator. */
  hand: Card[] | null;
  /** Cards in each hand. */
  handCounts: number[];
  /** Cards in the library. */
  libraryCount: number;
  /** The library, top first: only for the Ace of Hearts player during the search (S22). */
  library: Card[] | null;
  /** The visible part of the stable, top last: the top card, or all of it with `stableShowsAll` (S4). */
  stable: Card[];
  /** Cards in the stable. */
  stableCount: number;
  /** The discard pile, newest last (public, S5). */
  discardPile: Card[];
  /** Spent Royals removed from the game (S12 option). */
  removed: Card[];
  /** Each seat's field. */
  fields: FieldSet[][];
  /** The id the next set will get. */
  nextSetId: number;
  /** The set in the counter window: public, with who has answered but not how. */
  pending: (Omit<PendingSet, 'answers'> & { answered: boolean[] }) | null;
  /** The viewer's own answer in the counter window. */
  myCounterAnswer: CounterAnswer | null;
  /** The Queen of Hearts exchange: who is named and who has picked. */
  exchange: (Omit<Exchange, 'picks'> & { picked: [boolean, boolean] }) | null;
  /** The viewer's own pick in the exchange. */
  myExchangePick: Card | null;
  /** During the Q♥ exchange, the other named player's hand, shown to the viewer (S26). */
  revealedHand: { seat: Seat; cards: Card[] } | null;
  /** The Ace of Hearts search in progress. */
  search: Search | null;
  /** The card taken from the stable at this turn's First Draw (public). */
  stableDraw: Card | null;
  /** Cards discarded this turn. */
  discards: number;
  /** Final turns still to start in the end phase; `null` before it. */
  finalTurnsLeft: number | null;
  /** Library size and field cards at the start of the turn (S31). */
  turnStart: { library: number; fieldCards: number };
  /** Turns in a row without progress (S31). */
  stallTurns: number;
  /** Points on each field so far. */
  points: number[];
  /** The winners, once the game is over. */
  winners: Seat[];
  /** The last action's events, redacted for the viewer. */
  events: SixCardParadeEvent[];
}

/**
 * An event as `viewer` may see it: library cards drawn, searched or exchanged by others are
 * hidden, and of several stable cards another seat draws at once (the J♥, Draw to Seven) only the
 * top one, the one face up for all, unless `stableShowsAll` shows the whole stable (S4).
 */
export function redact(event: SixCardParadeEvent, viewer: Viewer, stableShowsAll = false): SixCardParadeEvent {
  switch (event.type) {
    case 'drew':
      if (viewer === event.seat) return event;
      if (event.from !== 'stable') return { ...event, cards: null };
      return stableShowsAll || event.cards === null || event.cards.length <= 1
        ? event
        : { ...event, cards: event.cards.slice(0, 1) };
    case 'searched':
      return viewer === event.seat ? event : { ...event, card: null };
    case 'cardsExchanged':
      return viewer === event.seats[0] || viewer === event.seats[1] ? event : { ...event, gave: null };
    default:
      return event;
  }
}

/** The view of `viewer`. */
export function view(state: SixCardParadeState, viewer: Viewer): SixCardParadeView {
  return viewWith(state, viewer, cloneState);
}

const same = <T>(x: T): T => x;

/**
 * What `seat` sees, sharing the state's arrays instead of copying them: for
 * code that only reads the view and drops it at once (playout policies on a
 * sampled world). Never hand it out: changing the state changes it.
 */
export function glance(state: SixCardParadeState, seat: Seat): SixCardParadeView {
  return viewWith(state, seat, same);
}

/** The view of `viewer`, with `copy` applied to every array and object taken from the state. */
function viewWith(state: SixCardParadeState, viewer: Viewer, copy: <T>(x: T) => T): SixCardParadeView {
  const seat = viewer === 'spectator' ? null : viewer;
  const p = state.pending;
  const ex = state.exchange;
  const inExchange = ex !== null && seat !== null && ex.seats.includes(seat);
  const other = inExchange ? (ex.seats[0] === seat ? ex.seats[1] : ex.seats[0]) : null;
  const top = state.stable[state.stable.length - 1];
  return {
    game: 'six-card-parade',
    viewer,
    phase: state.phase,
    // A copy: the view is the caller's to keep, and `actors` may give a shared, frozen list
    // (`Array.from`: `slice` of a frozen array is one of Node 20's slow paths).
    actors: Array.from(actors(state)),
    players: state.players,
    dealer: state.dealer,
    turn: state.turn,
    stage: state.stage,
    turnNumber: state.turnNumber,
    options: copy(state.options),
    hand: seat === null ? null : copy(state.hands[seat] as Card[]),
    handCounts: state.hands.map((h) => h.length),
    libraryCount: state.library.length,
    library: state.search !== null && state.search.seat === seat ? copy(state.library) : null,
    stable: state.options.stableShowsAll ? copy(state.stable) : top === undefined ? [] : [top],
    stableCount: state.stable.length,
    discardPile: copy(state.discardPile),
    removed: copy(state.removed),
    fields: copy(state.fields),
    nextSetId: state.nextSetId,
    pending:
      p === null
        ? null
        : {
            seat: p.seat,
            cards: copy(p.cards),
            wild: p.wild,
            kind: p.kind,
            extends: p.extends,
            asked: copy(p.asked),
            answered: p.answers.map((a) => a !== null),
          },
    myCounterAnswer: p === null || seat === null ? null : (p.answers[seat] ?? null),
    exchange:
      ex === null
        ? null
        : { seats: copy(ex.seats), picked: [ex.picks[0] !== null, ex.picks[1] !== null], resume: ex.resume },
    myExchangePick: inExchange ? ex.picks[ex.seats[0] === seat ? 0 : 1] : null,
    // In deck order: its owner's order would tell which cards were drawn and when.
    revealedHand: other === null ? null : { seat: other, cards: inDeckOrder(state.hands[other] as Card[]) },
    search: state.search === null ? null : copy(state.search),
    stableDraw: state.stableDraw,
    discards: state.discards,
    finalTurnsLeft: state.finalTurnsLeft,
    turnStart: copy(state.turnStart),
    stallTurns: state.stallTurns,
    points: pointsOf(state),
    winners: copy(state.winners),
    events: state.events.map((e) => copy(redact(e, viewer, state.options.stableShowsAll))),
  };
}

function pickRandom(rng: Rng, cards: readonly Card[]): Card | null {
  return cards.length === 0 ? null : (shuffle(rng, [...cards])[0] as Card);
}

/**
 * A full state that `seat`'s view could come from: every card it cannot see
 * (other hands, the library, the buried part of the stable) is dealt at random
 * into the hidden places, keeping counts; what the view shows (a hand revealed
 * by the Q♥, the library during its own A♥ search) stays where it is. Secret
 * answers of others become a decline, secret picks a random card.
 */
export function determinize(v: SixCardParadeView, seat: Seat, rng: Rng): SixCardParadeState {
  if (v.game !== 'six-card-parade' || v.viewer !== seat || v.hand === null) {
    throw new RuleError('BAD_VIEW', `Not a Six Card Parade view of seat ${seat}.`);
  }
  const seen = new Set<Card>([...v.hand, ...v.stable, ...v.discardPile, ...v.removed, ...(v.library ?? [])]);
  for (const f of v.fields) for (const s of f) for (const c of [...s.cards, ...s.markers]) seen.add(c);
  for (const c of v.pending?.cards ?? []) seen.add(c);
  for (const c of v.revealedHand?.cards ?? []) seen.add(c);
  const pool = shuffle(
    rng,
    standardDeck().filter((c) => !seen.has(c)),
  );
  const hands: Card[][] = Array.from({ length: v.players }, () => []);
  hands[seat] = [...v.hand];
  if (v.revealedHand !== null) hands[v.revealedHand.seat] = [...v.revealedHand.cards];
  // Hidden hands whose cards the view still pins down in part: set aside first, then filled up.
  const hidden = (s: Seat): boolean => s !== seat && s !== v.revealedHand?.seat;
  const room = (s: Seat): boolean => hidden(s) && (hands[s] as Card[]).length < (v.handCounts[s] ?? 0);
  const place = (card: Card, s: Seat | undefined): void => {
    const i = pool.indexOf(card);
    if (i < 0 || s === undefined) return;
    pool.splice(i, 1);
    (hands[s] as Card[]).push(card);
  };
  // First, as they say the most: the last action's events, as this seat saw them, name cards
  // that went into hidden hands (a stable card drawn, a card retrieved, the cards of an exchange
  // this seat took part in): still unseen, they are in those hands now. Later events win (a card
  // given and given back).
  const wentTo = new Map<Card, Seat>();
  for (const e of v.events) {
    if (e.type === 'drew' && e.cards !== null) for (const c of e.cards) wentTo.set(c, e.seat);
    else if (e.type === 'retrieved') wentTo.set(e.card, e.seat);
    else if (e.type === 'cardsExchanged' && e.gave !== null) {
      for (const c of e.gave[0]) wentTo.set(c, e.seats[1]);
      for (const c of e.gave[1]) wentTo.set(c, e.seats[0]);
    }
  }
  for (const [card, s] of wentTo) if (room(s)) place(card, s);
  // S20 option: only the A♣'s holder is asked in the counter window, so the asked seat holds it
  // (placed before the stable card: a Queen may have moved the A♣ there since it was taken).
  if (!v.options.counterPromptAllOpponents && v.pending !== null) {
    const holder = v.pending.asked.find((s) => hidden(s) && room(s));
    place('AC', holder);
  }
  // The card taken from the stable this turn went to the player to move's hand: unseen since, it
  // is still in a hand (that one, unless a Queen has moved it to another), never in the library.
  if (v.stableDraw !== null && pool.includes(v.stableDraw)) {
    const others = shuffle(
      rng,
      Array.from({ length: v.players }, (_, s) => s).filter((s) => s !== v.turn && room(s)),
    );
    place(v.stableDraw, room(v.turn) ? v.turn : others[0]);
  }
  for (let s = 0; s < v.players; s++) {
    if (!hidden(s)) continue;
    const placed = hands[s] as Card[];
    if (placed.length === 0) hands[s] = dealFrom(pool, v.handCounts[s] ?? 0);
    else hands[s] = shuffle(rng, [...placed, ...dealFrom(pool, (v.handCounts[s] ?? 0) - placed.length)]);
  }
  const stable = v.options.stableShowsAll
    ? [...v.stable]
    : [...dealFrom(pool, v.stableCount - v.stable.length), ...v.stable];
  const library = v.library === null ? dealFrom(pool, v.libraryCount) : [...v.library];
  if (pool.length !== 0) throw new RuleError('BAD_VIEW', 'The view leaves cards unaccounted for.');
  const pending =
    v.pending === null
      ? null
      : {
          seat: v.pending.seat,
          cards: [...v.pending.cards],
          wild: v.pending.wild,
          kind: v.pending.kind as SetKind,
          extends: v.pending.extends,
          asked: [...v.pending.asked],
          answers: v.pending.answered.map((a, s): CounterAnswer | null =>
            !a ? null : s === seat ? (v.myCounterAnswer ?? 'decline') : 'decline',
          ),
        };
  let exchange: Exchange | null = null;
  if (v.exchange !== null) {
    const ex = v.exchange;
    const give = v.options.queenOfHeartsMode === 'giveOwnChoice';
    const pickOf = (i: 0 | 1): Card | null => {
      if (!ex.picked[i]) return null;
      if (ex.seats[i] === seat) return v.myExchangePick;
      return pickRandom(rng, hands[(give ? ex.seats[i] : ex.seats[1 - i]) as Seat] as Card[]);
    };
    exchange = { seats: [...ex.seats], picks: [pickOf(0), pickOf(1)], resume: ex.resume };
  }
  return {
    phase: v.phase,
    rng: seedState(rng.next()),
    players: v.players,
    options: { ...v.options },
    dealer: v.dealer,
    turn: v.turn,
    stage: v.stage,
    turnNumber: v.turnNumber,
    hands,
    library,
    stable,
    discardPile: [...v.discardPile],
    removed: [...v.removed],
    fields: cloneState(v.fields),
    nextSetId: v.nextSetId,
    pending,
    exchange,
    search: v.search === null ? null : { ...v.search },
    stableDraw: v.stableDraw,
    discards: v.discards,
    finalTurnsLeft: v.finalTurnsLeft,
    turnStart: { ...v.turnStart },
    stallTurns: v.stallTurns,
    winners: [...v.winners],
    events: cloneState(v.events),
  };
}
