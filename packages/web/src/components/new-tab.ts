import { isHttpUrl } from '@modern-jobs/domain';

/** Link props that open an external http(s) link in a new tab (spec §2), safely; none for site links. */
export function newTabIfExternal(link: string) {
  return isHttpUrl(link) ? ({ target: '_blank', rel: 'noopener noreferrer' } as const) : {};
}
