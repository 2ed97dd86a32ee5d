// Used only when the library runs from its TypeScript sources (tests, tsx):
// loads the worker through tsx. The published build uses dist/sim-worker.js.
import { register } from 'tsx/esm/api';

register();
const mod = await import('./worker.ts');
export default mod.default;
