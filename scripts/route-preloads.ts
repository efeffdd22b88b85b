import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';
import type { RoutePreloads } from '../src/server/http/route-preloads';

/** A screen's address in the route table and the module its `lazy` imports. */
export interface RouteModule {
  path: string;
  specifier: string;
}

/**
 * The screens of the route table (`src/web/router.tsx`): every object literal with a string
 * `path` and a `lazy` function, with the module that function imports.
 */
export function routeModules(routerSource: string): RouteModule[] {
  const source = ts.createSourceFile('router.tsx', routerSource, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: RouteModule[] = [];
  const importIn = (node: ts.Node): string | undefined => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      return node.arguments[0].text;
    return ts.forEachChild(node, importIn);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) {
      const property = (name: string) =>
        node.properties.find(
          (candidate): candidate is ts.PropertyAssignment =>
            ts.isPropertyAssignment(candidate) && ts.isIdentifier(candidate.name) && candidate.name.text === name,
        );
      const path = property('path');
      const lazy = property('lazy');
      const specifier = lazy && importIn(lazy.initializer);
      if (path && ts.isStringLiteral(path.initializer) && specifier)
        found.push({ path: path.initializer.text, specifier });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

interface Chunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

const ROUTER = /[\\/]src[\\/]web[\\/]router\.tsx$/;
const CATALOG = /[\\/]src[\\/]web[\\/]i18n[\\/]catalogs[\\/](\w+)[\\/]index\.ts$/;
const SOURCE_EXTENSIONS = ['.tsx', '.ts'];

/**
 * Writes `route-preloads.json` beside index.html: for each screen of the route table, and for
 * each interface language's catalog, the script and style files it needs that the page does
 * not already load. The server names them in the page it sends for that address (decision
 * 061), so a phone fetches the screen's code while the app's own is still arriving, instead
 * of one round trip after another.
 */
export function routePreloads(): Plugin {
  return {
    name: 'route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is Chunk & typeof output => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const chunkOf = (moduleId: string) =>
        chunks.find((chunk) => chunk.facadeModuleId === moduleId) ??
        chunks.find((chunk) => chunk.moduleIds.includes(moduleId));

      /** A chunk's file and the files it imports, directly or not. */
      const closure = (start: Chunk, into = new Set<string>()) => {
        if (into.has(start.fileName)) return into;
        into.add(start.fileName);
        for (const file of start.imports) {
          const imported = byFile.get(file);
          if (imported) closure(imported, into);
        }
        return into;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const onThePage = closure(entry);

      const needs = (moduleId: string) => {
        const chunk = chunkOf(moduleId);
        if (!chunk) throw new Error(`route-preloads: no chunk holds ${moduleId}`);
        const files = [...closure(chunk)].filter((file) => !onThePage.has(file));
        const styles = new Set(files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]));
        return { scripts: files, styles: [...styles] };
      };

      const routerId = [...this.getModuleIds()].find((id) => ROUTER.test(id));
      if (!routerId) throw new Error('route-preloads: the build has no src/web/router.tsx');
      const resolveModule = (specifier: string) => {
        const base = resolve(dirname(routerId), specifier);
        const id = SOURCE_EXTENSIONS.map((extension) => base + extension).find((file) => this.getModuleInfo(file));
        if (!id) throw new Error(`route-preloads: cannot find ${specifier} from the route table`);
        return id;
      };

      const preloads: RoutePreloads = {
        routes: routeModules(readFileSync(routerId, 'utf8')).map(({ path, specifier }) => ({
          path,
          ...needs(resolveModule(specifier)),
        })),
        catalogs: Object.fromEntries(
          [...this.getModuleIds()].flatMap((id) => {
            const locale = CATALOG.exec(id)?.[1];
            return locale ? [[locale, needs(id)]] : [];
          }),
        ),
      };
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(preloads, null, 2) });
    },
  };
}
