import { afterAll, describe, expect, it, vi } from 'vitest';

// The kit must not lean on the process's zone: the browsers it runs in are anywhere. It is imported
// afresh under each zone below, and the answers must be the same.
const ZONES = ['UTC', 'America/New_York', 'Asia/Riyadh', 'Pacific/Kiritimati'];
const savedZone = process.env.TZ;
afterAll(() => {
  if (savedZone === undefined) delete process.env.TZ;
  else process.env.TZ = savedZone;
});

describe.each(ZONES)('Riyadh date-time inputs with the process in %s', (zone) => {
  async function kit() {
    process.env.TZ = zone;
    vi.resetModules();
    return import('../../src/admin/riyadh-date-time');
  }

  it('14:30 typed is 11:30 UTC, and 11:30 UTC shows as 14:30', async () => {
    const { riyadhWallClock, utcInstantOfRiyadh } = await kit();
    expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(
      zone === 'UTC' ? 0 : zone === 'America/New_York' ? 300 : zone === 'Asia/Riyadh' ? -180 : -840,
    );
    expect(utcInstantOfRiyadh('2026-11-27T14:30')).toBe('2026-11-27T11:30:00.000Z');
    expect(riyadhWallClock('2026-11-27T11:30:00.000Z')).toBe('2026-11-27T14:30');
    expect(riyadhWallClock(new Date('2026-11-27T11:30:00.000Z'))).toBe('2026-11-27T14:30');
    // An instant written with another offset is the same instant.
    expect(riyadhWallClock('2026-11-27T06:30:00-05:00')).toBe('2026-11-27T14:30');
  });

  it('crosses midnight, the month and the year the right way; seconds are kept when typed', async () => {
    const { riyadhWallClock, utcInstantOfRiyadh } = await kit();
    expect(utcInstantOfRiyadh('2027-01-01T01:15')).toBe('2026-12-31T22:15:00.000Z');
    expect(riyadhWallClock('2026-12-31T22:15:00.000Z')).toBe('2027-01-01T01:15');
    expect(riyadhWallClock('2026-02-28T21:00:00Z')).toBe('2026-03-01T00:00');
    expect(utcInstantOfRiyadh('2026-03-08T02:30:45')).toBe('2026-03-07T23:30:45.000Z');
  });

  it('a round trip gives back what was typed, and formatting twice changes nothing (the input formats its value again)', async () => {
    const { riyadhWallClock, utcInstantOfRiyadh } = await kit();
    // 8 March 02:30 is a time New York's clocks skip; Riyadh has no such hole.
    for (const typed of ['2026-03-08T02:30', '2026-11-01T01:30', '2026-06-15T23:59', '2026-11-27T00:00']) {
      expect(riyadhWallClock(utcInstantOfRiyadh(typed))).toBe(typed);
      expect(riyadhWallClock(riyadhWallClock(utcInstantOfRiyadh(typed)))).toBe(typed);
    }
  });

  it('empty stays empty; a day that does not exist or a text is handed on for the schema to refuse', async () => {
    const { riyadhWallClock, utcInstantOfRiyadh } = await kit();
    expect(utcInstantOfRiyadh('')).toBeNull();
    expect(utcInstantOfRiyadh(null)).toBeNull();
    expect(riyadhWallClock(null)).toBe('');
    expect(riyadhWallClock('')).toBe('');
    expect(riyadhWallClock('not a time')).toBe('');
    expect(utcInstantOfRiyadh('2026-02-30T10:00')).toBe('2026-02-30T10:00');
    expect(utcInstantOfRiyadh('2026-11-27T24:00')).toBe('2026-11-27T24:00');
    expect(utcInstantOfRiyadh('tomorrow')).toBe('tomorrow');
  });

  it('stored instants read as Riyadh time in a CSV cell and in the audit log’s before and after; other texts stay', async () => {
    const { jsonInRiyadhTime, riyadhTimeText } = await kit();
    expect(riyadhTimeText('2026-11-26T21:30:00.000Z')).toBe('2026-11-27 00:30:00');
    expect(riyadhTimeText('2026-11-27T11:30:00Z')).toBe('2026-11-27 14:30:00');
    for (const other of ['2026-11-27', 'A note written at 2026-11-27T11:30:00Z', '2026-11-27T14:30', ''])
      expect(riyadhTimeText(other)).toBe(other);
    expect(
      JSON.parse(
        jsonInRiyadhTime({
          title: 'x',
          publish_at: '2026-11-27T11:30:00.000Z',
          nested: [{ at: '2026-12-31T22:15:00.000Z' }],
          n: 3,
        }),
      ),
    ).toEqual({
      title: 'x',
      publish_at: '2026-11-27 14:30:00',
      nested: [{ at: '2027-01-01 01:15:00' }],
      n: 3,
    });
  });
});
