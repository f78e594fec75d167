import type { Plugin } from 'vite';

/** The module of MantineProvider's <MantineCssVariables>, which writes the theme's variables as the app starts. */
export const MANTINE_CSS_VARIABLES =
  /@mantine[\\/]core[\\/]esm[\\/]core[\\/]MantineProvider[\\/]MantineCssVariables[\\/]MantineCssVariables\.mjs$/;

/** What the build puts in its place: a component that writes nothing. */
export const NO_CSS_VARIABLES = `"use client";
function MantineCssVariables() {
	return null;
}
export { MantineCssVariables };
`;

/**
 * Leaves out of the build the code with which MantineProvider computes the theme's CSS variables as
 * the app starts. The app never renders it (Providers: `withCssVariables={false}`; the variables are
 * in the stylesheet, build/mantine-variables.ts), yet importing it ran Mantine's default resolver over
 * its whole default theme (every shade of every colour, with their luminance and rgba forms) while
 * the app's script was evaluated, in the first long task of every page, and brought the resolver,
 * the merging and the deduplication along (about 1 KB gzip).
 */
export function noRuntimeCssVariables(): Plugin {
  return {
    name: 'no-runtime-css-variables',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      return MANTINE_CSS_VARIABLES.test(id.split('?')[0] ?? '') ? NO_CSS_VARIABLES : null;
    },
  };
}
