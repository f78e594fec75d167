import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  MemoryRouter,
  Link as RouterLink,
  NavLink as RouterNavLink,
  type To,
  useLocation,
  useNavigationType,
} from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Link, NavLink } from '../src/components/link/Link.tsx';

/** An anchor's attributes, but react-router's framework-mode marker (data-discover), which nothing reads. */
function attributesOf(anchor: HTMLElement) {
  return Object.fromEntries(
    [...anchor.attributes].filter((a) => a.name !== 'data-discover').map((a) => [a.name, a.value]),
  );
}

/** Where the router is, and how it got there. */
function Where() {
  const location = useLocation();
  return <output>{`${useNavigationType()} ${location.pathname}${location.search}`}</output>;
}

const at = (path: string, ui: ReactElement) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <Where />
    </MemoryRouter>,
  );

/** Whether the app cancelled a click, as the browser would see it (cancelled after, so jsdom does not try to load a page). */
function cancelsClick(element: HTMLElement, init: MouseEventInit = {}) {
  let cancelled = false;
  const look = (event: Event) => {
    cancelled = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', look);
  fireEvent(element, new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  window.removeEventListener('click', look);
  return cancelled;
}

const TARGETS: To[] = [
  '/',
  '/ur/',
  '/job/j-1',
  '/ur/job/j-1',
  '/employer/candidates?city=Lahore#top',
  { pathname: '/employer/candidates', search: '?q=nurse' },
  'wallet',
];

describe("the app's Link", () => {
  it("draws the anchor react-router's <Link> draws, for every kind of path the app links to", () => {
    for (const to of TARGETS) {
      const { unmount } = at(
        '/dashboard',
        <>
          <Link to={to} className="card" lang="ur" dir="rtl" data-boosted="true" style={{ color: 'red' }}>
            mine
          </Link>
          <RouterLink to={to} className="card" lang="ur" dir="rtl" data-boosted="true" style={{ color: 'red' }}>
            theirs
          </RouterLink>
        </>,
      );
      expect(attributesOf(screen.getByText('mine'))).toEqual(attributesOf(screen.getByText('theirs')));
      unmount();
    }
  });

  it('navigates within the app on a click, after its own onClick, and adds a history entry', () => {
    const onClick = vi.fn();
    at(
      '/',
      <Link to="/job/j-1?from=list" onClick={onClick}>
        job
      </Link>,
    );
    expect(cancelsClick(screen.getByText('job'))).toBe(true);
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByRole('status')).toHaveTextContent('PUSH /job/j-1?from=list');
  });

  it('replaces the history entry when it leads where the page already is, or when asked to', () => {
    at('/dashboard', <Link to="/dashboard">here</Link>);
    fireEvent.click(screen.getByText('here'));
    expect(screen.getByRole('status')).toHaveTextContent('REPLACE /dashboard');

    at(
      '/',
      <Link to="/profile" replace>
        profile
      </Link>,
    );
    fireEvent.click(screen.getByText('profile'));
    expect(screen.getAllByRole('status')[1]).toHaveTextContent('REPLACE /profile');
  });

  it("leaves to the browser a click it should handle: a modified or middle click, another target, one the link's onClick cancelled", () => {
    at(
      '/',
      <>
        <Link to="/a">plain</Link>
        <Link to="/b" target="_blank">
          tab
        </Link>
        <Link to="/c" onClick={(event) => event.preventDefault()}>
          cancelled
        </Link>
      </>,
    );
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])
      expect(cancelsClick(screen.getByText('plain'), init)).toBe(false);
    expect(cancelsClick(screen.getByText('tab'))).toBe(false);
    cancelsClick(screen.getByText('cancelled'));
    expect(screen.getByRole('status')).toHaveTextContent('POP /');
  });

  it('passes a ref to its anchor', () => {
    const ref = { current: null as HTMLAnchorElement | null };
    at(
      '/',
      <Link to="/" ref={ref}>
        home
      </Link>,
    );
    expect(ref.current).toBe(screen.getByText('home'));
  });
});

describe("the app's NavLink", () => {
  const PAGES = [
    '/',
    '/ur',
    '/ur/',
    '/ur/job/j-1',
    '/dashboard',
    '/Dashboard',
    '/dashboard/wallet',
    '/dashboards',
    '/profile',
    '/ur/profile',
  ];
  const LINKS = ['/', '/ur/', '/dashboard', '/ur/profile', '/profile', '/employer'];

  it("is current (aria-current, class active) exactly where react-router's <NavLink> is, with and without end", () => {
    for (const page of PAGES)
      for (const to of LINKS)
        for (const end of [false, true]) {
          const { unmount } = at(
            page,
            <>
              <NavLink to={to} end={end} className="link">
                mine
              </NavLink>
              <RouterNavLink to={to} end={end} className="link">
                theirs
              </RouterNavLink>
            </>,
          );
          const mine = attributesOf(screen.getByText('mine'));
          expect({ page, to, end, ...mine }).toEqual({ page, to, end, ...attributesOf(screen.getByText('theirs')) });
          unmount();
        }
  });

  it('is current on the home page only with end, as the navbar draws it', () => {
    at(
      '/job/j-1',
      <NavLink to="/" end>
        Jobs
      </NavLink>,
    );
    expect(screen.getByText('Jobs')).not.toHaveAttribute('aria-current');
    at(
      '/',
      <NavLink to="/" end>
        Home
      </NavLink>,
    );
    expect(screen.getByText('Home')).toHaveAttribute('aria-current', 'page');
  });
});
