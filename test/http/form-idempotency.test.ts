import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DIALECTS } from '../helpers/test-database';
import { aidFields, contactBody, csrfAgent, multipart, pdfFile } from '../helpers/application-fixtures';
import { newKey } from '../helpers/giving-fixtures';

describe.each(TEST_DIALECTS)('every form carries an idempotency key like orders (%s)', (dialect) => {
  let t: TestApp;
  let agent: ReturnType<typeof request.agent>;
  let token: string;
  const count = async (table: 'contact_messages' | 'aid_requests' | 'in_kind_requests') =>
    Number(
      (
        await t
          .database!.db.selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp({ database: dialect, env: { FORM_RATE_LIMIT: '1000' } });
    agent = request.agent(t.app);
    token = await csrfAgent(agent);
  });
  afterAll(async () => t.close());

  const contact = (key: string, body: object = contactBody) =>
    agent.post('/api/v1/contact').set('X-CSRF-Token', token).set('Idempotency-Key', key).send(body);

  it('a double-clicked form (two requests at once, one key) creates one record; both get its answer', async () => {
    const before = await count('contact_messages');
    const key = newKey();
    const [first, second] = await Promise.all([contact(key), contact(key)]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body.reference).toBe(second.body.reference);
    expect([first.headers['idempotent-replayed'], second.headers['idempotent-replayed']]).toContain('true');
    expect(await count('contact_messages')).toBe(before + 1);
    // Later repeats too.
    expect((await contact(key).expect(201)).body.reference).toBe(first.body.reference);
    expect(await count('contact_messages')).toBe(before + 1);
  });

  it('a refused attempt frees its key: the corrected form is stored with the same key', async () => {
    const before = await count('contact_messages');
    const key = newKey();
    await contact(key, { ...contactBody, email: 'not-an-email' }).expect(400);
    await contact(key).expect(201);
    expect(await count('contact_messages')).toBe(before + 1);
  });

  it("another key is another record; a malformed key is a 400 in the visitor's language", async () => {
    const before = await count('contact_messages');
    await contact(newKey()).expect(201);
    await contact(newKey()).expect(201);
    expect(await count('contact_messages')).toBe(before + 2);
    const bad = await contact('no').set('Accept-Language', 'en').expect(400);
    expect(bad.body.error.message).toBe('Missing or malformed Idempotency-Key');
  });

  it('multipart forms with files and the in-kind form too', async () => {
    const aidBefore = await count('aid_requests');
    const key = newKey();
    const post = () =>
      multipart(agent.post('/api/v1/aid-requests').set('X-CSRF-Token', token).set('Idempotency-Key', key), aidFields, [
        ['attachments', pdfFile(), 'report.pdf'],
      ]);
    const [a, b] = await Promise.all([post(), post()]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.reference).toBe(b.body.reference);
    expect(await count('aid_requests')).toBe(aidBefore + 1);

    const inKindBefore = await count('in_kind_requests');
    const offer = {
      itemType: 'mobilityAids',
      quantity: '1',
      condition: 'new',
      city: 'Riyadh',
      name: 'Sample Giver',
      mobile: '0551234567',
    };
    const inKindKey = newKey();
    for (let i = 0; i < 2; i += 1)
      await agent
        .post('/api/v1/giving/in-kind-requests')
        .set('X-CSRF-Token', token)
        .set('Idempotency-Key', inKindKey)
        .send(offer)
        .expect(201);
    expect(await count('in_kind_requests')).toBe(inKindBefore + 1);
  });
});
