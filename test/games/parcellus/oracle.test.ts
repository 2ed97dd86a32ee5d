/**
 * An independent reading of the Parcellus rules, checked against the engine
 * move by move.
 *
 * The oracle below was written from the rule text and the rules decisions
 * (P1–P24) alone, without reading the engine's rule code or the hand-written
 * baseline, so that a misreading shared by those two has a chance to show. It
 * knows nothing of the engine's internals: at every step of random games (with
 * each option value) it compares the seats that may act, every seat's legal
 * moves, the hands, dummy, parcel, turner, seat to act, captured parcels, set
 * aside cards, round, dealer, totals, round results and winners. New deals come
 * from the engine's seeded shuffle, which the oracle only checks for shape.
 */
import { describe, expect, it } from 'vitest';
import { euchreDeck } from '../../../src/core/cards.js';
import { type ParcellusAction, type ParcellusState, parcellus } from '../../../src/games/parcellus/index.js';
import type { ParcellusOptions } from '../../../src/games/parcellus/options.js';

// ---------------------------------------------------------------- the oracle

interface Round {
  round: number;
  cardPoints: number[];
  bonus: number[];
  parcels: number[];
}

interface Oracle {
  opts: ParcellusOptions;
  /** `deal`: a round has ended and the next deal is due. */
  phase: 'pass' | 'act' | 'lead' | 'over' | 'deal';
  round: number;
  dealer: number;
  hands: string[][];
  /** Face down; the first card is turned up next. */
  dummy: string[];
  passing: (string[] | null)[];
  parcel: string[];
  turner: number;
  last: number | null;
  passes: number;
  toAct: number;
  captured: string[][][];
  unclaimed: string[];
  scores: number[];
  history: Round[];
  winners: number[];
}

const RANKS = ['9', 'T', 'J', 'Q', 'K', 'A'];
const left = (s: number): number => (s + 1) % 3;
const right = (s: number): number => (s + 2) % 3;
const black = (c: string): boolean => c[1] === 'S' || c[1] === 'C';
const nextRank = (r: string): string => RANKS[(RANKS.indexOf(r) + 1) % 6]!;
const points = (cards: readonly string[]): number => cards.reduce((n, c) => n + (c === 'JH' ? 3 : 1), 0);
const handsEmpty = (o: Oracle): boolean => o.hands.every((h) => h.length === 0);

/** One key per distinct action: the pass as a set of cards. */
const keyOf = (a: ParcellusAction): string =>
  a.type === 'passCards'
    ? `passCards ${a.seat} ${[...a.cards].sort().join(',')}`
    : `${a.type} ${a.seat} ${'card' in a ? a.card : ''}`;

function startRound(o: Oracle, hands: readonly (readonly string[])[], dummyInTurnUpOrder: readonly string[]): void {
  o.hands = hands.map((h) => [...h]);
  o.dummy = [...dummyInTurnUpOrder];
  o.phase = 'pass';
  o.passing = [null, null, null];
  o.parcel = [];
  o.last = null;
  o.passes = 0;
  o.captured = [[], [], []];
  o.unclaimed = [];
}

function legal(o: Oracle, seat: number): ParcellusAction[] {
  const hand = o.hands[seat]!;
  if (o.phase === 'pass') {
    if (o.passing[seat] !== null) return [];
    const out: ParcellusAction[] = [];
    for (let i = 0; i < hand.length; i++)
      for (let j = i + 1; j < hand.length; j++)
        for (let k = j + 1; k < hand.length; k++)
          out.push({ type: 'passCards', seat, cards: [hand[i]!, hand[j]!, hand[k]!] });
    return out;
  }
  if (seat !== o.toAct) return [];
  if (o.phase === 'lead') return hand.map((card) => ({ type: 'lead', seat, card }));
  if (o.phase !== 'act') return [];
  // P4, P5: exactly the next rank in the cycle 9-10-J-Q-K-A-9, the colour of the base.
  const top = o.parcel[o.parcel.length - 1]!;
  const base = o.parcel[0]!;
  const out: ParcellusAction[] = hand
    .filter((c) => c[0] === nextRank(top[0]!) && black(c) === black(base))
    .map((card) => ({ type: 'play', seat, card }));
  out.push({ type: 'pass', seat }); // P6: always allowed
  return out;
}

function actors(o: Oracle): number[] {
  if (o.phase === 'pass') return [0, 1, 2].filter((s) => o.passing[s] === null);
  return o.phase === 'act' || o.phase === 'lead' ? [o.toAct] : [];
}

function take(hand: string[], card: string): void {
  const i = hand.indexOf(card);
  if (i < 0) throw new Error(`oracle: ${card} is not in the hand`);
  hand.splice(i, 1);
}

function apply(o: Oracle, a: ParcellusAction): void {
  if (!legal(o, a.seat).some((m) => keyOf(m) === keyOf(a))) throw new Error(`oracle: illegal ${keyOf(a)}`);
  switch (a.type) {
    case 'passCards': {
      // P3: blind and simultaneous; left in odd rounds, right in even ones (or always left).
      o.passing[a.seat] = [...a.cards];
      if (o.passing.some((p) => p === null)) return;
      const toLeft = o.opts.passDirection === 'alwaysLeft' || o.round % 2 === 1;
      const given = o.passing as string[][];
      for (let s = 0; s < 3; s++) for (const c of given[s]!) take(o.hands[s]!, c);
      for (let s = 0; s < 3; s++) o.hands[toLeft ? left(s) : right(s)]!.push(...given[s]!);
      o.passing = [null, null, null];
      turnUp(o, o.dealer); // P9
      return;
    }
    case 'play':
      take(o.hands[a.seat]!, a.card);
      o.parcel.push(a.card);
      o.last = a.seat;
      o.passes = 0;
      o.toAct = left(a.seat);
      autoPass(o);
      return;
    case 'pass':
      o.passes++;
      if (o.passes === 3) {
        capture(o); // P7
        return;
      }
      o.toAct = left(a.seat);
      autoPass(o);
      return;
    case 'lead':
      // P12: any card; the leader counts as the last contributor and acts third.
      take(o.hands[a.seat]!, a.card);
      o.parcel = [a.card];
      o.turner = a.seat;
      o.last = a.seat;
      o.passes = 0;
      o.phase = 'act';
      o.toAct = left(a.seat);
      autoPass(o);
  }
}

/** P11, P14: a seat with no cards passes by itself. */
function autoPass(o: Oracle): void {
  while (o.phase === 'act' && o.hands[o.toAct]!.length === 0) {
    o.passes++;
    if (o.passes === 3) {
      capture(o);
      return;
    }
    o.toAct = left(o.toAct);
  }
}

function turnUp(o: Oracle, turner: number): void {
  o.turner = turner;
  const card = o.dummy.shift();
  if (card !== undefined) {
    // P8: the seat left of the turner acts first, the turner third.
    o.parcel = [card];
    o.last = null;
    o.passes = 0;
    o.phase = 'act';
    o.toAct = left(turner);
    autoPass(o);
    return;
  }
  // P12: the dummy is used up.
  if (o.opts.dummyExhausted === 'endRound') {
    endRound(o);
    return;
  }
  let leader = turner;
  while (o.hands[leader]!.length === 0) leader = left(leader);
  o.parcel = [];
  o.phase = 'lead';
  o.toAct = leader;
}

function capture(o: Oracle): void {
  let capturer: number;
  const lone = o.last === null;
  if (!lone) {
    capturer = o.last!;
    o.captured[capturer]!.push(o.parcel);
  } else {
    // P10: a turned-up card nobody played on.
    capturer = o.turner;
    if (o.opts.unplayedTurnUpGoesTo === 'turner') o.captured[capturer]!.push(o.parcel);
    else o.unclaimed.push(...o.parcel);
  }
  o.parcel = [];
  o.passes = 0;
  o.last = null;
  if (o.opts.winCheck === 'immediate') {
    // P19 alternative: banked total plus cards captured so far; no bonus. P20 still decides ties.
    const totals = o.scores.map((t, s) => t + points(o.captured[s]!.flat()));
    const top = Math.max(...totals);
    const leaders = [0, 1, 2].filter((s) => totals[s] === top);
    if (top >= o.opts.targetScore && (leaders.length === 1 || o.opts.tieAtTarget === 'shared')) {
      o.scores = totals;
      o.winners = leaders;
      o.phase = 'over';
      return;
    }
  }
  const next = lone && o.opts.nextTurnerAfterLoneCard === 'leftOfCapturer' ? left(capturer) : capturer;
  // P13: every hand empty ends the round, unless leftover dummy cards are turned up one by one.
  if (handsEmpty(o) && !(o.opts.leftoverDummy === 'turnerCapturesEach' && o.dummy.length > 0)) endRound(o);
  else turnUp(o, next);
}

function endRound(o: Oracle): void {
  // P16–P18: a point a card, J♥ 3; 6 for most parcels, split evenly on a tie;
  // no parcel captured by anyone, no bonus.
  const cardPoints = o.captured.map((ps) => points(ps.flat()));
  const parcels = o.captured.map((ps) => ps.length);
  const most = Math.max(...parcels);
  const tied = parcels.filter((n) => n === most).length;
  const bonus = parcels.map((n) => (most > 0 && n === most ? 6 / tied : 0));
  o.history.push({ round: o.round, cardPoints, bonus, parcels });
  o.scores = o.scores.map((t, s) => t + cardPoints[s]! + bonus[s]!);
  // P19–P21: at round end; the highest total wins; an exact tie at the top plays on (or shares).
  const top = Math.max(...o.scores);
  const leaders = [0, 1, 2].filter((s) => o.scores[s] === top);
  if (top >= o.opts.targetScore && (leaders.length === 1 || o.opts.tieAtTarget === 'shared')) {
    o.winners = leaders;
    o.phase = 'over';
    return;
  }
  o.round++;
  o.dealer = left(o.dealer); // P2
  o.phase = 'deal';
}

// ---------------------------------------------------------------- the comparison

/** A small deterministic generator for the test's own choices. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function differences(o: Oracle, e: ParcellusState): string[] {
  const out: string[] = [];
  const same = (what: string, a: unknown, b: unknown): void => {
    if (JSON.stringify(a) !== JSON.stringify(b))
      out.push(`${what}: oracle ${JSON.stringify(a)}, engine ${JSON.stringify(b)}`);
  };
  const sorted = (hs: readonly (readonly string[])[]): string[][] => hs.map((h) => [...h].sort());
  same('phase', o.phase, e.phase);
  same('round', o.round, e.round);
  same('dealer', o.dealer, e.dealer);
  same('scores', o.scores, e.scores);
  same('winners', o.winners, [...e.winners].sort());
  // An immediate win (P19 option) banks the round's cards without a round result.
  same('history', o.history, e.history);
  if (o.phase !== 'over') {
    same('hands', sorted(o.hands), sorted(e.hands));
    same('dummy', o.dummy, [...e.dummy].reverse());
    same('captured', o.captured, e.captured);
    same('unclaimed', o.unclaimed, e.unclaimed);
  }
  if (o.phase === 'act' || o.phase === 'lead') {
    same('toAct', o.toAct, e.toAct);
    same('parcel', o.parcel, e.parcel);
    same('turner', o.turner, e.turner);
  }
  same('actors', actors(o), [...parcellus.actors(e)]);
  for (let s = 0; s < 3; s++) {
    same(`legal moves of ${s}`, legal(o, s).map(keyOf).sort(), parcellus.legalMoves(e, s).map(keyOf).sort());
  }
  return out;
}

/** Plays one random game on both and returns the first disagreement, or null; counts the states compared. */
function compareGame(
  options: Partial<ParcellusOptions>,
  seed: number,
  counter: { states: number },
  scores?: number[],
): string | null {
  const rand = lcg(seed);
  // How eagerly seats climb: rarely (lone cards, an early empty dummy) to nearly always (long parcels, leads).
  const eagerness = [0.02, 0.3, 0.7, 0.98][seed % 4]!;
  let e = parcellus.init({ players: 3, seed, options });
  // Totals carried in, as after a round that ended tied at the top (P20).
  if (scores) e = { ...e, scores };
  const o: Oracle = {
    opts: e.options,
    phase: 'pass',
    round: 1,
    dealer: e.dealer,
    hands: [],
    dummy: [],
    passing: [null, null, null],
    parcel: [],
    turner: e.dealer,
    last: null,
    passes: 0,
    toAct: e.dealer,
    captured: [[], [], []],
    unclaimed: [],
    scores: [...e.scores],
    history: [],
    winners: [],
  };
  startRound(o, e.hands, [...e.dummy].reverse());
  const moves: string[] = [];
  for (let step = 0; step < 5000; step++) {
    const diffs = differences(o, e);
    counter.states++;
    if (diffs.length > 0) return `seed ${seed}, after ${moves.slice(-12).join(' | ')}:\n${diffs.join('\n')}`;
    if (e.phase === 'over') {
      const sc = parcellus.score(e);
      if (!sc.over || JSON.stringify(sc.points) !== JSON.stringify(o.scores))
        return `seed ${seed}: score ${JSON.stringify(sc)}`;
      return null;
    }
    const seats = parcellus.actors(e);
    const seat = seats[Math.floor(rand() * seats.length)]!;
    const list = parcellus.legalMoves(e, seat);
    const plays = list.filter((m) => m.type === 'play');
    const move =
      e.phase === 'act'
        ? plays.length > 0 && rand() < eagerness
          ? plays[Math.floor(rand() * plays.length)]!
          : list.find((m) => m.type === 'pass')!
        : list[Math.floor(rand() * list.length)]!;
    moves.push(keyOf(move));
    e = parcellus.apply(e, move);
    apply(o, move);
    if (o.phase === 'deal') {
      const cards = [...e.hands.flat(), ...e.dummy];
      const deck = euchreDeck();
      if (
        e.phase !== 'pass' ||
        e.hands.some((h) => h.length !== 6) ||
        e.dummy.length !== 6 ||
        new Set(cards).size !== 24 ||
        cards.some((c) => !deck.includes(c))
      ) {
        return `seed ${seed}: the round ended for the oracle, but the engine did not deal a new one`;
      }
      startRound(o, e.hands, [...e.dummy].reverse());
    }
  }
  return `seed ${seed}: no end in 5000 steps`;
}

const OPTION_SETS: Record<string, Partial<ParcellusOptions>> = {
  defaults: {},
  'passDirection alwaysLeft': { passDirection: 'alwaysLeft' },
  'lone card to nobody': { unplayedTurnUpGoesTo: 'nobody' },
  'next turner left of capturer': { nextTurnerAfterLoneCard: 'leftOfCapturer' },
  'dummy exhausted ends the round, lone cards to nobody': {
    dummyExhausted: 'endRound',
    unplayedTurnUpGoesTo: 'nobody',
  },
  'dummy exhausted ends the round': { dummyExhausted: 'endRound' },
  'leftover dummy captured, left of capturer': {
    leftoverDummy: 'turnerCapturesEach',
    nextTurnerAfterLoneCard: 'leftOfCapturer',
  },
  'leftover dummy captured': { leftoverDummy: 'turnerCapturesEach' },
  'immediate win check': { winCheck: 'immediate' },
  'immediate win check, low target, shared': { winCheck: 'immediate', targetScore: 9, tieAtTarget: 'shared' },
  'shared win, low target': { tieAtTarget: 'shared', targetScore: 5 },
  'hidden captures, interface auto-pass': { capturedCardsPublic: false, autoPassWhenNoLegalCard: true },
};

describe('Parcellus against an independent reading of the rules', () => {
  for (const [name, options] of Object.entries(OPTION_SETS)) {
    it(`agrees move by move: ${name}`, () => {
      const counter = { states: 0 };
      for (let seed = 1; seed <= 16; seed++) expect(compareGame(options, seed, counter)).toBeNull();
      expect(counter.states).toBeGreaterThan(300);
    });
  }

  it('agrees move by move after a round that ended tied at the top (P20), also with the immediate win check', () => {
    const counter = { states: 0 };
    for (const options of [{}, { winCheck: 'immediate' }] as const)
      for (const scores of [
        [30, 30, 29],
        [28, 28, 27],
      ])
        for (let seed = 1; seed <= 8; seed++) expect(compareGame(options, seed, counter, scores)).toBeNull();
    expect(counter.states).toBeGreaterThan(300);
  });
});
