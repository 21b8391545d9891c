import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorRecord, recentErrors, recordError } from '../../src/lib/error-log';

afterEach(() => vi.restoreAllMocks());

describe('errors are recorded with their time and route', () => {
  it('a record carries the ISO time, status, message, path and route', () => {
    const at = new Date('2026-11-23T05:00:01.250Z');
    expect(errorRecord({ statusCode: 503, message: 'down' }, { path: '/en/news', route: 'news' }, at)).toEqual({
      at: '2026-11-23T05:00:01.250Z',
      statusCode: 503,
      message: 'down',
      path: '/en/news',
      route: 'news',
    });
    expect(errorRecord({ statusCode: 404, message: 'x' }, { path: '/nope' }, at).route).toBeNull();
  });

  it('the browser keeps the last 20, newest last, and writes each to the console with its time', () => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => undefined);
    for (let i = 0; i < 25; i += 1)
      recordError(
        { statusCode: 500, message: `e${i}` },
        { path: `/p${i}`, route: 'r' },
        new Date(Date.UTC(2026, 10, 23, 5, 0, i)),
      );
    const list = recentErrors();
    expect(list).toHaveLength(20);
    expect(list[0].message).toBe('e5');
    expect(list.at(-1)).toMatchObject({ message: 'e24', at: '2026-11-23T05:00:24.000Z' });
    expect(console).toHaveBeenLastCalledWith('[2026-11-23T05:00:24.000Z] 500 on /p24 (r): e24');
  });
});
