import type { Plugin } from 'vite';

/** The @mui/material version this rewrite was checked and measured against (tooltip-anchor.test.ts compares). */
export const MUI_MATERIAL_VERSION = '9.5.0';

const TOOLTIP_MODULE = /[\\/]@mui[\\/]material[\\/]Tooltip[\\/]Tooltip\.mjs$/;
const ANCHOR_REF = 'const handleRef = useForkRef(getReactElementRef(children), setChildNode, ref);';
// One line for one line: the rest of the module keeps its line numbers (and a source map its meaning).
const ANCHOR_REF_AFTER_COMMIT =
  'const setChildNodeAfterCommit = React.useCallback((node) => { React.startTransition(() => setChildNode(node)); }, []); ' +
  'const handleRef = useForkRef(getReactElementRef(children), setChildNodeAfterCommit, ref);';

/**
 * MUI's Tooltip keeps the element it points at in state, set from the element's ref: during React's commit,
 * where a state update is synchronous. Every Tooltip that mounts (the top bar's buttons; a grid's rows) thus
 * made React render again at once and, before that, run the whole commit's passive effects: one long task
 * where there could be three short ones (on the dashboard's first load: 33 ms became 10 + 9 + 10 ms at 1×).
 * Set in a transition, the update is one React renders later, in slices, every Tooltip of the commit
 * together. The element is only read when the tooltip opens (a pointer or focus event, long after).
 * Measured without it: README.md in this folder (Lighthouse, the signed-in dashboard).
 */
export function deferTooltipAnchor(source: string): string {
  if (!source.includes(ANCHOR_REF)) {
    throw new Error(`@mui/material's Tooltip no longer has "${ANCHOR_REF}": see apps/web/build/third-party/tooltip-anchor.ts`);
  }
  return source.replace(ANCHOR_REF, ANCHOR_REF_AFTER_COMMIT);
}

/** deferTooltipAnchor on @mui/material's Tooltip module, in the production build. */
export function tooltipAnchorAfterCommit(): Plugin {
  return {
    name: 'harmony-tooltip-anchor-after-commit',
    apply: 'build',
    transform(code, id) {
      if (!TOOLTIP_MODULE.test(id.split('?')[0]!)) return null;
      return { code: deferTooltipAnchor(code), map: null };
    },
  };
}
