/**
 * A card table for every deckwright game, built only on the presentation helpers: you play
 * seat 0, bots (chosen per seat, thinking in a Web Worker) play the others. Everything shown
 * comes from `ui.table(view)`, `ui.prompt(view)`, `ui.label(move, view)` and
 * `ui.eventMessage(event)`; every move is made by picking its parts (`ui.select`), so the page
 * holds no rule of any game. Undo where the match allows it; a replay viewer for match records,
 * saved and loaded as files.
 */
import {
  type BaseAction,
  createMatch,
  type Match,
  type MatchRecord,
  type Part,
  parseMatchRecord,
  parsePrettyCard,
  prettyCard,
  replay,
  type Selection,
} from 'deckwright';
import type { BotAnswer, BotRequest } from './bots.worker.js';
import { cardButton, cardImage } from './cards.js';
import { button, el, type TableContext } from './dom.js';
import { type CommonTable, findGame, type TableGame, tableGames } from './games.js';

const ME = 0;
const PAGE = 12;
const $ = <T extends HTMLElement = HTMLElement>(id: string): T => document.getElementById(id) as T;

/** A pick and where on the page it was made (twin cards share a code, not a place). */
interface Pick {
  part: Part;
  key: string;
}

/** One line of what happened: the step it came from and whether it followed your last move. */
interface LogLine {
  text: string;
  step: number;
  /** The cards the sentence names (its parameters), in their pretty form: highlighted on the table. */
  cards: string[];
}

// biome-ignore lint/suspicious/noExplicitAny: one page drives every game; each match is typed by its game.
type AnyMatch = Match<any, BaseAction, unknown>;

let tg: TableGame = tableGames[0] as TableGame;
let match: AnyMatch;
let seed = '';
let picks: Pick[] = [];
let log: LogLine[] = [];
let myLastStep = 0;
let movesPage = 0;
let error = '';
/** Bumped by every new game and undo: a bot's answer to an older position is dropped. */
let generation = 0;
let botBusy = false;
let botTimer: ReturnType<typeof setTimeout> | undefined;
let replayState: { tg: TableGame; record: MatchRecord; states: unknown[]; step: number } | null = null;

const worker = new Worker(new URL('./bots.worker.ts', import.meta.url), { type: 'module' });
let nextRequest = 1;
const waiting = new Map<number, (a: BotAnswer) => void>();
worker.onmessage = (e: MessageEvent<BotAnswer>) => {
  waiting.get(e.data.id)?.(e.data);
  waiting.delete(e.data.id);
};
function askBot(req: Omit<BotRequest, 'id'>): Promise<BotAnswer> {
  const id = nextRequest++;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    worker.postMessage({ ...req, id } satisfies BotRequest);
  });
}

const steps = (): number => match.history.length;
const over = (): boolean => match.score().over;
const myTurn = (): boolean => !over() && match.actors().includes(ME);
const botSpec = (seat: number): string => ($<HTMLSelectElement>(`bot-${seat}`)?.value ?? 'medium') || 'medium';

// ---- the match -----------------------------------------------------------------------------

function newGame(): void {
  const found = findGame($<HTMLSelectElement>('game').value);
  if (found) tg = found;
  const players = Number($<HTMLSelectElement>('seats').value) || tg.game.players.min;
  const seedInput = $<HTMLInputElement>('seed');
  seed = seedInput.value.trim() || Math.random().toString(36).slice(2, 10);
  seedInput.value = seed;
  match = createMatch(tg.game, { players, seed, options: tg.options });
  generation++;
  picks = [];
  log = [];
  myLastStep = 0;
  movesPage = 0;
  error = '';
  replayState = null;
  $('replay').hidden = true;
  $('rules').textContent = `${tg.game.title}, ${players} players. ${tg.optionsText}`;
  logEvents();
  render();
  scheduleBots();
}

/** The events of the last action, as the viewer sees them, into the log. */
function logEvents(): void {
  const view = match.view(ME) as { events?: { type: string }[] };
  for (const e of view.events ?? []) {
    const m = tg.ui.eventMessage(e);
    const cards = Object.values(m.params)
      .flatMap((p) => (typeof p === 'object' ? [...p] : [String(p)]))
      .filter((p) => parsePrettyCard(p) !== null);
    log.push({ text: m.text, step: steps(), cards });
  }
}

function act(action: BaseAction): void {
  const r = match.apply(action);
  if (!r.ok) {
    error = r.error.message;
    render();
    return;
  }
  error = '';
  picks = [];
  movesPage = 0;
  myLastStep = steps();
  logEvents();
  render();
  scheduleBots();
}

/** The number of your own actions an undo would take back with everything after them, or 0 when it cannot. */
function undoDepth(): number {
  const h = match.history;
  for (let i = h.length - 1; i >= 0; i--) {
    const step = h[i];
    if (step === undefined || step.revealed) return 0;
    if (step.action.seat === ME) return h.length - i;
  }
  return 0;
}

/** Takes back your last action and what the bots did after it, when none of it showed anyone a card. */
function undo(): void {
  const depth = undoDepth();
  for (let i = 0; i < depth && match.canUndo(); i++) match.undo();
  generation++;
  picks = [];
  error = '';
  log = log.filter((l) => l.step <= steps());
  log.push({ text: 'You took your last move back.', step: steps(), cards: [] });
  myLastStep = steps();
  render();
  scheduleBots();
}

// ---- the bots ------------------------------------------------------------------------------

/** The seat a bot plays that may act now, if any. */
const botToAct = (): number | undefined => (over() ? undefined : match.actors().find((s) => s !== ME));
const stepping = (): boolean => $<HTMLSelectElement>('speed').value === 'step';
/** In step mode: the bots' next move has been asked for. */
let stepGranted = false;

function scheduleBots(): void {
  if (botBusy || botTimer !== undefined || replayState !== null) return;
  const seat = botToAct();
  if (seat === undefined) return;
  // Step by step, the bots wait for "Let Seat n move": to watch them, or to think in a simultaneous step.
  if (stepping() && !stepGranted) return;
  stepGranted = false;
  const delay = Number($<HTMLSelectElement>('speed').value) || 0;
  const gen = generation;
  const at = steps();
  botTimer = setTimeout(() => {
    botTimer = undefined;
    if (gen !== generation || at !== steps()) return scheduleBots();
    botBusy = true;
    setBusy();
    void askBot({
      game: tg.game.id,
      agent: botSpec(seat),
      seat,
      view: match.view(seat),
      legalMoves: match.legalMoves(seat),
      seed: `${seed}/${at}/${seat}`,
    }).then((answer) => {
      botBusy = false;
      // The table moved on while the bot thought (you acted in a simultaneous step, or undid): ask again.
      if (gen === generation && at === steps()) {
        if ('error' in answer) error = `Seat ${seat}'s bot failed: ${answer.error}`;
        else {
          const r = match.apply(answer.action);
          if (r.ok) logEvents();
          else error = `Seat ${seat}'s bot chose a refused move: ${r.error.message}`;
        }
        render();
      }
      setBusy();
      scheduleBots();
    });
  }, delay);
}

function setBusy(): void {
  $('app').dataset.bots = botBusy ? 'thinking' : 'idle';
}

// ---- selection -----------------------------------------------------------------------------

const noSelection: Selection<BaseAction> = { moves: [], cards: [], targets: [] };

function selection(view: unknown): Selection<BaseAction> {
  if (!myTurn()) return noSelection;
  try {
    return tg.ui.select(
      view,
      picks.map((p) => p.part),
    );
  } catch {
    // The picks no longer fit the table (a bot's move in a simultaneous step changed it): start again.
    picks = [];
    return tg.ui.select(view, []);
  }
}

function togglePick(part: Part, key: string): void {
  const at = picks.findIndex((p) => p.key === key);
  picks = at >= 0 ? picks.filter((_, i) => i !== at) : [...picks, { part, key }];
  error = '';
  render();
}

// ---- drawing -------------------------------------------------------------------------------

function render(): void {
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const inPlay = active !== null && active !== document.body && active.closest('#app') !== null;
  if (replayState !== null) renderReplay();
  else renderPlay();
  restoreFocus(active, inPlay);
}

function renderPlay(): void {
  const view = match.view(ME);
  const table = tg.ui.table(view) as CommonTable;
  const sel = selection(view);
  const live = myTurn();
  const picked = new Set(picks.map((p) => p.key));
  const app = $('app');
  app.dataset.state = over() ? 'over' : live ? 'your-turn' : 'waiting';
  app.dataset.game = tg.game.id;
  app.dataset.steps = String(steps());

  const ctx: TableContext = {
    pickCard: (code, key) =>
      live && (picked.has(key) || sel.cards.includes(code)) ? pickButton(code, key, picked.has(key)) : cardImage(code),
  };
  $('table').replaceChildren(tg.draw(table as never, ctx));

  $('hand-title').textContent = 'Your hand';
  $('prompt').textContent = tg.ui.prompt(view).text;
  const hand = table.hand ?? [];
  const handRow = el('div', 'cards hand');
  handRow.setAttribute('role', 'group');
  handRow.setAttribute('aria-label', `Your hand, ${hand.length} cards, sorted`);
  hand.forEach((code, i) => {
    const key = `hand:${i}`;
    const on = picked.has(key);
    const b = cardButton(code, on, live && (on || sel.cards.includes(code)), () =>
      togglePick({ type: 'card', card: code }, key),
    );
    b.dataset.key = key;
    b.dataset.testid = 'pick';
    handRow.append(b);
  });
  $('hand').replaceChildren(handRow);

  renderActions(view, sel, live);
  $('error').textContent = error;
  renderAllMoves(view, live);
  renderScore(table);
  renderLog();
  renderOver(table);
  markFresh();
}

const isRecent = (l: LogLine): boolean => l.step > myLastStep || l.step === steps();

/** What just happened, on the table: the cards the recent events name get a highlight. */
function markFresh(): void {
  const fresh = new Set(log.filter(isRecent).flatMap((l) => l.cards));
  for (const c of document.querySelectorAll<HTMLElement>('#table [data-card], #hand [data-card]')) {
    if (fresh.has(prettyCard(c.dataset.card ?? ''))) c.classList.add('fresh');
  }
}

function pickButton(code: string, key: string, on: boolean): HTMLElement {
  const b = cardButton(code, on, true, () => togglePick({ type: 'card', card: code }, key));
  b.dataset.key = key;
  b.dataset.testid = 'pick';
  return b;
}

/** A row's visible name; the row's group label already names it for a screen reader. */
function rowLabel(text: string): HTMLElement {
  const span = el('span', 'row-label', text);
  span.setAttribute('aria-hidden', 'true');
  return span;
}

function renderActions(view: unknown, sel: Selection<BaseAction>, live: boolean): void {
  const box = $('actions');
  box.replaceChildren();
  if (!live) {
    if (!over()) box.append(el('p', 'meta', 'Waiting for the bots…'));
  } else {
    const pickedTargets = picks.filter((p) => p.part.type === 'target');
    if (sel.targets.length > 0 || pickedTargets.length > 0) {
      const group = el('div', 'row targets');
      group.setAttribute('role', 'group');
      group.setAttribute('aria-label', 'Choose');
      group.append(rowLabel('Choose:'));
      for (const p of pickedTargets) {
        const target = (p.part as { target: string }).target;
        const b = button(
          tg.ui.targetLabel(view, target)?.text ?? target,
          p.key,
          () => togglePick(p.part, p.key),
          'target',
        );
        b.setAttribute('aria-pressed', 'true');
        b.dataset.testid = 'pick';
        group.append(b);
      }
      for (const t of sel.targets) {
        const key = `target:${t.target}`;
        const b = button(t.label.text, key, () => togglePick({ type: 'target', target: t.target }, key), 'target');
        b.setAttribute('aria-pressed', 'false');
        b.dataset.testid = 'pick';
        group.append(b);
      }
      box.append(group);
    }
    if (sel.moves.length > 0) {
      const group = el('div', 'row moves');
      group.setAttribute('role', 'group');
      group.setAttribute('aria-label', 'Moves');
      group.append(rowLabel('Play:'));
      sel.moves.forEach((m, i) => {
        const b = button(tg.ui.label(m, view).text, `move:${i}`, () => act(m), 'move');
        b.dataset.testid = 'move';
        group.append(b);
      });
      box.append(group);
    } else if (picks.length === 0) {
      box.append(el('p', 'meta', 'Pick a card or a choice to see the moves it makes.'));
    }
    if (picks.length > 0) {
      box.append(
        button(
          'Clear the picks',
          'clear',
          () => {
            picks = [];
            render();
          },
          'quiet',
        ),
      );
    }
  }
  const bot = botToAct();
  if (stepping() && bot !== undefined && !botBusy) {
    const b = button(
      `Let Seat ${bot} move`,
      'bot-step',
      () => {
        stepGranted = true;
        scheduleBots();
      },
      'quiet',
    );
    b.dataset.testid = 'bot-step';
    box.append(b);
  }
  const depth = undoDepth();
  const u = button(depth > 0 ? 'Undo my last move' : 'Undo (nothing to take back)', 'undo', undo, 'quiet');
  u.disabled = depth === 0 || over();
  u.dataset.testid = 'undo';
  box.append(u);
}

/** Every legal move, a page at a time: each is reachable, however long the list. */
function renderAllMoves(view: unknown, live: boolean): void {
  const details = $<HTMLDetailsElement>('all-moves');
  details.hidden = !live;
  const list = $('all-moves-list');
  if (!live) {
    list.replaceChildren();
    return;
  }
  const moves = tg.ui.legalMovesFromView(view);
  $('all-moves-summary').textContent = `Every legal move (${moves.length})`;
  if (!details.open) {
    list.replaceChildren();
    return;
  }
  const pages = Math.max(1, Math.ceil(moves.length / PAGE));
  movesPage = Math.min(movesPage, pages - 1);
  const ul = el('ul', 'move-list');
  moves.slice(movesPage * PAGE, movesPage * PAGE + PAGE).forEach((m, i) => {
    const li = el('li');
    li.append(button(tg.ui.label(m, view).text, `list:${movesPage * PAGE + i}`, () => act(m), 'move'));
    ul.append(li);
  });
  const nav = el('div', 'row');
  const turnPage = (by: number) => () => {
    movesPage += by;
    render();
  };
  const prev = button('Previous page', 'list-prev', turnPage(-1), 'quiet');
  prev.disabled = movesPage === 0;
  const next = button('Next page', 'list-next', turnPage(1), 'quiet');
  next.disabled = movesPage >= pages - 1;
  nav.append(prev, el('span', 'meta', `Page ${movesPage + 1} of ${pages}`), next);
  list.replaceChildren(ul, nav);
}

function renderScore(table: CommonTable): void {
  $('score').replaceChildren(
    ...table.seats.map((s) => {
      const li = el('li', s.seat === ME ? 'me' : '', s.score.text);
      if (s.seat !== ME && replayState === null) li.append(el('span', 'meta', ` · ${botName(botSpec(s.seat))}`));
      return li;
    }),
  );
}

const botName = (spec: string): string => BOTS.find(([v]) => v === spec)?.[1] ?? spec;

function renderLog(): void {
  const ol = $('events');
  const lines = log.slice(-60);
  ol.replaceChildren(
    ...lines.map((l) => {
      const li = el('li', isRecent(l) ? 'recent' : '', l.text);
      return li;
    }),
  );
  ol.scrollTop = ol.scrollHeight;
}

function renderOver(table: CommonTable): void {
  const box = $('game-over');
  const wasHidden = box.hidden;
  box.hidden = !over();
  if (!over()) return;
  const names = table.winners.map((w) => table.seats.find((s) => s.seat === w)?.name.text ?? `Seat ${w}`);
  // "Seat 0 (you), Seat 1 and Seat 2", as the library's own messages list seats.
  const last = names.pop();
  const list = names.length === 0 ? last : `${names.join(', ')} and ${last}`;
  $('winners').textContent =
    last === undefined ? 'Nobody wins.' : `${list} ${names.length === 0 ? 'wins' : 'share the win'}.`;
  $('final-scores').replaceChildren(...table.seats.map((s) => el('li', '', s.score.text)));
  if (wasHidden) $('over-title').focus();
}

/** Puts the focus back where it was, or on the nearest thing to do next, after a redraw. */
function restoreFocus(active: HTMLElement | null, inPlay: boolean): void {
  if (active?.isConnected && !(active as HTMLButtonElement).disabled) {
    if (document.activeElement !== active) active.focus();
    return;
  }
  const key = active?.dataset.key;
  if (key !== undefined) {
    const same = document.querySelector<HTMLElement>(`[data-key="${CSS.escape(key)}"]`);
    if (same && !(same as HTMLButtonElement).disabled) {
      same.focus();
      return;
    }
  }
  if (!inPlay || !$('game-over').hidden) return;
  const next =
    document.querySelector<HTMLElement>('#actions [data-testid="move"]') ??
    document.querySelector<HTMLElement>('#hand button:not([disabled]), #table button:not([disabled])') ??
    document.querySelector<HTMLElement>('#actions button:not([disabled])');
  (next ?? $('hand-title')).focus();
}

// ---- records and the replay viewer ---------------------------------------------------------

function saveRecord(record: MatchRecord = match.record()): void {
  const blob = new Blob([`${JSON.stringify(record, null, 2)}\n`], { type: 'application/json' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = `${record.game}-${record.seed}.deckwright.json`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

function openReplay(record: MatchRecord): void {
  const found = findGame(record.game);
  if (!found) throw new Error(`This table does not play "${record.game}".`);
  replayState = { tg: found, record, states: replay(record), step: 0 };
  const viewer = $<HTMLSelectElement>('replay-viewer');
  viewer.replaceChildren(new Option('Everyone (spectator)', 'spectator'));
  for (let s = 0; s < record.players; s++) viewer.append(new Option(`Seat ${s}`, String(s)));
  $('replay').hidden = false;
  $('game-over').hidden = true;
  render();
  $('replay-next').focus();
}

function renderReplay(): void {
  const r = replayState;
  if (r === null) return;
  const v = $<HTMLSelectElement>('replay-viewer').value;
  const viewer = v === 'spectator' || v === '' ? 'spectator' : Number(v);
  const state = r.states[r.step];
  const view = r.tg.game.view(state, viewer);
  const table = r.tg.ui.table(view) as CommonTable;
  const app = $('app');
  app.dataset.state = 'replay';
  app.dataset.game = r.tg.game.id;
  const last = r.states.length - 1;
  let what = 'The deal.';
  const action = r.record.actions[r.step - 1];
  if (action !== undefined) {
    const before = r.tg.game.view(r.states[r.step - 1], action.seat);
    what = `Seat ${action.seat}: ${r.tg.ui.label(action, before).text}.`;
  }
  $('replay-step').textContent = `${r.tg.game.title}, step ${r.step} of ${last}. ${what}`;
  $<HTMLButtonElement>('replay-first').disabled = r.step === 0;
  $<HTMLButtonElement>('replay-prev').disabled = r.step === 0;
  $<HTMLButtonElement>('replay-next').disabled = r.step === last;
  $<HTMLButtonElement>('replay-last').disabled = r.step === last;
  $('table').replaceChildren(r.tg.draw(table as never, { pickCard: (code) => cardImage(code) }));
  $('hand-title').textContent = viewer === 'spectator' ? 'Hands are hidden from a spectator' : `Seat ${viewer}'s hand`;
  $('prompt').textContent = r.tg.ui.prompt(view).text;
  const hand = table.hand ?? [];
  const row = el('div', 'cards hand');
  row.setAttribute('role', 'group');
  row.setAttribute(
    'aria-label',
    viewer === 'spectator' ? 'No hand: a spectator sees only the table' : `Seat ${viewer}'s hand`,
  );
  row.append(...hand.map((c) => cardImage(c)));
  $('hand').replaceChildren(row);
  $('actions').replaceChildren();
  $('error').textContent = '';
  $('all-moves').hidden = true;
  renderScore(table);
  $('events').replaceChildren(...table.events.map((m) => el('li', 'recent', m.text)));
}

function stepReplay(to: (step: number, last: number) => number): void {
  if (replayState === null) return;
  const last = replayState.states.length - 1;
  replayState.step = Math.max(0, Math.min(last, to(replayState.step, last)));
  render();
}

function closeReplay(): void {
  replayState = null;
  $('replay').hidden = true;
  render();
  scheduleBots();
}

// ---- the setup form ------------------------------------------------------------------------

// The library's difficulty levels, weakest first, by the names `createAgent` knows; random beside them
// for a table that moves at once (the browser tests seat it).
const BOTS: [string, string][] = [
  ['easy', 'Easy'],
  ['medium', 'Medium'],
  ['hard', 'Hard'],
  ['random', 'Random'],
];

function fillSeats(): void {
  const g = findGame($<HTMLSelectElement>('game').value) ?? tg;
  const seats = $<HTMLSelectElement>('seats');
  const keep = Number(seats.value);
  seats.replaceChildren();
  for (let n = g.game.players.min; n <= g.game.players.max; n++) seats.append(new Option(String(n), String(n)));
  if (keep >= g.game.players.min && keep <= g.game.players.max) seats.value = String(keep);
  fillBots();
}

function fillBots(): void {
  const box = $('bots');
  const before = new Map([...box.querySelectorAll('select')].map((s) => [s.id, s.value]));
  const n = Number($<HTMLSelectElement>('seats').value);
  const rows: HTMLElement[] = [el('legend', '', 'Bots')];
  for (let seat = 1; seat < n; seat++) {
    const label = el('label', '', `Seat ${seat} `);
    const select = el('select');
    select.id = `bot-${seat}`;
    select.dataset.testid = `bot-${seat}`;
    for (const [value, name] of BOTS) select.append(new Option(name, value));
    select.value = before.get(select.id) ?? urlBots[seat - 1] ?? 'medium';
    // A name the menu does not list (an old address's `ismcts:200`) leaves the select empty: the default then.
    if (select.value === '') select.value = 'medium';
    select.addEventListener('change', () => render());
    label.append(select);
    rows.push(label);
  }
  box.replaceChildren(...rows);
}

const gameSelect = $<HTMLSelectElement>('game');
for (const g of tableGames) gameSelect.append(new Option(g.game.title, g.game.id));
gameSelect.addEventListener('change', fillSeats);
$('seats').addEventListener('change', fillBots);
$('speed').addEventListener('change', () => {
  render();
  scheduleBots();
});
$('setup').addEventListener('submit', (e) => {
  e.preventDefault();
  newGame();
});
$('again').addEventListener('click', () => {
  $<HTMLInputElement>('seed').value = '';
  newGame();
});
$('watch').addEventListener('click', () => openReplay(match.record()));
$('save').addEventListener('click', () => saveRecord(replayState?.record ?? match.record()));
$('save-over').addEventListener('click', () => saveRecord());
$('load').addEventListener('change', async () => {
  const input = $<HTMLInputElement>('load');
  const file = input.files?.[0];
  if (!file) return;
  try {
    openReplay(parseMatchRecord(JSON.parse(await file.text())));
  } catch (e) {
    error = `Could not load ${file.name}: ${e instanceof Error ? e.message : String(e)}`;
    render();
  }
  input.value = '';
});
$('all-moves').addEventListener('toggle', () => render());
$('replay-first').addEventListener('click', () => stepReplay(() => 0));
$('replay-prev').addEventListener('click', () => stepReplay((s) => s - 1));
$('replay-next').addEventListener('click', () => stepReplay((s) => s + 1));
$('replay-last').addEventListener('click', () => stepReplay((_, last) => last));
$('replay-viewer').addEventListener('change', () => render());
$('replay-close').addEventListener('click', closeReplay);
$('replay').addEventListener('keydown', (e) => {
  if (e.key === 'ArrowLeft') stepReplay((s) => s - 1);
  else if (e.key === 'ArrowRight') stepReplay((s) => s + 1);
  else return;
  e.preventDefault();
});

// A game can be opened from its address: ?game=parcellus&seed=abc&bots=hard,random&speed=0
const params = new URLSearchParams(location.search);
const urlBots = (params.get('bots') ?? '').split(',');
if (params.get('game') && findGame(params.get('game') ?? '')) gameSelect.value = params.get('game') ?? '';
if (params.get('speed') !== null) $<HTMLSelectElement>('speed').value = params.get('speed') ?? '';
if ($<HTMLSelectElement>('speed').value === '') $<HTMLSelectElement>('speed').value = '300';
fillSeats();
if (params.get('seed')) $<HTMLInputElement>('seed').value = params.get('seed') ?? '';
newGame();
