import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** react-router's production modules (the build's; tests and the dev server run its development ones). */
const MODULE = /[\\/]react-router[\\/]dist[\\/]production[\\/]lib[\\/].*\.js$/;
/** A component or context made at the module's top level: `const Link = React$1.forwardRef(...)`. */
const FACTORY = /(?<![\w$.])React\$1\.(forwardRef|createContext|memo)\(/g;
/** `Link.displayName = "Link";` on a line of its own: a name for React's developer tools. */
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";\n/gm;

/**
 * Lets the bundler drop what the app does not use of react-router's modules. It keeps a module's
 * top-level statement unless it can tell the statement does nothing but make a value: a call it
 * cannot see into (React's forwardRef, createContext, memo) or a property written on its result
 * (the displayName each component and context is given) counts as doing something. So every
 * first visit downloaded <Link>, <NavLink>, <Form> and a dozen contexts whether used or not, and
 * with them what they use (the framework mode's route prefetching, form submission): 1.5 KB of
 * `/`'s script (gzip). Marking those calls pure (they are: each only makes an object) and leaving
 * out the developer tools' names (production React never shows them) changes nothing that runs.
 */
export function pureReactRouter(): Plugin {
  let edits = 0;
  return {
    name: 'pure-react-router',
    apply: 'build',
    transform: {
      filter: { id: MODULE },
      handler(code) {
        const edited = new MagicString(code);
        for (const m of code.matchAll(FACTORY)) edited.appendLeft(m.index, '/* @__PURE__ */ ');
        for (const m of code.matchAll(DISPLAY_NAME)) edited.remove(m.index, m.index + m[0].length);
        if (!edited.hasChanged()) return null;
        edits++;
        return { code: edited.toString(), map: edited.generateMap({ hires: true }) };
      },
    },
    buildEnd(error) {
      // A new react-router written differently would silently bring the unused code back.
      if (!error && edits === 0)
        this.error(
          'pure-react-router: no react-router module had the shape this plugin edits (build/pure-react-router.ts)',
        );
    },
  };
}
