import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** A text said to people, where it is written. */
export interface FoundText {
  text: string;
  at: string;
}

export interface TextsInSources {
  texts: FoundText[];
  /** Where a message is built (a template, a concatenation) rather than written as one literal text: file:line. */
  notLiteral: string[];
}

/**
 * What writes a message's text, and which argument it is: its first argument is the text itself, always a literal.
 * The server's words(); the contract's sentences with values, labels, marked texts and text fields.
 */
const serverWriters: Record<string, number> = { words: 0 };
const contractWriters: Record<string, number> = { sentence: 0, term: 0, shown: 0, phrase: 0, textField: 0, visibleOnly: 0 };

/**
 * What takes a message, a text or one made before (a Message handed on): a literal there is a text, a template or a
 * concatenation is a sentence built in English.
 */
const serverTakers: Record<string, number> = {
  badRequest: 0,
  unauthorized: 0,
  forbidden: 0,
  notFound: 0,
  conflict: 0,
  serviceUnavailable: 0,
  payloadTooLarge: 0,
  unsupportedMediaType: 0,
  tooManyRequests: 0,
  say: 1,
  ApiFailure: 1,
};

/** zod's checks whose last argument is their message. */
const zodChecks = new Set([
  'min',
  'max',
  'length',
  'regex',
  'refine',
  'gte',
  'lte',
  'gt',
  'lt',
  'int',
  'positive',
  'nonnegative',
  'email',
  'url',
  'uuid',
  'nonempty',
  'multipleOf',
]);
/** Object properties that hold a zod message, in a schema's options or an issue. */
const messageProperties = new Set(['error', 'message']);

export function sourceFiles(folder: string, skip: (path: string) => boolean): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (skip(path)) return [];
    if (entry.isDirectory()) return sourceFiles(path, skip);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function calleeName(call: ts.CallExpression | ts.NewExpression): string | undefined {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

const parametersOf = (fn: ts.SignatureDeclarationBase) => fn.parameters.map((p) => p.name.getText());

/** The named function a node is written in, with its parameters (a class's constructor goes by the class's name). */
function enclosingFunction(node: ts.Node): { name: string; parameters: string[] } | undefined {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isFunctionDeclaration(at) && at.name) return { name: at.name.text, parameters: parametersOf(at) };
    if ((ts.isArrowFunction(at) || ts.isFunctionExpression(at)) && ts.isVariableDeclaration(at.parent) && ts.isIdentifier(at.parent.name)) {
      return { name: at.parent.name.text, parameters: parametersOf(at) };
    }
    if (ts.isMethodDeclaration(at) && ts.isIdentifier(at.name)) return { name: at.name.text, parameters: parametersOf(at) };
    if (ts.isConstructorDeclaration(at) && ts.isClassDeclaration(at.parent) && at.parent.name)
      return { name: at.parent.name.text, parameters: parametersOf(at) };
  }
  return undefined;
}

interface Scan {
  files: { path: string; source: ts.SourceFile; inScope: boolean }[];
  writers: Map<string, number>;
  takers: Map<string, number>;
  contract: boolean;
}

interface Place {
  node: ts.Expression;
  /** A text is written here: only a literal will do. Elsewhere a message made before may be handed on. */
  writes: boolean;
}

function isBuilt(node: ts.Expression): boolean {
  return ts.isTemplateExpression(node) || (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken);
}

/** Each place a message is given, in a file. */
function messagePlaces(scan: Scan, source: ts.SourceFile): Place[] {
  const places: Place[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const name = calleeName(node) ?? '';
      const args = node.arguments ?? ts.factory.createNodeArray();
      const written = scan.writers.get(name);
      const taken = scan.takers.get(name);
      if (written !== undefined && args[written]) places.push({ node: args[written], writes: true });
      if (taken !== undefined && args[taken]) places.push({ node: args[taken], writes: false });
      if (scan.contract && zodChecks.has(name) && ts.isPropertyAccessExpression(node.expression) && args.length > 0) {
        const last = args[args.length - 1];
        const named = ts.isIdentifier(last) ? constantOf(last) : undefined;
        if (ts.isStringLiteralLike(last) || isBuilt(last) || ts.isConditionalExpression(last) || (named && (ts.isStringLiteralLike(named) || isBuilt(named)))) {
          places.push({ node: last, writes: true });
        }
      }
    }
    if (
      scan.contract &&
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      messageProperties.has(node.name.text) &&
      ts.isObjectLiteralExpression(node.parent) &&
      // A schema's field of that name is a schema itself, not a message.
      !(ts.isCallExpression(node.initializer) && !scan.writers.has(calleeName(node.initializer) ?? ''))
    ) {
      places.push({ node: node.initializer, writes: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return places;
}

/** What a `const` of the same name in the file was set to: a message given a name before it is said. */
function constantOf(node: ts.Identifier): ts.Expression | undefined {
  let found: ts.Expression | undefined;
  const visit = (at: ts.Node) => {
    if (ts.isVariableDeclaration(at) && ts.isIdentifier(at.name) && at.name.text === node.text && at.initializer && at.initializer !== node)
      found = at.initializer;
    if (!found) ts.forEachChild(at, visit);
  };
  visit(node.getSourceFile());
  return found;
}

function importedFromContract(node: ts.Identifier | ts.PropertyAccessExpression): boolean {
  let root: ts.Expression = node;
  while (ts.isPropertyAccessExpression(root)) root = root.expression;
  if (!ts.isIdentifier(root)) return false;
  const name = root.text;
  return root
    .getSourceFile()
    .statements.some(
      (statement) =>
        ts.isImportDeclaration(statement) &&
        ts.isStringLiteral(statement.moduleSpecifier) &&
        statement.moduleSpecifier.text === '@kingside/contract' &&
        statement.importClause?.namedBindings !== undefined &&
        ts.isNamedImports(statement.importClause.namedBindings) &&
        statement.importClause.namedBindings.elements.some((element) => element.name.text === name),
    );
}

/**
 * A message's texts: a literal, either branch of a condition, a named constant's. A message made by a writer is
 * checked where that call is; a function's parameter handed on makes that function a taker (learnTakers). Where a
 * text is written, anything else is not one literal; where a message is taken, only a built string is not.
 */
function textsOf(node: ts.Expression, scan: Scan, writes: boolean): { texts: string[]; literal: boolean } {
  if (ts.isStringLiteralLike(node)) return { texts: [node.text], literal: true };
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return textsOf(node.expression, scan, writes);
  if (ts.isConditionalExpression(node)) {
    const whenTrue = textsOf(node.whenTrue, scan, writes);
    const whenFalse = textsOf(node.whenFalse, scan, writes);
    return { texts: [...whenTrue.texts, ...whenFalse.texts], literal: whenTrue.literal && whenFalse.literal };
  }
  if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && (scan.writers.has(calleeName(node) ?? '') || scan.takers.has(calleeName(node) ?? ''))) {
    return { texts: [], literal: true };
  }
  if (ts.isIdentifier(node) && enclosingFunction(node)?.parameters.includes(node.text)) return { texts: [], literal: true };
  // The contract's own messages (otpMessages.sent), checked where the contract writes them.
  if ((ts.isIdentifier(node) || ts.isPropertyAccessExpression(node)) && importedFromContract(node)) return { texts: [], literal: true };
  if (ts.isIdentifier(node)) {
    const initializer = constantOf(node);
    if (initializer) return textsOf(initializer, scan, writes);
  }
  return { texts: [], literal: !writes && !isBuilt(node) };
}

/** Functions that hand a parameter on as a message are takers too, at that parameter. */
function learnTakers(scan: Scan): void {
  for (let learnt = true; learnt;) {
    learnt = false;
    for (const { source } of scan.files) {
      for (const { node } of messagePlaces(scan, source)) {
        if (!ts.isIdentifier(node)) continue;
        const fn = enclosingFunction(node);
        const index = fn?.parameters.indexOf(node.text) ?? -1;
        if (fn && index >= 0 && !scan.takers.has(fn.name) && !scan.writers.has(fn.name)) {
          scan.takers.set(fn.name, index);
          learnt = true;
        }
      }
    }
  }
}

/** An answer's `message` written as an English string, where it should be said in the reader's language. */
function unsaidAnswers(source: ts.SourceFile): ts.Node[] {
  const found: ts.Node[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'message' &&
      (ts.isStringLiteralLike(node.initializer) || isBuilt(node.initializer))
    ) {
      found.push(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const lineOf = (source: ts.SourceFile, node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;

/**
 * Every text said to people in the sources under `root`, and where a message is built instead. Files under
 * `leftOut` (the operator's, English on purpose) are read only to learn which functions take a message.
 */
export function textsInSources(root: string, files: string[], { contract, leftOut }: { contract: boolean; leftOut: string[] }): TextsInSources {
  const scan: Scan = {
    files: files.map((path) => {
      const where = relative(root, path);
      return {
        path: where,
        source: ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true),
        inScope: !leftOut.some((folder) => where === folder || where.startsWith(`${folder}/`)),
      };
    }),
    writers: new Map(Object.entries(contract ? contractWriters : serverWriters)),
    takers: new Map(Object.entries(contract ? {} : serverTakers)),
    contract,
  };
  learnTakers(scan);
  const found: TextsInSources = { texts: [], notLiteral: [] };
  for (const { path, source, inScope } of scan.files) {
    if (!inScope) continue;
    for (const { node, writes } of messagePlaces(scan, source)) {
      const at = `${path}:${lineOf(source, node)}`;
      const { texts, literal } = textsOf(node, scan, writes);
      found.texts.push(...texts.map((text) => ({ text, at })));
      if (!literal) found.notLiteral.push(at);
    }
    // An answer's message must be said; the contract has no answers of its own.
    if (!contract) for (const node of unsaidAnswers(source)) found.notLiteral.push(`${path}:${lineOf(source, node)} (not said)`);
  }
  return found;
}
