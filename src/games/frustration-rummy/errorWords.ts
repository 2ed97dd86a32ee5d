/**
 * The words of the Frustration Rummy rule errors (issue 30): each refusal of a move, by the rule
 * it breaks — the turn and the draw (R21, R28), melds and their cards (R3–R10, R13–R16), the
 * contract laid down whole (R11, R12, R17), lay-offs and wild swaps (R18, R19), keeping a card
 * to discard (R23) and buying (R29) — as an id with parameters and its English template, written
 * here once. The rule checks make their errors with {@link rummyError}, or a {@link Refusal}
 * where a move list tries many candidates; the presentation catalogue includes this table, so an app translates
 * them as it does the labels. Cards in parameters are in their pretty form (`10♥`), ranks too
 * (`10`), seats and contract numbers are numbers, and `kind` is a meld kind, looked up as a word.
 */
import type { CommonErrorCode } from '../../core/errors.js';
import { RuleError } from '../../core/errors.js';
import {
  type Catalogue,
  catalogueOf,
  formatMessage,
  type MessageName,
  type MessageParam,
  message,
} from '../../core/message.js';
import { RUMMY_EVENT_WORDS } from './describe.js';
import type { RummyErrorCode, RummyRuleError } from './state.js';

// The table as written, so the names the helpers take are checked against it.
const WORDS = {
  // Words looked up by the sentences below; a meld's kind (`rummy.aMeld.*`) and a contract's name
  // (`rummy.contract.*`) are the event words' (describe.ts), written once there.
  'rummy.error.ratio.notMoreThanNatural': 'never more wild cards than natural ones',
  'rummy.error.ratio.lessThanHalf': 'fewer wild cards than natural ones',
  'rummy.error.balance.notMoreThanNatural': 'as many wilds as naturals',
  'rummy.error.balance.lessThanHalf': 'one wild fewer than naturals',
  // The turn: draw, play, discard (R21, R28).
  'rummy.error.notYourTurn': "It is seat {seat}'s turn; others may only buy the discard.",
  'rummy.error.alreadyDrawn': 'You have drawn already: one card a turn (R21).',
  'rummy.error.discardEmpty': 'The discard pile is empty.',
  'rummy.error.stockExhausted':
    'The stock is empty and the discard pile has only its top card, so take that card (R28).',
  'rummy.error.finishContract': 'Finish laying down your contract first: its remaining melds come next (R12).',
  'rummy.error.drawFirst': 'Draw first: a turn is draw, play, discard.',
  'rummy.error.upcardDiscard': 'Under this option the upcard you took this turn may not be discarded again (R21).',
  'rummy.error.notInHand': '{card} is not in your hand.',
  'rummy.error.namedTwice': '{card} is named more times than you hold that card.',
  // Buying (R29 option).
  'rummy.error.noClaimsOutOfTurn': 'Discards are not claimed out of turn in this game (R29).',
  'rummy.error.buyNotNow': 'A discard may be bought only after it is made and before the next player draws.',
  'rummy.error.nextPlayerDraws': 'The next player simply draws the discard.',
  'rummy.error.ownDiscard': 'You may not buy back your own discard.',
  'rummy.error.laidDownNoBuy': 'A player who has laid down may not buy (R29 option).',
  'rummy.error.sevenPairsNoBuy': 'A player on 7 Pairs keeps exactly 14 cards after the draw, so may not buy.',
  'rummy.error.noBuying':
    'No buying at this table: each player may buy at most 0 times a round (R29, maxBuysPerRound).',
  'rummy.error.boughtOnce':
    'You have bought once this round: each player may buy at most once a round (R29, maxBuysPerRound).',
  'rummy.error.boughtMax':
    'You have bought {max} times this round: each player may buy at most {max} times a round (R29, maxBuysPerRound).',
  'rummy.error.wrongUpcard': 'The discard for sale is {upcard}, not {card}: a buy names the upcard it answers (R29).',
  'rummy.error.stockTooLow': 'The stock is too low for a penalty card.',
  // A meld's cards (R3–R10, R13–R16).
  'rummy.error.setNamesRank': 'Only a run names its low end; a set names its rank.',
  'rummy.error.setRankMismatch': 'These cards make a set of {rank}s, not of {named}s.',
  'rummy.error.allJokerNoRank': 'An all-Joker set has no rank (R9).',
  'rummy.error.onlyRankNatural': 'Only {rank}s can be natural here, so this is a set of {rank}s, not of {named}s.',
  'rummy.error.openSet':
    'A set of as many 2s as 3s (with or without Jokers) must name its rank (`rank`): its cards leave it open (R9).',
  'rummy.error.wildsNoRank': 'The 6-wild meld has no rank or low end.',
  'rummy.error.runNamesLow': 'A run names its low end (`low`), not a rank.',
  'rummy.error.runStartsAt': 'Listed low to high, these cards start the run at {rank}, not {named}.',
  'rummy.error.openRun': 'A run of only 2s, 3s and Jokers must name its low end (`low`), which its cards leave open.',
  'rummy.error.runOf13Order': 'The run of 13 is listed from the ace to the king, one card of each rank (R15).',
  'rummy.error.runAllWild': 'A run needs natural cards; these are all wild here (R8).',
  'rummy.error.fullRatioOnly':
    'This run is put down with exactly {min} cards, or longer only with {ratio|rummy.error.balance.} and a natural card at each end (R10); add more afterwards by lay-offs.',
  'rummy.error.notWildCapable': '{card} is not a wild card: the 6-wild meld holds only Jokers, 2s and 3s (R16).',
  'rummy.error.jokerPairBanned': 'With no wilds in 7 Pairs, a pair of Jokers is not allowed (R13).',
  'rummy.error.allJokers': 'An all-Joker {kind|rummy.aMeld.} takes only Jokers, not {card} (R9).',
  'rummy.error.notOfRank':
    '{card} does not belong in a {kind|rummy.aMeld.} of {rank}s: it is neither a {rank} nor wild.',
  'rummy.error.noNaturals':
    'A {kind|rummy.aMeld.} of {rank}s needs natural {rank}s; a mix of wild cards is not a {kind|rummy.aMeld.} (R9).',
  'rummy.error.pairsNoWilds': 'The pairs of 7 Pairs take no wild cards under this option (R13).',
  'rummy.error.tooManyWilds':
    'This {kind|rummy.aMeld.} would hold {wild} wild and {natural} natural cards: {ratio|rummy.error.ratio.} (R8).',
  'rummy.error.setOneSuit': 'Under this option the natural cards of a set must share one suit (R3).',
  'rummy.error.runTooLong': 'A run holds each rank once, so at most 13 cards (R5).',
  'rummy.error.noWrap':
    'A run may not go round the corner: the ace is low (A-2-3) or high (Q-K-A), never both, and K-A-2 is not a run (R5).',
  'rummy.error.runSlotRank':
    '{card} does not fit slot {slot} of the run, which needs a {rank} or a wild card (runs are consecutive, R4).',
  'rummy.error.runSlotCard':
    '{card} does not fit slot {slot} of the run, which needs {want} or a wild card (runs are same-suit and consecutive, R4).',
  'rummy.error.pureRun':
    'This run takes no wild cards (contract 5, R14); a 2 or 3 counts only in its own slot and suit.',
  // Laying down the contract and extra melds (R10–R13, R17, R18, R23).
  'rummy.error.meldAfterDraw': 'Melds are put down after the draw, before the discard.',
  'rummy.error.extraKind':
    'After laying down, only extra sets and runs may be started, not a {kind|rummy.aMeld.} (R18).',
  'rummy.error.extraSize':
    'An extra {kind|rummy.aMeld.} is started with exactly {size} cards; more go on by lay-offs (R10, R18).',
  'rummy.error.extraRunSize':
    'An extra run is started with exactly {size} cards, or longer as a full-ratio run; more go on by lay-offs (R10, R18).',
  'rummy.error.contractHasNoKind':
    'Contract {number} ({number|rummy.contract.}) has no {kind|rummy.aMeld.} left to put down; until it is complete nothing else may be melded (R12, R17).',
  'rummy.error.contractSize':
    'Contract {number} puts this {kind|rummy.aMeld.} down with exactly {size} cards; add more afterwards by lay-offs (R10).',
  'rummy.error.contractRunSize':
    'Contract {number} puts this run down with exactly {size} cards, or longer as a full-ratio run; add more afterwards by lay-offs (R10).',
  'rummy.error.keepDiscardMeld': 'Keep one card for the final discard: you may not meld your last card (R23).',
  'rummy.error.setsSameRank': 'Under this option the sets of one contract must be of different ranks (R11).',
  'rummy.error.sevenPairsWhole': '7 Pairs is laid down with all 14 cards at once, which is going out (R13).',
  'rummy.error.restUnreachable':
    'After this meld the rest of contract {number} ({number|rummy.contract.}) could not be made from your hand while keeping a card to discard; a contract is laid down whole, in one turn (R12).',
  'rummy.error.restUnreachablePairs':
    'After this meld the rest of contract {number} ({number|rummy.contract.}) could not be made from your hand; a contract is laid down whole, in one turn (R12).',
  // Lay-offs and wild swaps (R16, R18, R19, R23).
  'rummy.error.tableAfterDraw': 'Cards are added to the table after the draw, before the discard.',
  'rummy.error.notLaidDown': 'Only a player who has completed their contract this round may add to melds (R18).',
  'rummy.error.noSuchMeld': 'There is no meld {meld} on the table.',
  'rummy.error.pairsClosed': 'Nothing is added to the pairs of 7 Pairs (R18).',
  'rummy.error.wildsClosed': 'The 6-wild meld is closed to additions (R16).',
  'rummy.error.endRequired': 'Say which end of the run the card goes on (`end`).',
  'rummy.error.noEndsForSet': 'Only runs have ends; leave `end` out for a set.',
  'rummy.error.keepDiscardLayOff': 'Keep one card for the final discard: you may not lay off your last card (R23).',
  'rummy.error.swapNotAllowed': 'Cards on the table are not rearranged: a wild may not be swapped out (R19).',
  'rummy.error.swapRunOrSet': 'Only a wild in a run or a set stands for a card.',
  'rummy.error.noWildInSlot': 'Slot {slot} of that meld holds no wild card that stands for a card.',
  'rummy.error.naturalNotWild': '{card} is natural there, not a wild.',
  'rummy.error.notTheNatural': '{card} is not the natural card that {wild} stands for there (R19).',
  // A whole contract arranged at once (`planLayDown`).
  'rummy.error.planUnreadable': 'The arrangement could not be read as plain data.',
  'rummy.error.planMalformedAt': 'Not an arrangement of melds (at {path}): {issue}.',
  'rummy.error.planMalformed': 'Not an arrangement of melds: {issue}.',
  'rummy.error.planGameOver': 'The game is over.',
  'rummy.error.planNotYourTurn': 'Seat {seat} may not act now.',
  'rummy.error.planDrawFirst': 'Draw first: a contract is laid down after the draw.',
  'rummy.error.alreadyLaidDown': 'You have already laid down your contract this round (R17).',
  'rummy.error.planNoKind':
    'Contract {number} ({number|rummy.contract.}) has no {kind|rummy.aMeld.} left for this arrangement (R17).',
  'rummy.error.planIncomplete':
    'The arrangement leaves part of contract {number} ({number|rummy.contract.}) out; a contract goes down whole in one turn (R12).',
  'rummy.error.planSizeExact': 'This {kind|rummy.aMeld.} needs exactly {size} cards for contract {number}.',
  'rummy.error.planSizeMin': 'This {kind|rummy.aMeld.} needs at least {size} cards for contract {number}.',
  'rummy.error.planRunOrder':
    'No order of putting this run down keeps it within the wild ratio at every step (R8, R10).',
} as const satisfies Catalogue;

/**
 * The English catalogue of the Frustration Rummy rule errors: `rummy.error.<name>`. Its sentences
 * look up meld kinds and contract names among the event words (`RUMMY_EVENT_WORDS`).
 */
export const RUMMY_ERROR_WORDS: Catalogue = WORDS;

/** What the rule errors are formatted with: {@link RUMMY_ERROR_WORDS} and the event words they look up. */
export const RUMMY_ERROR_FORMAT: Catalogue = /* @__PURE__ */ catalogueOf(RUMMY_EVENT_WORDS, WORDS);

/** The name of a message of {@link RUMMY_ERROR_WORDS}: its id without the `rummy.error.` prefix. */
export type RummyErrorName = MessageName<typeof WORDS, 'rummy.error.'>;

/**
 * The Frustration Rummy rule error `code` named `rummy.error.<name>`, its English text from
 * {@link RUMMY_ERROR_WORDS}.
 */
export function rummyError(
  code: RummyErrorCode | CommonErrorCode,
  name: RummyErrorName,
  params: Record<string, MessageParam> = {},
): RummyRuleError {
  return new RuleError(code, message(`rummy.error.${name}`, params, RUMMY_ERROR_FORMAT));
}

/**
 * A broken rule as plain data: a code, a message id of {@link RUMMY_ERROR_WORDS} and its
 * parameters, with the English text made only when read. The move lists try many candidates
 * that fail (about one lay-off in ten), and an `Error` captures a stack trace when it is made:
 * only `validate` turns a refusal into a {@link RuleError} ({@link Refusal.error}).
 */
export class Refusal<Code extends RummyErrorCode | CommonErrorCode = RummyErrorCode | CommonErrorCode> {
  /** The message's id, `rummy.error.<name>`. */
  readonly messageId: string;

  constructor(
    /** The error code. */
    readonly code: Code,
    name: RummyErrorName,
    /** The values of the message's placeholders. */
    readonly params: Readonly<Record<string, MessageParam>> = {},
  ) {
    this.messageId = `rummy.error.${name}`;
  }

  /** The rule, for people, in English. */
  get message(): string {
    return formatMessage(this.messageId, this.params, RUMMY_ERROR_FORMAT);
  }

  /** This refusal as the {@link RuleError} `validate` gives. */
  error(): RummyRuleError {
    return faultError(this);
  }
}

/**
 * A meld's fault (`MeldFault`, which is a {@link Refusal}) or any refusal as the
 * {@link RuleError} `validate` gives.
 */
export function faultError(f: {
  readonly code: RummyErrorCode | CommonErrorCode;
  readonly messageId: string;
  readonly params: Readonly<Record<string, MessageParam>>;
  readonly message: string;
}): RummyRuleError {
  return new RuleError(f.code, { id: f.messageId, params: { ...f.params }, text: f.message });
}
