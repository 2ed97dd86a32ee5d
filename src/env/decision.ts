/**
 * One decision taken in steps: the seat's legal moves, each spelt as a multiset of action
 * indices, and the picks made so far. It is the selection engine of core/present.ts
 * (`selectAmong`: the moves whose parts hold the picks, and what can still follow) on indices
 * instead of part names, with the picks kept as counts, so that a step costs a pass over the
 * moves still alive and no allocation. A pick is allowed only when some move still holds the
 * picks with it, so no sequence of allowed steps can end without a move (no dead ends).
 */

/** The moves of one decision, their spellings, and the picks so far. */
export class Decision<Action> {
  /** The seat's legal moves, in legal-move order. */
  moves: readonly Action[] = [];
  #spelt: readonly (readonly number[])[] = [];
  // Indices of the moves whose spelling holds every pick so far.
  #alive: number[] = [];
  #aliveCount = 0;
  /** How many times each index has been picked. */
  readonly picks: Int32Array;
  /** Picks so far. */
  picked = 0;
  // What may follow the picks, kept up to date after each pick.
  readonly #follow: Uint8Array;
  #canFollow = false;
  #exact = -1;

  constructor(readonly size: number) {
    this.picks = new Int32Array(size);
    this.#follow = new Uint8Array(size);
  }

  /** Starts a decision over `moves`, spelt by `spelt` (one index list per move). */
  start(moves: readonly Action[], spelt: readonly (readonly number[])[]): void {
    this.moves = moves;
    this.#spelt = spelt;
    if (this.#alive.length < moves.length) this.#alive = new Array<number>(moves.length).fill(0);
    for (let i = 0; i < moves.length; i++) this.#alive[i] = i;
    this.#aliveCount = moves.length;
    this.picks.fill(0);
    this.picked = 0;
    this.#update();
  }

  /** No decision: a seat that waits, or a game that is over. */
  clear(): void {
    this.start([], []);
  }

  /** True when index `i` may be picked now. */
  allows(i: number): boolean {
    return this.#follow[i] === 1;
  }

  /** True when the picks make a move and more picks could still follow it: `confirm` is offered. */
  get confirmable(): boolean {
    return this.#exact >= 0 && this.#canFollow;
  }

  /** True when nothing can follow the picks: they make a move (the first such, `made`) at once. */
  get complete(): boolean {
    return this.#exact >= 0 && !this.#canFollow;
  }

  /** The move the picks make exactly (the first in legal-move order), or `null`. */
  get made(): Action | null {
    return this.#exact >= 0 ? (this.moves[this.#exact] as Action) : null;
  }

  /** The moves whose spelling holds the picks, in legal-move order. */
  alive(): Action[] {
    const out: Action[] = [];
    for (let k = 0; k < this.#aliveCount; k++) out.push(this.moves[this.#alive[k] as number] as Action);
    return out;
  }

  /** Adds a pick of `i`, which must be allowed. */
  pick(i: number): void {
    const want = (this.picks[i] as number) + 1;
    this.picks[i] = want;
    this.picked++;
    let kept = 0;
    for (let k = 0; k < this.#aliveCount; k++) {
      const m = this.#alive[k] as number;
      if (holds(this.#spelt[m] as readonly number[], i, want)) this.#alive[kept++] = m;
    }
    this.#aliveCount = kept;
    this.#update();
  }

  /** Writes 1 at the offset of every index that may be picked now, 0 elsewhere, into `out`. */
  writeFollow(out: Uint8Array, offset: number): void {
    out.set(this.#follow, offset);
  }

  #update(): void {
    this.#follow.fill(0);
    this.#canFollow = false;
    this.#exact = -1;
    for (let k = 0; k < this.#aliveCount; k++) {
      const m = this.#alive[k] as number;
      const s = this.#spelt[m] as readonly number[];
      if (s.length === this.picked) {
        if (this.#exact < 0 || m < this.#exact) this.#exact = m;
        continue;
      }
      for (let j = 0; j < s.length; j++) {
        const i = s[j] as number;
        if (this.#follow[i] === 1) continue;
        // An index not yet picked can follow at once; only a repeated one needs counting.
        const had = this.picks[i] as number;
        if (had === 0 || holds(s, i, had + 1)) {
          this.#follow[i] = 1;
          this.#canFollow = true;
        }
      }
    }
  }
}

/** True when `i` occurs at least `want` times in `spelt` (spellings are a handful of indices). */
function holds(spelt: readonly number[], i: number, want: number): boolean {
  let n = 0;
  for (let k = 0; k < spelt.length; k++) if (spelt[k] === i && ++n >= want) return true;
  return false;
}
