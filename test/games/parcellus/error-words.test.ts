/**
 * The Parcellus rule errors in another language (issue 30): an app with its own catalogue
 * formats a refusal's id and parameters, and gets its own sentence; the English stays the
 * error's message. The table talk: the worked deal after the pass, West turns up J♠ and North,
 * on West's left, acts first (North holds Q♣ 9♣ A♥ J♥ Q♥ K♥).
 */
import { describe, expect, it } from 'vitest';
import { type Catalogue, formatMessage } from '../../../src/core/message.js';
import { parcellus, parcellusWords } from '../../../src/games/parcellus/index.js';
import { afterWorkedPass } from './helpers.js';

// A made-up German catalogue: a word looked up by its own ids (`{colour|de.colour.}`), as an
// app that translates the colours once would write it.
const GERMAN: Catalogue = {
  'parcellus.error.notNextRank': 'Nur der nächste Rang darf auf {top} folgen, also eine {rank}, nicht {card}.',
  'parcellus.error.wrongColour': 'Die Karte muss die Farbe des Pakets haben: {card} ist nicht {colour|de.colour.}.',
  'de.colour.black': 'schwarz',
  'de.colour.red': 'rot',
  'deckwright.error.notYourTurn': 'Platz {seat} ist jetzt nicht am Zug.',
};

function refusal(state: ReturnType<typeof afterWorkedPass>, action: unknown) {
  const v = parcellus.validate(state, action);
  if (v.ok) throw new Error(`accepted ${JSON.stringify(action)}`);
  return v.error;
}

describe('a Parcellus refusal in another catalogue', () => {
  const s = afterWorkedPass();

  it('North plays K♥ on the J♠: the next rank is a Queen, in German too', () => {
    const e = refusal(s, { type: 'play', seat: 1, card: 'KH' });
    expect(e.code).toBe('NOT_NEXT_RANK');
    expect(e.message).toBe('Only the next rank up may be played: on J♠ that is a Q (9-10-J-Q-K-A-9), not K♥.');
    expect(formatMessage(e.messageId, e.params, GERMAN)).toBe(
      'Nur der nächste Rang darf auf J♠ folgen, also eine Q, nicht K♥.',
    );
  });

  it('North plays Q♥ on the J♠: a red card on a black parcel, in German too', () => {
    const e = refusal(s, { type: 'play', seat: 1, card: 'QH' });
    expect(e.code).toBe('WRONG_COLOUR');
    expect(e.message).toBe('The card played must be the same colour as the parcel: Q♥ is not black.');
    expect(formatMessage(e.messageId, e.params, GERMAN)).toBe(
      'Die Karte muss die Farbe des Pakets haben: Q♥ ist nicht schwarz.',
    );
  });

  it('West passes before North: the core refusal translates by the same catalogue', () => {
    const e = refusal(s, { type: 'pass', seat: 0 });
    expect(e.code).toBe('NOT_YOUR_TURN');
    expect(formatMessage(e.messageId, e.params, GERMAN)).toBe('Platz 0 ist jetzt nicht am Zug.');
    // The English catalogue of the presentation gives the error's own text.
    expect(formatMessage(e.messageId, e.params, parcellusWords)).toBe(e.message);
  });
});
