/**
 * A reference point for `npm run bench`, not part of the library: Parcellus
 * (default options) as a boardgame.io user would write it, a `Game` with
 * `setup`, phases, moves and `endIf`, played headless through boardgame.io's
 * `Client` (no multiplayer, no debug panel) by uniform random players that list
 * their moves with `ai.enumerate`, as boardgame.io's bots do. Issue #6 compares
 * the engine with it in the same run.
 *
 * The rules are the engine's (docs/rules/parcellus.md, default options):
 * the blind pass as a simultaneous phase (`ActivePlayers.ALL_ONCE`), then one
 * move a turn, the turn going to the seat the rules name next. A seat with an
 * empty hand passes by itself inside the rule code, not as a move, as in the
 * engine, so actions per game compare one to one. Cards are the engine's codes
 * (`9S` … `AC`). Shuffles and the first dealer come from boardgame.io's seeded
 * `random` plugin (`game.seed`), the players' choices from the engine's
 * generator, so a run is repeatable.
 *
 * Run it with NODE_ENV=production, as a simulation would: otherwise
 * boardgame.io checks after every move and hook that G is JSON-serialisable.
 */
import type { Ctx, Game, Move } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { ActivePlayers, INVALID_MOVE } from 'boardgame.io/core';
import { createRng, type Rng, randomInt } from '../../src/index.js';

type Card = string;

export interface ParcellusG {
  round: number;
  dealer: number;
  /** Hands by seat. */
  hands: Card[][];
  /** The face-down dummy; its top card is the last. */
  dummy: Card[];
  /** Each seat's blind choice during the pass, null until made. */
  passing: (Card[] | null)[];
  /** The parcel being built, its top card last. */
  parcel: Card[];
  turner: number;
  lastContributor: number | null;
  passes: number;
  toAct: number;
  /** The dummy is used up: `toAct` leads a card from hand (P12). */
  leading: boolean;
  /** Parcels captured this round, by seat. */
  captured: Card[][][];
  scores: number[];
  /** Set when the round has been scored and another follows: the play phase ends. */
  roundOver: boolean;
  winner: number | null;
}

const DECK: readonly Card[] = ['S', 'H', 'D', 'C'].flatMap((suit) =>
  ['9', 'T', 'J', 'Q', 'K', 'A'].map((rank) => rank + suit),
);
const CYCLE = '9TJQKA';
const BLACK = 'SC';

/** True when `card` may go on `top`: exactly the next rank (9-10-J-Q-K-A-9), same colour. */
function climbsOn(top: Card, card: Card): boolean {
  const next = CYCLE[(CYCLE.indexOf(top[0] as string) + 1) % 6];
  return card[0] === next && BLACK.includes(card[1] as string) === BLACK.includes(top[1] as string);
}

const left = (seat: number): number => (seat + 1) % 3;

function deal(G: ParcellusG, cards: Card[]): void {
  for (let k = 0; k < 3; k++) G.hands[(G.dealer + 1 + k) % 3] = cards.slice(6 * k, 6 * k + 6);
  G.dummy = cards.slice(18, 24).reverse();
  G.passing = [null, null, null];
  G.parcel = [];
  G.captured = [[], [], []];
  G.lastContributor = null;
  G.passes = 0;
  G.leading = false;
  G.roundOver = false;
}

/** Every pass moves at once: left in odd rounds, right in even ones (P3). */
function exchange(G: ParcellusG): void {
  const given = G.passing as Card[][];
  const kept = G.hands.map((hand, s) => hand.filter((c) => !(given[s] as Card[]).includes(c)));
  for (let s = 0; s < 3; s++) {
    const to = G.round % 2 === 1 ? (s + 1) % 3 : (s + 2) % 3;
    kept[to]?.push(...(given[s] as Card[]));
  }
  G.hands = kept;
  G.passing = [null, null, null];
}

/** The turner turns up the dummy's top card, or leads from hand once it is used up (P8–P12). */
function turnUp(G: ParcellusG, turner: number): void {
  G.turner = turner;
  G.lastContributor = null;
  G.passes = 0;
  const card = G.dummy.pop();
  if (card !== undefined) {
    G.parcel = [card];
    G.toAct = left(turner);
    autoPass(G);
    return;
  }
  let leader = turner;
  while (G.hands[leader]?.length === 0) {
    leader = left(leader);
    if (leader === turner) {
      endRound(G);
      return;
    }
  }
  G.leading = true;
  G.toAct = leader;
}

/** An empty hand passes by itself (P11, P14). */
function autoPass(G: ParcellusG): void {
  if (G.hands[G.toAct]?.length === 0) pass(G);
}

function pass(G: ParcellusG): void {
  G.passes += 1;
  if (G.passes < 3) {
    G.toAct = left(G.toAct);
    autoPass(G);
    return;
  }
  // The parcel goes to its last contributor, a lone card to its turner (P10).
  const capturer = G.lastContributor ?? G.turner;
  G.captured[capturer]?.push(G.parcel);
  G.parcel = [];
  G.passes = 0;
  if (G.hands.every((h) => h.length === 0)) endRound(G);
  else turnUp(G, capturer);
}

/** A point a card, the J♥ 3, 6 for most parcels split evenly; 30 and alone at the top wins (P16–P21). */
function endRound(G: ParcellusG): void {
  const parcels = G.captured.map((c) => c.length);
  const most = Math.max(...parcels);
  const leaders = parcels.filter((p) => p === most).length;
  G.scores = G.scores.map((score, s) => {
    let points = parcels[s] === most ? 6 / leaders : 0;
    for (const parcel of G.captured[s] ?? []) for (const c of parcel) points += c === 'JH' ? 3 : 1;
    return score + points;
  });
  const top = Math.max(...G.scores);
  if (top >= 30 && G.scores.filter((s) => s === top).length === 1) {
    G.winner = G.scores.indexOf(top);
    return;
  }
  G.round += 1;
  G.dealer = left(G.dealer);
  G.roundOver = true;
}

const passCards: Move<ParcellusG> = ({ G, playerID }, cards: Card[]) => {
  const seat = Number(playerID);
  const hand = G.hands[seat] ?? [];
  if (cards.length !== 3 || new Set(cards).size !== 3 || !cards.every((c) => hand.includes(c))) return INVALID_MOVE;
  G.passing[seat] = cards;
};

const play: Move<ParcellusG> = ({ G, playerID }, card: Card) => {
  const seat = Number(playerID);
  const hand = G.hands[seat] ?? [];
  const top = G.parcel[G.parcel.length - 1];
  if (G.leading || top === undefined || !hand.includes(card) || !climbsOn(top, card)) return INVALID_MOVE;
  hand.splice(hand.indexOf(card), 1);
  G.parcel.push(card);
  G.lastContributor = seat;
  G.passes = 0;
  G.toAct = left(seat);
  autoPass(G);
};

const passParcel: Move<ParcellusG> = ({ G }) => {
  if (G.leading) return INVALID_MOVE;
  pass(G);
};

const lead: Move<ParcellusG> = ({ G, playerID }, card: Card) => {
  const seat = Number(playerID);
  const hand = G.hands[seat] ?? [];
  if (!G.leading || !hand.includes(card)) return INVALID_MOVE;
  hand.splice(hand.indexOf(card), 1);
  G.leading = false;
  G.turner = seat;
  G.parcel = [card];
  G.lastContributor = seat;
  G.passes = 0;
  G.toAct = left(seat);
  autoPass(G);
};

/** A move as `ai.enumerate` lists it: a move name and its arguments. */
export interface BoardgameioMove {
  move: string;
  args: unknown[];
}

/** The moves of `playerID`, as boardgame.io's bots list them. */
function enumerate(G: ParcellusG, ctx: Ctx, playerID: string): BoardgameioMove[] {
  const seat = Number(playerID);
  const hand = G.hands[seat] ?? [];
  const out: BoardgameioMove[] = [];
  if (ctx.phase === 'passing') {
    if (G.passing[seat] !== null) return out;
    for (let i = 0; i < hand.length - 2; i++)
      for (let j = i + 1; j < hand.length - 1; j++)
        for (let k = j + 1; k < hand.length; k++) {
          out.push({ move: 'passCards', args: [[hand[i], hand[j], hand[k]]] });
        }
    return out;
  }
  if (G.leading) return hand.map((card) => ({ move: 'lead', args: [card] }));
  const top = G.parcel[G.parcel.length - 1] as Card;
  for (const card of hand) if (climbsOn(top, card)) out.push({ move: 'play', args: [card] });
  out.push({ move: 'pass', args: [] });
  return out;
}

export const ParcellusGame: Game<ParcellusG> = {
  name: 'parcellus',
  minPlayers: 3,
  maxPlayers: 3,
  setup: ({ random }) => ({
    round: 1,
    dealer: random.Die(3) - 1,
    hands: [[], [], []],
    dummy: [],
    passing: [null, null, null],
    parcel: [],
    turner: 0,
    lastContributor: null,
    passes: 0,
    toAct: 0,
    leading: false,
    captured: [[], [], []],
    scores: [0, 0, 0],
    roundOver: false,
    winner: null,
  }),
  phases: {
    passing: {
      start: true,
      onBegin: ({ G, random }) => deal(G, random.Shuffle([...DECK])),
      turn: { activePlayers: ActivePlayers.ALL_ONCE },
      moves: { passCards },
      endIf: ({ G }) => G.passing.every((p) => p !== null),
      onEnd: ({ G }) => {
        exchange(G);
        turnUp(G, G.dealer);
      },
      next: 'play',
    },
    play: {
      // One move a turn, the turn going to the seat the rules name next.
      turn: { order: { first: ({ G }) => G.toAct, next: ({ G }) => G.toAct }, maxMoves: 1 },
      moves: { play, pass: passParcel, lead },
      endIf: ({ G }) => G.roundOver,
      next: 'passing',
    },
  },
  endIf: ({ G }) => (G.winner === null ? undefined : { winner: String(G.winner) }),
  ai: { enumerate },
};

/** What one game did: the actions taken, the rounds and the final scores. */
export interface BoardgameioPlayout {
  actions: number;
  rounds: number;
  scores: number[];
  winner: number;
}

/**
 * Plays one random game through a boardgame.io `Client`, seeded by `seed`
 * (deals) and `rng` (the players' choices): a uniform choice of actor among
 * the active players, then of move among `ai.enumerate`'s. `observe` sees the
 * state and the chosen seat and move before each move, and the final state
 * with no move (for checks, not in timed runs).
 *
 * Undo is off (`disableUndo`): a simulation needs none, and boardgame.io
 * would otherwise keep an undo stack. There is no `playerView` either, like the
 * engine's timed paths, which compute no views.
 */
export function playBoardgameioParcellus(
  rng: Rng,
  seed: string,
  observe?: (G: ParcellusG, ctx: Ctx, seat: string | null, move: BoardgameioMove | null) => void,
): BoardgameioPlayout {
  const client = Client({ game: { ...ParcellusGame, seed, disableUndo: true }, numPlayers: 3, debug: false });
  client.start();
  let actions = 0;
  for (;;) {
    const state = client.getState();
    if (state === null) throw new Error('no state');
    const { G, ctx } = state;
    if (ctx.gameover !== undefined) {
      observe?.(G, ctx, null, null);
      break;
    }
    const actors = ctx.activePlayers ? Object.keys(ctx.activePlayers) : [ctx.currentPlayer];
    const seat = (actors.length === 1 ? actors[0] : actors[randomInt(rng, actors.length)]) as string;
    const moves = ParcellusGame.ai?.enumerate(G, ctx, seat) as BoardgameioMove[];
    const choice = moves[randomInt(rng, moves.length)] as BoardgameioMove;
    observe?.(G, ctx, seat, choice);
    if (client.playerID !== seat) client.updatePlayerID(seat);
    client.moves[choice.move]?.(...choice.args);
    actions++;
  }
  const { G } = client.getState() as { G: ParcellusG };
  client.stop();
  return { actions, rounds: G.round, scores: G.scores, winner: G.winner as number };
}

/** A generator for {@link playBoardgameioParcellus}, so callers need not import the engine's. */
export const boardgameioRng = (seed: number): Rng => createRng(seed);
