/**
 * The words of the Six Card Parade rule errors (issue 30): each refusal of a move, by the rule
 * it breaks — the phase of the turn, the First Draw, sets and the King of Hearts, the Royals and
 * their targets, the counter window, the Queen of Hearts exchange, the Ace of Hearts search and
 * the Discard to Six — as an id with parameters and its English template, written here once.
 * The rule check (`check.ts`) makes its errors with {@link scpError}; the presentation catalogue
 * (`sixCardParadeWords`) includes this table, so an app translates them as it does the labels.
 */
import { type CommonErrorCode, RuleError } from '../../core/errors.js';
import { type Catalogue, type MessageName, type MessageParam, message } from '../../core/message.js';

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

// The table as written, so the names the helper takes are checked against it.
const WORDS = {
  'scp.error.wrongPhase': '"{action}" is not possible now: {phase|scp.error.phaseHint.}.',
  'scp.error.phaseHint.firstDraw': 'each turn begins with the First Draw from the library or the stable',
  'scp.error.phaseHint.main': 'now sets and Royals may be played, until the player is done with sets',
  'scp.error.phaseHint.counterWindow':
    'a set was just played: each asked player counters with the Ace of Clubs or declines',
  'scp.error.phaseHint.queenOfHeartsExchange':
    'the two named players each pick a card for the Queen of Hearts exchange',
  'scp.error.phaseHint.aceOfHeartsSearch': 'the Ace of Hearts player takes a card from the library',
  'scp.error.phaseHint.postDraw': 'after Draw to Seven only Royals and the Discard to Six remain',
  'scp.error.phaseHint.over': 'the game is over',
  'scp.error.emptySource': 'The {source|scp.error.source.} is empty: draw from the other source.',
  'scp.error.source.library': 'library',
  'scp.error.source.stable': 'stable',
  'scp.error.notInHand': '{card} is not in your hand.',
  'scp.error.cardTwice': 'Each card can be put down only once.',
  'scp.error.notARoyal': '{card} is not a Royal: only Aces, Kings (but the wild K♥), Queens and Jacks are.',
  'scp.error.aceOfClubsNotNow': 'The Ace of Clubs is only played as another player plays a set (the counter window).',
  'scp.error.kingOfSpadesLate': 'The King of Spades puts set cards down, so it is played before Draw to Seven.',
  'scp.error.royalsEarlyOnly': 'With this table rule, Royals are played before Draw to Seven only.',
  'scp.error.royalInSet': '{card} is a Royal: only 2–10 and the King of Hearts go in sets (and A♠ with K♥).',
  'scp.error.wildDeclaration': 'A King of Hearts in a set must declare the rank and suit it stands for, and only then.',
  'scp.error.aceKingNotWild': 'In the A♠ + K♥ set the King of Hearts is not wild.',
  'scp.error.noSetType': 'These cards fit no set type of the table (a full house goes down as two sets).',
  'scp.error.noSuchSet': 'There is no set {set} on any field.',
  'scp.error.extendOwnOnly': 'The King of Spades adds cards to a set on your own field.',
  'scp.error.royalCannotJoin': '{card} is a Royal and cannot join a set.',
  'scp.error.extensionWild':
    'Declare what the King of Hearts stands for when it joins the set (or may be re-declared), and only then.',
  'scp.error.extensionNoSetType': 'With these cards added the set would fit no set type.',
  'scp.error.queenNeedsPlayers': 'A Queen is played by naming the players it affects.',
  'scp.error.royalHasTarget': '{card} has a target now: play it with its target.',
  'scp.error.noEffect': '{card} could do nothing now, and this table does not allow Royals without effect.',
  'scp.error.stealOwnSet': "The Ace of Spades steals another player's set.",
  'scp.error.notInDiscardPile': '{card} is not in the discard pile.',
  'scp.error.nameTwoPlayers': 'Name two different players of this game.',
  'scp.error.nameSelfAndOther': 'Name yourself and one other player.',
  'scp.error.giveToOther': 'The Queen of Clubs gives a card to another player of this game.',
  'scp.error.chooseCardToGive': 'Choose the card to give from your hand.',
  'scp.error.queenOfClubsNotGiven': 'The Queen of Clubs itself is not given.',
  'scp.error.notInLibrary': '{card} is not in the library.',
  'scp.error.exchangeOwnCard': '{card} is not in your hand: give a card of your own.',
  'scp.error.exchangeOtherCard': "{card} is not in the other player's hand.",
  'scp.error.noAceOfClubs': 'Only the holder of the Ace of Clubs can counter a set.',
  'scp.error.discardNotDue': 'No discard is due: the hand holds six or fewer.',
  'scp.error.stableRediscard': 'The card taken from the stable this turn cannot go straight back.',
  'scp.error.discardDue': 'The turn ends with the Discard to Six.',
} as const satisfies Catalogue;

/** The English catalogue of the Six Card Parade rule errors: `scp.error.<name>`. */
export const SIX_CARD_PARADE_ERROR_WORDS: Catalogue = WORDS;

/** The name of a message of {@link SIX_CARD_PARADE_ERROR_WORDS}: its id without the `scp.error.` prefix. */
export type SixCardParadeErrorName = MessageName<typeof WORDS, 'scp.error.'>;

/** An error a Six Card Parade rule check gives: one of the game's codes or a shared one. */
export type SixCardParadeRuleError = RuleError<SixCardParadeErrorCode | CommonErrorCode>;

/**
 * The Six Card Parade rule error `code` named `scp.error.<name>`, its English text from
 * {@link SIX_CARD_PARADE_ERROR_WORDS}. Cards in `params` are in their pretty form (`10♥`).
 */
export function scpError(
  code: SixCardParadeErrorCode | CommonErrorCode,
  name: SixCardParadeErrorName,
  params: Record<string, MessageParam> = {},
): SixCardParadeRuleError {
  return new RuleError(code, message(`scp.error.${name}`, params, SIX_CARD_PARADE_ERROR_WORDS));
}
