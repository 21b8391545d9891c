import request from 'supertest';
import type { Express } from 'express';
import type { Kysely } from 'kysely';
import { generate } from 'otplib';
import type { Database } from '../../server/db/schema';
import { addStaff, setPassword } from '../../server/admin/staff';
import type { StaffRole } from '../../server/admin/roles';

export const PASSWORD = 'a long enough password';

export type Agent = ReturnType<typeof request.agent>;

/** A browser-like client: keeps cookies, has the CSRF token the admin client would send. */
export async function newAgent(app: Express): Promise<{ agent: Agent; csrf: string }> {
  const agent = request.agent(app);
  const response = await agent.get('/api/admin/csrf').expect(200);
  return { agent, csrf: (response.body as { token: string }).token };
}

/** A member with a password (no second factor yet). */
export async function createMember(
  db: Kysely<Database>,
  role: StaffRole,
  email = `${role}-${Math.random().toString(36).slice(2, 8)}@example.org`,
): Promise<{ id: number; email: string }> {
  const { id } = await addStaff(db, { email, name: `${role} member`, role });
  await setPassword(db, id, PASSWORD);
  return { id, email };
}

/** Signs a member in through the API, enrolling the second factor: a fully signed-in agent. */
export async function signIn(
  app: Express,
  db: Kysely<Database>,
  role: StaffRole,
): Promise<{ agent: Agent; csrf: string; email: string; id: number; secret: string }> {
  const member = await createMember(db, role);
  const { agent, csrf } = await newAgent(app);
  await agent
    .post('/api/admin/login')
    .set('X-CSRF-Token', csrf)
    .send({ email: member.email, password: PASSWORD })
    .expect(200);
  const offer = await agent.get('/api/admin/second-factor').expect(200);
  const secret = (offer.body as { secret: string }).secret;
  await agent
    .post('/api/admin/second-factor/enrol')
    .set('X-CSRF-Token', csrf)
    .send({ code: await generate({ secret }) })
    .expect(200);
  return { agent, csrf, ...member, secret };
}
