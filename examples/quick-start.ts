import { parcellus } from '../src/games/parcellus/index.js';

let state = parcellus.init({ players: 3, seed: 'my-table' });
// The blind pass: every seat chooses three cards at once.
for (const seat of parcellus.actors(state)) {
  const [choice] = parcellus.legalMoves(state, seat);
  state = parcellus.apply(state, choice!);
}
const seat = parcellus.actors(state)[0]!; // the seat left of the dealer
console.log(parcellus.legalMoves(state, seat)); // e.g. [{ type: 'play', seat, card: 'JD' }, { type: 'pass', seat }]
const result = parcellus.validate(state, { type: 'play', seat, card: 'AS' });
if (!result.ok) console.log(result.error.code, result.error.message);
state = parcellus.apply(state, { type: 'pass', seat });
console.log(parcellus.view(state, seat)); // own hand, public table, redacted events
console.log(parcellus.score(state)); // { points: [0, 0, 0], over: false, winners: [] }
