/**
 * An attribute's column of the catalogue CSV that carries the attribute's definition (issue 35): `code:input:Label`,
 * the input with its unit in brackets — `color:select:Färg`, `width:number(cm):Bredd`, `attribute:` in front
 * allowed. A shop that lacks the attribute, or an option a cell names, gets it from the import, so that one shop's
 * export is another shop's catalogue. A column of a bare code (`color`) must name an attribute and options the shop
 * has, as before. Pure: the shop's taxonomy comes in as its vocabulary, the ids of what is to be created are chosen
 * above the shop's highest.
 */
import { ATTRIBUTE_PREFIX } from './catalogue-columns.ts';
import { listCell } from './csv-values.ts';
import { FileRefusedError } from './parsed-file.ts';
import type { AttributePlan, ImportVocabulary, VocabularyAttribute } from './vocabulary.ts';

export type { AttributePlan } from './vocabulary.ts';

export const ATTRIBUTE_INPUTS = ['select', 'multiselect', 'text', 'textarea', 'number', 'boolean'] as const;
type Input = VocabularyAttribute['input'];

export interface AttributeDefinition {
  input: Input;
  label: string;
  unit: string | null;
}

/** A header cell naming an attribute: its code, and its definition when the cell carries one. */
export interface AttributeColumn {
  code: string;
  definition: AttributeDefinition | null;
}

const CODE = /^[a-z][a-z0-9_]*$/;

/**
 * A header cell with a definition (`code:input[(unit)]:Label`) → the column; null for any other cell (a catalogue
 * column or a bare code, read as before). An input that is no attribute type refuses the file.
 */
export function readAttributeColumn(cell: string): AttributeColumn | null {
  const text = cell.trim().replace(/^attribute:/i, '');
  const [code, input, ...label] = text.split(':');
  if (input === undefined) return null;
  const name = code!.trim().toLowerCase();
  const typed = /^\s*([a-z]+)\s*(?:\((.*)\))?\s*$/i.exec(input);
  const kind = typed?.[1]?.toLowerCase();
  if (!CODE.test(name) || !ATTRIBUTE_INPUTS.includes(kind as Input))
    throw new FileRefusedError(
      `The header's column "${cell.trim()}" is not code:type:label with a type of ${ATTRIBUTE_INPUTS.join(', ')}.`,
    );
  const unit = typed?.[2]?.trim() || null;
  return { code: name, definition: { input: kind as Input, label: label.join(':').trim() || name, unit } };
}

/** The header cell of an attribute with its definition, as the export writes it. */
export function attributeColumnName(attribute: VocabularyAttribute & { unit?: string | null }): string {
  const input = attribute.unit ? `${attribute.input}(${attribute.unit})` : attribute.input;
  return `${attribute.code}:${input}:${attribute.label}`;
}

export const isEmptyPlan = (plan: AttributePlan) => plan.attributes.length === 0 && plan.options.length === 0;

const key = (text: string) => text.trim().toLocaleLowerCase('sv-SE');
const hasOptions = (input: Input) => input === 'select' || input === 'multiselect';

/**
 * Collects the option labels of the file's defined columns, row by row, and then plans what the shop lacks. A defined
 * column of an attribute the shop has with another type refuses the file: its cells would be read wrongly.
 */
export class AttributePlanner {
  /** Per column: each label (by key) as first written, and the labels that come after it in a cell. */
  private readonly labels = new Map<string, Map<string, { label: string; after: Set<string> }>>();

  constructor(
    private readonly source: ImportVocabulary,
    private readonly columns: readonly { index: number; column: AttributeColumn }[],
  ) {
    for (const { column } of columns) {
      const existing = source.attributes.find((a) => a.code === column.code);
      const input = column.definition!.input;
      if (existing && existing.input !== input)
        throw new FileRefusedError(
          `The header's column ${column.code} is a ${input}, but the shop's attribute ${column.code} is a ` +
            `${existing.input}: name the column ${ATTRIBUTE_PREFIX}${column.code} to read it as the shop's.`,
        );
      if (hasOptions(input)) this.labels.set(column.code, new Map());
    }
  }

  /** One row's cells (formula quotes already taken off). */
  add(cell: (index: number) => string): void {
    for (const { index, column } of this.columns) {
      const seen = this.labels.get(column.code);
      if (!seen) continue;
      const text = cell(index);
      if (text === '') continue;
      let previous: string | undefined;
      for (const label of listCell(text)) {
        if (/^#\d+$/.test(label)) continue;
        const k = key(label);
        if (!seen.has(k)) seen.set(k, { label, after: new Set() });
        // A cell of several options lists them in the shop's order: the new options keep it.
        if (previous !== undefined && previous !== k) seen.get(previous)!.after.add(k);
        previous = k;
      }
    }
  }

  plan(): AttributePlan {
    let attributeId = Math.max(0, ...this.source.attributes.map((a) => a.id));
    let optionId = Math.max(0, ...this.source.attributes.flatMap((a) => a.options.map((o) => o.id)));
    const plan: AttributePlan = { attributes: [], options: [] };
    for (const { column } of this.columns) {
      const labels = inCellOrder(this.labels.get(column.code) ?? new Map());
      const existing = this.source.attributes.find((a) => a.code === column.code);
      if (existing) {
        const known = new Set(existing.options.flatMap((o) => [key(o.label), key(o.default_label)]));
        for (const label of labels.filter((l) => !known.has(key(l))))
          plan.options.push({ attribute: existing, id: ++optionId, label });
        continue;
      }
      const { input, label, unit } = column.definition!;
      plan.attributes.push({
        id: ++attributeId,
        code: column.code,
        input,
        label,
        unit,
        options: labels.map((l) => ({ id: ++optionId, label: l, default_label: l })),
      });
    }
    return plan;
  }
}

/**
 * The labels in the order the cells list them (a topological order of "comes after"; where the cells do not tell, or
 * contradict each other, in the order they were first seen).
 */
function inCellOrder(seen: Map<string, { label: string; after: Set<string> }>): string[] {
  const before = new Map([...seen.keys()].map((k) => [k, 0]));
  for (const { after } of seen.values()) for (const k of after) before.set(k, before.get(k)! + 1);
  const order: string[] = [];
  const left = new Set(seen.keys());
  while (left.size > 0) {
    const next = [...left].find((k) => before.get(k)! <= 0) ?? left.values().next().value!;
    left.delete(next);
    order.push(seen.get(next)!.label);
    for (const k of seen.get(next)!.after) before.set(k, before.get(k)! - 1);
  }
  return order;
}

/** The shop's taxonomy with the plan carried out: what the file's rows are read against. */
export function withPlan(source: ImportVocabulary, plan: AttributePlan): ImportVocabulary {
  if (isEmptyPlan(plan)) return source;
  const attributes = source.attributes.map((a) => {
    const added = plan.options.filter((o) => o.attribute.id === a.id);
    return added.length === 0
      ? a
      : {
          ...a,
          options: [
            ...a.options,
            ...added.map((o) => ({ id: o.id, label: o.label, default_label: o.label })),
          ],
        };
  });
  return { ...source, attributes: [...attributes, ...plan.attributes] };
}

/** The plan as the report lists it: each attribute created, or given new options, with those options. */
export function describePlan(plan: AttributePlan) {
  return [
    ...plan.attributes.map((a) => ({
      code: a.code,
      label: a.label,
      input: a.input,
      unit: a.unit,
      existing: false,
      options: a.options.map((o) => o.label),
    })),
    ...[...new Set(plan.options.map((o) => o.attribute))].map((a) => ({
      code: a.code,
      label: a.label,
      input: a.input,
      unit: a.unit ?? null,
      existing: true,
      options: plan.options.filter((o) => o.attribute === a).map((o) => o.label),
    })),
  ];
}
