import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Browser code takes from api/ no value whose module brings zod (docs/decisions/041-zod-stays-out-of-the-browser.md).
 * ESLint's `shop/no-schemas-in-the-browser` sees only names ending in Schema, Request or Answer; this check follows
 * every value name a browser file imports from api/ to the module that declares it, whatever the name.
 */

const ROOT = path.join(import.meta.dirname, '..');

/** Repository-relative path ('api/orders.ts', with forward slashes) to the file's text. */
type SourceFiles = ReadonlyMap<string, string>;

/** A value a browser file takes from a module of api/ that brings zod. */
interface ZodInTheBrowser {
  file: string;
  name: string;
  zodModule: string;
}

const isTest = (file: string) => /\.(test|stories)\.tsx?$/.test(file);

function parse(file: string, text: string): ts.SourceFile {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
}

const moduleName = (node: ts.ModuleExportName) => node.text;

/** The file a relative specifier names among `files`, as the bundler resolves it; null for a package or a miss. */
function resolve(from: string, specifier: string, files: { has(file: string): boolean }): string | null {
  if (!specifier.startsWith('.')) return null;
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  const candidates = [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`, `${target}/index.tsx`];
  return candidates.find((candidate) => files.has(candidate)) ?? null;
}

/** The names an import brings as values: none for `import type`, none for an inline `type X`. */
function valueNames(clause: ts.ImportClause | undefined): string[] {
  if (!clause) return ['*'];
  if (clause.isTypeOnly) return [];
  const names = clause.name ? ['default'] : [];
  const bindings = clause.namedBindings;
  if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
  if (bindings && ts.isNamedImports(bindings)) {
    for (const element of bindings.elements) {
      if (!element.isTypeOnly) names.push(moduleName(element.propertyName ?? element.name));
    }
  }
  return names;
}

/** What one module of api/ declares, imports and passes on. */
interface ApiModule {
  /** imports zod as a value (`import * as z from 'zod'`), not only its types */
  importsZod: boolean;
  /** local binding -> the api/ module and name it was imported from as a value */
  imports: Map<string, { from: string; name: string }>;
  /** the api/ modules it imports for their side effects alone, or whole (`import * as x`) */
  wholeImports: string[];
  /** the values it declares at its top level, exported or not */
  declared: Set<string>;
  /** exported name -> the local binding it exports */
  localExports: Map<string, string>;
  /** exported name -> the api/ module and name it passes on (`export { a as b } from './x'`, `export * as b`) */
  forwarded: Map<string, { from: string; name: string }>;
  /** `export * from './x'` */
  stars: string[];
}

const hasModifier = (node: ts.Node, kind: ts.SyntaxKind) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === kind);

function bindingNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((element) =>
    ts.isOmittedExpression(element) ? [] : bindingNames(element.name),
  );
}

function readApiModule(file: string, text: string, apiFiles: SourceFiles): ApiModule {
  const module: ApiModule = {
    importsZod: false,
    imports: new Map(),
    wholeImports: [],
    declared: new Set(),
    localExports: new Map(),
    forwarded: new Map(),
    stars: [],
  };
  for (const statement of parse(file, text).statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const specifier = statement.moduleSpecifier.text;
      const names = valueNames(statement.importClause);
      if (specifier === 'zod' || specifier.startsWith('zod/')) {
        if (names.length > 0) module.importsZod = true;
        continue;
      }
      const from = resolve(file, specifier, apiFiles);
      if (!from || names.length === 0) continue;
      if (names.includes('*')) module.wholeImports.push(from);
      const clause = statement.importClause;
      if (clause?.name) module.imports.set(clause.name.text, { from, name: 'default' });
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          if (element.isTypeOnly) continue;
          const name = moduleName(element.propertyName ?? element.name);
          module.imports.set(element.name.text, { from, name });
        }
      }
      continue;
    }
    if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly) continue;
      const specifier =
        statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
          ? statement.moduleSpecifier.text
          : null;
      const from = specifier === null ? null : resolve(file, specifier, apiFiles);
      if (specifier !== null && !from) continue;
      const clause = statement.exportClause;
      if (!clause) {
        if (from) module.stars.push(from);
      } else if (ts.isNamespaceExport(clause)) {
        if (from) module.forwarded.set(moduleName(clause.name), { from, name: '*' });
      } else {
        for (const element of clause.elements) {
          if (element.isTypeOnly) continue;
          const local = moduleName(element.propertyName ?? element.name);
          const exported = moduleName(element.name);
          if (from) module.forwarded.set(exported, { from, name: local });
          else module.localExports.set(exported, local);
        }
      }
      continue;
    }
    if (ts.isExportAssignment(statement)) {
      // `export default <expression>`: a value declared by this module
      module.declared.add('default');
      module.localExports.set('default', 'default');
      continue;
    }
    if (hasModifier(statement, ts.SyntaxKind.DeclareKeyword)) continue;
    const exported = hasModifier(statement, ts.SyntaxKind.ExportKeyword);
    const isDefault = hasModifier(statement, ts.SyntaxKind.DefaultKeyword);
    let names: string[] = [];
    if (ts.isVariableStatement(statement)) {
      names = statement.declarationList.declarations.flatMap((declaration) => bindingNames(declaration.name));
    } else if (
      ts.isFunctionDeclaration(statement) ||
      ts.isClassDeclaration(statement) ||
      ts.isEnumDeclaration(statement) ||
      ts.isModuleDeclaration(statement)
    ) {
      const name = statement.name && ts.isIdentifier(statement.name) ? statement.name.text : 'default';
      names = [name];
    }
    for (const name of names) {
      module.declared.add(name);
      if (exported) module.localExports.set(isDefault ? 'default' : name, name);
    }
  }
  return module;
}

/**
 * api/'s modules as the bundler sees them: where each exported value is declared (through `export *`,
 * `export { a } from` and an import passed on), and which modules bring zod when one of their values is used.
 */
function readApi(apiFiles: SourceFiles) {
  const modules = new Map<string, ApiModule>();
  for (const [file, text] of apiFiles) {
    if (!isTest(file)) modules.set(file, readApiModule(file, text, apiFiles));
  }

  const exportsCache = new Map<string, Map<string, string>>();
  /** Exported value name -> the module that declares it ('*' for a namespace passed on: the module itself). */
  function exportsOf(file: string): Map<string, string> {
    const cached = exportsCache.get(file);
    if (cached) return cached;
    const found = collectExports(file, new Set());
    // only a walk that started here is complete: one cut short by an `export *` cycle is not kept
    exportsCache.set(file, found);
    return found;
  }
  function collectExports(file: string, seen: Set<string>): Map<string, string> {
    const cached = exportsCache.get(file);
    if (cached) return cached;
    const module = modules.get(file);
    const found = new Map<string, string>();
    if (!module || seen.has(file)) return found;
    seen.add(file);
    const origin = (from: string, name: string) =>
      name === '*' ? from : collectExports(from, seen).get(name);
    for (const [exported, local] of module.localExports) {
      const imported = module.imports.get(local);
      const declaredIn = imported
        ? origin(imported.from, imported.name)
        : module.declared.has(local)
          ? file
          : null;
      if (declaredIn) found.set(exported, declaredIn);
    }
    for (const [exported, { from, name }] of module.forwarded) {
      const declaredIn = origin(from, name);
      if (declaredIn) found.set(exported, declaredIn);
    }
    for (const from of module.stars) {
      for (const [name, declaredIn] of collectExports(from, seen)) {
        // an explicit export wins over a star's, and `export *` never passes on a default
        if (name !== 'default' && !found.has(name)) found.set(name, declaredIn);
      }
    }
    seen.delete(file);
    return found;
  }

  /**
   * The modules that bring zod: each that imports zod as a value, then each that imports a value declared in one of
   * them (api/endpoints.ts imports zod's types alone, but builds its table from the schemas at its top level).
   */
  const zodModules = new Set([...modules].filter(([, module]) => module.importsZod).map(([file]) => file));
  for (let grew = true; grew;) {
    grew = false;
    for (const [file, module] of modules) {
      if (zodModules.has(file)) continue;
      const imported = [...module.imports.values()].map(({ from, name }) => exportsOf(from).get(name));
      const whole = module.wholeImports.flatMap((from) => [from, ...exportsOf(from).values()]);
      if (
        [...imported, ...whole].some((declaredIn) => declaredIn !== undefined && zodModules.has(declaredIn))
      ) {
        zodModules.add(file);
        grew = true;
      }
    }
  }
  const bringsZod = (file: string) => zodModules.has(file);

  return { modules, exportsOf, bringsZod };
}

/** Each import of api/ in `file` (static, dynamic or a re-export): the module it names and the value names it takes. */
function apiImports(file: string, text: string, apiFiles: SourceFiles) {
  const found: { module: string; names: string[] }[] = [];
  const add = (specifier: string, names: string[]) => {
    const module = resolve(file, specifier, apiFiles);
    if (module && names.length > 0) found.push({ module, names });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node.moduleSpecifier.text, valueNames(node.importClause));
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const clause = node.exportClause;
      const names = node.isTypeOnly
        ? []
        : !clause || ts.isNamespaceExport(clause)
          ? ['*']
          : clause.elements
              .filter((element) => !element.isTypeOnly)
              .map((e) => moduleName(e.propertyName ?? e.name));
      add(node.moduleSpecifier.text, names);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      add(node.arguments[0].text, ['*']);
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(file, text));
  return found;
}

/** Every value name that browser files take from api/ and whose declaring module brings zod. */
function zodInTheBrowser(apiFiles: SourceFiles, browserFiles: SourceFiles): ZodInTheBrowser[] {
  const api = readApi(apiFiles);
  const problems: ZodInTheBrowser[] = [];
  for (const [file, text] of browserFiles) {
    for (const { module, names } of apiImports(file, text, apiFiles)) {
      for (const name of names) {
        // a whole module (`import * as api`, `import('../api')`) brings each of its values' modules
        const declaredIn =
          name === '*'
            ? [...new Set([module, ...api.exportsOf(module).values()])]
            : [api.exportsOf(module).get(name)];
        for (const zodModule of declaredIn) {
          if (zodModule && api.bringsZod(zodModule)) problems.push({ file, name, zodModule });
        }
      }
    }
  }
  return problems;
}

/** The relative specifiers a file imports as values, statically or with `import()`. */
function valueSpecifiers(file: string, text: string): string[] {
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      if (valueNames(node.importClause).length > 0) specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (!node.isTypeOnly) specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(file, text));
  return specifiers;
}

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) =>
      path.posix.join(path.relative(ROOT, entry.parentPath).split(path.sep).join('/'), entry.name),
    )
    .filter((file) => !isTest(file))
    .sort();
}

const read = (files: string[]): SourceFiles =>
  new Map(files.map((file) => [file, readFileSync(path.join(ROOT, file), 'utf8')]));

const ACTIONS = 'store/actions/';

/**
 * store/, ui/ and machines/ as they reach the shopper's scripts. store/entry-server.tsx runs on the server only.
 * store/actions/ is half and half: its index and the storefront's form actions are carried by the server's static
 * handler alone (store/actions/index.ts, imported only by entry-server.tsx), but the admin's actions load lazily
 * from store/routes.tsx and lend the admin's screens helpers, so an actions file counts as soon as browser code
 * imports it as a value.
 */
function browserFiles(candidates: SourceFiles): SourceFiles {
  const browser = new Map(
    [...candidates].filter(([file]) => file !== 'store/entry-server.tsx' && !file.startsWith(ACTIONS)),
  );
  const actions = new Map([...candidates].filter(([file]) => file.startsWith(ACTIONS)));
  let added = [...browser];
  while (added.length > 0) {
    const next: [string, string][] = [];
    for (const [file, text] of added) {
      for (const specifier of valueSpecifiers(file, text)) {
        const target = resolve(file, specifier, actions);
        const targetText = target === null ? undefined : actions.get(target);
        if (target !== null && targetText !== undefined && !browser.has(target)) {
          browser.set(target, targetText);
          next.push([target, targetText]);
        }
      }
    }
    added = next;
  }
  return browser;
}

describe("api/'s zod stays out of the browser", { timeout: 30_000 }, () => {
  const apiFiles = read(filesUnder('api'));
  const candidates = read(['store', 'ui', 'machines'].flatMap(filesUnder));
  const browser = browserFiles(candidates);

  it('finds no value from a zod module in store/, ui/ or machines/', () => {
    // a value the browser needs from a schema module moves to a zod-free module beside it (api/*-rules.ts)
    const problems = zodInTheBrowser(apiFiles, browser).map(
      ({ file, name, zodModule }) => `${file} imports ${name}, declared in ${zodModule}, which brings zod`,
    );
    expect(problems).toEqual([]);
  });

  it("reads the shop's own tree: the schema modules, the index's names, the browser's files", () => {
    const api = readApi(apiFiles);
    expect(api.bringsZod('api/admin-statements.ts')).toBe(true);
    // zod's types alone, but its table is built from the schemas
    expect(api.bringsZod('api/endpoints.ts')).toBe(true);
    expect(api.bringsZod('api/admin-statements-rules.ts')).toBe(false);
    expect(api.bringsZod('api/messages.ts')).toBe(false);
    expect(api.bringsZod('api/client.ts')).toBe(false);
    const index = api.exportsOf('api/index.ts');
    expect(index.get('statementUnmatchedKindSchema')).toBe('api/admin-statements.ts');
    expect(index.get('statementUnmatchedHeadings')).toBe('api/admin-statements-rules.ts');
    expect(index.get('formatNaira')).toBe('api/rules/money.ts');
    // types are not values
    expect(index.has('StatementUnmatched')).toBe(false);

    expect(browser.has('store/admin/transfers.tsx')).toBe(true);
    expect(browser.has('store/actions/admin-statements.ts')).toBe(true);
    expect(browser.has('store/actions/index.ts')).toBe(false);
    expect(browser.has('store/actions/place-order.ts')).toBe(false);
    expect(browser.has('store/entry-server.tsx')).toBe(false);
  });

  it('fails on a schema imported into a store file through the index', () => {
    const transfers = 'store/admin/transfers.tsx';
    const slipped = new Map(browser).set(
      transfers,
      `import { statementUnmatchedKindSchema } from '../../api';\nexport const kind = statementUnmatchedKindSchema;\n${browser.get(transfers)}`,
    );
    expect(zodInTheBrowser(apiFiles, slipped)).toEqual([
      { file: transfers, name: 'statementUnmatchedKindSchema', zodModule: 'api/admin-statements.ts' },
    ]);
  });

  it('fails on a plain constant of a schema module, whatever its name', () => {
    const slipped = new Map([
      [
        'store/admin/page.tsx',
        "import { STATEMENT_MAX_CHARS } from '../../api';\nexport const most = STATEMENT_MAX_CHARS;\n",
      ],
      ['ui/admin/limit.ts', "export { statementMatchKinds as kinds } from '../../api/admin-statements';\n"],
      [
        'machines/upload.ts',
        "import { keptPaymentReference as kept } from '../api/index';\nexport const k = kept;\n",
      ],
    ]);
    expect(zodInTheBrowser(apiFiles, slipped)).toEqual([
      { file: 'store/admin/page.tsx', name: 'STATEMENT_MAX_CHARS', zodModule: 'api/admin-statements.ts' },
      { file: 'ui/admin/limit.ts', name: 'statementMatchKinds', zodModule: 'api/admin-statements.ts' },
      { file: 'machines/upload.ts', name: 'keptPaymentReference', zodModule: 'api/admin-statements.ts' },
    ]);
  });

  describe('on a small api/ of its own', () => {
    const api = new Map([
      [
        'api/index.ts',
        "export * from './orders';\nexport * from './order-rules';\nexport * from './passing';\n",
      ],
      [
        'api/orders.ts',
        [
          "import * as z from 'zod';",
          "import { orderStatuses } from './order-rules';",
          "export const orderHeadings = { open: 'Open' };",
          'export const orderSchema = z.object({ status: z.enum(orderStatuses) });',
          'export function orderLabel(id: string) { return id; }',
          'export type Order = z.infer<typeof orderSchema>;',
          'export default orderSchema;',
        ].join('\n'),
      ],
      [
        'api/order-rules.ts',
        "import type * as z from 'zod';\nexport const orderStatuses = ['open'] as const;\nexport interface Rule { s: z.ZodType }\n",
      ],
      [
        'api/passing.ts',
        [
          "import { orderHeadings } from './orders';",
          "export { orderLabel as label } from './orders';",
          "export * as orders from './order-rules';",
          'export { orderHeadings };',
          'export const table = { headings: orderHeadings };',
        ].join('\n'),
      ],
      ['api/orders.test.ts', "import * as z from 'zod';\nexport const testSchema = z.string();\n"],
    ]);
    const check = (code: string, file = 'store/screens/orders.tsx') =>
      zodInTheBrowser(api, new Map([[file, code]])).map(({ name, zodModule }) => `${name} from ${zodModule}`);

    it('lets a value of a zod-free module through, and every type', () => {
      expect(check("import { orderStatuses } from '../../api';")).toEqual([]);
      expect(check("import { orderStatuses } from '../../api/order-rules';")).toEqual([]);
      expect(check("import type { orderHeadings, Order } from '../../api';")).toEqual([]);
      expect(check("import { type orderHeadings, type Order, orderStatuses } from '../../api';")).toEqual([]);
      expect(check("export type { orderSchema } from '../../api';")).toEqual([]);
      // an interface imported without `type` is dropped by the compiler: no value
      expect(check("import { Rule, Order } from '../../api';")).toEqual([]);
      expect(check("import { orders } from '../../api';")).toEqual([]);
    });

    it("fails on any value of a module that imports zod, through the index or the module's own path", () => {
      expect(check("import { orderHeadings, orderStatuses } from '../../api';")).toEqual([
        'orderHeadings from api/orders.ts',
      ]);
      expect(check("import { orderLabel as label } from '../../api/orders';")).toEqual([
        'orderLabel from api/orders.ts',
      ]);
      expect(check("import orderSchema from '../../api/orders';")).toEqual(['default from api/orders.ts']);
    });

    it('follows a name passed on by another module to the zod module that declares it', () => {
      expect(check("import { label, orderHeadings } from '../api/passing';", 'machines/orders.ts')).toEqual([
        'label from api/orders.ts',
        'orderHeadings from api/orders.ts',
      ]);
    });

    it('counts a module that builds on a schema module as a zod module, though it imports zod nowhere', () => {
      expect(check("import { table } from '../../api';")).toEqual(['table from api/passing.ts']);
    });

    it("fails on a whole index taken at once, or loaded later: each zod module's values come along", () => {
      expect(check("import * as api from '../../api';\nexport const a = api;")).toEqual([
        '* from api/orders.ts',
        '* from api/passing.ts',
      ]);
      expect(check("export const later = () => import('../../api/orders');")).toEqual([
        '* from api/orders.ts',
      ]);
    });

    it('reads no test file as part of api/', () => {
      expect(check("import { testSchema } from '../../api/orders.test';")).toEqual([]);
    });
  });

  it('takes in an actions file once browser code imports it as a value, or loads it', () => {
    const files = browserFiles(
      new Map([
        ['store/entry-server.tsx', "import { withFormActions } from './actions';"],
        ['store/routes.tsx', "const admin = () => import('./actions/admin');"],
        ['store/screens/login.tsx', "import type { AuthFormProblem } from '../actions/login';"],
        ['store/actions/index.ts', "import { loginAction } from './login';"],
        ['store/actions/login.ts', "import { isFailure } from '../../api';"],
        ['store/actions/admin.ts', "import { answer } from './answer';"],
        ['store/actions/answer.ts', 'export const answer = 1;'],
      ]),
    );
    expect([...files.keys()].sort()).toEqual([
      'store/actions/admin.ts',
      'store/actions/answer.ts',
      'store/routes.tsx',
      'store/screens/login.tsx',
    ]);
  });
});
