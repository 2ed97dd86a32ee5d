// Loads the TypeScript worker through tsx, since worker threads start without the test runner's transform.
import { register } from 'tsx/esm/api';

register();
await import('./replay-worker.ts');
