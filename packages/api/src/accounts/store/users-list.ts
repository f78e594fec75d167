import { type AdminUser, registrationText, type UserRole } from '@modern-jobs/domain';
import type { TableItem } from '../../storage/item.ts';
import { queryPage } from '../../storage/paged-query.ts';
import { roleList, roleOf, type StoredUser, USERS_LIST } from './users.ts';

/** A profile or an admin account as a row of the Users tab. */
export function adminUserOf(item: TableItem): AdminUser {
  if (item.entity === 'admin')
    return {
      id: String(item.mobile),
      role: 'admin',
      firstName: null,
      email: null,
      companyName: null,
      disabled: false,
      createdAt: String(item.createdAt),
    };
  const user = item as StoredUser;
  return {
    id: user.id,
    role: roleOf(user),
    firstName: user.firstName ?? null,
    email: user.email ?? null,
    companyName: user.company?.name ?? null,
    ...(user.company?.verified ? { companyVerified: user.company.verified } : {}),
    ...(user.company
      ? { companyRegistration: registrationText(user.company.registration), companyVersion: user.company.updatedAt }
      : {}),
    disabled: user.disabled === true,
    createdAt: user.createdAt,
  };
}

/**
 * The operator's Users tab: everyone (GSI2, USERS) or one role (GSI1, USERS#<role>), newest first, a
 * Query on one partition. Words (`q`) match name, e-mail or company as a filter on that Query: a
 * page reads on until it is full (paged-query.ts), else answers short with a cursor.
 */
export async function listUsers(query: {
  q?: string | undefined;
  role?: UserRole | undefined;
  limit: number;
  cursor?: string | undefined;
}): Promise<{ items: AdminUser[]; nextCursor: string | null; itemsRead: number }> {
  const [index, partition] = query.role ? (['GSI1', roleList(query.role)] as const) : (['GSI2', USERS_LIST] as const);
  const words = query.q?.trim().toLowerCase();
  const page = await queryPage({
    index,
    partition,
    filter: words
      ? { expression: 'contains(#text, :q)', names: { '#text': 'searchText' }, values: { ':q': words } }
      : undefined,
    limit: query.limit,
    cursor: query.cursor,
  });
  return { ...page, items: page.items.map(adminUserOf) };
}
