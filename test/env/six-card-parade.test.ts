import { sixCardParade, sixCardParadePresentation } from '../../src/games/six-card-parade/index.js';
import { runEnvSuite } from './suite.js';

runEnvSuite(sixCardParade, {
  playerCounts: [2, 3, 4],
  optionVariants: [
    {},
    { queenOfHeartsMode: 'takeFromOther', kingOfSpadesTarget: 'any', khMayRedeclareOnExtend: true },
    { stableShowsAll: true, discardStep: 'downToSix', counterPromptAllOpponents: false },
  ],
  numRuns: 3,
  maxSteps: 3000,
  presentation: sixCardParadePresentation,
});
