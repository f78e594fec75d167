import { describe, expect, it } from 'vitest';
import { eagerCommonJs } from '../build/eager-commonjs.ts';

// A chunk as the bundler renders it before minifying: CommonJS modules in lazy wrappers.
const CHUNK = [
  'var require_react = /* @__PURE__ */ __commonJSMin(((exports) => {',
  '  exports.version = "19";',
  '}));',
  'var require_dom = /* @__PURE__ */ __commonJSMin(((exports, module) => {',
  '  module.exports = { root: require_react().version };',
  '}));',
  'export const version = require_dom().root;',
].join('\n');

type RenderChunk = (code: string) => { code: string; map: { mappings: string } } | null;
const renderChunk = eagerCommonJs().renderChunk as unknown as RenderChunk;

describe('eagerCommonJs', () => {
  it('turns each CommonJS wrapper into a parenthesized function expression, which V8 compiles while streaming', () => {
    const result = renderChunk(CHUNK);
    expect(result?.code).toContain('__commonJSMin((function(exports) {');
    expect(result?.code).toContain('__commonJSMin((function(exports, module) {');
    expect(result?.code).not.toContain('=>');
    expect(result?.map.mappings).not.toBe('');
  });

  it('leaves the modules doing what they did', async () => {
    const run = async (code: string) => {
      const helper =
        'const __commonJSMin = (cb, mod) => () => (mod || cb((mod = { exports: {} }).exports, mod), mod.exports);';
      const url = `data:text/javascript,${encodeURIComponent(`${helper}\n${code}`)}`;
      return ((await import(/* @vite-ignore */ url)) as { version: string }).version;
    };
    expect(await run(renderChunk(CHUNK)?.code ?? '')).toBe(await run(CHUNK));
    expect(await run(CHUNK)).toBe('19');
  });

  it('leaves a chunk without CommonJS modules alone', () => {
    expect(renderChunk('export const a = () => 1;')).toBeNull();
  });
});
