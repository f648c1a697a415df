/**
 * Build-only plugins that keep code out of a screen's download when the screen never runs it. Each one
 * checks that antd still has the shape it rewrites and stops the build otherwise, so an antd upgrade
 * cannot silently undo (or break) it. What they save is in bench/README.md (first load).
 */
import { type Plugin, parseAst } from 'vite';

type Node = { type?: string; start: number; end: number; [key: string]: unknown };
type Edit = { start: number; end: number; text: string };

function walk(node: unknown, visit: (node: Node) => void): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (typeof (node as Node).type === 'string') visit(node as Node);
  for (const value of Object.values(node)) if (value && typeof value === 'object') walk(value, visit);
}

function applyEdits(code: string, edits: Edit[]): string {
  let out = code;
  for (const edit of [...edits].sort((a, b) => b.start - a.start))
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

const nodeModule = (path: string) => new RegExp(`[\\\\/]node_modules[\\\\/]${path.replaceAll('/', '[\\\\/]')}`);

/** The hooks through which an antd component registers its CSS-in-JS style function. */
const STYLE_HOOKS = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);

/**
 * antd runs with `zeroRuntime` on its static stylesheet (antd/dist/antd.css, see main.tsx): the functions
 * that would build each component's CSS in the browser never run, only the component tokens (the theme's
 * CSS variables) are computed. In antd's style modules, the style function given to a style hook becomes
 * one that returns no style, and tree-shaking leaves out whatever only that function used (about a
 * sixth of a list screen's JavaScript).
 */
export function antdStaticStyles(): Plugin {
  return {
    name: 'antd-static-styles',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]antd[\\/]es[\\/](.+[\\/])?style[\\/.]/ },
      handler(code, id) {
        if (!/gen(StyleHooks|ComponentStyleHook|SubStyleComponent)\(/.test(code)) return null;
        const edits: Edit[] = [];
        walk(parseAst(code), (node) => {
          const callee = node.callee as Node & { name?: string };
          const styleFn = (node.arguments as Node[] | undefined)?.[1];
          if (node.type === 'CallExpression' && callee?.type === 'Identifier' && STYLE_HOOKS.has(callee.name ?? ''))
            if (styleFn) edits.push({ start: styleFn.start, end: styleFn.end, text: '() => []' });
        });
        if (!edits.length) throw new Error(`antd-static-styles: no style function found in ${id}`);
        return { code: applyEdits(code, edits), map: null };
      },
    },
  };
}

/**
 * Packages that declare no `sideEffects` but have none: their index attaches parts to the component it
 * exports (rc-form's `Form.Field = Field`, rc-tree's `Tree.TreeNode = TreeNode`), so one import of a
 * context or a helper from the index brought the whole package. antd's inputs read rc-form's context,
 * and antd's table uses rc-tree's helpers for row selection.
 */
export function sideEffectFree(packages: string[]): Plugin {
  return {
    name: 'side-effect-free',
    apply: 'build',
    transform: {
      filter: { id: packages.map((name) => nodeModule(`${name}/es/`)) },
      handler(code) {
        return { code, moduleSideEffects: false };
      },
    },
  };
}

/**
 * antd's table filter menu shows a tree only for a column whose `filterMode` is 'tree'; every filter here
 * is a custom `filterDropdown`. The tree (antd's and rc-tree's) is imported lazily and rendered inside a
 * Suspense boundary, so a table downloads it only if such a filter is ever opened.
 */
export function antdLazyFilterTree(): Plugin {
  const treeImport = "import Tree from '../../../tree';";
  return {
    name: 'antd-lazy-filter-tree',
    apply: 'build',
    transform: {
      filter: { id: nodeModule('antd/es/table/hooks/useFilter/FilterDropdown.js') },
      handler(code, id) {
        const edits: Edit[] = [];
        const at = code.indexOf(treeImport);
        if (at >= 0)
          edits.push({
            start: at,
            end: at + treeImport.length,
            text: "const Tree = /*#__PURE__*/React.lazy(() => import('../../../tree'));",
          });
        walk(parseAst(code), (node) => {
          const callee = node.callee as Node & { object?: { name?: string }; property?: { name?: string } };
          const [type] = (node.arguments as (Node & { name?: string })[] | undefined) ?? [];
          if (
            node.type === 'CallExpression' &&
            callee?.object?.name === 'React' &&
            callee.property?.name === 'createElement' &&
            type?.type === 'Identifier' &&
            type.name === 'Tree'
          ) {
            edits.push({
              start: node.start,
              end: node.start,
              text: 'React.createElement(React.Suspense, { fallback: null }, ',
            });
            edits.push({ start: node.end, end: node.end, text: ')' });
          }
        });
        if (edits.length !== 3) throw new Error(`antd-lazy-filter-tree: the filter tree of ${id} changed`);
        return { code: applyEdits(code, edits), map: null };
      },
    },
  };
}
