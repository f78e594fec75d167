import { Button, Text } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconBrandWhatsapp, IconSearch, IconSparkles } from '@tabler/icons-react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { type ReactElement, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SimpleButton } from '../src/components/button/SimpleButton.tsx';
import { Link } from '../src/components/link/Link.tsx';
import { LoadMoreJobs } from '../src/pages/home/LoadMoreJobs.tsx';
import { normalized } from './normalized-dom.ts';
import { renderWithProviders } from './render.tsx';

/** Each kind of button the app draws with SimpleButton, by where it is, with the props it gives. */
const BUTTONS: [string, (B: typeof SimpleButton) => ReactElement][] = [
  [
    'the search',
    (B) => (
      <B type="submit" leftSection={<IconSearch size={16} />} style={{ flexGrow: 0 }}>
        Search
      </B>
    ),
  ],
  [
    'a job type, chosen',
    (B) => (
      <B size="compact-md" radius="xl" variant="filled" aria-pressed>
        All
      </B>
    ),
  ],
  [
    'a job type, not chosen',
    (B) => (
      <B size="compact-md" radius="xl" variant="default" aria-pressed={false}>
        Contract
      </B>
    ),
  ],
  [
    '"did you mean"',
    (B) => (
      <B variant="subtle" size="compact-md" style={{ alignSelf: 'flex-start' }}>
        nurse?
      </B>
    ),
  ],
  [
    'more filters',
    (B) => (
      <B
        variant="subtle"
        size="compact-md"
        leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden="true" />}
        aria-expanded={false}
        aria-controls="more-filters"
      >
        More filters
      </B>
    ),
  ],
  [
    'the promotion',
    (B) => (
      <B
        component="a"
        href="https://offer.example.pk"
        variant="subtle"
        color="dark"
        fullWidth
        leftSection={<IconSparkles size={18} aria-hidden="true" />}
        target="_blank"
        rel="noopener noreferrer"
      >
        <Text fw={700} dir="auto">
          Special Offer
        </Text>
      </B>
    ),
  ],
  [
    'the hero’s browse',
    (B) => (
      <B size="md" color="yellow" c="dark">
        Browse Jobs
      </B>
    ),
  ],
  [
    'the hero’s post a job',
    (B) => (
      <B size="md" variant="white" component={Link} to="/employer">
        Post a Job
      </B>
    ),
  ],
  [
    'sign in',
    (B) => (
      <B component="a" href="/api/login" fullWidth={false}>
        Sign In
      </B>
    ),
  ],
  [
    'log out, in the menu',
    (B) => (
      <B component="a" href="/api/logout" variant="default" size="sm" fullWidth>
        Logout
      </B>
    ),
  ],
  [
    'try again',
    (B) => (
      <B variant="light" mt="sm">
        Try again
      </B>
    ),
  ],
  ['apply', (B) => <B size="md">Apply Now</B>],
  [
    'apply, the job closed',
    (B) => (
      <B size="md" disabled>
        Closed
      </B>
    ),
  ],
  [
    'share on WhatsApp',
    (B) => (
      <B
        component="a"
        href="https://wa.me/?text=job"
        target="_blank"
        rel="noopener noreferrer"
        variant="light"
        color="brand"
        size="md"
        leftSection={<IconBrandWhatsapp size={18} />}
      >
        Share
      </B>
    ),
  ],
  [
    'load more',
    (B) => (
      <B variant="default" mx="auto" mt="xs">
        Load more
      </B>
    ),
  ],
];

describe('SimpleButton', () => {
  it.each(BUTTONS)("draws %s with the DOM Mantine's Button draws, in both languages", (_, button) => {
    for (const path of ['/', '/ur/']) {
      const ours = renderWithProviders(button(SimpleButton), path);
      const mantine = renderWithProviders(button(Button as unknown as typeof SimpleButton), path);
      const [element] = ours.container.children;
      const [reference] = mantine.container.children;
      expect(element).toBeDefined();
      expect(normalized(element as Element)).toBe(normalized(reference as Element));
      ours.unmount();
      mantine.unmount();
    }
  });

  it('is pressed as a button, and not when disabled', () => {
    const onClick = vi.fn();
    renderWithProviders(
      <>
        <SimpleButton onClick={onClick}>Go</SimpleButton>
        <SimpleButton onClick={onClick} disabled>
          Closed
        </SimpleButton>
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    fireEvent.click(screen.getByRole('button', { name: 'Closed' }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});

/** 'Load more' as the list draws it, its loading state set from outside (`set`). */
const harness: { set?: (loading: boolean) => void } = {};
function List({ onClick }: { onClick: () => void }) {
  const [loading, setLoading] = useState(false);
  harness.set = setLoading;
  return (
    <LoadMoreJobs loading={loading} onClick={onClick}>
      Load more
    </LoadMoreJobs>
  );
}

describe('LoadMoreJobs', () => {
  it("draws Mantine's button at once, loads a next page on a press, and shows the loading state once Mantine's is here", async () => {
    const onClick = vi.fn();
    const reference = renderWithProviders(
      <Button variant="default" mx="auto" mt="xs">
        Load more
      </Button>,
    );
    const expected = normalized(reference.container.children[0] as Element);
    reference.unmount();

    const list = renderWithProviders(<List onClick={onClick} />);
    const first = within(list.container).getByRole('button', { name: 'Load more' });
    expect(normalized(first)).toBe(expected);
    fireEvent.click(first);
    expect(onClick).toHaveBeenCalledOnce();

    // Mantine's button, once its module has loaded: the same button, then its loading state.
    await act(() => import('../src/pages/home/mantine-button.ts'));
    expect(normalized(await within(list.container).findByRole('button', { name: 'Load more' }))).toBe(expected);
    act(() => harness.set?.(true));
    await vi.waitFor(() =>
      expect(within(list.container).getByRole('button', { name: 'Load more' })).toHaveAttribute('data-loading', 'true'),
    );
    expect(within(list.container).getByRole('button', { name: 'Load more' })).toBeDisabled();
  });
});
