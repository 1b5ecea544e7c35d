// The two halves of the i18n check (issue 19, ADR-029), apart from the command so a unit test runs
// them on small samples: catalogs that miss or add keys, and user-visible text written into a
// component instead of coming from a catalog.
import { compileMessage } from '@lingui/message-utils/compileMessage';
import ts from 'typescript';

/** Props whose text a person sees or hears. */
export const VISIBLE_PROPS = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
  'hint',
  'description',
  'heading',
  'message',
  'text',
  'emptyText',
  'submitLabel',
  'confirmLabel',
  'cancelLabel',
  'busyLabel',
  'caption',
  'note',
  'advice',
]);

/** Object properties (in a .tsx file) that hold text for a screen: `{ to, label: 'About Us' }`. */
export const VISIBLE_KEYS = new Set(['label', 'title', 'placeholder', 'description', 'hint', 'heading']);

const LETTER = /\p{L}/u;
const IGNORE = 'i18n-ignore';

function hasLetters(text) {
  return LETTER.test(text);
}

/** Every text of `node` that a reader would see: string literals and templates, not call arguments. */
function literalTexts(node, found) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    if (hasLetters(node.text)) found.push(node);
    return;
  }
  if (ts.isTemplateExpression(node)) {
    const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
    if (parts.some(hasLetters)) found.push(node);
    for (const span of node.templateSpans) literalTexts(span.expression, found);
    return;
  }
  // t('key'), cn('classes'), paths.x('…'): a call's arguments are keys or code, not text.
  if (ts.isCallExpression(node)) return;
  // Comparisons and lookups ('=== "paid"', record['key']) are code, not text.
  if (
    ts.isBinaryExpression(node) &&
    /^(===|!==|==|!=|in|instanceof)$/.test(ts.tokenToString(node.operatorToken.kind) ?? '')
  )
    return;
  if (ts.isElementAccessExpression(node)) return;
  if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)) return;
  ts.forEachChild(node, (child) => literalTexts(child, found));
}

/**
 * Hard-coded user-visible strings of one .tsx source: JSX text with letters, string literals in
 * JSX children expressions ({isOpen ? 'Close' : 'Open'}), in visible props (aria-label, title,
 * placeholder, alt, label…) and in `label`/`title`-like object properties. A line holding
 * `i18n-ignore` (or the line under a comment holding it) is skipped: for text that is not
 * language, such as a brand name alone.
 */
export function findHardCodedStrings(source, fileName = 'file.tsx') {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const lines = source.split('\n');
  const ignored = (node) => {
    const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
    return lines[line]?.includes(IGNORE) || lines[line - 1]?.includes(IGNORE);
  };
  const findings = [];
  const report = (node, text) => {
    if (ignored(node)) return;
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    findings.push({ line: line + 1, text: text.trim().replace(/\s+/g, ' ').slice(0, 60) });
  };
  const reportLiterals = (expression) => {
    const found = [];
    literalTexts(expression, found);
    for (const literal of found) report(literal, literal.getText(file));
  };

  function visit(node) {
    if (ts.isJsxText(node) && hasLetters(node.text)) report(node, node.text);
    else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent))
      reportLiterals(node.expression);
    else if (ts.isJsxAttribute(node) && VISIBLE_PROPS.has(node.name.getText(file)) && node.initializer) {
      if (ts.isStringLiteral(node.initializer)) {
        if (hasLetters(node.initializer.text)) report(node, node.getText(file));
      } else if (ts.isJsxExpression(node.initializer) && node.initializer.expression) {
        reportLiterals(node.initializer.expression);
      }
    } else if (
      ts.isPropertyAssignment(node) &&
      VISIBLE_KEYS.has(node.name.getText(file).replace(/['"]/g, '')) &&
      (ts.isStringLiteral(node.initializer) || ts.isNoSubstitutionTemplateLiteral(node.initializer)) &&
      hasLetters(node.initializer.text)
    ) {
      report(node, node.getText(file));
    }
    ts.forEachChild(node, visit);
  }
  visit(file);
  return findings;
}

/** 'a.b.c' for every leaf of a nested catalog. */
export function flattenKeys(catalog, prefix = '') {
  const keys = new Map();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') for (const [k, v] of flattenKeys(value, path)) keys.set(k, v);
    else keys.set(path, String(value));
  }
  return keys;
}

/** The arguments an ICU message takes ('{name}', '{count, plural, …}'), by Lingui's own compiler. */
export function placeholders(text) {
  const names = new Set();
  const walk = (tokens) => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, , format] = token;
      names.add(name);
      if (format && typeof format === 'object') for (const branch of Object.values(format)) walk(branch);
    }
  };
  walk(compileMessage(text));
  return [...names].sort().join(',');
}

function checkedPlaceholders(text, key, problems) {
  try {
    return placeholders(text);
  } catch (error) {
    problems.push(`${key} is not a valid ICU message: ${error.message}`);
    return null;
  }
}

/**
 * What a translation gets wrong against English: keys it misses, keys English does not have, an
 * empty text, or other {placeholders} than English's (a message Lingui's compiler
 * cannot read at all is reported too).
 */
export function compareCatalogs(english, other) {
  const en = flattenKeys(english);
  const them = flattenKeys(other);
  const problems = [];
  for (const [key, text] of en) {
    if (!them.has(key)) problems.push(`missing key ${key}`);
    else if (!them.get(key).trim()) problems.push(`empty text for ${key}`);
    else {
      const theirs = checkedPlaceholders(them.get(key), key, problems);
      const ours = checkedPlaceholders(text, key, problems);
      if (theirs !== null && ours !== null && theirs !== ours)
        problems.push(`${key} takes {${theirs}}, English takes {${ours}}`);
    }
  }
  for (const key of them.keys()) if (!en.has(key)) problems.push(`extra key ${key} (not in English)`);
  return problems;
}

/** The literal keys a source passes to t(): 't("nav.about")', "t('buyer:pay.total', …)". */
export function usedKeys(source, fileName = 'file.tsx') {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const keys = [];
  function visit(node) {
    if (
      ts.isCallExpression(node) &&
      ((ts.isIdentifier(node.expression) && node.expression.text === 't') ||
        (ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 't')) &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
      keys.push({ key: node.arguments[0].text, line: line + 1 });
    }
    ts.forEachChild(node, visit);
  }
  visit(file);
  return keys;
}
