/**
 * The events of an action: each action starts an empty list and the rule code
 * adds to it with {@link emit}. Most actions of a playout record one event,
 * and the first push onto an empty array makes V8 grow it to room for
 * seventeen; `emit` puts the first event in a one-element array instead (3% of
 * the instructions of a Parcellus playout), and the second in a new
 * two-element one, for the same reason: a push onto the one-element list
 * grows it to room for seventeen too, and a Six Card Parade turn has several
 * actions of two events (the end of a turn, a set landing after the counter
 * window, Draw to Seven, most Royals). A shared frozen empty list would
 * save the `[]` too, but measured slower: the frozen array's map makes the
 * list's reads polymorphic and V8 stops inlining the push. Inside `apply` the
 * same writes go through immer's draft, where replacing the list is one write.
 */
import type { BaseEvent } from './game.js';

/** Starts the event list of an action: rule code calls it first, then {@link emit}. */
export function clearEvents(state: { events: BaseEvent[] }): void {
  state.events = [];
}

/**
 * Starts the event list of an action with its first event: {@link clearEvents}
 * then {@link emit} in one, for rule code whose every action records an event
 * before any other (one array fewer an action).
 */
export function startEvents<E extends BaseEvent>(state: { events: E[] }, event: E): void {
  state.events = [event];
}

/** Records `event` as having happened during the action being applied. */
export function emit<E extends BaseEvent>(state: { events: E[] }, event: E): void {
  const events = state.events;
  // The first event: a list of exactly one, not a push that allocates room
  // for seventeen; the second likewise a list of exactly two.
  const n = events.length;
  if (n === 0) state.events = [event];
  else if (n === 1) state.events = [events[0] as E, event];
  else events.push(event);
}
