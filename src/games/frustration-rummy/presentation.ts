/**
 * The Frustration Rummy presentation: labels, prompts, selection to move and the table, as one
 * {@link Presentation} value with the game's whole English catalogue. Exported from
 * `deckwright/frustration-rummy` apart from the game value, so an app that imports only
 * `frustrationRummy` does not ship these words.
 */
import { deckwrightErrorWords } from '../../core/errorWords.js';
import { type Catalogue, catalogueOf, checkedPresentation, type Presentation } from '../../core/present.js';
import { eventMessage, RUMMY_EVENT_WORDS } from './describe.js';
import { RUMMY_ERROR_WORDS } from './errorWords.js';
import { label, RUMMY_LABEL_WORDS, targetLabel } from './labels.js';
import { prompt, RUMMY_PROMPT_WORDS } from './prompt.js';
import { legalMovesFromView, parts, select } from './selection.js';
import type { RummyAction } from './state.js';
import { RUMMY_TABLE_WORDS, type RummyTable, table } from './table.js';
import type { RummyView } from './view.js';

/**
 * Every English message of the Frustration Rummy presentation, by id: copy it to translate. It
 * holds the rule errors' words too (`rummy.error.*`, and the core's `deckwright.error.*`), so a
 * `RuleError`'s `messageId` and `params` format with it (`planLayDown`'s refusals too).
 */
export const frustrationRummyWords: Catalogue = /* @__PURE__ */ catalogueOf(
  deckwrightErrorWords,
  RUMMY_ERROR_WORDS,
  RUMMY_EVENT_WORDS,
  RUMMY_LABEL_WORDS,
  RUMMY_PROMPT_WORDS,
  RUMMY_TABLE_WORDS,
);

/**
 * Frustration Rummy for a table: every presentation helper, from a view.
 *
 * @example
 * import { frustrationRummyPresentation as ui } from 'deckwright/frustration-rummy';
 * const sel = ui.select(view, [{ type: 'card', card: '4H' }, { type: 'card', card: '5H' }]);
 * sel.targets.map((t) => t.label.text); // ['As a run', …]
 */
export const frustrationRummyPresentation: Presentation<RummyView, RummyAction, RummyTable> =
  /* @__PURE__ */ checkedPresentation({
    gameId: 'frustration-rummy',
    catalogue: frustrationRummyWords,
    legalMovesFromView,
    parts,
    select,
    targetLabel: (v, target) => targetLabel(v, target),
    label: (action, v) => label(action, v),
    prompt: (v) => prompt(v),
    eventMessage: (e) => eventMessage(e),
    table: (v) => table(v),
  });
