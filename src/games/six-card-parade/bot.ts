/**
 * A heuristic Six Card Parade player. It scores each kind of move cheaply from
 * its own view: hands are appraised in set points (`appraise.ts`), sets go down
 * as the best split of the hand, and each Royal is played when its effect is
 * worth more than holding it. It never reads the game state.
 */
import type { Agent } from '../../core/agent.js';
import type { Card } from '../../core/cards.js';
import type { Seat } from '../../core/game.js';
import { pick, type Rng, shuffle } from '../../core/rng.js';
import {
  bestSplit,
  cheapestCard,
  handValue,
  meanValueWith,
  playValue,
  readTable,
  type Table,
  without,
} from './appraise.js';
import { extend } from './extensions.js';
import { SET_POINTS, setPoints } from './sets.js';
import type { FieldSet, SixCardParadeAction } from './state.js';
import type { SixCardParadeView } from './view.js';

type Move = SixCardParadeAction;
type MoveOf<T extends Move['type']> = Extract<Move, { type: T }>;

/** Everything a decision reads, gathered once per call. */
export interface Ctx {
  /** The deciding seat. */
  seat: Seat;
  /** What it sees (in playouts, a cheap stand-in read off the sampled world). */
  view: SixCardParadeView;
  /** Its legal moves. */
  moves: readonly Move[];
  /** The agent's generator. */
  rng: Rng;
  /** Its hand. */
  hand: Card[];
  /** The table as it sees it. */
  table: Table;
  /**
   * The quick version for IS-MCTS playouts: one appraisal where the agent
   * compares many (First Draw, discard), Queens held back, the A♥ search and
   * the Q♥ pick at random. About four times cheaper.
   */
  lite: boolean;
}

function ofType<T extends Move['type']>(moves: readonly Move[], type: T): MoveOf<T>[] {
  return moves.filter((m): m is MoveOf<T> => m.type === type);
}

/** The move that maximises `score`, among those scoring above `floor`; `undefined` if none does. */
function bestBy<T>(items: readonly T[], score: (t: T) => number, floor = Number.NEGATIVE_INFINITY): T | undefined {
  let best: T | undefined;
  let top = floor;
  for (const t of items) {
    const s = score(t);
    if (s > top) {
      top = s;
      best = t;
    }
  }
  return best;
}

/** A few unseen cards, drawn with the agent's own generator, to estimate random draws cheaply. */
function sampleUnseen(ctx: Ctx, n: number): Card[] {
  return shuffle(ctx.rng, [...ctx.table.unseen]).slice(0, n);
}

/** Every set on the table with its owner. */
function allSets(view: SixCardParadeView): { owner: Seat; set: FieldSet }[] {
  return view.fields.flatMap((f, owner) => f.map((set) => ({ owner, set })));
}

const rounding = (ctx: Ctx) => ctx.view.options.halfPointRounding;

/**
 * How much hurting `owner` is worth to me: all of it against the leader, less
 * against someone behind me in a bigger game (where the leader is the threat).
 */
function rivalWeight(ctx: Ctx, owner: Seat): number {
  if (ctx.view.players === 2) return 1;
  const pts = ctx.view.points;
  const top = Math.max(...pts.filter((_, s) => s !== ctx.seat));
  return (pts[owner] ?? 0) >= top ? 1 : 0.6;
}

/** First Draw: the stable's top card when it beats an average library card. */
function firstDraw(ctx: Ctx): Move {
  const draws = ofType(ctx.moves, 'firstDraw');
  const stable = draws.find((m) => m.from === 'stable');
  const library = draws.find((m) => m.from === 'library');
  const top = ctx.view.stable[ctx.view.stable.length - 1];
  if (stable === undefined || top === undefined) return library ?? (draws[0] as Move);
  if (library === undefined) return stable;
  const withTop = handValue([...ctx.hand, top], ctx.table);
  // Lite: an average library card is worth about LITE_DRAW_GAIN to a hand, instead of appraising each.
  const average = ctx.lite
    ? handValue(ctx.hand, ctx.table) + LITE_DRAW_GAIN
    : meanValueWith(ctx.hand, ctx.table.unseen, ctx.table);
  return withTop > average + 0.5 ? stable : library;
}

/** A♣: cancel an opponent's set when it is worth the Ace. */
function counterWindow(ctx: Ctx): Move {
  const counter = ctx.moves.find((m) => m.type === 'counter');
  const decline = ctx.moves.find((m) => m.type === 'decline') as Move;
  const p = ctx.view.pending;
  if (counter === undefined || p === null) return decline;
  let worth = SET_POINTS[p.kind];
  if (p.extends !== null) {
    // An extension (S19 option) only loses the added cards: what it stands to gain.
    const old = allSets(ctx.view).find((e) => e.set.id === p.extends);
    if (old !== undefined)
      worth = setPoints({ ...old.set, kind: p.kind }, rounding(ctx)) - setPoints(old.set, rounding(ctx));
  }
  worth *= rivalWeight(ctx, p.seat);
  return worth >= 15 || (ctx.table.late && worth >= 5) ? counter : decline;
}

/** A♥ search: the library card that adds most to the hand. */
function search(ctx: Ctx): Move {
  const takes = ofType(ctx.moves, 'takeFromLibrary');
  if (ctx.lite) return pick(ctx.rng, ctx.moves);
  return bestBy(takes, (m) => handValue([...ctx.hand, m.card], ctx.table)) ?? (ctx.moves[0] as Move);
}

/** Q♥ exchange: give what I miss least (and they want least), or take what I want most. */
function exchange(ctx: Ctx): Move {
  if (ctx.lite) return pick(ctx.rng, ctx.moves);
  const picks = ofType(ctx.moves, 'exchangePick');
  const theirs = ctx.view.revealedHand?.cards ?? [];
  const mine = handValue(ctx.hand, ctx.table);
  const their = handValue(theirs, ctx.table);
  if (ctx.view.options.queenOfHeartsMode === 'giveOwnChoice') {
    const cost = (c: Card) =>
      mine - handValue(without(ctx.hand, c), ctx.table) + 0.5 * (handValue([...theirs, c], ctx.table) - their);
    return bestBy(picks, (m) => -cost(m.card)) ?? (ctx.moves[0] as Move);
  }
  const gain = (c: Card) =>
    handValue([...ctx.hand, c], ctx.table) - mine + 0.5 * (their - handValue(without(theirs, c), ctx.table));
  return bestBy(picks, (m) => gain(m.card)) ?? (ctx.moves[0] as Move);
}

/** Library Jacks and the A♥ draw: worth it while the library has cards (J♥ while the stable has). */
function drawRoyal(ctx: Ctx): Move | undefined {
  return ofType(ctx.moves, 'playRoyal').find((m) => {
    if (m.card === 'JH') return ctx.view.stableCount > 0;
    if (m.card === 'AH' || m.card === 'JS' || m.card === 'JC' || m.card === 'JD') return ctx.view.libraryCount > 0;
    return false;
  });
}

/** A♦: the discard-pile card that adds most to the hand, if it adds anything. */
function retrieve(ctx: Ctx): Move | undefined {
  const base = handValue(without(ctx.hand, 'AD'), ctx.table);
  const gain = (m: MoveOf<'retrieveCard'>) => handValue([...without(ctx.hand, 'AD'), m.card], ctx.table) - base;
  return bestBy(ofType(ctx.moves, 'retrieveCard'), gain, 1);
}

/** A♠: steal the most valuable opposing set, once one is big enough (any, late in the game). */
function steal(ctx: Ctx): Move | undefined {
  const sets = allSets(ctx.view);
  const worth = (m: MoveOf<'stealSet'>) => {
    const e = sets.find((x) => x.set.id === m.set);
    // A steal counts twice: the points come to me and leave the owner.
    return e === undefined ? 0 : setPoints(e.set, rounding(ctx)) * (1 + rivalWeight(ctx, e.owner));
  };
  // Early on the Ace waits for a set of 15 or more: a pair is not worth the only A♠.
  return bestBy(ofType(ctx.moves, 'stealSet'), worth, ctx.table.late ? 0 : 29);
}

/** K♣ on the opposing set it cuts most, K♦ on my set it raises most, each once the swing is worth the King. */
function marker(ctx: Ctx, card: 'KC' | 'KD'): Move | undefined {
  const sets = allSets(ctx.view);
  const swing = (m: MoveOf<'attachMarker'>) => {
    const e = sets.find((x) => x.set.id === m.set);
    if (e === undefined || e.set.markers.includes(card)) return 0;
    const delta =
      setPoints({ ...e.set, markers: [...e.set.markers, card] }, rounding(ctx)) - setPoints(e.set, rounding(ctx));
    return e.owner === ctx.seat ? delta : -delta * rivalWeight(ctx, e.owner);
  };
  const moves = ofType(ctx.moves, 'attachMarker').filter((m) => m.card === card);
  const floor = ctx.table.late ? 0 : card === 'KD' ? 14 : 7;
  return bestBy(moves, swing, floor);
}

/** Lite First Draw: what an average library card adds to a hand, in set points. */
const LITE_DRAW_GAIN = 1.5;

/** How much better than average a Queen's exchange must look to be worth playing. */
const KEEP_QUEEN: Readonly<Record<string, number>> = { QD: 3, QC: 0.5, QS: 0.5, QH: 0.5 };

/**
 * The Queens. Q♦ swaps hands with the opponent with most cards when mine is
 * poor; Q♣ gives away my least useful card for a random one; Q♠ trades a
 * random card each way; Q♥ swaps a chosen card each way. Before Draw to Seven
 * the Queen itself is replaced from the library, so it is played readily there.
 */
function queen(ctx: Ctx): Move | undefined {
  if (ctx.lite) return undefined;
  const main = ctx.view.phase === 'main';
  const samples = sampleUnseen(ctx, 12);
  const others = Array.from({ length: ctx.view.players }, (_, s) => s).filter((s) => s !== ctx.seat);
  const withMe = (m: MoveOf<'namePlayers'>) => m.players.includes(ctx.seat);
  for (const card of ['QD', 'QC', 'QS', 'QH'] as const) {
    if (!ctx.hand.includes(card)) continue;
    const hand = without(ctx.hand, card);
    const now = handValue(hand, ctx.table);
    const cycle = main ? 1 : 0;
    if (card === 'QC') {
      const gifts = ofType(ctx.moves, 'giveCard');
      const give = bestBy(gifts, (m) => (m.card === null ? 0 : handValue(without(hand, m.card), ctx.table)));
      if (give === undefined || give.card === null) continue;
      const after = meanValueWith(without(hand, give.card), samples, ctx.table);
      if (after + cycle >= now + (KEEP_QUEEN[card] ?? 0)) return give;
      continue;
    }
    const named = ofType(ctx.moves, 'namePlayers').filter((m) => m.card === card && withMe(m));
    const target = bestBy(
      named,
      (m) => ctx.view.handCounts[m.players[0] === ctx.seat ? m.players[1] : m.players[0]] ?? 0,
    );
    if (target === undefined || others.length === 0) continue;
    const other = target.players[0] === ctx.seat ? target.players[1] : target.players[0];
    let after: number;
    if (card === 'QD') {
      // Their hand is unknown: estimate it as the same number of unseen cards.
      const n = ctx.view.handCounts[other] ?? 0;
      let total = 0;
      for (let k = 0; k < 4; k++) total += handValue(sampleUnseen(ctx, n), ctx.table);
      after = total / 4;
    } else if (card === 'QS') {
      let total = 0;
      for (const c of hand) total += meanValueWith(without(hand, c), samples.slice(0, 4), ctx.table);
      after = hand.length === 0 ? now : total / hand.length;
    } else {
      // Q♥: I give my least useful card; what comes back is their least useful one, about average.
      const worst = bestBy(hand, (c) => handValue(without(hand, c), ctx.table));
      after = worst === undefined ? now : meanValueWith(without(hand, worst), samples, ctx.table) - 0.5;
    }
    if (after + cycle >= now + (KEEP_QUEEN[card] ?? 0)) return target;
  }
  return undefined;
}

/**
 * The set to put down now: the next set of the hand's best split, biggest
 * first. Even pairs go down at once: a set on the field frees its cards' places
 * for Draw to Seven, and holding pairs for a third card lost 46.5–53.5 to this
 * over 400 self-play games.
 */
function setToPlay(ctx: Ctx): Move | undefined {
  const plays = ofType(ctx.moves, 'playSet');
  if (plays.length === 0) return undefined;
  const split = bestSplit(ctx.hand, ctx.table);
  for (const s of split.sets) {
    if (playValue(s, ctx.table) <= 0) continue;
    const key = [...s.cards].sort().join();
    const move = plays.find((m) => m.wild === s.wild && [...m.cards].sort().join() === key);
    if (move !== undefined) return move;
  }
  return undefined;
}

/** K♠: the extension of one of my sets that gains most over what its cards are worth in hand (never an opponent's, S23 option). */
function extension(ctx: Ctx): Move | undefined {
  const mine = ctx.view.fields[ctx.seat] ?? [];
  const hand = without(ctx.hand, 'KS');
  const base = handValue(hand, ctx.table);
  const gain = (m: MoveOf<'extendSet'>) => {
    const set = mine.find((s) => s.id === m.set);
    if (set === undefined) return 0;
    const grown = extend(set, m.cards, m.wild, ctx.view.options);
    if (grown.kind === null) return 0;
    const delta = setPoints({ ...set, kind: grown.kind }, rounding(ctx)) - setPoints(set, rounding(ctx));
    return delta - (base - handValue(without(hand, ...m.cards), ctx.table));
  };
  return bestBy(ofType(ctx.moves, 'extendSet'), gain, ctx.table.late ? 0 : 3);
}

/** Royals worth playing now, in the order that helps most (draws first, so the new cards can join sets). */
function royal(ctx: Ctx): Move | undefined {
  return drawRoyal(ctx) ?? retrieve(ctx) ?? steal(ctx) ?? marker(ctx, 'KC') ?? queen(ctx);
}

/** The main part of the turn: the A♠ + K♥ set, draws, Royals, sets, K♠, K♦, then done. */
function main(ctx: Ctx): Move {
  const ace = ofType(ctx.moves, 'playSet').find(
    (m) => m.cards.length === 2 && m.cards.includes('AS') && m.cards.includes('KH'),
  );
  return (
    ace ??
    royal(ctx) ??
    setToPlay(ctx) ??
    extension(ctx) ??
    marker(ctx, 'KD') ??
    (ctx.moves.find((m) => m.type === 'doneWithSets') as Move)
  );
}

/** After Draw to Seven: Royals, then the discard that costs the hand least. */
function postDraw(ctx: Ctx): Move {
  const play = royal(ctx) ?? marker(ctx, 'KD');
  if (play !== undefined) return play;
  const discards = ofType(ctx.moves, 'discard');
  if (ctx.lite) {
    const card = cheapestCard(
      ctx.hand.filter((c) => discards.some((m) => m.card === c)),
      ctx.table,
    );
    const quick = discards.find((m) => m.card === card);
    if (quick !== undefined) return quick;
  }
  const discard = bestBy(discards, (m) => handValue(without(ctx.hand, m.card), ctx.table));
  return discard ?? (ctx.moves.find((m) => m.type === 'endTurn') as Move | undefined) ?? (ctx.moves[0] as Move);
}

/** The heuristic's choice in the situation `ctx` describes. */
export function decide(ctx: Ctx): Move {
  const { view, moves: legalMoves } = ctx;
  if (legalMoves.length === 1) return legalMoves[0] as Move;
  switch (view.phase) {
    case 'firstDraw':
      return firstDraw(ctx);
    case 'counterWindow':
      return counterWindow(ctx);
    case 'aceOfHeartsSearch':
      return search(ctx);
    case 'queenOfHeartsExchange':
      return exchange(ctx);
    case 'main':
      return main(ctx);
    case 'postDraw':
      return postDraw(ctx);
    default:
      return legalMoves[0] as Move;
  }
}

/** The heuristic Six Card Parade agent. */
export const sixCardParadeBot: Agent<SixCardParadeAction, SixCardParadeView> = {
  name: 'heuristic',
  act: ({ seat, view, legalMoves, rng }) =>
    legalMoves.length === 1
      ? (legalMoves[0] as Move)
      : decide({ seat, view, moves: legalMoves, rng, hand: view.hand ?? [], table: readTable(view), lite: false }),
};
