/** Worker for the determinism test: replays a record and posts the final state hash. */
import { parentPort, workerData } from 'node:worker_threads';
import { replay, stateHash } from '../../src/index.js';

const states = replay(workerData);
parentPort?.postMessage(stateHash(states[states.length - 1]));
