/**
 * The rule check: why an action is not legal now, with the game's error codes
 * and the messages that say what the rules allow instead. It reads the same
 * helpers as the move list (`moves.ts`), so an action passes exactly when it
 * is listed.
 */
import { type Card, prettyCard } from '../../core/cards.js';
import { type CommonErrorCode, RuleError } from '../../core/errors.js';
import type { Seat } from '../../core/game.js';
import { findSet, mayCounter } from './counter.js';
import { extend, extensionNeedsWild } from './extensions.js';
import { exchangeIndex, exchangeSource, queenPairOk } from './queens.js';
import { ROYALS } from './roles.js';
import { extendTargets, plainRoyalOk, royalHasEffect, royalTimeOk } from './royals.js';
import { isSetCard, setKind } from './sets.js';
import type { SixCardParadeAction, SixCardParadePhase, SixCardParadeState } from './state.js';
import { discardableCards, firstDrawSources, mayEndTurn } from './turn.js';

/** Error codes of Six Card Parade besides the shared ones. */
export type SixCardParadeErrorCode =
  | 'CARD_NOT_IN_HAND'
  | 'EMPTY_SOURCE'
  | 'NOT_A_SET'
  | 'WILD_DECLARATION'
  | 'NOT_A_ROYAL'
  | 'ROYAL_NOT_NOW'
  | 'NO_SUCH_SET'
  | 'BAD_TARGET'
  | 'NO_EFFECT'
  | 'TARGET_REQUIRED'
  | 'NOT_IN_LIBRARY'
  | 'NOT_IN_DISCARD_PILE'
  | 'NO_ACE_OF_CLUBS'
  | 'DISCARD_DUE'
  | 'DISCARD_NOT_DUE'
  | 'STABLE_REDISCARD';

const PHASES: Record<SixCardParadeAction['type'], readonly SixCardParadePhase[]> = {
  firstDraw: ['firstDraw'],
  playSet: ['main'],
  extendSet: ['main'],
  playRoyal: ['main', 'postDraw'],
  stealSet: ['main', 'postDraw'],
  retrieveCard: ['main', 'postDraw'],
  attachMarker: ['main', 'postDraw'],
  namePlayers: ['main', 'postDraw'],
  giveCard: ['main', 'postDraw'],
  takeFromLibrary: ['aceOfHeartsSearch'],
  exchangePick: ['queenOfHeartsExchange'],
  counter: ['counterWindow'],
  decline: ['counterWindow'],
  doneWithSets: ['main'],
  discard: ['postDraw'],
  endTurn: ['postDraw'],
};

const PHASE_HINT: Record<SixCardParadePhase, string> = {
  firstDraw: 'each turn begins with the First Draw from the library or the stable',
  main: 'now sets and Royals may be played, until the player is done with sets',
  counterWindow: 'a set was just played: each asked player counters with the Ace of Clubs or declines',
  queenOfHeartsExchange: 'the two named players each pick a card for the Queen of Hearts exchange',
  aceOfHeartsSearch: 'the Ace of Hearts player takes a card from the library',
  postDraw: 'after Draw to Seven only Royals and the Discard to Six remain',
  over: 'the game is over',
};

/** An error a Six Card Parade rule check gives: one of the game's codes or a shared one. */
type SixCardParadeRuleError = RuleError<SixCardParadeErrorCode | CommonErrorCode>;

const err = (code: SixCardParadeErrorCode | CommonErrorCode, message: string): SixCardParadeRuleError =>
  new RuleError(code, message);

function inHand(state: SixCardParadeState, seat: Seat, card: Card): SixCardParadeRuleError | null {
  return (state.hands[seat] as Card[]).includes(card)
    ? null
    : err('CARD_NOT_IN_HAND', `${prettyCard(card)} is not in your hand.`);
}

function cardsFromHand(state: SixCardParadeState, seat: Seat, cards: readonly Card[]): SixCardParadeRuleError | null {
  if (new Set(cards).size !== cards.length) return err('ILLEGAL_MOVE', 'Each card can be put down only once.');
  for (const c of cards) {
    const e = inHand(state, seat, c);
    if (e !== null) return e;
  }
  return null;
}

function royalCheck(state: SixCardParadeState, seat: Seat, card: Card): SixCardParadeRuleError | null {
  const e = inHand(state, seat, card);
  if (e !== null) return e;
  if (!ROYALS.includes(card)) {
    return err(
      'NOT_A_ROYAL',
      `${prettyCard(card)} is not a Royal: only Aces, Kings (but the wild K♥), Queens and Jacks are.`,
    );
  }
  if (card === 'AC') {
    return err('ROYAL_NOT_NOW', 'The Ace of Clubs is only played as another player plays a set (the counter window).');
  }
  if (!royalTimeOk(state, card)) {
    return err(
      'ROYAL_NOT_NOW',
      card === 'KS'
        ? 'The King of Spades puts set cards down, so it is played before Draw to Seven.'
        : 'With this table rule, Royals are played before Draw to Seven only.',
    );
  }
  return null;
}

function setCheck(state: SixCardParadeState, seat: Seat, cards: readonly Card[], wild: Card | null) {
  const e = cardsFromHand(state, seat, cards);
  if (e !== null) return e;
  const royal = cards.find((c) => !isSetCard(c) && c !== 'KH' && !(c === 'AS' && cards.length === 2));
  if (royal !== undefined) {
    return err(
      'NOT_A_SET',
      `${prettyCard(royal)} is a Royal: only 2–10 and the King of Hearts go in sets (and A♠ with K♥).`,
    );
  }
  const aceKing = cards.length === 2 && cards.includes('AS') && cards.includes('KH');
  if (!aceKing && cards.includes('KH') !== (wild !== null)) {
    return err(
      'WILD_DECLARATION',
      'A King of Hearts in a set must declare the rank and suit it stands for, and only then.',
    );
  }
  if (aceKing && wild !== null) return err('WILD_DECLARATION', 'In the A♠ + K♥ set the King of Hearts is not wild.');
  return null;
}

/** Why `action` is not legal now, or `null` when it is. `action.seat` is an actor. */
export function check(state: SixCardParadeState, action: SixCardParadeAction): SixCardParadeRuleError | null {
  if (!PHASES[action.type].includes(state.phase)) {
    return err('WRONG_PHASE', `"${action.type}" is not possible now: ${PHASE_HINT[state.phase]}.`);
  }
  const seat = action.seat;
  switch (action.type) {
    case 'firstDraw':
      return firstDrawSources(state).includes(action.from)
        ? null
        : err('EMPTY_SOURCE', `The ${action.from} is empty: draw from the other source.`);
    case 'playSet': {
      const e = setCheck(state, seat, action.cards, action.wild);
      if (e !== null) return e;
      return setKind(action.cards, action.wild, state.options) === null
        ? err('NOT_A_SET', 'These cards fit no set type of the table (a full house goes down as two sets).')
        : null;
    }
    case 'extendSet': {
      const e = royalCheck(state, seat, 'KS') ?? cardsFromHand(state, seat, action.cards);
      if (e !== null) return e;
      const found = findSet(state, action.set);
      if (found === null) return err('NO_SUCH_SET', `There is no set ${action.set} on any field.`);
      if (!extendTargets(state, seat).includes(found.set)) {
        return err('BAD_TARGET', 'The King of Spades adds cards to a set on your own field.');
      }
      const bad = action.cards.find((c) => !isSetCard(c) && c !== 'KH');
      if (bad !== undefined) return err('NOT_A_SET', `${prettyCard(bad)} is a Royal and cannot join a set.`);
      if (extensionNeedsWild(found.set, action.cards, state.options) !== (action.wild !== null)) {
        return err(
          'WILD_DECLARATION',
          'Declare what the King of Hearts stands for when it joins the set (or may be re-declared), and only then.',
        );
      }
      return extend(found.set, action.cards, action.wild, state.options).kind === null
        ? err('NOT_A_SET', 'With these cards added the set would fit no set type.')
        : null;
    }
    case 'playRoyal': {
      const e = royalCheck(state, seat, action.card);
      if (e !== null) return e;
      if (action.card[0] === 'Q') return err('TARGET_REQUIRED', 'A Queen is played by naming the players it affects.');
      if (plainRoyalOk(state, seat, action.card)) return null;
      return royalHasEffect(state, seat, action.card)
        ? err('TARGET_REQUIRED', `${prettyCard(action.card)} has a target now: play it with its target.`)
        : err(
            'NO_EFFECT',
            `${prettyCard(action.card)} could do nothing now, and this table does not allow Royals without effect.`,
          );
    }
    case 'stealSet': {
      const e = royalCheck(state, seat, 'AS');
      if (e !== null) return e;
      const found = findSet(state, action.set);
      if (found === null) return err('NO_SUCH_SET', `There is no set ${action.set} on any field.`);
      return found.owner === seat ? err('BAD_TARGET', "The Ace of Spades steals another player's set.") : null;
    }
    case 'retrieveCard':
      return (
        royalCheck(state, seat, 'AD') ??
        (state.discardPile.includes(action.card)
          ? null
          : err('NOT_IN_DISCARD_PILE', `${prettyCard(action.card)} is not in the discard pile.`))
      );
    case 'attachMarker':
      return (
        royalCheck(state, seat, action.card) ??
        (findSet(state, action.set) === null ? err('NO_SUCH_SET', `There is no set ${action.set} on any field.`) : null)
      );
    case 'namePlayers':
      return (
        royalCheck(state, seat, action.card) ??
        (queenPairOk(state, seat, action.players)
          ? null
          : err(
              'BAD_TARGET',
              state.options.queenTargets === 'anyTwo'
                ? 'Name two different players of this game.'
                : 'Name yourself and one other player.',
            ))
      );
    case 'giveCard': {
      const e = royalCheck(state, seat, 'QC');
      if (e !== null) return e;
      if (action.to === seat || action.to >= state.players) {
        return err('BAD_TARGET', 'The Queen of Clubs gives a card to another player of this game.');
      }
      // A spread first: on a state from `apply` the hand is frozen, and its `filter` slow in Node 20.
      const rest = [...(state.hands[seat] as Card[])].filter((c) => c !== 'QC');
      if (action.card === null) {
        return rest.length === 0 ? null : err('ILLEGAL_MOVE', 'Choose the card to give from your hand.');
      }
      return action.card === 'QC'
        ? err('ILLEGAL_MOVE', 'The Queen of Clubs itself is not given.')
        : inHand(state, seat, action.card);
    }
    case 'takeFromLibrary':
      return state.library.includes(action.card)
        ? null
        : err('NOT_IN_LIBRARY', `${prettyCard(action.card)} is not in the library.`);
    case 'exchangePick': {
      if (exchangeSource(state, exchangeIndex(state, seat)).includes(action.card)) return null;
      return err(
        'CARD_NOT_IN_HAND',
        state.options.queenOfHeartsMode === 'giveOwnChoice'
          ? `${prettyCard(action.card)} is not in your hand: give a card of your own.`
          : `${prettyCard(action.card)} is not in the other player's hand.`,
      );
    }
    case 'counter':
      return mayCounter(state, seat)
        ? null
        : err('NO_ACE_OF_CLUBS', 'Only the holder of the Ace of Clubs can counter a set.');
    case 'decline':
    case 'doneWithSets':
      return null;
    case 'discard': {
      const e = inHand(state, seat, action.card);
      if (e !== null) return e;
      if (discardableCards(state, seat).includes(action.card)) return null;
      if (mayEndTurn(state, seat)) return err('DISCARD_NOT_DUE', 'No discard is due: the hand holds six or fewer.');
      return err('STABLE_REDISCARD', 'The card taken from the stable this turn cannot go straight back.');
    }
    case 'endTurn':
      return mayEndTurn(state, seat) ? null : err('DISCARD_DUE', 'The turn ends with the Discard to Six.');
  }
}
