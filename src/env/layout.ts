/**
 * The two fixed layouts an environment publishes: its action space (a name for every index, so
 * a researcher can read a policy) and its observation tensor (named segments at fixed offsets).
 * Both are data built once per game and player count; the encoders in the game files fill them.
 */
import { RuleError } from '../core/errors.js';

/** One named run of an observation tensor: `size` numbers from `offset`. */
export interface Segment {
  /** What the numbers hold, as docs/guide/research.md names it (`hand`, `phase`…). */
  readonly name: string;
  /** Where the segment starts in the tensor. */
  readonly offset: number;
  /** How many numbers it holds. */
  readonly size: number;
}

/** The layout of an observation tensor: its segments in order, and the total length. */
export interface ObservationLayout {
  /** Every segment, in tensor order, without gaps. */
  readonly segments: readonly Segment[];
  /** The tensor's length: the sum of the segment sizes. */
  readonly size: number;
}

/**
 * Builds an {@link ObservationLayout} segment by segment. `add` returns the segment's offset, which
 * the encoder keeps, so the layout and the code that writes it cannot drift apart.
 */
export class LayoutBuilder {
  readonly #segments: Segment[] = [];
  #size = 0;

  /** Appends a segment of `size` numbers and returns its offset. */
  add(name: string, size: number): number {
    const offset = this.#size;
    this.#segments.push({ name, offset, size });
    this.#size += size;
    return offset;
  }

  /** The finished layout. */
  build(): ObservationLayout {
    return { segments: Object.freeze([...this.#segments]), size: this.#size };
  }
}

/**
 * An action space: every index's name, and the index of each name. Card picks are named by their
 * card (`card:JH`), targets by the selection's target name (`seat+1`, `set#3`, `meld:12:low`…),
 * and the env's own steps `confirm` and (where a game has optional actors) `decline`.
 */
export interface ActionSpace {
  /** The number of indices: actions are the whole numbers below it. */
  readonly size: number;
  /** The name of index `i`, or a `MALFORMED_ACTION` {@link RuleError} for no index of the space. */
  name(i: number): string;
  /** The index named `name`, or -1 when the space has no such name. */
  indexOf(name: string): number;
  /** Every name in index order. */
  readonly names: readonly string[];
}

/** An {@link ActionSpace} over `names`, which must be distinct. */
export function actionSpace(names: readonly string[]): ActionSpace {
  const frozen = Object.freeze([...names]);
  const index = new Map<string, number>();
  frozen.forEach((n, i) => {
    if (index.has(n)) throw new Error(`Action name ${n} is listed twice.`);
    index.set(n, i);
  });
  return {
    size: frozen.length,
    names: frozen,
    name(i: number): string {
      if (!Number.isInteger(i) || i < 0 || i >= frozen.length) {
        throw new RuleError(
          'MALFORMED_ACTION',
          `${String(i)} is no action index: they run from 0 to ${frozen.length - 1}.`,
        );
      }
      return frozen[i] as string;
    },
    indexOf: (name: string): number => index.get(name) ?? -1,
  };
}

/** Writes `1` at `offset + i`: a one-hot entry, skipped when `i` is out of `0..size-1`. */
export function oneHot(out: Float32Array, offset: number, size: number, i: number): void {
  if (i >= 0 && i < size) out[offset + i] = 1;
}
