/**
 * The Six Card Parade presentation: labels, prompts, selection to move and the table, as one
 * {@link Presentation} value with the game's whole English catalogue. Exported from
 * `deckwright/six-card-parade` apart from the game value, so an app that imports only
 * `sixCardParade` does not ship these words.
 */
import { deckwrightErrorWords } from '../../core/errorWords.js';
import { type Catalogue, catalogueOf, checkedPresentation, type Presentation } from '../../core/present.js';
import { eventMessage, SIX_CARD_PARADE_EVENT_WORDS } from './describe.js';
import { SIX_CARD_PARADE_ERROR_WORDS } from './errorWords.js';
import { label, SIX_CARD_PARADE_LABEL_WORDS, targetLabel } from './labels.js';
import { prompt, SIX_CARD_PARADE_PROMPT_WORDS } from './prompt.js';
import { legalMovesFromView, parts, select } from './selection.js';
import type { SixCardParadeAction } from './state.js';
import { SIX_CARD_PARADE_TABLE_WORDS, type SixCardParadeTable, table } from './table.js';
import type { SixCardParadeView } from './view.js';

/**
 * Every English message of the Six Card Parade presentation, by id: copy it to translate. It
 * holds the rule errors' words too (`scp.error.*`, and the core's `deckwright.error.*`), so a
 * `RuleError`'s `messageId` and `params` format with it.
 */
export const sixCardParadeWords: Catalogue = /* @__PURE__ */ catalogueOf(
  deckwrightErrorWords,
  SIX_CARD_PARADE_ERROR_WORDS,
  SIX_CARD_PARADE_EVENT_WORDS,
  SIX_CARD_PARADE_LABEL_WORDS,
  SIX_CARD_PARADE_PROMPT_WORDS,
  SIX_CARD_PARADE_TABLE_WORDS,
);

/**
 * Six Card Parade for a table: every presentation helper, from a view.
 *
 * @example
 * import { sixCardParadePresentation as ui } from 'deckwright/six-card-parade';
 * const sel = ui.select(view, [{ type: 'card', card: 'AS' }]);
 * sel.targets.map((t) => t.label.text); // ["Seat 2's Pair of 9s", …]
 */
export const sixCardParadePresentation: Presentation<SixCardParadeView, SixCardParadeAction, SixCardParadeTable> =
  /* @__PURE__ */ checkedPresentation({
    gameId: 'six-card-parade',
    catalogue: sixCardParadeWords,
    legalMovesFromView,
    parts,
    select,
    targetLabel: (v, target) => targetLabel(v, target),
    label: (action, v) => label(action, v),
    prompt: (v) => prompt(v),
    eventMessage: (e) => eventMessage(e),
    table: (v) => table(v),
  });
