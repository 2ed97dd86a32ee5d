import { parcellus, parcellusPresentation } from '../../src/games/parcellus/index.js';
import { runEnvSuite } from './suite.js';

runEnvSuite(parcellus, {
  playerCounts: [3],
  optionVariants: [{}, { capturedCardsPublic: false, passDirection: 'alwaysLeft' }, { targetScore: 8 }],
  numRuns: 6,
  maxSteps: 5000,
  presentation: parcellusPresentation,
});
