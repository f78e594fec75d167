import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from './render.tsx';

const html = document.documentElement;

/** The language attributes of <html> written while `act` runs (a MutationObserver's records). */
async function writtenOnHtml(act: () => Promise<void>): Promise<string[]> {
  const written: string[] = [];
  const observer = new MutationObserver((records) => written.push(...records.map((r) => r.attributeName ?? '')));
  observer.observe(html, { attributeFilter: ['lang', 'dir'] });
  await act();
  await new Promise((resolve) => setTimeout(resolve, 0));
  observer.disconnect();
  return written;
}

afterEach(() => {
  html.lang = 'en';
  html.removeAttribute('dir');
});

describe("the page's language on <html>", () => {
  it('is left as the first HTML wrote it when it is already right: writing it, even unchanged, has the browser restyle the whole page', async () => {
    html.lang = 'ur';
    html.dir = 'rtl';

    const written = await writtenOnHtml(async () => {
      renderWithProviders(<p>سلام</p>, '/ur/');
      await screen.findByText('سلام');
    });

    expect(written).toEqual([]);
    expect(html).toHaveAttribute('lang', 'ur');
    expect(html).toHaveAttribute('dir', 'rtl');
  });

  it('is written when it is not', async () => {
    html.lang = 'en';
    html.removeAttribute('dir');

    const written = await writtenOnHtml(async () => {
      renderWithProviders(<p>سلام</p>, '/ur/');
      await screen.findByText('سلام');
    });

    expect(written.sort()).toEqual(['dir', 'lang']);
    expect(html).toHaveAttribute('lang', 'ur');
    expect(html).toHaveAttribute('dir', 'rtl');
  });
});
