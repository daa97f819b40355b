import { options } from 'preact';

/**
 * The storefront renders with Preact through its React compatibility layer, on the server and in the browser
 * (decision 0040). React-only props that Preact would write as attributes are dropped as elements are created:
 * `suppressHydrationWarning` (React Router's scripts and ours carry it; Preact compares no attributes when it
 * hydrates, so there is nothing to suppress).
 */
const previous = options.vnode;
options.vnode = (vnode) => {
  const props = vnode.props as Record<string, unknown> | null;
  if (typeof vnode.type === 'string' && props && 'suppressHydrationWarning' in props)
    delete props.suppressHydrationWarning;
  previous?.(vnode);
};
