/**
 * The JSON-lines bridge behind `deckwright env-server`: one request a line in, one reply a line
 * out, for clients in other languages (examples/python). Requests `spec`, `reset`, `step` and
 * `observe`; every reply has `ok`, and a refused request (`ok: false`, a `code` and a `message`)
 * changes nothing. The protocol is documented, field by field, in docs/guide/research.md.
 */
import { isRuleError } from '../core/errors.js';
import { type AecEnv, createEnv } from './aec.js';
import { encodingOf } from './encodings.js';

/** The longest request line the bridge reads, in characters; a longer one is refused whole. */
export const MAX_LINE = 65_536;

/** Codes of the bridge's own refusals, besides the env's `RuleError` codes. */
export type BridgeErrorCode = 'BAD_JSON' | 'BAD_REQUEST' | 'LINE_TOO_LONG' | 'NOT_STARTED' | 'INTERNAL_ERROR';

/** A refusal: the code and the sentence saying what was wrong. */
class Refusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

type Request = Record<string, unknown>;

/** A request handler holding one env: what `deckwright env-server` runs for each line. */
export class Bridge {
  #env: AecEnv | null = null;

  /** The reply to one request line, as one line of JSON (no newline). */
  handle(line: string): string {
    try {
      if (line.length > MAX_LINE) throw new Refusal('LINE_TOO_LONG', `A request is at most ${MAX_LINE} characters.`);
      let request: unknown;
      try {
        request = JSON.parse(line);
      } catch {
        throw new Refusal('BAD_JSON', 'The line is not JSON.');
      }
      if (typeof request !== 'object' || request === null || Array.isArray(request)) {
        throw new Refusal('BAD_REQUEST', 'A request is a JSON object with a "cmd".');
      }
      return JSON.stringify(this.#answer(request as Request));
    } catch (e) {
      // Anything but a refusal is a defect of the engine, said as such: the server still answers.
      const code = e instanceof Refusal ? e.code : isRuleError(e) ? e.code : 'INTERNAL_ERROR';
      const message = e instanceof Error ? e.message.slice(0, 500) : 'The request could not be answered.';
      return JSON.stringify({ ok: false, code, message });
    }
  }

  #answer(r: Request): Record<string, unknown> {
    switch (r.cmd) {
      case 'spec':
        return this.#spec(r);
      case 'reset':
        return this.#reset(r);
      case 'step':
        return this.#step(r);
      case 'observe':
        return this.#observe(r);
      default:
        throw new Refusal('BAD_REQUEST', 'cmd is one of "spec", "reset", "step", "observe".');
    }
  }

  #spec(r: Request): Record<string, unknown> {
    const env = createEnv(gameOf(r), { players: r.players as number | undefined });
    const enc = encodingOf(env.gameId);
    return {
      ok: true,
      game: env.gameId,
      players: env.players,
      minPlayers: enc.game.players.min,
      maxPlayers: enc.game.players.max,
      seats: env.possibleAgents,
      actionCount: env.actionCount,
      actionNames: enc.actions.names,
      observationShape: env.observationShape,
      observationLayout: env.observationLayout.segments,
    };
  }

  #reset(r: Request): Record<string, unknown> {
    if (r.options !== undefined && (typeof r.options !== 'object' || r.options === null || Array.isArray(r.options))) {
      throw new Refusal('BAD_REQUEST', 'options is an object of rule options.');
    }
    if (r.seed === undefined) throw new Refusal('BAD_REQUEST', 'reset needs a "seed": a number or a string.');
    const env = createEnv(gameOf(r), {
      players: r.players as number | undefined,
      maxSteps: r.maxSteps as number | undefined,
      options: r.options as Record<string, unknown> | undefined,
    });
    env.reset(r.seed as number | string);
    // Only a reset that worked replaces the env: a refused one leaves the game in play as it was.
    this.#env = env;
    return this.#state(env);
  }

  #step(r: Request): Record<string, unknown> {
    const env = this.#started();
    if (!('action' in r)) throw new Refusal('BAD_REQUEST', 'step needs an "action": an action index.');
    env.step(r.action as number);
    return this.#state(env);
  }

  #observe(r: Request): Record<string, unknown> {
    const env = this.#started();
    const seat = r.seat;
    if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= env.players) {
      throw new Refusal('BAD_REQUEST', `observe needs a "seat" from 0 to ${env.players - 1}.`);
    }
    return {
      ok: true,
      seat,
      observation: Array.from(env.observe(seat)),
      mask: Array.from(env.actionMask(seat)),
      informationState: env.informationState(seat),
    };
  }

  #started(): AecEnv {
    if (this.#env === null) throw new Refusal('NOT_STARTED', 'No game yet: send a "reset" first.');
    return this.#env;
  }

  #state(env: AecEnv): Record<string, unknown> {
    const agent = env.agentSelection;
    const seat = agent ?? 0;
    return {
      ok: true,
      agent,
      observation: Array.from(env.observe(seat)),
      mask: Array.from(env.actionMask(seat)),
      rewards: env.rewards,
      terminations: env.terminations,
      truncations: env.truncations,
      done: env.done,
      steps: env.steps,
    };
  }
}

function gameOf(r: Request): string {
  if (typeof r.game !== 'string') throw new Refusal('BAD_REQUEST', 'The request needs a "game": a game id.');
  return r.game;
}

/**
 * Serves the bridge over a stream of text or bytes: each line (LF or CRLF) is a request, each
 * reply is written as one line. Blank lines are skipped. A line longer than {@link MAX_LINE} is
 * refused once it passes the limit (`LINE_TOO_LONG`) and the rest of it skipped, so no input can
 * make the server hold more than one line's worth. Ends when the input ends.
 */
export async function serveLines(
  input: AsyncIterable<string | Uint8Array>,
  write: (text: string) => void,
  bridge: Bridge = new Bridge(),
): Promise<void> {
  const decoder = new TextDecoder();
  let buffer = '';
  let skipping = false;
  const line = (text: string): void => {
    const t = text.endsWith('\r') ? text.slice(0, -1) : text;
    if (t.trim() === '') return;
    write(`${bridge.handle(t)}\n`);
  };
  for await (const chunk of input) {
    buffer += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    for (;;) {
      const nl = buffer.indexOf('\n');
      if (nl < 0) break;
      if (skipping) skipping = false;
      else line(buffer.slice(0, nl));
      buffer = buffer.slice(nl + 1);
    }
    if (buffer.length > MAX_LINE) {
      if (!skipping) write(`${bridge.handle(buffer)}\n`);
      skipping = true;
      buffer = '';
    }
  }
  buffer += decoder.decode();
  if (!skipping) line(buffer);
}
