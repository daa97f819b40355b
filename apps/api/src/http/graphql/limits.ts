import { Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';

/** Limits that keep one request cheap; checked before validation and execution. */
export const GRAPHQL_LIMITS = {
  /** Bytes of the query document. */
  maxQueryBytes: 10 * 1024,
  /** Lexer tokens (graphql-js stops parsing beyond this). */
  maxTokens: 2_000,
  /** Nesting of fields; `ofType` (introspection type wrappers) does not count, so GraphiQL still works. */
  maxDepth: 8,
  /** Fields after expanding fragments. */
  maxFields: 500,
  /** Top-level fields (aliases included): each one is a search or a lookup. */
  maxRootFields: 10,
};

interface Cost {
  depth: number;
  fields: number;
  rootFields: number;
}

const CYCLE: Cost = { depth: Infinity, fields: Infinity, rootFields: Infinity };

/**
 * Depth, field count and top-level field count of the deepest/largest operation, with fragments expanded.
 * Fragment costs are memoised, so a document that reuses fragments exponentially is measured in linear time; a
 * fragment cycle counts as infinitely deep.
 */
export function measureDocument(document: DocumentNode): Cost {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const memo = new Map<string, Cost>();
  const visiting = new Set<string>();

  function measure(set: SelectionSetNode): Cost {
    const total: Cost = { depth: 0, fields: 0, rootFields: 0 };
    for (const selection of set.selections) {
      let cost: Cost;
      if (selection.kind === Kind.FIELD) {
        const inner = selection.selectionSet ? measure(selection.selectionSet) : undefined;
        const counts = selection.name.value === 'ofType' ? 0 : 1;
        cost = { depth: (inner?.depth ?? 0) + counts, fields: (inner?.fields ?? 0) + 1, rootFields: 1 };
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        cost = measure(selection.selectionSet);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (visiting.has(name)) return CYCLE;
        if (!fragment) continue; // validation reports the unknown fragment
        let known = memo.get(name);
        if (!known) {
          visiting.add(name);
          known = measure(fragment.selectionSet);
          visiting.delete(name);
          memo.set(name, known);
        }
        cost = known;
      }
      total.depth = Math.max(total.depth, cost.depth);
      total.fields += cost.fields;
      total.rootFields += cost.rootFields;
    }
    return total;
  }

  const result: Cost = { depth: 0, fields: 0, rootFields: 0 };
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const cost = measure(definition.selectionSet);
    result.depth = Math.max(result.depth, cost.depth);
    result.fields = Math.max(result.fields, cost.fields);
    result.rootFields = Math.max(result.rootFields, cost.rootFields);
  }
  return result;
}

/** A message naming the first limit the document breaks, or null. */
export function checkLimits(document: DocumentNode): string | null {
  const cost = measureDocument(document);
  if (cost.depth > GRAPHQL_LIMITS.maxDepth)
    return `Query is too deep: at most ${GRAPHQL_LIMITS.maxDepth} levels of fields are allowed.`;
  if (cost.fields > GRAPHQL_LIMITS.maxFields)
    return `Query is too large: at most ${GRAPHQL_LIMITS.maxFields} fields are allowed.`;
  if (cost.rootFields > GRAPHQL_LIMITS.maxRootFields)
    return `Query asks too much at once: at most ${GRAPHQL_LIMITS.maxRootFields} top-level fields are allowed.`;
  return null;
}
