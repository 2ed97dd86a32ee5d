/**
 * The 14 contracts, in order (the contract table of the rules page), and which
 * of a seat's contract melds are still open this round (R10, R12, R17).
 */
import type { Rank } from '../../core/cards.js';
import type { Seat } from '../../core/game.js';
import { completedOf, laidDownOf, meldsOf } from './access.js';
import type { Meld, MeldKind, RummyState } from './state.js';

/** One meld a contract asks for, at its minimum size (R10). */
export interface Requirement {
  /** The kind of meld. */
  kind: MeldKind;
  /** Its size when laid down; larger melds are reached by lay-offs. */
  size: number;
  /** Contract 5: no wild cards (R14). */
  pure: boolean;
  /** Contract 8: the run of 13 in mixed suits (R15). */
  mixed: boolean;
}

/** A contract: its name on the board and its melds. */
export interface Contract {
  /** The contract's number, 1–14. */
  number: number;
  /** Its name as printed on the board. */
  name: string;
  /** The melds it asks for. */
  melds: readonly Requirement[];
}

const run = (size: number, extra: Partial<Requirement> = {}): Requirement => ({
  kind: 'run',
  size,
  pure: false,
  mixed: false,
  ...extra,
});
const set = (size: number): Requirement => ({ kind: 'set', size, pure: false, mixed: false });
const times = (n: number, r: Requirement): Requirement[] => Array.from({ length: n }, () => r);

/** The 14 contracts; index 0 is contract 1. */
export const CONTRACTS: readonly Contract[] = [
  { number: 1, name: '1 Run of 3 & 1 Set of 4', melds: [run(3), set(4)] },
  { number: 2, name: '3 Sets of 4', melds: times(3, set(4)) },
  { number: 3, name: '1 Run of 5 & 1 Set of 3', melds: [run(5), set(3)] },
  { number: 4, name: '7 Pairs', melds: times(7, { kind: 'pair', size: 2, pure: false, mixed: false }) },
  { number: 5, name: '1 Run of 5 (No Wild Cards)', melds: [run(5, { pure: true })] },
  { number: 6, name: '1 Run of 8', melds: [run(8)] },
  { number: 7, name: '1 Run of 7 & 1 Set of 4', melds: [run(7), set(4)] },
  { number: 8, name: '1 Run of 13 (Mixed Suits)', melds: [run(13, { mixed: true })] },
  { number: 9, name: '4 Sets of 3', melds: times(4, set(3)) },
  { number: 10, name: '1 Run of 4 & 2 Sets of 3', melds: [run(4), set(3), set(3)] },
  { number: 11, name: '1 Set of 6', melds: [set(6)] },
  { number: 12, name: '1 Run of 5 & 1 Set of 5', melds: [run(5), set(5)] },
  { number: 13, name: '6 Wild Cards', melds: [{ kind: 'wilds', size: 6, pure: false, mixed: false }] },
  { number: 14, name: '1 Run of 8 & 1 Set of 5', melds: [run(8), set(5)] },
];

/** The contract with this number (1–14). */
export function contractByNumber(n: number): Contract {
  return CONTRACTS[Math.min(Math.max(n, 1), 14) - 1] as Contract;
}

/** The contract `seat` is working on (R17: only its current one). */
export function currentContract(state: RummyState, seat: Seat): Contract {
  return contractByNumber((completedOf(state)[seat] ?? 0) + 1);
}

/** True for the contract whose lay-down uses every card and so is going out (R13). */
export function isSevenPairs(c: Contract): boolean {
  return c.number === 4;
}

/** True when `m` is one of `seat`'s contract melds. */
function isContractMeldOf(m: Meld, seat: Seat): boolean {
  return m.owner === seat && m.contract;
}

/** `seat`'s contract melds already on the table this round. */
export function contractMeldsOf(state: RummyState, seat: Seat): Meld[] {
  return meldsOf(state).filter((m) => isContractMeldOf(m, seat));
}

/**
 * The ranks of `seat`'s contract sets already on the table (R11 option), in table order:
 * read by a loop, as every move list and meld check of a player not laid down asks.
 */
export function contractSetRanks(state: RummyState, seat: Seat): (Rank | null)[] {
  const ranks: (Rank | null)[] = [];
  for (const m of meldsOf(state)) if (isContractMeldOf(m, seat) && m.kind === 'set') ranks.push(m.rank);
  return ranks;
}

/**
 * The requirements of `seat`'s contract still open: the contract's melds
 * minus those already down (each down meld fills one requirement of its kind;
 * a contract never asks for two melds of one kind with different sizes).
 */
export function openRequirements(state: RummyState, seat: Seat): Requirement[] {
  if (laidDownOf(state)[seat]) return [];
  const open = currentContract(state, seat).melds.slice();
  // The table's melds read in place, not filtered into a list first (every move list asks this).
  for (const m of meldsOf(state)) {
    if (!isContractMeldOf(m, seat)) continue;
    const i = open.findIndex((r) => r.kind === m.kind);
    if (i >= 0) open.splice(i, 1);
  }
  return open;
}

/**
 * `reqs` with the runs first, as the searches take them (once they are placed, the sets left are
 * solved on rank counts). Every contract lists its runs first, so the list nearly always is in that
 * order already: checked, not sorted (`sort` with a comparator is a runtime call, on every move list).
 */
export function runsFirst(reqs: Requirement[]): Requirement[] {
  for (let i = 1; i < reqs.length; i++) {
    if ((reqs[i] as Requirement).kind === 'run' && (reqs[i - 1] as Requirement).kind !== 'run')
      return [...reqs].sort((x, y) => (x.kind === 'run' ? 0 : 1) - (y.kind === 'run' ? 0 : 1));
  }
  return reqs;
}

/** Cards a contract needs in all. */
export function contractSize(c: Contract): number {
  return c.melds.reduce((n, r) => n + r.size, 0);
}
