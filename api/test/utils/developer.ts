import { randomBytes } from 'node:crypto';
import type { TestApp } from './test-app';

export type Agent = ReturnType<TestApp['agent']>;

export const ALL_SCOPES = ['accounts:read', 'accounts:write', 'trading:write', 'sandbox:control', 'webhooks:manage'];

/** Signs a new developer up as the sign-up screen does; the agent keeps the session cookie. */
export async function signUp(t: TestApp): Promise<Agent> {
  const agent = t.agent();
  await agent
    .post('/api/register')
    .send({ username: `dev-${randomBytes(4).toString('hex')}`, password: 'correct-horse-battery' })
    .expect(201);
  return agent;
}

/** Creates a key in the console and returns the whole key (shown once) with its id. */
export async function createKey(agent: Agent, scopes = ALL_SCOPES, name = 'test key'): Promise<{ id: string; key: string }> {
  const res = await agent.post('/api/developer/keys').send({ name, scopes }).expect(201);
  return { id: res.body.id, key: res.body.key };
}

/** A signed-up developer with a key of every scope. */
export async function developerWithKey(
  t: TestApp,
  scopes = ALL_SCOPES,
): Promise<{ agent: Agent; key: string; keyId: string; auth: { Authorization: string } }> {
  const agent = await signUp(t);
  const { id, key } = await createKey(agent, scopes);
  return { agent, key, keyId: id, auth: { Authorization: `Bearer ${key}` } };
}
