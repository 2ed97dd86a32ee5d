/**
 * The bench's section on long move lists (issue 27): Frustration Rummy's
 * wild-rich hands (6 to 10 wilds among 14 cards, stacked, in the play phase of
 * each contract 1–14; see wildHands.ts), per contract the longest list, the
 * p99 of `legalMoves`, the microseconds per move listed, and the p99 of
 * `countMoves` and of a 50-move page (`legalMovesPage`, from the middle of the
 * list) on the same hands; then `legalMoves`, `countMoves` and a page over
 * states of random games. A few seconds.
 *
 * Then the longest hands the rules allow (`printLongestHands`). Part of `npm run bench`; alone: `npm run bench:moves [-- hands per contract]`.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { frustrationRummy, type RummyState } from '../src/games/frustration-rummy/index.js';
import { createRng, MAX_LISTED_MOVES, pick, selfPlayOptions } from '../src/index.js';
import { isWildCard, longestHandState, wildRichStates } from './wildHands.js';

const game = frustrationRummy;

const quantile = (xs: readonly number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] as number;
};
const fmt = (n: number): string => (n >= 100 ? Math.round(n).toLocaleString('en') : n.toPrecision(3));

/** Milliseconds `f` takes, and what it returned. */
function timed<T>(f: () => T): [T, number] {
  const t0 = performance.now();
  const out = f();
  return [out, performance.now() - t0];
}

/** The timings of one state: its list's length and each function's milliseconds. */
interface Timing {
  moves: number;
  list: number;
  count: number;
  page: number;
}

/** Times `legalMoves`, `countMoves` and a 50-move page from the middle of the list, for `seat` in `state`. */
function timeState(state: RummyState, seat: number): Timing {
  const [moves, list] = timed(() => game.legalMoves(state, seat));
  const [n, count] = timed(() => game.countMoves(state, seat));
  if (n !== moves.length) throw new Error(`countMoves says ${n}, legalMoves lists ${moves.length}`);
  const offset = Math.max(0, Math.floor(moves.length / 2) - 25);
  const [, page] = timed(() => game.legalMovesPage(state, seat, { offset, limit: 50 }));
  return { moves: moves.length, list, count, page };
}

/** Prints the section; `perContract` wild-rich hands for each contract. */
export function printMoveLists(perContract = 10): void {
  console.log(
    `Frustration Rummy's long move lists (issue 27): wild-rich hands, ${perContract} a contract (6–10 wilds among 14 cards, stacked, play phase, default options)`,
  );
  // A warm-up on other hands: the first lists of a cold thread cost several times more.
  for (const { state } of wildRichStates(2, 'move lists warm-up')) timeState(state, 0);
  const rows = wildRichStates(perContract, 'move lists');
  for (const { state, wilds } of rows) {
    const held = (state.hands[0] ?? []).filter(isWildCard).length;
    if (state.phase !== 'play' || held !== wilds) throw new Error('a wild-rich hand is not as built');
  }
  console.log(
    '  contract  hands  longest list  median list  legalMoves p99  µs a move listed  countMoves p99  50-move page p99',
  );
  const all: Timing[] = [];
  for (let contract = 1; contract <= 14; contract++) {
    const t = rows
      .filter((r) => r.contract === contract)
      .map((r) => {
        // A collection between hands, not inside one's timings (with node's --expose-gc, as the bench runs).
        globalThis.gc?.();
        return timeState(r.state, 0);
      });
    all.push(...t);
    const moves = t.reduce((n, x) => n + x.moves, 0);
    const listMs = t.reduce((n, x) => n + x.list, 0);
    console.log(
      `  ${String(contract).padStart(8)}  ${String(t.length).padStart(5)}  ${String(Math.max(...t.map((x) => x.moves))).padStart(12)}  ${String(
        quantile(
          t.map((x) => x.moves),
          0.5,
        ),
      ).padStart(11)}  ${`${fmt(
        quantile(
          t.map((x) => x.list),
          0.99,
        ),
      )} ms`.padStart(14)}  ${fmt((listMs * 1000) / moves).padStart(16)}  ${`${fmt(
        quantile(
          t.map((x) => x.count),
          0.99,
        ),
      )} ms`.padStart(14)}  ${`${fmt(
        quantile(
          t.map((x) => x.page),
          0.99,
        ),
      )} ms`.padStart(16)}`,
    );
  }
  const moves = all.reduce((n, x) => n + x.moves, 0);
  const listMs = all.reduce((n, x) => n + x.list, 0);
  console.log(
    `  all ${all.length} hands: longest list ${Math.max(...all.map((x) => x.moves))}, legalMoves p99 ${fmt(
      quantile(
        all.map((x) => x.list),
        0.99,
      ),
    )} ms, ${fmt((listMs * 1000) / moves)} µs a move listed (issue 27's goal: under 2), countMoves p99 ${fmt(
      quantile(
        all.map((x) => x.count),
        0.99,
      ),
    )} ms, page p99 ${fmt(
      quantile(
        all.map((x) => x.page),
        0.99,
      ),
    )} ms`,
  );
  // States of random games (self-play options, 3 players), every seat that may act.
  const rng = createRng('move lists random');
  const random: Timing[] = [];
  for (let g = 0; random.length < 5000; g++) {
    const s = structuredClone(game.init({ players: 3, seed: `random ${g}`, options: selfPlayOptions(game.id) }));
    while (game.actors(s).length > 0 && random.length < 5000) {
      const seat = pick(rng, game.actors(s));
      random.push(timeState(s, seat));
      game.applyInPlace(s, pick(rng, game.legalMoves(s, seat)));
    }
  }
  const us = (xs: number[]) => `${fmt(quantile(xs, 0.99) * 1000)} µs`;
  console.log(
    `  ${random.length} states of random games: legalMoves p99 ${us(random.map((x) => x.list))} (goal: under 1 ms), countMoves p99 ${us(random.map((x) => x.count))}, page p99 ${us(random.map((x) => x.page))}, longest list ${Math.max(...random.map((x) => x.moves))}`,
  );
}

/**
 * The longest hands the rules allow (issue 31, item 4): 34 cards after ten buys (R29,
 * `maxBuysPerRound: 10`, three decks), 20 of them wild, leaning to runs or to sets, on every
 * contract. Per hand the number of moves, the milliseconds of `countMoves`, of a 50-move page at
 * nine tenths of the list and of `randomMove`, and of `legalMoves` where the list is at most
 * `MAX_LISTED_MOVES` (else it is refused, `TOO_MANY_MOVES`). With default options, then under
 * `allowWildSwap`.
 */
export function printLongestHands(): void {
  for (const [name, extra] of [
    ['default options otherwise', {}],
    ["allowWildSwap (every order of a run's wilds a move, R19)", { allowWildSwap: true }],
  ] as const) {
    console.log(
      `Frustration Rummy's longest hands (issue 31): 34 cards, 20 wild, three decks, maxBuysPerRound 10, ${name}`,
    );
    console.log('  contract  shape  moves          countMoves  page      randomMove  legalMoves');
    let worst = { moves: 0, ms: 0 };
    for (let contract = 1; contract <= 14; contract++) {
      for (const shape of ['runs', 'sets'] as const) {
        const state = longestHandState(contract, shape, extra);
        globalThis.gc?.();
        const [n, count] = timed(() => game.countMoves(state, 0));
        const [, page] = timed(() => game.legalMovesPage(state, 0, { offset: Math.floor(n * 0.9), limit: 50 }));
        const [, random] = timed(() => game.randomMove(state, 0, createRng(`longest ${contract}`)));
        let list = 'refused (TOO_MANY_MOVES)';
        if (n <= MAX_LISTED_MOVES) {
          const [moves, ms] = timed(() => game.legalMoves(state, 0));
          if (moves.length !== n) throw new Error(`countMoves says ${n}, legalMoves lists ${moves.length}`);
          list = `${fmt(ms)} ms`;
        }
        const slowest = Math.max(count, page, random);
        if (slowest > worst.ms) worst = { moves: n, ms: slowest };
        console.log(
          `  ${String(contract).padStart(8)}  ${shape}   ${String(n).padEnd(13)}  ${`${fmt(count)} ms`.padEnd(10)}  ${`${fmt(page)} ms`.padEnd(8)}  ${`${fmt(random)} ms`.padEnd(10)}  ${list}`,
        );
      }
    }
    console.log(`  slowest count, page or random move: ${fmt(worst.ms)} ms (a list of ${worst.moves} moves)`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const perContract = Number(process.argv[2] ?? 10);
  const t0 = performance.now();
  printMoveLists(perContract);
  printLongestHands();
  console.log(`  (${fmt((performance.now() - t0) / 1000)} s)`);
}
