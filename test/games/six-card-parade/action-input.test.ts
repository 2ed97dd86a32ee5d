/**
 * The action types a caller writes with: `SixCardParadeActionInput` lets a set without the King
 * of Hearts leave `wild` out, as the rules page says, and `apply` takes it.
 */

import { describe, expect, expectTypeOf, it } from 'vitest';
import * as z from 'zod/mini';
import {
  type SixCardParadeAction,
  type SixCardParadeActionInput,
  sixCardParade,
} from '../../../src/games/six-card-parade/index.js';

describe('SixCardParadeActionInput', () => {
  it('types a set without wild, which validate reads as wild: null', () => {
    const written: SixCardParadeActionInput = { type: 'playSet', seat: 0, cards: ['2H', '2S'] };
    expectTypeOf<{ type: 'playSet'; seat: number; cards: string[] }>().toExtend<SixCardParadeActionInput>();
    // The listed form always carries `wild`.
    expectTypeOf<{ type: 'playSet'; seat: number; cards: string[] }>().not.toExtend<SixCardParadeAction>();
    // As the action schema reads it (what `validate` and `apply` take): `wild` is null.
    expect(z.parse(sixCardParade.actionSchema, written)).toEqual({ ...written, wild: null });
  });
});
