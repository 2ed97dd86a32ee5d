/**
 * The Parcellus presentation: labels, prompts, selection to move and the table, as one
 * {@link Presentation} value with the game's whole English catalogue. Exported from
 * `deckwright/parcellus` apart from the game value, so an app that imports only `parcellus`
 * does not ship these words.
 */
import { deckwrightErrorWords } from '../../core/errorWords.js';
import { type Catalogue, catalogueOf, checkedPresentation, type Presentation } from '../../core/present.js';
import { eventMessage, PARCELLUS_EVENT_WORDS } from './describe.js';
import { PARCELLUS_ERROR_WORDS } from './errorWords.js';
import { label, PARCELLUS_LABEL_WORDS } from './labels.js';
import { PARCELLUS_PROMPT_WORDS, prompt } from './prompt.js';
import { legalMovesFromView, parts, select, targetLabel } from './selection.js';
import type { ParcellusAction } from './state.js';
import { PARCELLUS_TABLE_WORDS, type ParcellusTable, table } from './table.js';
import type { ParcellusView } from './view.js';

/**
 * Every English message of the Parcellus presentation, by id: copy it to translate. It holds the
 * rule errors' words too (`parcellus.error.*`, and the core's `deckwright.error.*`), so a
 * `RuleError`'s `messageId` and `params` format with it.
 */
export const parcellusWords: Catalogue = /* @__PURE__ */ catalogueOf(
  deckwrightErrorWords,
  PARCELLUS_ERROR_WORDS,
  PARCELLUS_EVENT_WORDS,
  PARCELLUS_LABEL_WORDS,
  PARCELLUS_PROMPT_WORDS,
  PARCELLUS_TABLE_WORDS,
);

/**
 * Parcellus for a table: every presentation helper, from a view.
 *
 * @example
 * import { parcellusPresentation as ui } from 'deckwright/parcellus';
 * const sel = ui.select(view, [{ type: 'card', card: 'JH' }]);
 * sel.moves.map((m) => ui.label(m, view).text); // ['Play J♥']
 */
export const parcellusPresentation: Presentation<ParcellusView, ParcellusAction, ParcellusTable> =
  /* @__PURE__ */ checkedPresentation({
    gameId: 'parcellus',
    catalogue: parcellusWords,
    legalMovesFromView,
    parts,
    select,
    targetLabel: (v, target) => targetLabel(v, target),
    label: (action, v) => label(action, v),
    prompt: (v) => prompt(v),
    eventMessage: (e) => eventMessage(e),
    table: (v) => table(v),
  });
