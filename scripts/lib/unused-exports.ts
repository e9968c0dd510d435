// Finds exports that no other file imports, with the TypeScript compiler's own module resolution
// (the `@/` paths included). `npx knip` printed nothing even for a planted unused export, so the
// check lives here, runs as a test (scripts/unused-exports.test.ts) and proves itself on a fixture.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface UnusedExport {
  /** Path relative to the project root, with forward slashes. */
  file: string;
  name: string;
}

export interface UnusedExportsOptions {
  root: string;
  /** Every file that may import something (sources, tests, scripts, e2e, configs). */
  files: string[];
  /** Whether a file's exports are checked (entry points and tests are not). */
  isCandidate: (relativeFile: string) => boolean;
}

const SOURCE = /\.(ts|tsx|mjs|js)$/;

/** The source files under `dirs` (relative to `root`), without build output or dependencies. */
export function sourceFiles(root: string, dirs: string[]): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => SOURCE.test(file) && !file.includes('node_modules'))
      .map((file) => path.join(root, dir, file)),
  );
}

function createProgram(root: string, files: string[]) {
  return ts.createProgram(files, {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    allowJs: true,
    allowImportingTsExtensions: true,
    resolveJsonModule: true,
    noEmit: true,
    skipLibCheck: true,
    // Only our own files matter: no default library and no dependencies' types (much faster).
    noLib: true,
    noResolve: true,
    types: [],
    baseUrl: root,
    paths: { '@/*': ['src/*'] },
  });
}

/** Whether `symbol` is referenced in `sourceFile` other than where it is declared or exported. */
function usedInOwnFile(checker: ts.TypeChecker, sourceFile: ts.SourceFile, symbol: ts.Symbol) {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const names = new Set(target.declarations?.map((d) => ts.getNameOfDeclaration(d)));
  let found = false;
  const visit = (node: ts.Node) => {
    if (found) return;
    if (
      ts.isIdentifier(node) &&
      node.text === target.name &&
      !names.has(node) &&
      !ts.isExportSpecifier(node.parent) &&
      checker.getSymbolAtLocation(node) === target
    ) {
      found = true;
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/**
 * Lists the exports of candidate files that no import (static, dynamic or type) reaches. An
 * export its own file also uses is not listed (as knip's `ignoreExportsUsedInFile`): it documents
 * a module's shape, and un-exporting it changes nothing.
 */
export function findUnusedExports({ root, files, isCandidate }: UnusedExportsOptions) {
  const program = createProgram(root, files);
  const checker = program.getTypeChecker();
  const used = new Set<ts.Symbol>();

  // An import names an alias; follow it through every re-export to the declaration.
  const markAlias = (start: ts.Symbol | undefined) => {
    let symbol = start;
    while (symbol && !used.has(symbol)) {
      used.add(symbol);
      symbol =
        symbol.flags & ts.SymbolFlags.Alias ? checker.getImmediateAliasedSymbol(symbol) : undefined;
    }
  };
  // A namespace, dynamic or `import('…')` type import may use any export of the module.
  const markModule = (specifier: ts.Node) => {
    const module = checker.getSymbolAtLocation(specifier);
    if (module) checker.getExportsOfModule(module).forEach(markAlias);
  };

  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      if (clause?.name) markAlias(checker.getSymbolAtLocation(clause.name));
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) markModule(node.moduleSpecifier);
      if (bindings && ts.isNamedImports(bindings)) {
        bindings.elements.forEach((element) =>
          markAlias(checker.getSymbolAtLocation(element.name)),
        );
      }
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.exportClause) {
      markModule(node.moduleSpecifier); // export * from
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0]
    ) {
      markModule(node.arguments[0]);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      markModule(node.argument.literal);
    }
    ts.forEachChild(node, visit);
  };

  const ours = program
    .getSourceFiles()
    .filter((file) => !file.isDeclarationFile && !file.fileName.includes('/node_modules/'));
  ours.forEach(visit);

  const unused: UnusedExport[] = [];
  for (const sourceFile of ours) {
    const file = path.relative(root, sourceFile.fileName).split(path.sep).join('/');
    const module = checker.getSymbolAtLocation(sourceFile);
    if (!module || !isCandidate(file)) continue;
    for (const symbol of checker.getExportsOfModule(module)) {
      const declaredHere = symbol.declarations?.some((d) => d.getSourceFile() === sourceFile);
      if (!declaredHere || used.has(symbol) || usedInOwnFile(checker, sourceFile, symbol)) continue;
      unused.push({ file, name: symbol.name });
    }
  }
  return unused;
}
