import { issueTicket, ticketUser } from './mfa-ticket';

describe('MFA tickets', () => {
  const key = 'k';
  it('name their user within five minutes, for their interaction only', () => {
    const ticket = issueTicket(key, 'uid1', 'user_mfa', 1_000);
    expect(ticketUser(key, 'uid1', ticket, 1_000 + 299_000)).toBe('user_mfa');
    expect(ticketUser(key, 'uid1', ticket, 1_000 + 300_000)).toBeNull();
    expect(ticketUser(key, 'uid2', ticket, 2_000)).toBeNull();
    expect(ticketUser('other', 'uid1', ticket, 2_000)).toBeNull();
  });

  it('refuses a ticket whose user was changed or that is malformed', () => {
    const [, expires, mac] = issueTicket(key, 'uid1', 'user_mfa', 1_000).split('.');
    expect(ticketUser(key, 'uid1', `${Buffer.from('user_good').toString('base64url')}.${expires}.${mac}`, 2_000)).toBeNull();
    expect(ticketUser(key, 'uid1', 'garbage', 2_000)).toBeNull();
    expect(ticketUser(key, 'uid1', 'a.b.c', 2_000)).toBeNull();
  });
});
