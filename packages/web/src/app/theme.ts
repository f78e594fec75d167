import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

/**
 * A deep green for the brand: white text on its filled shade (8) has a contrast of 7:1, where
 * Mantine's own green fails the 4.5:1 that small text needs.
 */
const brand: MantineColorsTuple = [
  '#f0fdf4',
  '#dcfce7',
  '#bbf7d0',
  '#86efac',
  '#4ade80',
  '#22c55e',
  '#16a34a',
  '#15803d',
  '#166534',
  '#14532d',
];

export const theme = createTheme({
  colors: { brand },
  primaryColor: 'brand',
  primaryShade: 8,
  autoContrast: true,
  defaultRadius: 'md',
  // The font stack is set in global.css, so it applies from the moment the stylesheet arrives.
});

/** The BOOSTED badge: a dark orange that keeps white text readable. */
export const BOOSTED_COLOR = '#9a3412';

/** Secondary ("dimmed") text one shade darker than Mantine's, which is below 4.5:1 on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
