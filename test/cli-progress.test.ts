/**
 * The command's progress bar: redrawn in place, throttled, ended once.
 */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { progressBar } from '../src/cli/progress.js';

function sink(): { stream: Writable; text: () => string } {
  let out = '';
  const stream = new Writable({
    write(chunk, _enc, done) {
      out += String(chunk);
      done();
    },
  });
  return { stream, text: () => out };
}

describe('progressBar', () => {
  it('draws in place, at most every 100 ms, always the last update, and ends its line once', () => {
    const { stream, text } = sink();
    const bar = progressBar(stream, 'games');
    bar.stop(); // never started: nothing
    expect(text()).toBe('');
    for (let done = 1; done <= 1000; done++) bar.update(done, 1000);
    const lines = text().split('\r').filter(Boolean);
    // The first update and the last are drawn; the thousand between them are not all.
    expect(lines.length).toBeLessThan(50);
    expect(lines[0]).toContain('1/1000 games');
    expect(lines.at(-1)).toContain('1000/1000 games');
    expect(text()).not.toContain('\n');
    bar.stop();
    bar.stop();
    expect(text().endsWith('\n')).toBe(true);
    expect(text().split('\n')).toHaveLength(2);
  });
});
