/**
 * Helpers for Parcellus scenario tests: stacked deals and scripted play through
 * the public API only.
 */
import { expect } from 'vitest';
import { euchreDeck } from '../../../src/core/cards.js';
import {
  type ParcellusAction,
  type ParcellusOptions,
  type ParcellusState,
  parcellus,
} from '../../../src/games/parcellus/index.js';

/** What each seat and the dummy should hold before the pass; the rest is filled in deck order. */
export interface DealSpec {
  hands?: Partial<Record<0 | 1 | 2, readonly string[]>>;
  /** Dummy cards in turn-up order (first is turned up first). */
  dummy?: readonly string[];
  dealer?: 0 | 1 | 2;
  options?: Partial<ParcellusOptions>;
}

/** The stacked deck for a spec, following the documented deal order. */
export function stackedDeck(spec: DealSpec): string[] {
  const dealer = spec.dealer ?? 0;
  const used = new Set<string>([...Object.values(spec.hands ?? {}).flat(), ...(spec.dummy ?? [])]);
  const rest = euchreDeck().filter((c) => !used.has(c));
  const fill = (cards: readonly string[] = []): string[] => {
    const out = [...cards];
    while (out.length < 6) out.push(rest.shift() as string);
    return out;
  };
  const hand = (seat: number): string[] => fill(spec.hands?.[seat as 0 | 1 | 2]);
  const order = [(dealer + 1) % 3, (dealer + 2) % 3, dealer].map(hand);
  return [...order.flat(), ...fill(spec.dummy)];
}

/** A new game from a stacked deal. */
export function deal(spec: DealSpec): ParcellusState {
  return parcellus.init({
    players: 3,
    seed: 'scenario',
    deck: stackedDeck(spec),
    dealer: spec.dealer ?? 0,
    options: spec.options,
  });
}

/** Applies an action through the public API, failing the test with the rule message if it is refused. */
export function act(state: ParcellusState, action: ParcellusAction): ParcellusState {
  const v = parcellus.validate(state, action);
  if (!v.ok) throw new Error(`refused ${JSON.stringify(action)}: ${v.error.message}`);
  return parcellus.apply(state, action);
}

/** Every seat passes the given three cards (seat order 0, 1, 2). */
export function passAll(state: ParcellusState, picks: [string[], string[], string[]]): ParcellusState {
  let s = state;
  picks.forEach((cards, seat) => {
    s = act(s, { type: 'passCards', seat, cards });
  });
  return s;
}

/** Plays a script of moves: a card code plays it, `-` passes. Each move is by the seat to act. */
export function script(state: ParcellusState, moves: string[]): ParcellusState {
  let s = state;
  for (const m of moves) {
    const seat = s.toAct;
    if (s.phase === 'lead') s = act(s, { type: 'lead', seat, card: m });
    else s = act(s, m === '-' ? { type: 'pass', seat } : { type: 'play', seat, card: m });
  }
  return s;
}

/** Passes every turn until the round (or game) is over, leading the first card in hand when asked. */
export function passOut(state: ParcellusState, round = state.round): ParcellusState {
  let s = state;
  while (s.phase !== 'over' && s.round === round) {
    const seat = s.toAct;
    s = s.phase === 'lead' ? act(s, { type: 'lead', seat, card: s.hands[seat]![0]! }) : act(s, { type: 'pass', seat });
  }
  return s;
}

/** The error code `validate` gives for an action. */
export function refusal(state: ParcellusState, action: unknown): string {
  const v = parcellus.validate(state, action);
  expect(v.ok).toBe(false);
  return v.ok ? '' : v.error.code;
}

/**
 * The deal of pagat's worked example, with West (seat 0) dealing, North (1) on
 * West's left and South (2) on North's left. After `WORKED_PICKS`, West holds
 * K♣ 9♥ 10♥ K♦ A♦ 9♠; North Q♣ 9♣ A♥ J♥ Q♥ K♥; South A♠ 10♣ Q♦ 9♦ 10♦ J♦.
 */
export const WORKED_SPEC = {
  hands: {
    0: ['KC', '9H', 'TH', 'JH', 'QH', 'KH'],
    1: ['QC', '9C', 'AH', '9D', 'TD', 'JD'],
    2: ['AS', 'TC', 'QD', 'KD', 'AD', '9S'],
  },
  dummy: ['JS', 'TS', 'QS', 'KS', 'JC', 'AC'],
} as const satisfies DealSpec;

/** The three cards each seat passes in the worked deal. */
export const WORKED_PICKS: [string[], string[], string[]] = [
  ['JH', 'QH', 'KH'],
  ['9D', 'TD', 'JD'],
  ['KD', 'AD', '9S'],
];

/** The worked deal after the pass, with options and (optionally) scores carried in from earlier rounds. */
export function afterWorkedPass(options: Partial<ParcellusOptions> = {}, scores?: number[]): ParcellusState {
  let s = deal({ ...WORKED_SPEC, options });
  if (scores) s = { ...s, scores };
  return passAll(s, WORKED_PICKS);
}
