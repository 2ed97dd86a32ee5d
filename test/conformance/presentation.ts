/**
 * The presentation properties of the conformance suite (issue 30), run by `runConformance` for
 * every game that passes its `Presentation`: legal moves from a view equal `legalMoves` (same
 * list, same order) for every seat; every legal move is reachable by picking its parts one at a
 * time, each step allowed by `select`, and no allowed pick is a dead end; every move has a label,
 * distinct where moves differ; the table shows exactly the cards the view shows; event messages
 * are `describeEvent`'s sentences; bad selections are refused with a RuleError.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AnyGame,
  type BaseAction,
  baseCard,
  createRng,
  formatMessage,
  isCard,
  isRuleError,
  type Message,
  type Part,
  type Presentation,
  pick,
  type Rng,
  randomInt,
  shuffle,
  type Viewer,
} from '../../src/index.js';

// biome-ignore lint/suspicious/noExplicitAny: the harness treats every game's presentation alike.
export type AnyPresentation = Presentation<any, any, any>;

const INTERNAL_KEY = /\b[a-z]+[A-Z][A-Za-z]*\b/;

/** Every card code in `x`, outside its `events` (which a table shows as sentences). */
export function cardsIn(x: unknown, out: string[] = []): string[] {
  if (typeof x === 'string') {
    if (isCard(x)) out.push(x);
  } else if (Array.isArray(x)) {
    for (const y of x) cardsIn(y, out);
  } else if (typeof x === 'object' && x !== null) {
    for (const [k, v] of Object.entries(x)) if (k !== 'events') cardsIn(v, out);
  }
  return out;
}

function expectMessage(m: Message, catalogue: Record<string, string>): void {
  expect(typeof m.text).toBe('string');
  expect(m.text.length).toBeGreaterThan(0);
  expect(Object.hasOwn(catalogue, m.id), `message id ${m.id} is in the catalogue`).toBe(true);
  expect(formatMessage(m.id, m.params, catalogue)).toBe(m.text);
  expect(m.text, m.text).not.toMatch(/\{[A-Za-z]/);
  expect(m.text, m.text).not.toMatch(INTERNAL_KEY);
  expect(JSON.parse(JSON.stringify(m))).toEqual(m);
}

function expectSelectionError(fn: () => unknown, codes: string[] = ['BAD_SELECTION']): void {
  try {
    fn();
  } catch (e) {
    expect(isRuleError(e), `expected a RuleError, got ${String(e)}`).toBe(true);
    expect(codes).toContain((e as { code: string }).code);
    return;
  }
  expect.fail('expected a RuleError');
}

const partKey = (parts: readonly Part[]): string =>
  parts
    .map((p) => (p.type === 'card' ? `c:${p.card}` : `t:${p.target}`))
    .sort()
    .join(' ');

const allowed = (sel: { cards: string[]; targets: { target: string }[] }, p: Part): boolean =>
  p.type === 'card' ? sel.cards.includes(p.card) : sel.targets.some((t) => t.target === p.target);

/** Checks one seat's (or the spectator's) presentation of one state. */
function checkViewer(game: AnyGame, ui: AnyPresentation, state: unknown, viewer: Viewer, rng: Rng): void {
  const view = game.view(state, viewer);
  const cat = ui.catalogue as Record<string, string>;
  const moves = ui.legalMovesFromView(view) as BaseAction[];
  expect(moves).toEqual(viewer === 'spectator' ? [] : game.legalMoves(state, viewer));
  expectMessage(ui.prompt(view), cat);
  // The table: JSON, and exactly the cards the view shows.
  const table = ui.table(view);
  expect(JSON.parse(JSON.stringify(table))).toEqual(table);
  expect([...new Set(cardsIn(table))].sort()).toEqual([...new Set(cardsIn(view))].sort());
  for (const e of (view as { events: { type: string }[] }).events) {
    const m = ui.eventMessage(e);
    expectMessage(m, cat);
    expect(m.text).toBe(game.describeEvent(e));
  }
  // Labels for every move, distinct where the moves differ; parts that name each move once.
  const labels = new Map<string, string>();
  const byParts = new Map<string, string>();
  for (const m of moves) {
    const l = ui.label(m, view);
    expectMessage(l, cat);
    const key = game.moveKey(m);
    expect(labels.has(l.text), `two moves labelled "${l.text}"`).toBe(false);
    labels.set(l.text, key);
    const pk = partKey(ui.parts(m));
    expect(byParts.has(pk), `two moves with the parts ${pk}`).toBe(false);
    byParts.set(pk, key);
  }
  // The empty selection: something to pick exactly when there is a move.
  const start = ui.select(view, []);
  expect(start.moves).toEqual([]);
  expect(start.cards.length + start.targets.length > 0).toBe(moves.length > 0);
  for (const t of start.targets) expectMessage(t.label, cat);
  // Every move (a sample of long lists) is reached by picking its parts one at a time, in the
  // order given and in a random order, each pick allowed by the selection before it.
  const sample = moves.length <= 6 ? moves : Array.from({ length: 6 }, () => pick(rng, moves));
  for (const m of sample) {
    const parts = ui.parts(m);
    for (const order of [parts, shuffle(rng, [...parts])]) {
      let sel = start;
      const picked: Part[] = [];
      for (const p of order) {
        expect(allowed(sel, p), `${JSON.stringify(p)} allowed on the way to ${JSON.stringify(m)}`).toBe(true);
        picked.push(p);
        sel = ui.select(view, picked);
      }
      expect(sel.moves.map((x: BaseAction) => game.moveKey(x))).toEqual([game.moveKey(m)]);
    }
  }
  // No dead ends: a random pick that the selection allows leads on, to a move or a further pick.
  if (moves.length > 0) {
    let sel = start;
    const picked: Part[] = [];
    for (let step = 0; step < 12 && sel.cards.length + sel.targets.length > 0; step++) {
      const options: Part[] = [
        ...sel.cards.map((card): Part => ({ type: 'card', card })),
        ...sel.targets.map((t): Part => ({ type: 'target', target: t.target })),
      ];
      picked.push(pick(rng, options));
      sel = ui.select(view, picked);
      expect(sel.moves.length + sel.cards.length + sel.targets.length, 'a dead end').toBeGreaterThan(0);
    }
  }
  // Bad selections: a RuleError, never another exception.
  const visible = new Set(cardsIn(view));
  // By kind: with two decks a view names `7H`, never the copy `7H#1` (twin cards are one card at the table).
  const hidden = game.deck().filter((c: string) => !visible.has(baseCard(c)));
  if (hidden.length > 0) expectSelectionError(() => ui.select(view, [{ type: 'card', card: pick(rng, hidden) }]));
  expectSelectionError(() => ui.select(view, [{ type: 'card', card: 'ZZ' }]));
  expectSelectionError(() => ui.select(view, [{ type: 'target', target: 'no-such-target:99' }]));
  expectSelectionError(() => ui.select(view, [{ type: 'sit' }]));
  expectSelectionError(() => ui.select(view, 'AS' as never));
  expectSelectionError(() => ui.select(view, new Array(1000).fill({ type: 'card', card: 'AS' })));
}

/** Runs the presentation properties for `game` at each player count. */
export function runPresentationConformance(
  game: AnyGame,
  ui: AnyPresentation,
  opts: {
    playerCounts: number[];
    maxActions: number;
    variants: Record<string, unknown>[];
    numRuns: number;
    start?: (state: unknown, seed: number) => unknown;
  },
): void {
  for (const players of opts.playerCounts) {
    describe(`${game.id} presentation, ${players} players`, () => {
      it('moves from views equal legalMoves; every move reachable by selection; labels, tables and refusals', () => {
        fc.assert(
          fc.property(fc.integer(), fc.nat({ max: opts.variants.length - 1 }), (seed, variant) => {
            const rng = createRng(seed ^ 0x2545f491);
            const dealt = game.init({ players, seed, options: opts.variants[variant] });
            let state = opts.start ? opts.start(dealt, seed) : dealt;
            for (let n = 0; n < opts.maxActions && game.actors(state).length > 0; n++) {
              // Every state for the moves from views; the deeper checks on one viewer a state.
              for (let seat = 0; seat < players; seat++) {
                expect(ui.legalMovesFromView(game.view(state, seat))).toEqual(game.legalMoves(state, seat));
              }
              const viewers: Viewer[] = [...game.actors(state), 'spectator'];
              checkViewer(game, ui, state, pick(rng, viewers), rng);
              const seat = pick(rng, game.actors(state));
              state = game.apply(state, pick(rng, game.legalMoves(state, seat)));
            }
            checkViewer(game, ui, state, randomInt(rng, players), rng);
          }),
          { numRuns: opts.numRuns },
        );
      });

      it('refuses a view of another game, or no view, with a RuleError', () => {
        const state = game.init({ players, seed: 1 });
        const view = game.view(state, 0) as Record<string, unknown>;
        // The last two are the game's own in name only: a deep field missing, or of the wrong type.
        for (const bad of [
          { ...view, game: 'not-a-game' },
          null,
          42,
          {},
          { game: game.id, viewer: 0 },
          { ...view, fields: 7, parcel: 7, hand: 7, actors: 7, handCounts: 7 },
        ]) {
          expectSelectionError(() => ui.legalMovesFromView(bad), ['BAD_VIEW', 'BAD_SELECTION']);
          expectSelectionError(() => ui.select(bad, []), ['BAD_VIEW', 'BAD_SELECTION']);
          expectSelectionError(() => ui.table(bad), ['BAD_VIEW']);
          expectSelectionError(() => ui.prompt(bad), ['BAD_VIEW']);
          // A label that needs nothing of the view may be given; one of another game's view may not.
          if ((bad as { game?: unknown } | null)?.game !== game.id) {
            expectSelectionError(() => ui.label({ type: 'pass', seat: 0 }, bad), ['BAD_VIEW']);
          }
        }
      });
    });
  }
}
