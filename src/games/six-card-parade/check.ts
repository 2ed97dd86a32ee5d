/**
 * The rule check: why an action is not legal now, with the game's error codes
 * and the messages that say what the rules allow instead (their words, to
 * translate, in `errorWords.ts`). It reads the same
 * helpers as the move list (`moves.ts`), so an action passes exactly when it
 * is listed.
 */
import { type Card, prettyCard } from '../../core/cards.js';
import type { Seat } from '../../core/game.js';
import { findSet, mayCounter } from './counter.js';
import { type SixCardParadeRuleError, scpError } from './errorWords.js';
import { extend, extensionNeedsWild } from './extensions.js';
import { exchangeIndex, exchangeSource, queenPairOk } from './queens.js';
import { ROYALS } from './roles.js';
import { extendTargets, plainRoyalOk, royalHasEffect, royalTimeOk } from './royals.js';
import { isSetCard, setKind } from './sets.js';
import type { SixCardParadeAction, SixCardParadePhase, SixCardParadeState } from './state.js';
import { discardableCards, firstDrawSources, mayEndTurn } from './turn.js';

// The codes live beside their words (errorWords.ts); the entry still names them from here.
export type { SixCardParadeErrorCode } from './errorWords.js';

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

function inHand(state: SixCardParadeState, seat: Seat, card: Card): SixCardParadeRuleError | null {
  return (state.hands[seat] as Card[]).includes(card)
    ? null
    : scpError('CARD_NOT_IN_HAND', 'notInHand', { card: prettyCard(card) });
}

function cardsFromHand(state: SixCardParadeState, seat: Seat, cards: readonly Card[]): SixCardParadeRuleError | null {
  if (new Set(cards).size !== cards.length) return scpError('ILLEGAL_MOVE', 'cardTwice');
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
    return scpError('NOT_A_ROYAL', 'notARoyal', { card: prettyCard(card) });
  }
  if (card === 'AC') {
    return scpError('ROYAL_NOT_NOW', 'aceOfClubsNotNow');
  }
  if (!royalTimeOk(state, card)) {
    return scpError('ROYAL_NOT_NOW', card === 'KS' ? 'kingOfSpadesLate' : 'royalsEarlyOnly');
  }
  return null;
}

function setCheck(state: SixCardParadeState, seat: Seat, cards: readonly Card[], wild: Card | null) {
  const e = cardsFromHand(state, seat, cards);
  if (e !== null) return e;
  const royal = cards.find((c) => !isSetCard(c) && c !== 'KH' && !(c === 'AS' && cards.length === 2));
  if (royal !== undefined) {
    return scpError('NOT_A_SET', 'royalInSet', { card: prettyCard(royal) });
  }
  const aceKing = cards.length === 2 && cards.includes('AS') && cards.includes('KH');
  if (!aceKing && cards.includes('KH') !== (wild !== null)) {
    return scpError('WILD_DECLARATION', 'wildDeclaration');
  }
  if (aceKing && wild !== null) return scpError('WILD_DECLARATION', 'aceKingNotWild');
  return null;
}

/** Why `action` is not legal now, or `null` when it is. `action.seat` is an actor. */
export function check(state: SixCardParadeState, action: SixCardParadeAction): SixCardParadeRuleError | null {
  if (!PHASES[action.type].includes(state.phase)) {
    return scpError('WRONG_PHASE', 'wrongPhase', { action: action.type, phase: state.phase });
  }
  const seat = action.seat;
  switch (action.type) {
    case 'firstDraw':
      return firstDrawSources(state).includes(action.from)
        ? null
        : scpError('EMPTY_SOURCE', 'emptySource', { source: action.from });
    case 'playSet': {
      const e = setCheck(state, seat, action.cards, action.wild);
      if (e !== null) return e;
      return setKind(action.cards, action.wild, state.options) === null ? scpError('NOT_A_SET', 'noSetType') : null;
    }
    case 'extendSet': {
      const e = royalCheck(state, seat, 'KS') ?? cardsFromHand(state, seat, action.cards);
      if (e !== null) return e;
      const found = findSet(state, action.set);
      if (found === null) return scpError('NO_SUCH_SET', 'noSuchSet', { set: action.set });
      if (!extendTargets(state, seat).includes(found.set)) {
        return scpError('BAD_TARGET', 'extendOwnOnly');
      }
      const bad = action.cards.find((c) => !isSetCard(c) && c !== 'KH');
      if (bad !== undefined) return scpError('NOT_A_SET', 'royalCannotJoin', { card: prettyCard(bad) });
      if (extensionNeedsWild(found.set, action.cards, state.options) !== (action.wild !== null)) {
        return scpError('WILD_DECLARATION', 'extensionWild');
      }
      return extend(found.set, action.cards, action.wild, state.options).kind === null
        ? scpError('NOT_A_SET', 'extensionNoSetType')
        : null;
    }
    case 'playRoyal': {
      const e = royalCheck(state, seat, action.card);
      if (e !== null) return e;
      if (action.card[0] === 'Q') return scpError('TARGET_REQUIRED', 'queenNeedsPlayers');
      if (plainRoyalOk(state, seat, action.card)) return null;
      return royalHasEffect(state, seat, action.card)
        ? scpError('TARGET_REQUIRED', 'royalHasTarget', { card: prettyCard(action.card) })
        : scpError('NO_EFFECT', 'noEffect', { card: prettyCard(action.card) });
    }
    case 'stealSet': {
      const e = royalCheck(state, seat, 'AS');
      if (e !== null) return e;
      const found = findSet(state, action.set);
      if (found === null) return scpError('NO_SUCH_SET', 'noSuchSet', { set: action.set });
      return found.owner === seat ? scpError('BAD_TARGET', 'stealOwnSet') : null;
    }
    case 'retrieveCard':
      return (
        royalCheck(state, seat, 'AD') ??
        (state.discardPile.includes(action.card)
          ? null
          : scpError('NOT_IN_DISCARD_PILE', 'notInDiscardPile', { card: prettyCard(action.card) }))
      );
    case 'attachMarker':
      return (
        royalCheck(state, seat, action.card) ??
        (findSet(state, action.set) === null ? scpError('NO_SUCH_SET', 'noSuchSet', { set: action.set }) : null)
      );
    case 'namePlayers':
      return (
        royalCheck(state, seat, action.card) ??
        (queenPairOk(state, seat, action.players)
          ? null
          : scpError('BAD_TARGET', state.options.queenTargets === 'anyTwo' ? 'nameTwoPlayers' : 'nameSelfAndOther'))
      );
    case 'giveCard': {
      const e = royalCheck(state, seat, 'QC');
      if (e !== null) return e;
      if (action.to === seat || action.to >= state.players) {
        return scpError('BAD_TARGET', 'giveToOther');
      }
      // A spread first: on a state from `apply` the hand is frozen, and its `filter` slow in Node 20.
      const rest = [...(state.hands[seat] as Card[])].filter((c) => c !== 'QC');
      if (action.card === null) {
        return rest.length === 0 ? null : scpError('ILLEGAL_MOVE', 'chooseCardToGive');
      }
      return action.card === 'QC' ? scpError('ILLEGAL_MOVE', 'queenOfClubsNotGiven') : inHand(state, seat, action.card);
    }
    case 'takeFromLibrary':
      return state.library.includes(action.card)
        ? null
        : scpError('NOT_IN_LIBRARY', 'notInLibrary', { card: prettyCard(action.card) });
    case 'exchangePick': {
      if (exchangeSource(state, exchangeIndex(state, seat)).includes(action.card)) return null;
      return scpError(
        'CARD_NOT_IN_HAND',
        state.options.queenOfHeartsMode === 'giveOwnChoice' ? 'exchangeOwnCard' : 'exchangeOtherCard',
        { card: prettyCard(action.card) },
      );
    }
    case 'counter':
      return mayCounter(state, seat) ? null : scpError('NO_ACE_OF_CLUBS', 'noAceOfClubs');
    case 'decline':
    case 'doneWithSets':
      return null;
    case 'discard': {
      const e = inHand(state, seat, action.card);
      if (e !== null) return e;
      if (discardableCards(state, seat).includes(action.card)) return null;
      if (mayEndTurn(state, seat)) return scpError('DISCARD_NOT_DUE', 'discardNotDue');
      return scpError('STABLE_REDISCARD', 'stableRediscard');
    }
    case 'endTurn':
      return mayEndTurn(state, seat) ? null : scpError('DISCARD_DUE', 'discardDue');
  }
}
