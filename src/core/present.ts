/**
 * What every game's presentation shares (DESIGN §2, issue 30): messages an app
 * can translate (an id, its parameters and the English text), the selection
 * engine that turns cards and targets picked one at a time into legal moves,
 * legal moves from a view, and the {@link Presentation} interface each game's
 * presentation value implements. It knows no game: each game gives its own
 * catalogue, the parts of its actions and its target names.
 */
import { isCard } from './cards.js';
import { RuleError } from './errors.js';
import type { Seat } from './game.js';
import type { Catalogue, Message } from './message.js';
import { createRng, type Rng } from './rng.js';

// The message primitives live in message.ts, which errors.ts reads too; present.ts keeps its public names.
export {
  type Catalogue,
  catalogueOf,
  formatMessage,
  type Message,
  type MessageName,
  type MessageParam,
  message,
} from './message.js';

/**
 * A part of a move, one thing a player picks on the way to it: a card (from the hand, or a visible pile
 * where a move takes one from there), or a target named by the game (`seat:2`, `set:7`,
 * `meaning:7D`, `pass`…).
 */
export type Part = { type: 'card'; card: string } | { type: 'target'; target: string };

/** A target still allowed, with its label. */
export interface TargetChoice {
  /** The game's name for it, as a {@link Part} of type `target` carries it. */
  target: string;
  /** What it is, in words ("Seat 2", "K♥ as 7♦", "Pass"). */
  label: Message;
}

/** What a selection makes now and what can still follow it. */
export interface Selection<Action> {
  /** The legal moves whose parts are exactly the picks (as a multiset), in legal-move order. */
  moves: Action[];
  /** Cards that may be picked next: each is a part of some legal move whose parts hold the picks. */
  cards: string[];
  /** Targets that may be picked next, the same way. */
  targets: TargetChoice[];
}

/** The most picks a selection may hold: more than any move of any game has parts. */
export const MAX_PICKS = 64;

/**
 * `input` read as a list of picks, or a `BAD_SELECTION` {@link RuleError}: for input from an
 * app or a network, which may be anything.
 */
export function parsePicks(input: unknown): Part[] {
  if (!Array.isArray(input)) throw new RuleError('BAD_SELECTION', 'A selection is a list of picks.');
  if (input.length > MAX_PICKS) throw new RuleError('BAD_SELECTION', `A selection holds at most ${MAX_PICKS} picks.`);
  return input.map((p: unknown, i): Part => {
    const o = typeof p === 'object' && p !== null ? (p as Record<string, unknown>) : null;
    if (o?.type === 'card' && typeof o.card === 'string' && isCard(o.card)) return { type: 'card', card: o.card };
    if (o?.type === 'target' && typeof o.target === 'string' && o.target.length > 0 && o.target.length <= 64) {
      return { type: 'target', target: o.target };
    }
    throw new RuleError('BAD_SELECTION', `Pick ${i} is neither a card ({ type: 'card', card }) nor a target.`);
  });
}

const keyOf = (p: Part): string => (p.type === 'card' ? `c:${p.card}` : `t:${p.target}`);

/** Counts of each pick, by key. */
function tally(picks: readonly Part[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const p of picks) m.set(keyOf(p), (m.get(keyOf(p)) ?? 0) + 1);
  return m;
}

/**
 * The selection engine: of `moves`, those whose `parts` equal `picks` as a multiset, and the
 * cards and targets left over in the moves whose parts hold the picks (in order of first
 * appearance). The games' `select` wrap it with their checks and labels.
 */
export function selectAmong<Action>(
  moves: readonly Action[],
  parts: (action: Action) => readonly Part[],
  picks: readonly Part[],
): { moves: Action[]; cards: string[]; targets: string[] } {
  const want = tally(picks);
  const out: Action[] = [];
  const cards = new Set<string>();
  const targets = new Set<string>();
  for (const move of moves) {
    const ps = parts(move);
    const have = tally(ps);
    let holds = true;
    for (const [k, n] of want) if ((have.get(k) ?? 0) < n) holds = false;
    if (!holds) continue;
    if (ps.length === picks.length) out.push(move);
    for (const [k, n] of have) {
      if ((want.get(k) ?? 0) >= n) continue;
      if (k.startsWith('c:')) cards.add(k.slice(2));
      else targets.add(k.slice(2));
    }
  }
  return { moves: out, cards: [...cards], targets: [...targets] };
}

/** The fixed seed of {@link movesFromView}: the moves do not depend on it, so none is asked for. */
const VIEW_SEED = 'deckwright.movesFromView';

/**
 * The legal moves of a view's viewer, from the view alone: a full state consistent with it
 * (the game's own `determinize`, with a fixed seed) asked for its legal moves, so no rule is
 * written twice. A spectator has none. A view that is not the game's, or that no state can have,
 * gives a `BAD_VIEW` {@link RuleError}.
 */
export function movesFromView<State, Action, View>(
  game: {
    readonly id: string;
    readonly title: string;
    determinize(view: View, seat: Seat, rng: Rng): State;
    legalMoves(state: State, seat: Seat): Action[];
  },
  view: View,
): Action[] {
  const v = view as { game?: unknown; viewer?: unknown } | null;
  if (typeof v !== 'object' || v === null || v.game !== game.id) {
    throw new RuleError('BAD_VIEW', `Not a view of ${game.title}.`);
  }
  if (v.viewer === 'spectator') return [];
  const seat = v.viewer as Seat;
  let state: State;
  try {
    state = game.determinize(view, seat, createRng(VIEW_SEED));
  } catch (e) {
    if (e instanceof RuleError) throw e;
    throw new RuleError('BAD_VIEW', `Not a view of ${game.title} that a game can have.`, e);
  }
  return game.legalMoves(state, seat);
}

/**
 * A game's presentation: everything a UI, a terminal game or a chat bot needs to show a view
 * and turn clicks into moves, from what a client holds (a view). Each game exports one
 * (`parcellusPresentation`…), apart from its game value, so an app that does not show a game
 * does not ship its words.
 */
export interface Presentation<View, Action, Table> {
  /** The game's id. */
  readonly gameId: string;
  /** The English catalogue of every message id this presentation uses. */
  readonly catalogue: Catalogue;
  /** The viewer's legal moves, from its view: the same list, in the same order, as `legalMoves`. */
  legalMovesFromView(view: View): Action[];
  /** What a player picks to make `action`: cards and targets, in the order a table asks for them. */
  parts(action: Action): Part[];
  /** What the picks make now and what may still follow (see {@link Selection}). */
  select(view: View, picks: readonly unknown[]): Selection<Action>;
  /** A target's words, or `null` when the view has no such target. */
  targetLabel(view: View, target: string): Message | null;
  /** A short label for a move, in players' words. */
  label(action: Action, view: View): Message;
  /** What the viewer is asked to do now, or whom it waits for. */
  prompt(view: View): Message;
  /** An event as a sentence (the game's `describeEvent` is its text). */
  eventMessage(event: { type: string }): Message;
  /** The view arranged for drawing. */
  table(view: View): Table;
}

/**
 * The `select` of a game, from its pieces: the picks checked (each card one the viewer may pick
 * from somewhere it can see, each target one the view has) and matched against the legal moves
 * from the view. Bad picks give a `BAD_SELECTION` {@link RuleError}.
 */
export function selectWith<View, Action>(
  view: View,
  input: readonly unknown[],
  pieces: {
    moves: (view: View) => Action[];
    parts: (action: Action) => readonly Part[];
    pickable: (view: View) => ReadonlySet<string>;
    targetLabel: (view: View, target: string) => Message | null;
    cardOrder: (cards: string[], view: View) => string[];
  },
): Selection<Action> {
  const moves = pieces.moves(view);
  const picks = parsePicks(input);
  const pickable = pieces.pickable(view);
  for (const p of picks) {
    if (p.type === 'card' && !pickable.has(p.card)) {
      throw new RuleError('BAD_SELECTION', `The card ${p.card} is not one this seat holds or can see to pick.`);
    }
    if (p.type === 'target' && pieces.targetLabel(view, p.target) === null) {
      throw new RuleError('BAD_SELECTION', `There is no target "${p.target}" on this table.`);
    }
  }
  const found = selectAmong(moves, pieces.parts, picks);
  return {
    moves: found.moves,
    cards: pieces.cardOrder(found.cards, view),
    targets: found.targets.map((target) => ({
      target,
      label: pieces.targetLabel(view, target) as Message,
    })),
  };
}

/**
 * `p` with every member checking its input: a view that is not an object of this game is a
 * `BAD_VIEW` {@link RuleError}, and a view or an action malformed deep inside gives a RuleError
 * (`BAD_VIEW`, `MALFORMED_ACTION`) rather than a TypeError from the words. Each game's
 * presentation value is made with it.
 */
export function checkedPresentation<View, Action, Table>(
  p: Presentation<View, Action, Table>,
): Presentation<View, Action, Table> {
  const own = (view: unknown): void => {
    const v = view as { game?: unknown } | null;
    if (typeof v !== 'object' || v === null || v.game !== p.gameId) {
      throw new RuleError('BAD_VIEW', `Not a view of ${p.gameId}.`);
    }
  };
  const guard = <R>(code: 'BAD_VIEW' | 'MALFORMED_ACTION', what: string, fn: () => R): R => {
    try {
      return fn();
    } catch (e) {
      if (e instanceof RuleError) throw e;
      throw new RuleError(code, `Cannot read ${what}.`, e);
    }
  };
  return {
    gameId: p.gameId,
    catalogue: p.catalogue,
    legalMovesFromView: (view) => p.legalMovesFromView(view),
    parts: (action) => guard('MALFORMED_ACTION', 'the action', () => p.parts(action)),
    select: (view, picks) => p.select(view, picks),
    targetLabel: (view, target) => {
      own(view);
      return guard('BAD_VIEW', 'the view', () => p.targetLabel(view, target));
    },
    label: (action, view) => {
      own(view);
      return guard('MALFORMED_ACTION', 'the action', () => p.label(action, view));
    },
    prompt: (view) => {
      own(view);
      return guard('BAD_VIEW', 'the view', () => p.prompt(view));
    },
    eventMessage: (event) => guard('BAD_VIEW', 'the event', () => p.eventMessage(event)),
    table: (view) => {
      own(view);
      return guard('BAD_VIEW', 'the view', () => p.table(view));
    },
  };
}
