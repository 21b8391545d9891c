import { describe, expect, it } from 'vitest';
import { stringFilter, stringFilters } from '../../server/admin/list';

describe('admin list filters', () => {
  it('reads each named filter as stringFilter does: non-empty strings up to 200 characters, else undefined', () => {
    const filter = { status: 'paid', method: '', number: 42, note: 'x'.repeat(201), extra: 'ignored' };
    const picked = stringFilters(filter, 'status', 'method', 'number', 'note', 'missing');
    expect(picked).toEqual({
      status: 'paid',
      method: undefined,
      number: undefined,
      note: undefined,
      missing: undefined,
    });
    for (const key of ['status', 'method', 'number', 'note', 'missing'] as const)
      expect(picked[key]).toBe(stringFilter(filter, key));
    expect(Object.keys(picked)).not.toContain('extra');
  });
});
