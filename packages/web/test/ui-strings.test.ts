import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import {
  type Expression,
  isAsExpression,
  isBinaryExpression,
  isConditionalExpression,
  isJsxAttribute,
  isJsxElement,
  isJsxExpression,
  isJsxFragment,
  isJsxText,
  isNonNullExpression,
  isNoSubstitutionTemplateLiteral,
  isParenthesizedExpression,
  isPropertyAssignment,
  isSatisfiesExpression,
  isStringLiteral,
  isTemplateExpression,
  type Node,
  type SourceFile,
  SyntaxKind,
} from 'typescript/unstable/ast';
import { createVirtualFileSystem } from 'typescript/unstable/fs';
import { API } from 'typescript/unstable/sync';
import { describe, expect, it } from 'vitest';

/**
 * Every word a seeker reads comes from the catalog (`t(...)`), so each language has it: no English
 * written straight into a component's JSX. The admin panel stays English and is not checked.
 *
 * The files are parsed by the TypeScript compiler. TypeScript 7 (the workspace's) has no
 * in-process `ts.createSourceFile`; its API runs the compiler as a child process and hands back
 * the syntax tree (`typescript/unstable/*`), here over a virtual file system holding just the
 * files to check, so nothing is resolved or type-checked.
 */

const SRC = join(import.meta.dirname, '..', 'src');
const ADMIN = join(SRC, 'pages', 'admin');

/** Text any page may show as written: the brand. */
const BRAND = 'Modern Jobs';

/** JSX attributes whose value a person reads or hears. */
const TEXT_ATTRIBUTES = new Set([
  'label',
  'placeholder',
  'title',
  'alt',
  'aria-label',
  'hint',
  'description',
  'error',
  'message',
]);

interface Finding {
  file: string;
  line: number;
  text: string;
}

/** A text with letters a person reads as English: a Latin letter left once the brand and HTML entities are gone. */
const isLatin = (text: string) => /[A-Za-z]/.test(text.replaceAll(BRAND, '').replace(/&(?:#\w+|[A-Za-z]+);/g, ''));

/**
 * The strings an expression shows as they are: a literal, a template's literal parts, either
 * branch of `?:`, a fallback of `??`/`||`, the value of `&&`, a `+` concatenation. Not the
 * arguments of a call: `t('job.applyNow')` is a catalog key, not a text.
 */
function shownLiterals(expression: Expression): Node[] {
  if (isStringLiteral(expression) || isNoSubstitutionTemplateLiteral(expression)) return [expression];
  if (isTemplateExpression(expression)) return [expression];
  if (
    isParenthesizedExpression(expression) ||
    isAsExpression(expression) ||
    isSatisfiesExpression(expression) ||
    isNonNullExpression(expression)
  )
    return shownLiterals(expression.expression);
  if (isConditionalExpression(expression))
    return [...shownLiterals(expression.whenTrue), ...shownLiterals(expression.whenFalse)];
  if (isBinaryExpression(expression)) {
    const operator = expression.operatorToken.kind;
    if (operator === SyntaxKind.AmpersandAmpersandToken) return shownLiterals(expression.right);
    if (
      operator === SyntaxKind.QuestionQuestionToken ||
      operator === SyntaxKind.BarBarToken ||
      operator === SyntaxKind.PlusToken
    )
      return [...shownLiterals(expression.left), ...shownLiterals(expression.right)];
  }
  return [];
}

/** The literal text of a string or template (its `${…}` parts as …). */
function literalText(node: Node): string {
  if (isStringLiteral(node) || isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('…');
  return '';
}

/**
 * English written into a TSX file's JSX: text between tags, a string shown as a child (`{'Hi'}`),
 * and a literal given to an attribute a person reads (label, placeholder, aria-label, …).
 */
function findingsIn(sourceFile: SourceFile, file: string): Finding[] {
  const findings: Finding[] = [];
  const report = (node: Node, text: string) => {
    const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
    findings.push({ file, line: line + 1, text: text.replace(/\s+/g, ' ').trim() });
  };
  const reportLiterals = (expression: Expression | undefined) => {
    for (const literal of expression ? shownLiterals(expression) : []) {
      const text = literalText(literal);
      if (isLatin(text)) report(literal, text);
    }
  };

  const visit = (node: Node): void => {
    if (isJsxText(node)) {
      if (isLatin(node.text)) report(node, node.text);
    } else if (isJsxAttribute(node)) {
      const name = node.name.getText(sourceFile);
      if (TEXT_ATTRIBUTES.has(name) && node.initializer) {
        if (isStringLiteral(node.initializer)) {
          if (isLatin(node.initializer.text)) report(node.initializer, node.initializer.text);
        } else if (isJsxExpression(node.initializer)) {
          reportLiterals(node.initializer.expression);
        }
      }
    } else if (isJsxExpression(node) && (isJsxElement(node.parent) || isJsxFragment(node.parent))) {
      reportLiterals(node.expression);
    } else if (isPropertyAssignment(node)) {
      // Props and toasts built as objects: closeButtonProps={{ 'aria-label': … }}, showToast({ title: … }).
      const name = node.name.getText(sourceFile).replace(/^['"]|['"]$/g, '');
      if (TEXT_ATTRIBUTES.has(name)) reportLiterals(node.initializer);
    }
    node.forEachChild(visit);
  };
  visit(sourceFile);
  return findings;
}

/** The findings in TSX files, by name: each parsed by the TypeScript compiler, none resolved or checked. */
function literalUiStrings(files: Readonly<Record<string, string>>): Finding[] {
  const root = '/ui-strings';
  const names = Object.keys(files);
  const at = (name: string) => `${root}/${name}`;
  const tsconfig = {
    compilerOptions: { jsx: 'preserve', noResolve: true, noLib: true, types: [] },
    files: names,
  };
  const api = new API({
    cwd: root,
    fs: createVirtualFileSystem({
      [at('tsconfig.json')]: JSON.stringify(tsconfig),
      ...Object.fromEntries(names.map((name) => [at(name), files[name] ?? ''])),
    }),
  });
  try {
    const program = api.updateSnapshot({ openProject: at('tsconfig.json') }).getProject(at('tsconfig.json'))?.program;
    return names.flatMap((name) => {
      const sourceFile = program?.getSourceFile(at(name));
      if (!sourceFile) throw new Error(`TypeScript did not parse ${name}`);
      return findingsIn(sourceFile, name);
    });
  } finally {
    api.close();
  }
}

/** The seeker side's components: every .tsx under src but the admin panel's. */
function seekerComponents(directory: string = SRC): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return path === ADMIN ? [] : seekerComponents(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

describe('no literal UI string outside the catalog', () => {
  it('finds text between tags and a literal label (the check can fail)', () => {
    const snippet = `
      export function Form() {
        return (
          <Stack>
            <Text>Hello</Text>
            <TextInput label="Name" placeholder={t('search.keywordPlaceholder')} />
          </Stack>
        );
      }`;

    expect(literalUiStrings({ 'Form.tsx': snippet })).toEqual([
      { file: 'Form.tsx', line: 5, text: 'Hello' },
      { file: 'Form.tsx', line: 6, text: 'Name' },
    ]);
  });

  it('finds literals in expressions and templates, and passes catalog keys, the brand, symbols and code', () => {
    const snippet = `
      export function Page({ busy, name }) {
        return (
          <>
            <Link to="/">Modern Jobs</Link>
            <Text span aria-hidden="true">{' *'}</Text>
            <Button aria-label={busy ? 'Saving' : t('common.close')} title={\`Hi \${name}\`}>{'Send'}</Button>
            <Input placeholder="+923001234567" error={errors.email?.message && text(errors.email.message)} />
            <img alt="" src="/logo.png" />
            <Text>{t('jobs.none')} &nbsp;|&nbsp; {name ?? 'Guest'}</Text>
          </>
        );
      }`;

    expect(literalUiStrings({ 'Page.tsx': snippet }).map(({ line, text }) => `${line}: ${text}`)).toEqual([
      '7: Saving',
      '7: Hi …',
      '7: Send',
      '10: Guest',
    ]);
  });

  it('finds texts given as object properties: props objects and toasts', () => {
    const snippet = `
      export function Widget() {
        showToast({ title: 'Saved', message: t('upload.done') });
        const options = [{ value: '', label: 'All' }];
        return <Modal closeButtonProps={{ 'aria-label': 'Close' }} />;
      }`;

    expect(literalUiStrings({ 'Widget.tsx': snippet }).map(({ line, text }) => `${line}: ${text}`)).toEqual([
      '3: Saved',
      '4: All',
      '5: Close',
    ]);
  });

  it("finds none in the seeker side's components", () => {
    const files = seekerComponents();
    expect(files.length).toBeGreaterThan(20);
    const findings = literalUiStrings(
      Object.fromEntries(
        files.map((path) => [relative(join(SRC, '..'), path).split(sep).join('/'), readFileSync(path, 'utf8')]),
      ),
    );
    const list = findings.map(({ file, line, text }) => `${file}:${line}: ${JSON.stringify(text)}`);
    expect(list, `UI text written in JSX instead of the catalog:\n${list.join('\n')}`).toEqual([]);
  });
});
