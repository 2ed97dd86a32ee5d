/**
 * Selection to move in Frustration Rummy: the parts of every move (the draw's pile, R21; a buy,
 * R29; a meld's cards, its kind, a set's rank where its cards leave it open and what each wild of a
 * run stands for, R5–R10; a lay-off's card and the meld or run end it goes on, R18; a wild swap,
 * R19; the discard, R22), and `select`, which turns what a player has picked so far into the legal
 * moves it makes and what can still be picked. Legal moves come from the view through the game's
 * own `determinize` and `legalMoves`: no rule is written twice.
 */
import type { Card } from '../../core/cards.js';
import type { Seat } from '../../core/game.js';
import { movesFromView, type Part, type Selection, selectWith } from '../../core/present.js';
import { actors } from './buying.js';
import { kindOf } from './cardTypes.js';
import { sortHand, targetLabel } from './labels.js';
import { isJoker, isPlainCard, isWildCapable, lowOfRank, RANK_VALUE, rankAtSlot } from './melds.js';
import type { MeldAction, RummyAction, RummyState } from './state.js';
import { legalMoves } from './turn.js';
import { determinize, type RummyView } from './view.js';

// The game's own rules, as the game value puts them together: a seat that may not act has no move.
const RULES = {
  id: 'frustration-rummy',
  title: 'Frustration Rummy',
  determinize,
  legalMoves: (s: RummyState, seat: Seat): RummyAction[] =>
    s.phase !== 'over' && actors(s).includes(seat) ? legalMoves(s, seat) : [],
};

/** A view's legal moves with the parts of each, as `select` matches picks against them. */
interface Listed {
  key: string;
  moves: RummyAction[];
  parts: Map<RummyAction, Part[]>;
}

// The last view's moves. A wild-rich hand has thousands of legal melds, and a player picking a
// meld card by card asks `select` about the same view at every click: its moves are listed once
// (the view's JSON is the key, so a copy of it, or a view changed since, is never answered from
// an older list). One entry, so a server answering many seats keeps no more than one list.
let last: Listed | null = null;

function listed(v: RummyView): Listed {
  let key = '';
  try {
    key = JSON.stringify(v) ?? '';
  } catch {
    // Unreadable as JSON (a hostile object): not cached; `movesFromView` says why it is no view.
  }
  if (last !== null && key !== '' && last.key === key) return last;
  const moves = movesFromView(RULES, v);
  const entry: Listed = { key, moves, parts: new Map(moves.map((m) => [m, parts(m)])) };
  if (key !== '') last = entry;
  return entry;
}

/** A copy of a listed move, so that a caller changing what it was given cannot change the list kept. */
function copyOf(a: RummyAction): RummyAction {
  return a.type === 'meld' ? { ...a, cards: [...a.cards] } : { ...a };
}

/** The viewer's legal moves from its view: `legalMoves(state, viewer)`, same list, same order. Spectators: none. */
export function legalMovesFromView(v: RummyView): RummyAction[] {
  return listed(v).moves.map(copyOf);
}

/** Whether the viewer has a legal move of `type`, from its view (the prompt asks). */
export function hasMoveOf(v: RummyView, type: RummyAction['type'], from?: 'stock' | 'discard'): boolean {
  return listed(v).moves.some((a) => a.type === type && (from === undefined || (a.type === 'draw' && a.from === from)));
}

const card = (c: Card): Part => ({ type: 'card', card: kindOf(c) });
const target = (t: string): Part => ({ type: 'target', target: t });

/**
 * The targets that tell a run apart from the other runs of the same cards: for each 2, 3 or Joker
 * that is not in its own slot, what it stands for (`as:JK:6H`). Read from the action alone, which
 * lists a run low to high: the slot of each card follows from the first plain card (or the `low`
 * it names), and a 2 or 3 of the run's suit in its own slot is the natural card there (R6). Twin
 * runs differ in which slots are wild or which wild goes where, and so in these targets. The run
 * of 13 names ranks only, since its suits are free (R15).
 */
function runTargets(a: MeldAction): Part[] {
  const cards = a.cards.map(kindOf);
  const mixed = cards.length === 13;
  const first = cards.findIndex(isPlainCard);
  let low: number;
  let suit: string | null = null;
  if (first >= 0) {
    const c = cards[first] as Card;
    low = RANK_VALUE[c[0] as keyof typeof RANK_VALUE] - first;
    suit = c[1] ?? null;
  } else {
    low = a.low === undefined ? 1 : lowOfRank(a.low);
    const own = cards.find((c, k) => !isJoker(c) && c[0] === rankAtSlot(low + k));
    suit = own?.[1] ?? null;
  }
  const out: Part[] = [];
  cards.forEach((c, k) => {
    if (!isWildCapable(c)) return;
    const rank = rankAtSlot(low + k);
    if (!isJoker(c) && c[0] === rank && (mixed || c[1] === suit)) return;
    out.push(target(`as:${c}:${rank}${mixed || suit === null ? '' : suit}`));
  });
  return out;
}

/**
 * What a player picks to make `action`, in the order a table asks: the cards first, then what
 * they become. A meld names its kind (`kind:run`…: the same cards may make a run or a set), a
 * set whose cards leave its rank open names it (`rank:2`), and a run names what each of its wilds
 * out of its own slot stands for (`as:JK:6H`). A lay-off names the meld (`meld:3`) or run end
 * (`meld:3:high`), a swap the wild it takes back (`swap:3:1`). A discard names the `discard`
 * target beside its card, since the same card may also be melded or laid off; the draw names its
 * pile (`draw:stock`, `draw:discard`), and a buy is the `buy` target.
 */
export function parts(action: RummyAction): Part[] {
  switch (action.type) {
    case 'draw':
      return [target(`draw:${action.from}`)];
    case 'buy':
      return [target('buy')];
    case 'discard':
      return [card(action.card), target('discard')];
    case 'layOff':
      return [
        card(action.card),
        target(action.end === undefined ? `meld:${action.meld}` : `meld:${action.meld}:${action.end}`),
      ];
    case 'swapWild':
      return [card(action.card), target(`swap:${action.meld}:${action.index}`)];
    case 'meld':
      return [
        ...action.cards.map(card),
        target(`kind:${action.kind}`),
        ...(action.rank === undefined || action.kind === 'run' ? [] : [target(`rank:${action.rank}`)]),
        ...(action.kind === 'run' ? runTargets(action) : []),
      ];
  }
}

/** Card picks named by kind: a copy suffix is accepted and ignored, as in actions (twin cards are one card at the table). */
function byKind(picks: readonly unknown[]): readonly unknown[] {
  if (!Array.isArray(picks)) return picks;
  return picks.map((p: unknown) => {
    const o = typeof p === 'object' && p !== null ? (p as Record<string, unknown>) : null;
    return o?.type === 'card' && typeof o.card === 'string' && o.card.length <= 6
      ? { type: 'card', card: kindOf(o.card) }
      : p;
  });
}

/**
 * What `picks` make now and what can still follow: the moves whose parts they are, and the
 * cards (sorted as players hold them) and targets still allowed. A card the viewer does not hold,
 * or a target the table does not have, is a `BAD_SELECTION` RuleError; a view of another game
 * `BAD_VIEW`.
 */
export function select(v: RummyView, picks: readonly unknown[]): Selection<RummyAction> {
  let list: Listed | null = null;
  const sel = selectWith(v, byKind(picks), {
    moves: (view) => {
      list = listed(view);
      return list.moves;
    },
    parts: (a) => (list as Listed | null)?.parts.get(a) ?? parts(a),
    pickable: (view) => new Set<Card>(view.hand ?? []),
    targetLabel: (view, t) => targetLabel(view, t),
    cardOrder: (cards) => sortHand(cards),
  });
  return { ...sel, moves: sel.moves.map(copyOf) };
}
