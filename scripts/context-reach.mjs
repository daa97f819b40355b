// The type-level half of decision 0062: the import graph keeps http/ and cli/ from importing a module or the database,
// but a use case's context is handed to the routes whole, and a route could still read a repository or `db` out of
// it. This check reads the edges' code with TypeScript's checker: no expression in http/, cli/ or input/ may have the
// type of a module's object with behaviour (a repository, the picture store, the image processor — anything declared
// in modules/ or db/ that has methods) or of the database handle (Kysely, a transaction). Rows and DTOs are data and
// pass; the composition roots (import-graph.mjs COMPOSITION_ROOTS) wire them and are left out.
import { join, relative } from 'node:path';
import ts from 'typescript';
import { COMPOSITION_ROOTS } from './import-graph.mjs';

const API = 'apps/api/src/';
const EDGES = ['http/', 'cli/', 'input/'].map((folder) => `${API}${folder}`);
const INSIDE = ['modules/', 'db/'].map((folder) => `${API}${folder}`);
const DATABASE_HANDLES = new Set(['Kysely', 'Transaction', 'ControlledTransaction']);

/** The API's program as `tsc -b` checks it (apps/api/tsconfig.json). */
export function apiProgram(root) {
  const configFile = join(root, 'apps/api/tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic() {} },
  );
  if (!parsed) throw new Error(`cannot read ${configFile}`);
  const edgeFiles = parsed.fileNames.filter((file) => isEdge(relative(root, file)));
  return ts.createProgram(edgeFiles, { ...parsed.options, composite: false, noEmit: true });
}

function isEdge(file) {
  return (
    EDGES.some((prefix) => file.startsWith(prefix)) &&
    !/\.test\.ts$/.test(file) &&
    !COMPOSITION_ROOTS.has(file)
  );
}

/** Why a value of this type is behind the edge (a module's object or the database handle), or null when it is not. */
function insideType(type, root, seen = new Set()) {
  if (seen.has(type)) return null;
  seen.add(type);
  if (type.isUnion() || type.isIntersection()) {
    for (const part of type.types) {
      const why = insideType(part, root, seen);
      if (why) return why;
    }
    return null;
  }
  const symbol = type.getSymbol() ?? type.aliasSymbol;
  if (!symbol) return null;
  if (DATABASE_HANDLES.has(symbol.getName())) return 'the database handle';
  // A bag that holds nothing but such objects (a context's `repositories`) is as far inside as what it holds.
  const members = type.getProperties().map((property) => {
    const declaration = property.valueDeclaration;
    if (!declaration || !type.checker) return null;
    const member = type.checker.getTypeOfSymbolAtLocation(property, declaration);
    member.checker = type.checker;
    return member;
  });
  const held = members.filter((member) => member && member.getCallSignatures().length === 0);
  if (
    held.length > 0 &&
    held.length === members.length &&
    held.every((member) => insideType(member, root, new Set(seen)))
  )
    return 'a bag of module objects';
  const declared = symbol.getDeclarations() ?? [];
  const where = declared.map((d) => relative(root, d.getSourceFile().fileName));
  if (where.length === 0 || !where.every((file) => INSIDE.some((prefix) => file.startsWith(prefix))))
    return null;
  const behaves =
    type.getCallSignatures().length > 0 ||
    type.getProperties().some((property) => {
      const declaration = property.valueDeclaration ?? property.getDeclarations()?.[0];
      if (!declaration) return false;
      const member = type.checker?.getTypeOfSymbolAtLocation(property, declaration);
      return (
        ts.isMethodDeclaration(declaration) ||
        ts.isMethodSignature(declaration) ||
        (member ? member.getCallSignatures().length > 0 : false)
      );
    });
  return behaves ? `a ${where[0].slice(API.length).split('/').slice(0, 2).join('/')} object` : null;
}

/**
 * Every place in the edges' sources where an expression or a destructured name holds a module's object or the
 * database handle: `file:line: text is … — call a use case instead`.
 */
export function reachViolations(program, root) {
  const checker = program.getTypeChecker();
  const violations = new Set();
  for (const source of program.getSourceFiles()) {
    const file = relative(root, source.fileName);
    if (!isEdge(file)) continue;
    const visit = (node) => {
      const named =
        ts.isPropertyAccessExpression(node) ||
        ts.isElementAccessExpression(node) ||
        (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent));
      if (named) {
        const type = checker.getTypeAtLocation(node);
        type.checker = checker;
        const why = insideType(type, root);
        if (why) {
          const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
          violations.add(
            `${file}:${line + 1}: ${node.getText(source)} is ${why} — an edge calls use cases (decision 0062)`,
          );
          return;
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return [...violations].sort();
}
