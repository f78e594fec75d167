import { describe, expect, it } from 'vitest';
import { upsertAdmin } from '../../src/accounts/store/admins.ts';
import { createSession, findSession } from '../../src/accounts/store/sessions.ts';
import { hashToken } from '../../src/auth/tokens.ts';

describe('create-admin on an existing admin (upsertAdmin)', () => {
  const mobile = '03119998877';

  it("ends every live session of that admin when the password changes, and no one else's", async () => {
    expect(await upsertAdmin(mobile, 'first password 1')).toBe('created');
    const phone = hashToken('p'.repeat(43));
    const laptop = hashToken('l'.repeat(43));
    const otherAdmin = hashToken('o'.repeat(43));
    await createSession('admin', mobile, phone);
    await createSession('admin', mobile, laptop);
    await createSession('admin', '03001112222', otherAdmin);

    expect(await upsertAdmin(mobile, 'second password 2')).toBe('reset');

    expect(await findSession('admin', phone)).toBeNull();
    expect(await findSession('admin', laptop)).toBeNull();
    expect(await findSession('admin', otherAdmin)).not.toBeNull();
  }, 90_000); // three scrypt hashes at N=2^17 take seconds on a busy 2-core machine

  it('leaves sessions alone when the password given is the one it already has (a local stack restart)', async () => {
    const tablet = hashToken('t'.repeat(43));
    await createSession('admin', mobile, tablet);

    expect(await upsertAdmin(mobile, 'second password 2')).toBe('unchanged');
    expect(await findSession('admin', tablet)).not.toBeNull();
  }, 60_000);
});
