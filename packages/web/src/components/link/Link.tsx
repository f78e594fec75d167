import { type AnchorHTMLAttributes, forwardRef } from 'react';
import { type To, useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of this site: the app's links never point elsewhere (a plain <a> does). */
  to: To;
  /** Replace the history entry instead of adding one (by default: when `to` is where we are). */
  replace?: boolean;
  state?: unknown;
}

/**
 * A link within the app, as react-router's <Link> draws it (same href, same click handling: a
 * modified or middle click, or another target, is left to the browser). Its own <Link> also brings
 * the framework mode's route prefetching (PrefetchPageLinks and what it reads), which a
 * BrowserRouter app never uses but every first visit downloaded: with react-router's unused code
 * left out of the build (build/pure-react-router.ts), 2.4 KB (gzip) of `/`'s script.
 * test/link.test.tsx checks both draw the same anchor.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, target, onClick, ...rest },
  ref,
) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, state, target });
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
});

export interface NavLinkProps extends LinkProps {
  /** Active only on `to` itself, not on the paths below it. */
  end?: boolean;
}

/**
 * A link of the site's navigation: `aria-current="page"` (and the class `active`) while the page
 * is `to` or, unless `end`, a path below it, compared without case as react-router's <NavLink> does.
 */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { end = false, className, ...rest },
  ref,
) {
  const at = useLocation().pathname.toLowerCase();
  const to = useResolvedPath(rest.to).pathname.toLowerCase();
  // `to` with a trailing slash ('/ur/') is also active on the paths below it ('/ur/job/1').
  const endSlash = to !== '/' && to.endsWith('/') ? to.length - 1 : to.length;
  const active = at === to || (!end && at.startsWith(to) && at.charAt(endSlash) === '/');
  return (
    <Link
      {...rest}
      ref={ref}
      aria-current={active ? 'page' : undefined}
      className={[className, active ? 'active' : null].filter(Boolean).join(' ')}
    />
  );
});
