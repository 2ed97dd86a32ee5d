/**
 * A small, framework-free web UI over any deckwright game: you play seat 0,
 * bots play the others. It shows the hand, the table, what the others just
 * did (from the view's events), a button per legal move, the reason when a
 * move is refused, and the score.
 */
import {
  type AnyGame,
  type BaseAction,
  createMatch,
  createRng,
  formatAction,
  formatValue,
  games,
  getGame,
  type Match,
  prettyCard,
  randomAgent,
} from 'deckwright';

const ME = 0;
const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;

// biome-ignore lint/suspicious/noExplicitAny: one UI drives every game; each match is typed by its game.
let match: Match<any, BaseAction, unknown>;
let game: AnyGame;
let log: string[] = [];
let selected: string[] = [];
const botRng = createRng('web-bots');

/** Which action a click on a hand card tries, per game and phase, when no legal move names that card. */
const CARD_ACTION: Record<string, Record<string, string>> = {
  parcellus: { act: 'play', lead: 'lead', pass: 'passCards' },
  'six-card-parade': { postDraw: 'discard' },
  'frustration-rummy': { draw: 'discard', play: 'discard', layingDown: 'discard' },
};

const cardButton = (card: string): HTMLButtonElement => {
  const b = document.createElement('button');
  b.className = `card${/[HD]/.test(card[1] ?? '') ? ' red' : ''}${selected.includes(card) ? ' selected' : ''}`;
  b.textContent = prettyCard(card);
  b.dataset.card = card;
  b.dataset.testid = 'card';
  b.addEventListener('click', () => clickCard(card));
  return b;
};

function render(): void {
  const view = match.view(ME) as Record<string, unknown>;
  const score = match.score();
  $('score').textContent = `${score.points.map((p, s) => `Seat ${s}${s === ME ? ' (you)' : ''}: ${p}`).join(' · ')}${
    score.over ? ` — game over, ${score.winners.map((w) => `seat ${w}`).join(' and ')} won` : ''
  }`;
  const table = $('table');
  table.replaceChildren();
  for (const [k, v] of Object.entries(view)) {
    if (['hand', 'events', 'options', 'game', 'viewer', 'history'].includes(k)) continue;
    const dt = document.createElement('dt');
    dt.textContent = k;
    const dd = document.createElement('dd');
    dd.textContent = formatValue(v);
    dd.dataset.field = k;
    table.append(dt, dd);
  }
  const events = $('events');
  events.replaceChildren(
    ...log.slice(-40).map((line) => {
      const li = document.createElement('li');
      li.textContent = line;
      return li;
    }),
  );
  events.scrollTop = events.scrollHeight;
  const hand = Array.isArray(view.hand) ? (view.hand as string[]) : [];
  $('hand').replaceChildren(...hand.map(cardButton));
  const moves = match.legalMoves(ME);
  const buttons = moves.slice(0, 60).map((m) => {
    const b = document.createElement('button');
    b.className = 'move';
    b.textContent = formatAction(m);
    b.dataset.testid = 'move';
    b.addEventListener('click', () => act(m));
    return b;
  });
  if (moves.some((m) => Array.isArray((m as { cards?: unknown }).cards))) {
    const b = document.createElement('button');
    b.className = 'move';
    b.textContent = `Play the selected cards (${selected.map(prettyCard).join(' ') || 'none'})`;
    b.dataset.testid = 'play-selected';
    b.addEventListener('click', () => {
      const type = moves.find((m) => Array.isArray((m as { cards?: unknown }).cards))?.type ?? 'play';
      act({ type, seat: ME, cards: selected } as BaseAction);
    });
    buttons.unshift(b);
  }
  if (moves.length === 0 && !score.over) {
    const p = document.createElement('p');
    p.textContent = 'Waiting for the others…';
    buttons.push(p as unknown as HTMLButtonElement);
  }
  $('moves').replaceChildren(...buttons);
}

function record(): void {
  const view = match.view(ME) as { events?: { type: string }[] };
  for (const e of view.events ?? []) log.push(game.describeEvent(e));
}

/** Plays the bots until it is the human's turn or the game ends. */
function runBots(): void {
  for (let guard = 0; guard < 10_000; guard++) {
    const actors = match.actors();
    if (actors.length === 0 || actors.includes(ME)) return;
    const seat = actors[0] as number;
    match.apply(randomAgent.act({ seat, view: match.view(seat), legalMoves: match.legalMoves(seat), rng: botRng }));
    record();
  }
}

function act(action: unknown): void {
  const r = match.apply(action);
  if (!r.ok) {
    $('error').textContent = r.error.message;
    render();
    return;
  }
  $('error').textContent = '';
  selected = [];
  record();
  runBots();
  render();
}

function clickCard(card: string): void {
  const moves = match.legalMoves(ME);
  if (moves.some((m) => Array.isArray((m as { cards?: unknown }).cards))) {
    selected = selected.includes(card) ? selected.filter((c) => c !== card) : [...selected, card];
    $('error').textContent = '';
    render();
    return;
  }
  const withCard = moves.filter((m) => (m as { card?: unknown }).card === card);
  if (withCard.length === 1) {
    act(withCard[0]);
    return;
  }
  const phase = (match.view(ME) as { phase?: string }).phase ?? '';
  const type = withCard[0]?.type ?? CARD_ACTION[game.id]?.[phase] ?? 'play';
  act({ type, seat: ME, card });
}

function newGame(): void {
  game = getGame(($('game') as HTMLSelectElement).value) ?? (games[0] as AnyGame);
  const players = Number(($('seats') as HTMLSelectElement).value);
  const seedInput = $('seed') as HTMLInputElement;
  const seed = seedInput.value || String(Math.floor(Math.random() * 1e9));
  seedInput.value = seed;
  match = createMatch(game, { players, seed });
  log = [];
  selected = [];
  $('error').textContent = '';
  record();
  runBots();
  render();
}

function fillSeats(): void {
  const g = getGame(($('game') as HTMLSelectElement).value) ?? (games[0] as AnyGame);
  const seats = $('seats') as HTMLSelectElement;
  seats.replaceChildren();
  for (let n = g.players.min; n <= g.players.max; n++) seats.append(new Option(String(n), String(n)));
}

const gameSelect = $('game') as HTMLSelectElement;
for (const g of games) gameSelect.append(new Option(g.title, g.id));
gameSelect.addEventListener('change', () => {
  fillSeats();
  newGame();
});
$('new').addEventListener('click', newGame);
fillSeats();
newGame();
