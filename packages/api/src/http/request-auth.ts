import { API_MESSAGES, type Company } from '@modern-jobs/domain';
import type { Access } from '@modern-jobs/domain/routes';
import { findSession } from '../accounts/store/sessions.ts';
import { type Account, getAccount } from '../accounts/store/users.ts';
import { COOKIE, readCookies } from '../auth/cookies.ts';
import { hashToken } from '../auth/tokens.ts';
import { httpError } from './errors.ts';

export interface SeekerIdentity {
  userId: string;
  tokenHash: string;
}

export interface EmployerIdentity extends SeekerIdentity {
  company: Company;
  firstName: string | null;
  email: string | null;
}

export interface AdminIdentity {
  mobile: string;
  tokenHash: string;
}

/**
 * Who is calling, from the session cookies. Each kind is looked up at most once per request, and
 * only when asked for: a public page with no cookie costs no read.
 *
 * A seeker session counts only while its account is not disabled. Disabling deletes the person's
 * sessions, but finds them through an index that can lag a session made a moment before; reading
 * the profile with the session closes that gap, at one more read per signed-in request.
 */
export class RequestAuth {
  readonly cookies: Record<string, string>;
  #seeker?: Promise<{ identity: SeekerIdentity; account: Account | null } | null>;
  #admin?: Promise<AdminIdentity | null>;

  constructor(cookies: readonly string[] | undefined) {
    this.cookies = readCookies(cookies);
  }

  #seekerSession() {
    this.#seeker ??= this.#lookup('seeker', COOKIE.seeker).then(async (session) =>
      session
        ? {
            identity: { userId: session.subject, tokenHash: session.tokenHash },
            account: await getAccount(session.subject),
          }
        : null,
    );
    return this.#seeker;
  }

  /** The signed-in seeker; null when signed out or disabled. */
  async seeker(): Promise<SeekerIdentity | null> {
    const session = await this.#seekerSession();
    return session && !session.account?.disabled ? session.identity : null;
  }

  admin(): Promise<AdminIdentity | null> {
    this.#admin ??= this.#lookup('admin', COOKIE.admin).then((s) =>
      s ? { mobile: s.subject, tokenHash: s.tokenHash } : null,
    );
    return this.#admin;
  }

  /** The signed-in person's profile (company, disabled), read with the session; null when signed out. */
  async account(): Promise<Account | null> {
    return (await this.#seekerSession())?.account ?? null;
  }

  /**
   * The caller as an employer: a seeker session whose profile has a company and is not disabled.
   * 401 signed out; 403 signed in without a company (notEmployer) or disabled (accountDisabled).
   */
  async requireEmployer(): Promise<EmployerIdentity> {
    const seeker = await this.requireSeeker();
    const account = await this.account();
    const company = account?.user.company;
    if (!company) throw httpError(403, API_MESSAGES.notEmployer);
    return { ...seeker, company, firstName: account?.user.firstName ?? null, email: account?.user.email ?? null };
  }

  /** The signed-in seeker: 401 signed out, 403 (accountDisabled) disabled. */
  async requireSeeker(): Promise<SeekerIdentity> {
    const session = await this.#seekerSession();
    if (!session) throw httpError(401, API_MESSAGES.notSignedIn);
    if (session.account?.disabled) throw httpError(403, API_MESSAGES.accountDisabled);
    return session.identity;
  }

  async requireAdmin(): Promise<AdminIdentity> {
    const admin = await this.admin();
    if (!admin) throw httpError(401, API_MESSAGES.adminRequired);
    return admin;
  }

  /** Enforces a route's access level before its handler runs. */
  async enforce(access: Access): Promise<void> {
    if (access === 'seeker') await this.requireSeeker();
    else if (access === 'admin') await this.requireAdmin();
    else if (access === 'employer') await this.requireEmployer();
    else if (access === 'seeker-or-admin') {
      const [seeker, admin] = await Promise.all([this.seeker(), this.admin()]);
      if (!seeker && !admin) throw httpError(401, API_MESSAGES.notSignedIn);
    }
  }

  async #lookup(kind: 'seeker' | 'admin', cookie: string) {
    const token = this.cookies[cookie];
    // Tokens we issue are 43 characters; anything else cannot match and costs no read.
    if (token?.length !== 43) return null;
    return findSession(kind, hashToken(token));
  }
}
