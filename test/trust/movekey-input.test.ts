/**
 * moveKey of an input whose parts are shared: small in memory, but a walk
 * that reads it path by path reads 2^depth values. It is refused with
 * MALFORMED_ACTION at once, not keyed for seconds, hours or days.
 */
import { describe, expect, it } from 'vitest';
import { games, isRuleError } from '../../src/index.js';

/** `depth` nested arrays, each holding the next one twice: 2^depth leaves along every path. */
function shared(depth: number, leaf: unknown): unknown {
  let x = leaf;
  for (let i = 0; i < depth; i++) x = [x, x];
  return x;
}

for (const game of games) {
  describe(`${game.id}: moveKey of inputs with shared parts`, () => {
    it('refuses them quickly with MALFORMED_ACTION', () => {
      const card = game.deck()[0];
      for (const input of [
        { type: 'nope', seat: 0, extra: shared(24, 1) },
        { type: 'passCards', seat: 0, cards: [shared(24, card), shared(24, card)] },
        { type: 'play', seat: 0, card: shared(24, card) },
        { type: 'playSet', seat: 0, cards: [shared(24, card), card], wild: null },
      ]) {
        const started = performance.now();
        let caught: unknown;
        try {
          game.moveKey(input as never);
        } catch (e) {
          caught = e;
        }
        expect(performance.now() - started).toBeLessThan(500);
        expect(isRuleError(caught) && caught.code === 'MALFORMED_ACTION').toBe(true);
      }
    });
  });
}
