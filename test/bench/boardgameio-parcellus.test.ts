/**
 * The boardgame.io Parcellus of `npm run bench` (bench/baseline) plays the
 * engine's game, so the bench compares like with like: whole random games
 * through boardgame.io's Client are followed move by move by the engine, dealt
 * the same cards each round, and at every step the actors, the hands, the
 * legal moves of the seat to move and the scores agree, as do the winner and
 * the final totals.
 */
import { describe, expect, it } from 'vitest';
import {
  type BoardgameioMove,
  boardgameioRng,
  type ParcellusG,
  ParcellusGame,
  playBoardgameioParcellus,
} from '../../bench/baseline/parcellus-boardgameio.js';
import { canonicalKey } from '../../src/core/canonical.js';
import { type ParcellusAction, type ParcellusState, parcellus } from '../../src/games/parcellus/index.js';

const sorted = (cards: readonly string[]): string[] => [...cards].sort();

function toAction(seat: number, m: BoardgameioMove): ParcellusAction {
  const [arg] = m.args as [string | string[] | undefined];
  switch (m.move) {
    case 'passCards':
      return { type: 'passCards', seat, cards: [...(arg as string[])] };
    case 'play':
      return { type: 'play', seat, card: arg as string };
    case 'lead':
      return { type: 'lead', seat, card: arg as string };
    default:
      return { type: 'pass', seat };
  }
}

const key = (a: ParcellusAction): string => canonicalKey(a.type === 'passCards' ? { ...a, cards: sorted(a.cards) } : a);

describe('boardgame.io Parcellus (bench baseline)', () => {
  it('plays the same game as the engine, move by move', () => {
    const rng = boardgameioRng(7);
    let steps = 0;
    for (let g = 0; g < 12; g++) {
      let state: ParcellusState | null = null;
      let syncedRound = 0;
      const result = playBoardgameioParcellus(rng, `check-${g}`, (G: ParcellusG, ctx, seat, move) => {
        if (state === null) {
          state = structuredClone(parcellus.init({ players: 3, seed: 0, dealer: G.dealer }));
        }
        const s = state;
        // Each round, the engine is dealt boardgame.io's cards (the deal order is the same).
        if (ctx.phase === 'passing' && s.round !== syncedRound) {
          expect(s.phase).toBe('pass');
          expect([s.round, s.dealer]).toEqual([G.round, G.dealer]);
          s.hands = G.hands.map((h) => [...h]);
          s.dummy = [...G.dummy];
          syncedRound = s.round;
        }
        expect(s.scores).toEqual(G.scores);
        expect(s.hands.map(sorted)).toEqual(G.hands.map(sorted));
        if (seat === null || move === null) {
          expect(s.phase).toBe('over');
          expect(parcellus.actors(s)).toEqual([]);
          expect(s.winners).toEqual([G.winner]);
          return;
        }
        const actors = ctx.activePlayers ? Object.keys(ctx.activePlayers) : [ctx.currentPlayer];
        expect(sorted(parcellus.actors(s).map(String))).toEqual(sorted(actors));
        const n = Number(seat);
        const engine = parcellus.legalMoves(s, n).map(key);
        const bgio = (ParcellusGame.ai!.enumerate(G, ctx, seat) as BoardgameioMove[]).map((m) => key(toAction(n, m)));
        expect(sorted(bgio)).toEqual(sorted(engine));
        parcellus.applyInPlace(s, toAction(n, move));
        steps++;
      });
      expect(result.scores).toEqual((state as ParcellusState | null)?.scores);
    }
    expect(steps).toBeGreaterThan(1000);
  });
});
