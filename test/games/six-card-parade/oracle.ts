/**
 * An independent reading of the Six Card Parade rules, for the oracle property
 * test (oracle.test.ts).
 *
 * Written from the seed rule text and the rules page
 * (the shared rules/six-card-parade.md, decisions S1–S31) without reading the
 * engine's rule code: only the state and action types were used, so that this
 * file reads engine states and names moves in the engine's action format. It
 * lists the legal moves of a seat, predicts the state after a move (resolving
 * the random part of a move — J♦, Q♠, Q♣, the shuffle after an A♥ search — by
 * reading what the engine chose and checking that the choice was allowed), and
 * scores fields. Where the rules page leaves a point open, it follows the
 * "decided here" points of docs/rules/six-card-parade.md.
 *
 * Deliberately simple and slow (brute force over subsets): do not reuse it in
 * the engine.
 */
import type { Card } from '../../../src/core/cards.js';
import type { Seat } from '../../../src/core/game.js';
import type {
  FieldSet,
  SetKind,
  SixCardParadeAction,
  SixCardParadeOptions,
  SixCardParadeState,
} from '../../../src/games/six-card-parade/index.js';
import { TABLE } from './helpers.js';

type State = SixCardParadeState;
type Action = SixCardParadeAction;
type Rules = Pick<SixCardParadeOptions, 'minStraightLength' | 'uniqueRule' | 'pairsMustDiffer'>;

const RANKS = '23456789T';
const SUITS = ['S', 'H', 'D', 'C'];
const isSetCard = (c: Card): boolean => /^[2-9T][SHDC]$/.test(c);
const rankOf = (c: Card): number => RANKS.indexOf(c[0] as string) + 2;
const suitOf = (c: Card): string => c[1] as string;
/** Every card the King of Hearts may stand for. */
const DECLARATIONS: Card[] = RANKS.split('').flatMap((r) => SUITS.map((s) => r + s));

/** The seed's points table (typed out from the rule text in the tests' helpers). */
const POINTS: Readonly<Record<SetKind, number>> = TABLE;

/** The best type `cards` fit, the King of Hearts standing for `wild`; `null` when they fit none. */
export function classify(cards: readonly Card[], wild: Card | null, o: Rules): SetKind | null {
  if (cards.length === 2 && cards.includes('AS') && cards.includes('KH')) {
    return wild === null ? 'aceOfSpadesKingOfHearts' : null;
  }
  const hasKH = cards.includes('KH');
  if (hasKH !== (wild !== null)) return null;
  const eff = cards.map((c) => (c === 'KH' ? (wild as Card) : c));
  if (!eff.every(isSetCard) || eff.length < 2) return null;
  const n = eff.length;
  const byRank = new Map<number, number>();
  for (const c of eff) byRank.set(rankOf(c), (byRank.get(rankOf(c)) ?? 0) + 1);
  const counts = [...byRank.values()].sort((a, b) => b - a);
  const suits = new Set(eff.map(suitOf));
  const fits: SetKind[] = [];
  if (byRank.size === 1) {
    const same: Partial<Record<number, SetKind>> = { 2: 'pair', 3: 'threeOfAKind', 4: 'fourOfAKind', 5: 'fiveOfAKind' };
    const k = same[n];
    if (k) fits.push(k);
  }
  if (n === 4 && ((counts[0] === 2 && counts[1] === 2) || (!o.pairsMustDiffer && counts[0] === 4))) {
    fits.push('twoPair');
    if (suits.size === 4) fits.push('uniqueTwoPair');
  }
  const threePairs = counts.length === 3 && counts.every((x) => x === 2);
  const sharedPairs = !o.pairsMustDiffer && counts.length === 2 && counts[0] === 4 && counts[1] === 2;
  if (n === 6 && (threePairs || sharedPairs)) fits.push('threePair');
  const ranks = [...byRank.keys()];
  if (byRank.size === n && Math.max(...ranks) - Math.min(...ranks) === n - 1) {
    if (n >= o.minStraightLength) {
      fits.push('straight');
      if (suits.size === 1) fits.push('suitedStraight');
    }
    // S14: the Unique Straight keeps its own length whatever minStraightLength says.
    const unique = o.uniqueRule === 'exactlyOnePerSuit' ? n === 4 && suits.size === 4 : n >= 4 && suits.size === 4;
    if (unique) fits.push('uniqueStraight');
  }
  let best: SetKind | null = null;
  for (const k of fits) if (best === null || POINTS[k] > POINTS[best]) best = k;
  return best;
}

function subsets<T>(xs: readonly T[]): T[][] {
  const out: T[][] = [[]];
  for (const x of xs) for (const s of out.splice(0)) out.push(s, [...s, x]);
  return out;
}

/** One string per distinct move, whatever order the cards or the named players come in. */
export function keyOf(a: Action): string {
  const sorted = (cs: readonly Card[]) => [...cs].sort().join(',');
  switch (a.type) {
    case 'firstDraw':
      return `firstDraw|${a.seat}|${a.from}`;
    case 'playSet':
      return `playSet|${a.seat}|${sorted(a.cards)}|${a.wild}`;
    case 'extendSet':
      return `extendSet|${a.seat}|${a.set}|${sorted(a.cards)}|${a.wild}`;
    case 'stealSet':
      return `stealSet|${a.seat}|${a.set}`;
    case 'attachMarker':
      return `attachMarker|${a.seat}|${a.card}|${a.set}`;
    case 'namePlayers':
      return `namePlayers|${a.seat}|${a.card}|${[...a.players].sort().join(',')}`;
    case 'giveCard':
      return `giveCard|${a.seat}|${a.to}|${a.card}`;
    case 'playRoyal':
    case 'retrieveCard':
    case 'takeFromLibrary':
    case 'exchangePick':
    case 'discard':
      return `${a.type}|${a.seat}|${a.card}`;
    default:
      return `${a.type}|${a.seat}`;
  }
}

/** Whether seat `seats[i]` of the Queen of Hearts exchange has a pick to make (S26: an empty hand gives nothing). */
function mustPick(s: State, i: number): boolean {
  const ex = s.exchange as NonNullable<State['exchange']>;
  const me = s.hands[ex.seats[i] as Seat] as Card[];
  const other = s.hands[ex.seats[1 - i] as Seat] as Card[];
  return (s.options.queenOfHeartsMode === 'giveOwnChoice' ? me : other).length > 0;
}

/** The seats that may act. */
export function actorsOf(s: State): Seat[] {
  switch (s.phase) {
    case 'over':
      return [];
    case 'counterWindow': {
      const p = s.pending as NonNullable<State['pending']>;
      return p.asked.filter((x) => p.answers[x] === null);
    }
    case 'queenOfHeartsExchange': {
      const ex = s.exchange as NonNullable<State['exchange']>;
      return ex.seats.filter((_, i) => ex.picks[i] === null && mustPick(s, i));
    }
    case 'aceOfHeartsSearch':
      return [(s.search as NonNullable<State['search']>).seat];
    default:
      return [s.turn];
  }
}

function everySet(s: State): { owner: Seat; set: FieldSet }[] {
  return s.fields.flatMap((f, owner) => f.map((set) => ({ owner, set })));
}

/** Every set `hand` can put down (S14–S18), each King of Hearts declaration apart. */
export function setPlays(hand: readonly Card[], o: Rules): { cards: Card[]; wild: Card | null }[] {
  const out: { cards: Card[]; wild: Card | null }[] = [];
  const hasKH = hand.includes('KH');
  for (const sub of subsets(hand.filter(isSetCard))) {
    if (classify(sub, null, o)) out.push({ cards: sub, wild: null });
    if (!hasKH || sub.length === 0) continue;
    for (const w of DECLARATIONS) if (classify([...sub, 'KH'], w, o)) out.push({ cards: [...sub, 'KH'], wild: w });
  }
  if (hasKH && hand.includes('AS')) out.push({ cards: ['AS', 'KH'], wild: null });
  return out;
}

/** Every King of Spades extension (S18, S23). */
function extensions(s: State, seat: Seat): Action[] {
  const o = s.options;
  const hand = s.hands[seat] as Card[];
  const out: Action[] = [];
  const subs = subsets(hand.filter(isSetCard));
  for (const { owner, set } of everySet(s)) {
    if (o.kingOfSpadesTarget === 'own' && owner !== seat) continue;
    const inSet = set.cards.includes('KH');
    for (const sub of subs) {
      if (sub.length > 0) {
        const cards = [...set.cards, ...sub];
        if (inSet && o.khMayRedeclareOnExtend) {
          for (const w of DECLARATIONS)
            if (classify(cards, w, o)) out.push({ type: 'extendSet', seat, set: set.id, cards: sub, wild: w });
        } else if (classify(cards, inSet ? set.wild : null, o)) {
          out.push({ type: 'extendSet', seat, set: set.id, cards: sub, wild: null });
        }
      }
      if (hand.includes('KH') && !inSet) {
        for (const w of DECLARATIONS)
          if (classify([...set.cards, ...sub, 'KH'], w, o))
            out.push({ type: 'extendSet', seat, set: set.id, cards: [...sub, 'KH'], wild: w });
      }
    }
  }
  return out;
}

/** The Royal plays of `seat` (S8, S13, S21–S26, S29). */
function royalMoves(s: State, seat: Seat): Action[] {
  const o = s.options;
  const hand = s.hands[seat] as Card[];
  const out: Action[] = [];
  const idle = o.allowNoEffectRoyals;
  const seats = [...Array(s.players).keys()];
  const pairs: [Seat, Seat][] = [];
  for (const a of seats)
    for (const b of seats) if (a < b && (o.queenTargets === 'anyTwo' || a === seat || b === seat)) pairs.push([a, b]);
  for (const card of new Set(hand)) {
    switch (card) {
      case 'JS':
      case 'JC':
      case 'JD':
      case 'AH':
        if (s.library.length > 0 || idle) out.push({ type: 'playRoyal', seat, card });
        break;
      case 'JH':
        if (s.stable.length > 0 || idle) out.push({ type: 'playRoyal', seat, card });
        break;
      case 'AS': {
        const targets = everySet(s).filter((t) => t.owner !== seat);
        for (const t of targets) out.push({ type: 'stealSet', seat, set: t.set.id });
        if (targets.length === 0 && idle) out.push({ type: 'playRoyal', seat, card });
        break;
      }
      case 'AD':
        for (const c of new Set(s.discardPile)) out.push({ type: 'retrieveCard', seat, card: c });
        if (s.discardPile.length === 0 && idle) out.push({ type: 'playRoyal', seat, card });
        break;
      case 'KC':
      case 'KD': {
        const targets = everySet(s).filter((t) => !t.set.markers.includes(card));
        for (const t of targets) out.push({ type: 'attachMarker', seat, card, set: t.set.id });
        if (targets.length === 0 && idle) out.push({ type: 'playRoyal', seat, card });
        break;
      }
      case 'KS': {
        if (s.phase !== 'main') break;
        const ex = extensions(s, seat);
        out.push(...ex);
        if (ex.length === 0 && idle) out.push({ type: 'playRoyal', seat, card });
        break;
      }
      case 'QS':
      case 'QH':
      case 'QD':
        for (const players of pairs) out.push({ type: 'namePlayers', seat, card, players });
        break;
      case 'QC': {
        const rest = [...hand];
        rest.splice(rest.indexOf('QC'), 1);
        for (const to of seats) {
          if (to === seat) continue;
          if (rest.length === 0) out.push({ type: 'giveCard', seat, to, card: null });
          for (const c of new Set(rest)) out.push({ type: 'giveCard', seat, to, card: c });
        }
        break;
      }
    }
  }
  return out;
}

/** Every legal move of `seat`. */
export function legalMoves(s: State, seat: Seat): Action[] {
  const o = s.options;
  if (!actorsOf(s).includes(seat)) return [];
  const hand = s.hands[seat] as Card[];
  const out: Action[] = [];
  switch (s.phase) {
    case 'firstDraw':
      if (s.library.length > 0) out.push({ type: 'firstDraw', seat, from: 'library' });
      if (s.stable.length > 0) out.push({ type: 'firstDraw', seat, from: 'stable' });
      break;
    case 'counterWindow':
      out.push({ type: 'decline', seat });
      if (hand.includes('AC')) out.push({ type: 'counter', seat });
      break;
    case 'aceOfHeartsSearch':
      for (const card of new Set(s.library)) out.push({ type: 'takeFromLibrary', seat, card });
      break;
    case 'queenOfHeartsExchange': {
      const ex = s.exchange as NonNullable<State['exchange']>;
      const other = ex.seats[1 - ex.seats.indexOf(seat)] as Seat;
      const from = o.queenOfHeartsMode === 'giveOwnChoice' ? hand : (s.hands[other] as Card[]);
      for (const card of new Set(from)) out.push({ type: 'exchangePick', seat, card });
      break;
    }
    case 'main':
      for (const p of setPlays(hand, o)) out.push({ type: 'playSet', seat, ...p });
      out.push(...royalMoves(s, seat), { type: 'doneWithSets', seat });
      break;
    case 'postDraw': {
      if (o.royalsAfterDrawToSeven) out.push(...royalMoves(s, seat));
      const may = [...new Set(hand)].filter((c) => !(o.forbidRediscardOfStableDraw && c === s.stableDraw));
      const due = o.discardStep === 'exactlyOne' || hand.length > 6;
      if (due) for (const card of may) out.push({ type: 'discard', seat, card });
      if (!due || may.length === 0) out.push({ type: 'endTurn', seat });
      break;
    }
  }
  return out;
}

/** The oracle's own bookkeeping for the end phase and the stall guard (S27, S31). */
export interface Track {
  libraryAtTurnStart: number;
  fieldCardsAtTurnStart: number;
  stallTurns: number;
  finalTurnsLeft: number | null;
}

export function newTrack(s: State): Track {
  return { libraryAtTurnStart: s.library.length, fieldCardsAtTurnStart: 0, stallTurns: 0, finalTurnsLeft: null };
}

function fieldCards(s: State): number {
  return everySet(s).reduce((n, { set }) => n + set.cards.length + set.markers.length, 0);
}

/** `big` less one copy of each card of `small`. */
function minus(big: readonly Card[], small: readonly Card[]): Card[] {
  const r = [...big];
  for (const c of small) {
    const i = r.indexOf(c);
    if (i >= 0) r.splice(i, 1);
  }
  return r;
}

function take(zone: Card[], c: Card): void {
  const i = zone.indexOf(c);
  if (i < 0) throw new Error(`oracle: ${c} is not there`);
  zone.splice(i, 1);
}

/**
 * The state after `a`, and the oracle's bookkeeping. `after` (the engine's
 * result) is read only to learn the random choices, which `problems` reports
 * when they were not allowed.
 */
export function predict(
  s: State,
  a: Action,
  track: Track,
  after: State,
): { next: State; track: Track; problems: string[] } {
  const e = structuredClone(s) as State;
  const t = { ...track };
  const problems: string[] = [];
  const o = e.options;
  const hand = e.hands[a.seat] as Card[];
  const spend = (c: Card) => (o.spentRoyalsTo === 'removed' ? e.removed : e.discardPile).push(c);
  const fromLibrary = (h: Card[]) => {
    const c = e.library.shift();
    if (c !== undefined) h.push(c);
  };
  const find = (id: number) => everySet(e).find((x) => x.set.id === id) as { owner: Seat; set: FieldSet };
  const land = () => {
    const p = e.pending as NonNullable<State['pending']>;
    if (p.extends === null) {
      (e.fields[p.seat] as FieldSet[]).push({
        id: e.nextSetId++,
        kind: p.kind,
        cards: p.cards,
        wild: p.wild,
        markers: [],
      });
    } else {
      const set = find(p.extends).set;
      set.cards.push(...p.cards);
      set.kind = p.kind;
      if (p.wild !== null) set.wild = p.wild;
    }
    e.pending = null;
    e.phase = e.stage as State['phase'];
  };
  // S19, S20: ask every opponent (or only the A♣ holder), in seat order
  const openWindow = (cards: Card[], wild: Card | null, kind: SetKind, ext: number | null) => {
    const asked = [...Array(e.players).keys()].filter(
      (x) => x !== a.seat && (o.counterPromptAllOpponents || (e.hands[x] as Card[]).includes('AC')),
    );
    e.pending = { seat: a.seat, cards, wild, kind, extends: ext, asked, answers: Array(e.players).fill(null) };
    if (asked.length === 0) land();
    else e.phase = 'counterWindow';
  };
  const startTurn = (seat: Seat) => {
    e.turn = seat;
    e.stableDraw = null;
    e.discards = 0;
    t.libraryAtTurnStart = e.library.length;
    t.fieldCardsAtTurnStart = fieldCards(e);
    const skip = e.library.length === 0 && e.stable.length === 0; // S6, S28
    e.stage = skip ? 'main' : 'firstDraw';
    e.phase = e.stage;
  };
  // END_OF_TURN (S27, S31)
  const endTurn = () => {
    const queue = () => {
      t.finalTurnsLeft = o.finalTurns === 'allPlayers' ? e.players : e.players - 1;
    };
    if (t.finalTurnsLeft === null && t.libraryAtTurnStart > 0 && e.library.length === 0) queue();
    const progress = e.library.length < t.libraryAtTurnStart || fieldCards(e) > t.fieldCardsAtTurnStart;
    t.stallTurns = progress ? 0 : t.stallTurns + 1;
    if (t.finalTurnsLeft === null && o.stallRoundsLimit !== null && t.stallTurns >= o.stallRoundsLimit * e.players)
      queue();
    if (t.finalTurnsLeft !== null) {
      if (t.finalTurnsLeft === 0) {
        e.phase = 'over';
        return;
      }
      t.finalTurnsLeft--;
    }
    startTurn((e.turn + 1) % e.players);
  };

  switch (a.type) {
    case 'firstDraw':
      if (a.from === 'library') fromLibrary(hand);
      else {
        const c = e.stable.pop() as Card;
        hand.push(c);
        e.stableDraw = c;
      }
      e.phase = 'main';
      e.stage = 'main';
      break;
    case 'playSet':
      for (const c of a.cards) take(hand, c);
      openWindow([...a.cards], a.wild, classify(a.cards, a.wild, o) as SetKind, null);
      break;
    case 'extendSet': {
      take(hand, 'KS');
      spend('KS');
      for (const c of a.cards) take(hand, c);
      const set = find(a.set).set;
      const wild = set.cards.includes('KH') && !o.khMayRedeclareOnExtend ? set.wild : a.wild;
      const kind = classify([...set.cards, ...a.cards], wild, o) as SetKind;
      if (o.aceOfClubsVsExtensions) openWindow([...a.cards], wild, kind, a.set);
      else {
        set.cards.push(...a.cards);
        set.kind = kind;
        set.wild = wild;
      }
      break;
    }
    case 'counter':
    case 'decline': {
      const p = e.pending as NonNullable<State['pending']>;
      p.answers[a.seat] = a.type;
      if (p.asked.some((x) => p.answers[x] === null)) break;
      const by = p.asked.find((x) => p.answers[x] === 'counter');
      if (by === undefined) land();
      else {
        take(e.hands[by] as Card[], 'AC');
        e.discardPile.push(...p.cards);
        spend('AC');
        e.pending = null;
        e.phase = e.stage as State['phase'];
      }
      break;
    }
    case 'playRoyal': {
      take(hand, a.card);
      spend(a.card);
      const two = (draw: () => Card | undefined) => {
        for (let i = 0; i < 2; i++) {
          const c = draw();
          if (c !== undefined) hand.push(c);
        }
      };
      if (a.card === 'JS') two(() => e.library.shift());
      if (a.card === 'JC') two(() => e.library.pop());
      if (a.card === 'JH') two(() => e.stable.pop());
      if (a.card === 'JD') {
        const got = minus(after.hands[a.seat] as Card[], hand);
        if (got.length !== Math.min(2, e.library.length)) problems.push(`J♦ drew ${got.length} cards`);
        for (const c of got) {
          if (e.library.includes(c)) take(e.library, c);
          else problems.push(`J♦ drew ${c}, not a library card`);
          hand.push(c);
        }
      }
      if (a.card === 'AH' && e.library.length > 0) {
        e.search = { seat: a.seat, resume: e.stage as 'main' | 'postDraw' };
        e.phase = 'aceOfHeartsSearch';
      }
      break;
    }
    case 'takeFromLibrary': {
      take(e.library, a.card);
      hand.push(a.card);
      e.phase = (e.search as NonNullable<State['search']>).resume;
      e.search = null;
      if (o.shuffleAfterSearch) {
        if ([...e.library].sort().join() !== [...after.library].sort().join())
          problems.push('A♥ shuffle changed cards');
        e.library = [...after.library];
      }
      break;
    }
    case 'stealSet': {
      take(hand, 'AS');
      spend('AS');
      const { owner, set } = find(a.set);
      e.fields[owner] = (e.fields[owner] as FieldSet[]).filter((x) => x.id !== a.set);
      (e.fields[a.seat] as FieldSet[]).push(set);
      break;
    }
    case 'retrieveCard':
      take(hand, 'AD');
      take(e.discardPile, a.card);
      hand.push(a.card);
      spend('AD');
      break;
    case 'attachMarker':
      take(hand, a.card);
      find(a.set).set.markers.push(a.card);
      break;
    case 'namePlayers': {
      take(hand, a.card);
      spend(a.card);
      const [p, q] = a.players;
      const hp = e.hands[p] as Card[];
      const hq = e.hands[q] as Card[];
      if (a.card === 'QD') {
        e.hands[p] = hq;
        e.hands[q] = hp;
      } else if (a.card === 'QS') {
        // both random picks are made before anything moves, so each loses exactly one card
        const lostP = minus(hp, after.hands[p] as Card[]);
        const lostQ = minus(hq, after.hands[q] as Card[]);
        if (lostP.length !== Math.min(1, hp.length) || lostQ.length !== Math.min(1, hq.length))
          problems.push(`Q♠ moved ${lostP.length}/${lostQ.length} cards`);
        for (const c of lostP) take(hp, c);
        for (const c of lostQ) take(hq, c);
        hp.push(...lostQ);
        hq.push(...lostP);
      } else {
        e.exchange = { seats: [p, q], picks: [null, null], resume: e.stage as 'main' | 'postDraw' };
        e.phase = 'queenOfHeartsExchange';
        if (!mustPick(e, 0) && !mustPick(e, 1)) {
          e.exchange = null;
          e.phase = e.stage as State['phase'];
        }
      }
      break;
    }
    case 'giveCard': {
      take(hand, 'QC');
      spend('QC');
      const theirs = e.hands[a.to] as Card[];
      const before = [...theirs];
      if (a.card !== null) {
        take(hand, a.card);
        theirs.push(a.card);
      }
      const back = minus(after.hands[a.seat] as Card[], hand);
      const pool = o.queenOfClubsMayReturnGiven ? theirs : before;
      if (back.length !== Math.min(1, pool.length)) problems.push(`Q♣ gave back ${back.length} cards`);
      for (const c of back) {
        if (!pool.includes(c)) problems.push(`Q♣ gave back ${c}, not allowed`);
        take(theirs, c);
        hand.push(c);
      }
      break;
    }
    case 'exchangePick': {
      const ex = e.exchange as NonNullable<State['exchange']>;
      ex.picks[ex.seats.indexOf(a.seat)] = a.card;
      if ([0, 1].some((i) => ex.picks[i] === null && mustPick(e, i))) break;
      const [p, q] = ex.seats;
      const [cp, cq] = ex.picks;
      const give = o.queenOfHeartsMode === 'giveOwnChoice';
      // giveOwnChoice: each pick leaves its picker; takeFromOther: each pick joins its picker
      const move = (c: Card | null, from: Seat, to: Seat) => {
        if (c === null) return;
        take(e.hands[from] as Card[], c);
        (e.hands[to] as Card[]).push(c);
      };
      if (give) {
        move(cp, p, q);
        move(cq, q, p);
      } else {
        move(cp, q, p);
        move(cq, p, q);
      }
      e.phase = ex.resume;
      e.exchange = null;
      break;
    }
    case 'doneWithSets': // Draw to Seven (S10)
      while (hand.length < 7 && e.library.length > 0) fromLibrary(hand);
      if (o.drawToSevenSource === 'libraryThenStable')
        while (hand.length < 7 && e.stable.length > 0) hand.push(e.stable.pop() as Card);
      e.phase = 'postDraw';
      e.stage = 'postDraw';
      break;
    case 'discard': // S11
      take(hand, a.card);
      e.stable.push(a.card);
      e.discards++;
      if (o.discardStep === 'exactlyOne' || hand.length <= 6) endTurn();
      break;
    case 'endTurn':
      endTurn();
      break;
  }
  return { next: e, track: t, problems };
}

/** A set's points with its markers (S24: ×½ and ×2 multiply; rounding applies to a halved set). */
export function setValue(set: Pick<FieldSet, 'kind' | 'markers'>, o: SixCardParadeOptions): number {
  const half = set.markers.includes('KC');
  const double = set.markers.includes('KD');
  const base = POINTS[set.kind];
  if (half && double) return base;
  if (double) return base * 2;
  if (!half) return base;
  const v = base / 2;
  return o.halfPointRounding === 'floor' ? Math.floor(v) : o.halfPointRounding === 'ceil' ? Math.ceil(v) : v;
}

/** Each seat's points and the winners (S30). */
export function scoreOf(s: State): { points: number[]; winners: Seat[] } {
  const o = s.options;
  const points = s.fields.map((f) => f.reduce((n, set) => n + setValue(set, o), 0));
  const best = (xs: number[]) => Math.max(...xs);
  let winners = [...points.keys()].filter((i) => points[i] === best(points));
  const by = (f: (i: Seat) => number) => {
    const top = best(winners.map(f));
    winners = winners.filter((i) => f(i) === top);
  };
  if (o.tieBreak === 'mostSets') by((i) => (s.fields[i] as FieldSet[]).length);
  if (o.tieBreak === 'highestSingleSet')
    by((i) => best([0, ...(s.fields[i] as FieldSet[]).map((x) => setValue(x, o))]));
  return { points, winners };
}
