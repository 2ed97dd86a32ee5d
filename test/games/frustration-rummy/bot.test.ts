import { describe, expect, it } from 'vitest';
import { createAgent, heuristicAgents } from '../../../src/agents/registry.js';
import { baseCard } from '../../../src/core/cards.js';
import { openRequirements } from '../../../src/games/frustration-rummy/contracts.js';
import { handMissing } from '../../../src/games/frustration-rummy/evaluate.js';
import {
  frustrationRummyBot,
  frustrationRummy as game,
  type RummyAction,
  type RummyState,
} from '../../../src/games/frustration-rummy/index.js';
import { createRng, pick } from '../../../src/index.js';
import { cards, deal, onContract } from './helpers.js';

describe('the heuristic Frustration Rummy agent', () => {
  it('is the registered heuristic agent', () => {
    expect(heuristicAgents['frustration-rummy']).toBe(frustrationRummyBot);
  });
  it('returns one of its legal moves in every state of mixed games, the same for the same input', () => {
    for (const players of [2, 4, 6]) {
      const rng = createRng(players);
      const s = structuredClone(game.init({ players, seed: players, options: { maxTurnsPerRound: 20 } }));
      for (let i = 0; i < 1500 && game.actors(s).length > 0; i++) {
        const seat = pick(rng, game.actors(s));
        const moves = game.legalMoves(s, seat);
        const input = () => ({ seat, view: game.view(s, seat), legalMoves: moves, rng: createRng(i) });
        const choice = frustrationRummyBot.act(input());
        expect(moves).toContainEqual(choice);
        expect(frustrationRummyBot.act(input())).toEqual(choice);
        // Half the seats play the bot, half play at random, so every phase is reached.
        game.applyInPlace(s, seat % 2 === 0 ? choice : pick(rng, moves));
      }
    }
  });
});

describe('the heuristic plays towards its contract', () => {
  /** Seat 0 on contract 5 (a run of 5, no wilds) holding 4♥–7♥, a Joker, a 2♣ and pairs. */
  const onRunOfFive = (upcard: string, stockTop: string) =>
    onContract(
      deal({
        hands: [cards('4H 5H 6H 7H JK 2C KS KD QC QD TS TD 9S'), [], []],
        upcard,
        stock: [stockTop],
      }),
      0,
      5,
    );
  const act = (s: RummyState): RummyAction =>
    frustrationRummyBot.act({ seat: 0, view: game.view(s, 0), legalMoves: game.legalMoves(s, 0), rng: createRng(1) });

  it('R14: takes an upcard only when it brings the contract closer, and sheds wilds a pure run cannot use', () => {
    // K♥ pairs with the kings in hand but does nothing for a run of hearts without wilds: the stock it is.
    const s = onRunOfFive('KH', 'KC');
    expect(act(s)).toEqual({ type: 'draw', seat: 0, from: 'stock' });
    const drawn = game.apply(s, act(s));
    // Every natural card is paired or in the run; the Joker and the 2♣ are of no use before the run is down.
    const shed = act(drawn);
    expect(shed.type === 'discard' && ['JK', '2C'].includes(baseCard(shed.card))).toBe(true);
    // 8♥ completes the run: taken.
    expect(act(onRunOfFive('8H', 'KC'))).toEqual({ type: 'draw', seat: 0, from: 'discard' });
  });

  it('never throws back the upcard it took this turn while it has another card to discard', () => {
    // The stall the rule ends: each seat took the upcard and discarded it again, and the stock never moved.
    let checked = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      let s = game.init({ players: 3, seed, options: { maxTurnsPerRound: 40 } });
      const rng = createRng(seed);
      for (let i = 0; i < 4000 && game.actors(s).length > 0; i++) {
        const seat = game.actors(s)[0] as number;
        const moves = game.legalMoves(s, seat);
        const choice = frustrationRummyBot.act({ seat, view: game.view(s, seat), legalMoves: moves, rng });
        const discards = moves.filter((m) => m.type === 'discard');
        if (choice.type === 'discard' && s.takenUpcard !== null && discards.length > 1) {
          expect(choice.card).not.toBe(s.takenUpcard);
          checked++;
        }
        s = game.apply(s, choice);
      }
    }
    expect(checked).toBeGreaterThan(50);
  });
});

describe('the agents use full-ratio runs (R10)', () => {
  // Contract 1: its only run is 4♥ JK JK 7♥ (no 3-card window holds it within the ratio).
  const gap = () =>
    game.apply(deal({ hands: [cards('4H JK JK 7H 9S 9S 9D 9D KC 6C QH AS 5D'), []], stock: cards('TC') }), {
      type: 'draw',
      seat: 0,
      from: 'stock',
    });

  it('the heuristic counts such a hand as ready and lays its contract down', () => {
    let s = gap();
    expect(handMissing(s.hands[0] ?? [], openRequirements(s, 0), s.options)).toBe(0);
    for (let i = 0; i < 3 && !s.laidDown[0]; i++) {
      const moves = game.legalMoves(s, 0);
      s = game.apply(
        s,
        frustrationRummyBot.act({ seat: 0, view: game.view(s, 0), legalMoves: moves, rng: createRng(i) }),
      );
    }
    expect(s.laidDown[0]).toBe(true);
    expect(s.melds.find((m) => m.kind === 'run')?.cards.map(baseCard)).toEqual(cards('4H JK JK 7H'));
  });

  it('IS-MCTS (as tuned, with the heuristic as its prior) lays it down too', () => {
    let s = gap();
    const agent = createAgent('ismcts:30', game);
    for (let i = 0; i < 3 && !s.laidDown[0] && s.toAct === 0; i++) {
      const moves = game.legalMoves(s, 0);
      s = game.apply(s, agent.act({ seat: 0, view: game.view(s, 0), legalMoves: moves, rng: createRng(i) }));
    }
    expect(s.laidDown[0]).toBe(true);
  });
});
