import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { BatchedLines } from '../../server/log-stream';

const dir = mkdtempSync(path.join(tmpdir(), 'log-stream-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function logTo(name: string) {
  const file = path.join(dir, name);
  const fd = openSync(file, 'a');
  const logger = pino({ base: undefined }, new BatchedLines(fd));
  return { logger, read: () => readFileSync(file, 'utf8'), close: () => closeSync(fd) };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('BatchedLines (the logger’s stdout)', () => {
  it('writes the lines of one turn of the event loop together, whole and in order, right after it', async () => {
    const log = logTo('batch.log');
    for (let index = 0; index < 10; index += 1) log.logger.info({ index }, 'request completed');
    expect(log.read()).toBe('');
    await tick();
    expect(log.read().trim().split('\n')).toHaveLength(10);
    // Past PIPE_BUF a batch is written before it would grow larger: whole lines only.
    for (let index = 10; index < 200; index += 1) log.logger.info({ index }, 'request completed');
    const written = log.read();
    expect(written.length).toBeGreaterThan(0);
    expect(written.endsWith('\n')).toBe(true);
    await tick();
    const lines = log
      .read()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { index: number });
    expect(lines.map((line) => line.index)).toEqual([...Array(200).keys()]);
    log.close();
  });

  it('writes a warning at once, with the lines before it', () => {
    const log = logTo('warn.log');
    log.logger.info('first');
    log.logger.warn('second');
    const lines = log
      .read()
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(lines).toEqual(['first', 'second']);
    log.close();
  });
});
