/**
 * deckwright/server: what game servers share, on an entry of its own so that
 * browser apps do not ship it. A match store interface (create, append with the
 * expected length, load, list) with the in-memory store, and turn clocks driven
 * by an injected clock. The match itself (`createMatch` from a record, the
 * per-seat step guard, spectator views) is in the root entry.
 *
 * @packageDocumentation
 */

export * from './clock.js';
export * from './store.js';
