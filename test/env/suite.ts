/**
 * The environment properties every game passes (issue 33), in one harness run by each game's
 * file: the action space spells every legal move, each spelling distinct and reachable step by
 * step, each step allowed by the mask, and the move made is the one spelt; random walks under the
 * mask never meet a refusal or an empty mask before the end (no dead ends); an index the mask
 * leaves out is refused and changes nothing; the card picks the mask allows are the cards the
 * presentation's `select` allows; observations and information states depend on the view alone
 * (a state re-dealt by `determinize` gives the same); the picks in progress show only in the
 * agent's observation; rewards add up to the change in points plus the win or loss.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EnvCore } from '../../src/env/core.js';
import { encodingOf } from '../../src/env/encodings.js';
import type { AnyEncoding } from '../../src/env/spec.js';
import {
  type AnyGame,
  type BaseAction,
  type BaseState,
  canonicalKey,
  cloneState,
  createRng,
  isRuleError,
  type Part,
  type Presentation,
  type Rng,
  randomInt,
  shuffle,
} from '../../src/index.js';

/** How to run the harness on one game. */
export interface EnvSuiteOptions {
  /** Player counts to test. */
  playerCounts: number[];
  /** Option sets; each random game draws one. */
  optionVariants: Record<string, unknown>[];
  /** Random games per property and player count. */
  numRuns: number;
  /** Env steps per game at most (a walk stops there). */
  maxSteps: number;
  /** The game's presentation, for the check of card picks against `select`. */
  // biome-ignore lint/suspicious/noExplicitAny: the harness treats every game's presentation alike.
  presentation: Presentation<any, any, any>;
  /** A state to start from, made from a state as dealt (default: that state). */
  start?: (state: BaseState, seed: number) => BaseState;
}

/** A fresh env core of `enc` for the run's `seed`, started as the options say. */
function started(enc: AnyEncoding, o: EnvSuiteOptions, players: number, seed: number): EnvCore {
  const options = o.optionVariants[seed % o.optionVariants.length] ?? {};
  const core = new EnvCore(enc, players, options, o.maxSteps);
  const dealt = enc.game.init({ players, seed, options }) as BaseState;
  core.start(o.start ? o.start(dealt, seed) : dealt);
  return core;
}

/** The indices the core's agent may take now. */
function allowed(core: EnvCore): number[] {
  const mask = new Uint8Array(core.enc.actions.size);
  core.writeMask(core.agent, mask, 0);
  const out: number[] = [];
  mask.forEach((m, i) => {
    if (m === 1) out.push(i);
  });
  return out;
}

/** A spelling as a key that ignores order (spellings are multisets). */
const multiset = (s: readonly number[]): string => [...s].sort((a, b) => a - b).join(',');

/** Plays `core` to its end with uniform picks under the mask, calling `visit` before each step. */
function walk(core: EnvCore, rng: Rng, visit: (core: EnvCore) => void): void {
  while (!core.done) {
    visit(core);
    const ok = allowed(core);
    core.step(ok[randomInt(rng, ok.length)] as number);
  }
}

const seedArb = fc.integer({ min: 0, max: 1_000_000 });

/** Runs every environment property on `game`. */
export function runEnvSuite(game: AnyGame, o: EnvSuiteOptions): void {
  const enc = encodingOf(game.id);
  describe(`${game.title} environment`, () => {
    it('has a fixed action space of at most 1,000 indices, each named once, with confirm', () => {
      expect(enc.actions.size).toBeLessThanOrEqual(1000);
      expect(new Set(enc.actions.names).size).toBe(enc.actions.size);
      expect(enc.actions.names[enc.confirm]).toBe('confirm');
      expect(enc.actions.names.map((n) => enc.actions.indexOf(n))).toEqual(enc.actions.names.map((_, i) => i));
      expect(() => enc.actions.name(enc.actions.size)).toThrow(/no action index/);
    });

    for (const players of o.playerCounts) {
      it(`${players} players: every legal move is spelt distinctly and reached step by step, as that very move`, () => {
        fc.assert(
          fc.property(seedArb, (seed) => {
            const core = started(enc, o, players, seed);
            const rng = createRng(seed);
            while (!core.done) {
              const state = core.state as BaseState;
              const seat = core.agent;
              const moves = game.legalMoves(state, seat) as BaseAction[];
              const spelt = enc.spell(() => core.view(seat), moves);
              // Distinct multisets: no move hides behind another with the same picks.
              expect(new Set(spelt.map(multiset)).size).toBe(moves.length);
              spelt.forEach((s, k) => {
                const cards = s.map((i) => enc.actions.names[i] as string).filter((n) => n.startsWith('card:'));
                const parts = o.presentation.parts(moves[k]) as Part[];
                const partCards = parts.flatMap((p) => (p.type === 'card' ? [`card:${p.card}`] : []));
                expect(cards.sort()).toEqual(partCards.sort());
              });
              // One move, its picks in a random order: each allowed, and the move made is that one.
              const k = randomInt(rng, moves.length);
              const before = cloneState(state);
              const order = shuffle(rng, [...(spelt[k] as number[])]);
              order.forEach((i, n) => {
                expect(core.allows(i), `pick ${n} of ${JSON.stringify(moves[k])}`).toBe(true);
                core.step(i);
              });
              if (core.decision.picked > 0 && core.allows(enc.confirm)) core.step(enc.confirm);
              const expected = cloneState(before);
              game.applyInPlace(expected, moves[k]);
              expect(canonicalKey(core.state)).toBe(canonicalKey(expected));
            }
          }),
          { numRuns: o.numRuns },
        );
      });

      it(`${players} players: random walks under the mask never meet a refusal, a dead end or an illegal move`, () => {
        fc.assert(
          fc.property(seedArb, (seed) => {
            const core = started(enc, o, players, seed);
            const rng = createRng(seed + 1);
            let steps = 0;
            walk(core, rng, (c) => {
              expect(c.agent).toBeGreaterThanOrEqual(0);
              expect(allowed(c).length).toBeGreaterThan(0);
              // `confirm` is offered only where the picks make a move and more picks could follow it.
              if (c.allows(enc.confirm)) {
                expect(c.decision.made).not.toBeNull();
                expect(allowed(c).length).toBeGreaterThan(1);
              }
              steps++;
            });
            expect(core.terminated || core.truncated).toBe(true);
            expect(core.steps).toBe(steps);
            if (core.truncated) expect(core.steps).toBe(o.maxSteps);
          }),
          { numRuns: o.numRuns },
        );
      });

      it(`${players} players: each move the env makes is one validate accepts`, () => {
        fc.assert(
          fc.property(seedArb, (seed) => {
            const core = started(enc, o, players, seed);
            const rng = createRng(seed + 2);
            while (!core.done) {
              const ok = allowed(core);
              const i = ok[randomInt(rng, ok.length)] as number;
              const before = cloneState(core.state) as BaseState;
              const picked = core.decision.picked;
              core.step(i);
              if (core.decision.picked > picked || i === enc.decline) continue;
              // A move was made: some legal move of `before` gives exactly the state now.
              expect(madeByLegalMove(game, before, canonicalKey(core.state))).toBe(true);
            }
          }),
          { numRuns: Math.max(1, Math.floor(o.numRuns / 2)) },
        );
      });

      it(`${players} players: an index the mask leaves out is refused and changes nothing`, () => {
        fc.assert(
          fc.property(seedArb, (seed) => {
            const core = started(enc, o, players, seed);
            const rng = createRng(seed + 3);
            walk(core, rng, (c) => {
              if (randomInt(rng, 4) !== 0) return;
              const ok = new Set(allowed(c));
              const out = enc.actions.names.map((_, i) => i).filter((i) => !ok.has(i));
              if (out.length === 0) return;
              const i = out[randomInt(rng, out.length)] as number;
              const key = canonicalKey(c.state);
              const mask = allowed(c).join();
              const steps = c.steps;
              let code = '';
              try {
                c.step(i);
              } catch (e) {
                code = isRuleError(e) ? e.code : 'not a RuleError';
              }
              expect(code).toBe('ILLEGAL_MOVE');
              for (const bad of [-1, enc.actions.size, 1.5, '3', null]) {
                expect(() => c.step(bad)).toThrow(expect.objectContaining({ code: 'MALFORMED_ACTION' }));
              }
              expect(canonicalKey(c.state)).toBe(key);
              expect(allowed(c).join()).toBe(mask);
              expect(c.steps).toBe(steps);
            });
            expect(() => core.step(0)).toThrow(expect.objectContaining({ code: 'GAME_OVER' }));
          }),
          { numRuns: o.numRuns },
        );
      });

      it(`${players} players: the cards the mask allows are the cards the presentation's select allows`, () => {
        fc.assert(
          fc.property(seedArb, (seed) => {
            const core = started(enc, o, players, seed);
            const rng = createRng(seed + 4);
            walk(core, rng, (c) => {
              const names = enc.actions.names;
              const picks: Part[] = [];
              let onlyCards = true;
              c.decision.picks.forEach((n, i) => {
                const name = names[i] as string;
                if (n > 0 && !name.startsWith('card:')) onlyCards = false;
                for (let k = 0; k < n; k++) picks.push({ type: 'card', card: name.slice(5) });
              });
              if (!onlyCards) return;
              const sel = o.presentation.select(c.view(c.agent), picks);
              const mine = allowed(c)
                .map((i) => names[i] as string)
                .filter((n) => n.startsWith('card:'))
                .map((n) => n.slice(5));
              expect(mine.sort()).toEqual([...sel.cards].sort());
            });
          }),
          { numRuns: Math.max(1, Math.floor(o.numRuns / 2)) },
        );
      });

      it(`${players} players: observations and information states come from the view alone`, () => {
        fc.assert(
          fc.property(seedArb, (seed) => {
            const core = started(enc, o, players, seed);
            const rng = createRng(seed + 5);
            const size = core.layout.size;
            walk(core, rng, (c) => {
              if (randomInt(rng, 3) !== 0) return;
              const seat = randomInt(rng, players);
              const mine = new Float32Array(size);
              c.writeObservation(seat, mine, 0);
              const text = c.informationState(seat);
              // The same seat at a table re-dealt from its view: everything it cannot see is new.
              const other = new EnvCore(enc, players, {}, o.maxSteps);
              const dealt = game.determinize(c.view(seat), seat, createRng(seed + c.steps)) as BaseState;
              other.start(dealt);
              const theirs = new Float32Array(size);
              other.writeObservation(seat, theirs, 0);
              // The picks are the env's, not the game's: compare everything before them.
              const cut = size - enc.actions.size;
              expect(Array.from(theirs.subarray(0, cut))).toEqual(Array.from(mine.subarray(0, cut)));
              expect(other.informationState(seat).split('\npicks:')[0]).toBe(text.split('\npicks:')[0]);
              // No seat but the agent sees the picks in progress.
              if (seat !== c.agent) expect(mine.subarray(cut).every((x) => x === 0)).toBe(true);
              else expect(Array.from(mine.subarray(cut))).toEqual(Array.from(c.decision.picks));
            });
          }),
          { numRuns: o.numRuns },
        );
      });

      // Declared on the encoding, found here (as OpenSpiel's tests read a GameType): a game whose
      // encoding has a direct encoder gets this property; the others encode their views.
      const direct = enc.encodeState;
      if (direct !== undefined)
        it(`${players} players: the direct encoder writes what encoding the view writes, every seat at every step`, () => {
          fc.assert(
            fc.property(seedArb, (seed) => {
              const core = started(enc, o, players, seed);
              const rng = createRng(seed + 8);
              const size = enc.layout(players).size;
              // Dirty buffers at an offset: the encoder must write inside its layout, on zeros.
              const fromState = new Float32Array(size + 6);
              const fromView = new Float32Array(size + 6);
              let compared = 0;
              walk(core, rng, (c) => {
                const state = c.state as BaseState;
                for (let seat = 0; seat < players; seat++) {
                  fromState.fill(7);
                  fromView.fill(7);
                  fromState.fill(0, 3, 3 + size);
                  fromView.fill(0, 3, 3 + size);
                  direct(state, seat, players, fromState, 3);
                  enc.encode(game.view(state, seat), players, fromView, 3);
                  // Element by element, with the segment named where they differ.
                  for (let i = 0; i < fromState.length; i++) {
                    if (fromState[i] !== fromView[i]) {
                      const seg = enc
                        .layout(players)
                        .segments.find((g) => i - 3 >= g.offset && i - 3 < g.offset + g.size);
                      expect.fail(
                        `seat ${seat}, step ${c.steps}: ${seg?.name ?? 'outside'}[${i - 3 - (seg?.offset ?? 0)}] is ${fromState[i]} from the state, ${fromView[i]} from the view`,
                      );
                    }
                  }
                  compared++;
                }
              });
              expect(compared).toBeGreaterThan(0);
            }),
            { numRuns: o.numRuns },
          );
        });

      it(`${players} players: the encoder writes inside its layout, every number finite`, () => {
        fc.assert(
          fc.property(seedArb, (seed) => {
            const core = started(enc, o, players, seed);
            const rng = createRng(seed + 6);
            const layout = core.layout;
            let at = 0;
            for (const s of layout.segments) {
              expect(s.offset).toBe(at);
              at += s.size;
            }
            expect(at).toBe(layout.size);
            const buf = new Float32Array(layout.size + 8).fill(Number.NaN);
            walk(core, rng, (c) => {
              c.writeObservation(c.agent, buf, 4);
              expect(Number.isNaN(buf[3]) && Number.isNaN(buf[4 + layout.size])).toBe(true);
              expect(buf.subarray(4, 4 + layout.size).every(Number.isFinite)).toBe(true);
            });
          }),
          { numRuns: Math.max(1, Math.floor(o.numRuns / 2)) },
        );
      });

      it(`${players} players: rewards add up to the points gained and +1 a winner, -1 the others`, () => {
        fc.assert(
          fc.property(seedArb, (seed) => {
            const core = started(enc, o, players, seed);
            const rng = createRng(seed + 7);
            const start = game.score(core.state).points as number[];
            const total = new Array<number>(players).fill(0);
            while (!core.done) {
              const ok = allowed(core);
              core.step(ok[randomInt(rng, ok.length)] as number);
              core.rewards.forEach((r, s) => {
                total[s] = (total[s] as number) + r;
              });
            }
            const end = game.score(core.state);
            for (let s = 0; s < players; s++) {
              const bonus = core.terminated ? (end.winners.includes(s) ? 1 : -1) : 0;
              expect(total[s]).toBeCloseTo((end.points[s] as number) - (start[s] as number) + bonus, 9);
            }
          }),
          { numRuns: o.numRuns },
        );
      });
    }
  });
}

/** True when some actor's legal move from `before` gives the state whose canonical key is `now`. */
function madeByLegalMove(game: AnyGame, before: BaseState, now: string): boolean {
  for (const seat of game.actors(before)) {
    for (const m of game.legalMoves(before, seat) as BaseAction[]) {
      const s = cloneState(before);
      game.applyInPlace(s, m);
      if (canonicalKey(s) === now) return true;
    }
  }
  return false;
}
