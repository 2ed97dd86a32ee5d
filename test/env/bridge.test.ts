/**
 * The JSON-lines bridge of `deckwright env-server` (docs/guide/research.md): every request of the
 * protocol and its reply's fields, every refusal with its code and nothing changed by it, lines
 * split across chunks, CRLF, oversized lines; and the command itself, spawned from the sources.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { Bridge, MAX_LINE, serveLines } from '../../src/env/index.js';

type Reply = Record<string, unknown> & { ok: boolean };
const ask = (b: Bridge, request: unknown): Reply => JSON.parse(b.handle(JSON.stringify(request))) as Reply;
const allowed = (r: Reply): number[] => (r.mask as number[]).flatMap((m, i) => (m === 1 ? [i] : []));

describe('the bridge protocol', () => {
  it('answers spec with the action count, observation shape, seats and names', () => {
    const r = ask(new Bridge(), { cmd: 'spec', game: 'six-card-parade', players: 4 });
    expect(r).toMatchObject({ ok: true, game: 'six-card-parade', players: 4, seats: [0, 1, 2, 3], actionCount: 119 });
    expect((r.actionNames as string[]).length).toBe(119);
    const layout = r.observationLayout as { name: string; offset: number; size: number }[];
    const last = layout[layout.length - 1] as { offset: number; size: number };
    expect(r.observationShape).toEqual([last.offset + last.size]);
  });

  it('plays a game with reset and step, each reply with every field, rewards per seat since the last reply', () => {
    const b = new Bridge();
    let r = ask(b, { cmd: 'reset', game: 'parcellus', players: 3, seed: 4, options: { targetScore: 3 } });
    const spec = ask(b, { cmd: 'spec', game: 'parcellus' });
    const totals = [0, 0, 0];
    let steps = 0;
    while (!r.done) {
      expect(r).toMatchObject({ ok: true, terminations: [false, false, false], truncations: [false, false, false] });
      expect(typeof r.agent).toBe('number');
      expect((r.observation as number[]).length).toBe((spec.observationShape as number[])[0]);
      expect((r.mask as number[]).length).toBe(spec.actionCount);
      const ok = allowed(r);
      r = ask(b, { cmd: 'step', action: ok[steps % ok.length] });
      (r.rewards as number[]).forEach((x, s) => {
        totals[s] = (totals[s] as number) + x;
      });
      steps++;
    }
    expect(r).toMatchObject({ ok: true, agent: null, done: true, terminations: [true, true, true] });
    expect((r.mask as number[]).every((m) => m === 0)).toBe(true);
    // One winner at least, +1 each, and every other seat -1, beside the points banked.
    expect(totals.some((t) => t > 0)).toBe(true);
    expect(ask(b, { cmd: 'step', action: 0 })).toMatchObject({ ok: false, code: 'GAME_OVER' });
  });

  it('refuses what it cannot take with a code and a message, and changes nothing', () => {
    const b = new Bridge();
    expect(JSON.parse(b.handle('{"cmd":'))).toMatchObject({ ok: false, code: 'BAD_JSON' });
    expect(ask(b, [1])).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
    expect(ask(b, { cmd: 'fly' })).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
    expect(ask(b, { cmd: 'step', action: 0 })).toMatchObject({ ok: false, code: 'NOT_STARTED' });
    expect(ask(b, { cmd: 'reset', game: 'chess', seed: 1 })).toMatchObject({ ok: false, code: 'BAD_SETUP' });
    expect(ask(b, { cmd: 'reset', game: 'parcellus' })).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
    const start = ask(b, { cmd: 'reset', game: 'parcellus', seed: 'x' });
    const masked = (start.mask as number[]).indexOf(0);
    const refusals: [unknown, string][] = [
      [{ cmd: 'step', action: masked }, 'ILLEGAL_MOVE'],
      [{ cmd: 'step', action: 26 }, 'MALFORMED_ACTION'],
      [{ cmd: 'step', action: '1' }, 'MALFORMED_ACTION'],
      [{ cmd: 'step' }, 'BAD_REQUEST'],
      [{ cmd: 'observe', seat: 3 }, 'BAD_REQUEST'],
      [{ cmd: 'reset', game: 'parcellus', seed: 1, players: 4 }, 'BAD_SETUP'],
      [{ cmd: 'reset', game: 'parcellus', seed: 1, options: { targetScore: -1 } }, 'BAD_SETUP'],
      [{ cmd: 'reset', game: 'parcellus', seed: 1, options: 3 }, 'BAD_REQUEST'],
    ];
    for (const [request, code] of refusals) {
      const r = ask(b, request);
      expect(r).toMatchObject({ ok: false, code });
      expect(typeof r.message).toBe('string');
    }
    expect(JSON.parse(b.handle('x'.repeat(MAX_LINE + 1)))).toMatchObject({ ok: false, code: 'LINE_TOO_LONG' });
    // The game in play is the one the last good reset dealt, untouched.
    const seat = start.agent as number;
    const now = ask(b, { cmd: 'observe', seat });
    expect(now).toMatchObject({ ok: true, seat, observation: start.observation, mask: start.mask });
    expect(typeof now.informationState).toBe('string');
  });
});

describe('serveLines', () => {
  async function* chunks(parts: string[]): AsyncIterable<Uint8Array> {
    for (const p of parts) yield new TextEncoder().encode(p);
  }

  it('answers each line once, across chunk borders and CRLF, skipping blank lines and the rest of a long one', async () => {
    const out: string[] = [];
    const spec = '{"cmd":"spec","game":"parcellus"}';
    const long = 'y'.repeat(MAX_LINE + 10);
    await serveLines(
      chunks([spec.slice(0, 10), `${spec.slice(10)}\r\n\n`, long.slice(0, 40_000), `${long.slice(40_000)}\n`, spec]),
      (t) => out.push(t),
    );
    const replies = out
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Reply);
    expect(replies.map((r) => r.ok)).toEqual([true, false, true]);
    expect(replies[1]).toMatchObject({ code: 'LINE_TOO_LONG' });
  });
});

describe('deckwright env-server', () => {
  it('serves the protocol on stdin and stdout', () => {
    const input = [
      '{"cmd":"reset","game":"frustration-rummy","players":2,"seed":1,"options":{"maxTurnsPerRound":2}}',
      'not json',
      '{"cmd":"spec","game":"frustration-rummy","players":2}',
    ].join('\n');
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/index.ts', 'env-server'], {
      encoding: 'utf8',
      input,
      timeout: 120_000,
    });
    expect(r.status, r.stderr).toBe(0);
    const replies = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Reply);
    expect(replies.map((x) => x.ok)).toEqual([true, false, true]);
    expect(replies[0]).toMatchObject({ agent: expect.any(Number), done: false });
    expect(replies[2]).toMatchObject({ actionCount: 460 });
  });
});
