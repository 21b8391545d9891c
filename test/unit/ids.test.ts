import { describe, expect, it } from 'vitest';
import { CAMPAIGN_SLUG, isNumericId, RANDOM_ID, SECRET_TOKEN } from '../../src/domain/ids';
import { randomId } from '../../server/services/giving/ids';
import { newSecret } from '../../server/security/secrets';
import { newSlug } from '../../server/services/campaigns/campaigns';

/** The id kit (src/domain/ids.ts): each shape the checks use is the shape the server makes. */
describe('ids', () => {
  it('random ids, secrets and campaign slugs as made match the shapes every check uses, and nothing longer or shorter does', () => {
    for (let i = 0; i < 50; i += 1) {
      expect(randomId()).toMatch(RANDOM_ID);
      expect(newSecret()).toMatch(SECRET_TOKEN);
      expect(newSlug()).toMatch(CAMPAIGN_SLUG);
    }
    expect(RANDOM_ID.test(`${randomId()}x`)).toBe(false);
    expect(SECRET_TOKEN.test(newSecret().slice(1))).toBe(false);
    expect(CAMPAIGN_SLUG.test('abc/../defgh')).toBe(false);
  });

  it('numeric ids run from 1 to 2³¹−1, written plainly', () => {
    expect(['1', '42', '2147483647'].every((id) => isNumericId(id))).toBe(true);
    expect(
      ['0', '01', '-1', '1.0', '1e3', ' 1', '2147483648', '9999999999', '', undefined].some((id) => isNumericId(id)),
    ).toBe(false);
  });
});
