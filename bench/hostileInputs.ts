/**
 * `npm run bench:hostile` (also the end of `npm run bench`): the slowest
 * `restoreState` and `determinize` over stored states and copied views built to
 * be expensive (issue 31; goal: under 10 ms each, JSON up to 64 KB). Frustration
 * Rummy is the game with searches in its checks: a lay-down under way must have
 * a next meld, and `determinize` deals that seat hands that can finish. The
 * inputs: the longest hands the rules allow (maxBuysPerRound 10: 34 cards),
 * every wild of the pack in one hand, each contract with the seat mid-lay-down
 * or in its play phase; hands over the R29 bound (up to the whole pack); copied
 * views of all of them; and every game's states and views padded toward 64 KB.
 * No test asserts these times; the bench prints them.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { AnyGame } from '../src/core/game.js';
import { frustrationRummy, type RummyState } from '../src/games/frustration-rummy/index.js';
import { createRng, games, pick, restoreState } from '../src/index.js';
import { withRounds } from './wildHands.js';

const isWild = (c: string): boolean => c.startsWith('JK') || c[0] === '2' || c[0] === '3';

/** A stored input and the game and seat it is for. */
interface Hostile {
  name: string;
  game: AnyGame;
  state?: string;
  view?: { seat: number; json: string };
}

/**
 * Frustration Rummy with the seat to act holding `size` cards, `wilds` of them wild, on
 * `contract`, after the draw; `size` may exceed what R29 allows (the check must refuse it first).
 */
function longHand(contract: number, wilds: number, size: number, layingDown: boolean): RummyState {
  const game = frustrationRummy;
  const s = structuredClone(
    game.init({ players: 2, seed: contract * 7 + wilds, options: { allowBuying: true, maxBuysPerRound: 10 } }),
  );
  const me = s.toAct;
  const other = 1 - me;
  game.applyInPlace(s, { type: 'draw', seat: me, from: 'stock' });
  const all = [...(s.hands[0] ?? []), ...(s.hands[1] ?? []), ...s.stock];
  const hand = [...all.filter(isWild).slice(0, wilds), ...all.filter((c) => !isWild(c))].slice(0, size);
  const rest = all.filter((c) => !hand.includes(c));
  s.hands[me] = hand;
  s.hands[other] = rest.slice(0, 13);
  s.stock = rest.slice(13);
  s.buys[me] = 10;
  s.completed[me] = contract - 1;
  withRounds(s);
  if (layingDown) {
    // The seat's first listed meld, if it has one: the state is then halfway through its lay-down.
    const meld = game.legalMoves(s, me).find((a) => a.type === 'meld');
    if (meld !== undefined) game.applyInPlace(s, meld);
  }
  return s;
}

function inputs(): Hostile[] {
  const out: Hostile[] = [];
  for (let contract = 1; contract <= 14; contract++) {
    for (const wilds of [20, 10, 6]) {
      for (const layingDown of [false, true]) {
        // Contract 8 lists millions of lay-downs from a 34-card hand (see docs/guide/guarantees.md),
        // so its mid-lay-down state is built from a 20-card hand: the check's cost is what is timed.
        const size = contract === 8 && layingDown ? 20 : 34;
        const s = longHand(contract, wilds, size, layingDown);
        const viewer = 1 - s.toAct;
        out.push({
          name: `rummy contract ${contract}, ${size} cards, ${wilds} wild${layingDown ? ', laying down' : ''}`,
          game: frustrationRummy,
          state: JSON.stringify(s),
          view: { seat: viewer, json: JSON.stringify(frustrationRummy.view(s, viewer)) },
        });
      }
    }
  }
  // Hands over the bound, up to the whole pack in one hand: refused before any search.
  for (const size of [35, 60, 94]) {
    const s = longHand(1, 20, 34, false);
    const me = s.toAct;
    s.hands[me]?.push(...s.stock.splice(0, size - 34));
    const viewer = 1 - me;
    const view = JSON.parse(JSON.stringify(frustrationRummy.view(structuredClone(s), viewer)));
    out.push({
      name: `rummy hand of ${s.hands[me]?.length} cards`,
      game: frustrationRummy,
      state: JSON.stringify(s),
      view: { seat: viewer, json: JSON.stringify(view) },
    });
  }
  // Every game: a late state of a random game, its events padded toward 64 KB of JSON.
  for (const game of games) {
    const rng = createRng(game.id);
    const players = Math.min(Math.max(game.players.min, 3), game.players.max);
    const s = structuredClone(game.init({ players, seed: 3 })) as { events: unknown[] };
    for (let i = 0; i < 300 && game.actors(s).length > 0; i++)
      game.applyInPlace(s, pick(rng, game.legalMoves(s, pick(rng, game.actors(s)))));
    const padded = {
      ...s,
      events: [...s.events, ...Array.from({ length: 650 }, () => ({ type: 'x'.repeat(32), pad: 'y'.repeat(32) }))],
    };
    out.push({ name: `${game.id} with padded events`, game, state: JSON.stringify(padded) });
  }
  return out;
}

/** The median of five timings of `f`, in milliseconds (it may throw: a refusal is timed like an acceptance). */
function timed(f: () => unknown): number {
  const runs: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    try {
      f();
    } catch {
      // Refused: what matters here is how long the refusal took.
    }
    runs.push(performance.now() - t0);
  }
  return runs.sort((a, b) => a - b)[2] as number;
}

/** Prints the section. */
export function printHostileInputs(): void {
  const all = inputs();
  console.log(`Hostile stored states and views (issue 31): ${all.length} inputs, slowest first (goal: under 10 ms)`);
  const rows: { name: string; what: string; ms: number; bytes: number }[] = [];
  for (const h of all) {
    if (h.state !== undefined) {
      const text = h.state;
      rows.push({
        name: h.name,
        what: 'restoreState',
        ms: timed(() => restoreState(h.game, text)),
        bytes: text.length,
      });
    }
    if (h.view !== undefined) {
      const { seat, json } = h.view;
      const game = h.game;
      rows.push({
        name: h.name,
        what: 'determinize',
        ms: timed(() => game.determinize(JSON.parse(json), seat, createRng(1))),
        bytes: json.length,
      });
    }
  }
  for (const what of ['restoreState', 'determinize']) {
    const mine = rows.filter((r) => r.what === what).sort((a, b) => b.ms - a.ms);
    const worst = mine[0];
    if (worst === undefined) continue;
    console.log(
      `  ${what}: slowest ${worst.ms.toFixed(2)} ms (${worst.name}, ${worst.bytes} B); largest input ${Math.max(...mine.map((r) => r.bytes))} B`,
    );
    for (const r of mine.slice(1, 4)) console.log(`    then ${r.ms.toFixed(2)} ms (${r.name})`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) printHostileInputs();
