import { sha3_224 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** Value ids comma-joined for a multi-choice option, or the text of a field option. */
export interface CustomOptionChoice {
  option_id: number;
  option_value: string;
}

/** Attribute id and the chosen value_index. */
export interface ConfigurableItemOption {
  option_id: number;
  option_value: number;
}

/** `option_selections` are bundle link ids. */
export interface BundleOptionChoice {
  option_id: number;
  option_qty: number;
  option_selections: number[];
}

export interface ProductOption {
  extension_attributes: {
    custom_options?: CustomOptionChoice[];
    configurable_item_options?: ConfigurableItemOption[];
    bundle_options?: BundleOptionChoice[];
  };
}

type Canonical = {
  extension_attributes: {
    custom_options: CustomOptionChoice[];
    configurable_item_options: ConfigurableItemOption[];
    bundle_options: BundleOptionChoice[];
  };
};

const ID_LIST = /^\s*\d+(\s*,\s*\d+)*\s*$/;

/**
 * A multi-choice value is a set of ids, so "3,1" and "1,3" are the same choice. Text of a field option is kept
 * verbatim: only strings made of nothing but ids are reordered.
 */
function canonicalCustomValue(value: unknown): string {
  const text = value == null ? '' : String(value);
  if (!ID_LIST.test(text)) return text;
  return text
    .split(',')
    .map(Number)
    .sort((a, b) => a - b)
    .join(',');
}

// Ties on option_id should not happen, but the order must not depend on how the caller built the array.
function byOptionId<T extends { option_id: number }>(a: T, b: T): number {
  if (a.option_id !== b.option_id) return a.option_id - b.option_id;
  const [x, y] = [JSON.stringify(a), JSON.stringify(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

// Stored carts and older clients send ids as strings ("12"); the hash must not change with that.
function canonicalOption(option: ProductOption | null | undefined): Canonical {
  const ext = option?.extension_attributes;
  const custom = (ext?.custom_options ?? [])
    .map((o) => ({ option_id: Number(o.option_id), option_value: canonicalCustomValue(o.option_value) }))
    // An unfilled optional field is the same as not choosing it at all.
    .filter((o) => o.option_value.trim() !== '');
  const configurable = (ext?.configurable_item_options ?? []).map((o) => ({
    option_id: Number(o.option_id),
    option_value: Number(o.option_value),
  }));
  const bundle = (ext?.bundle_options ?? []).map((o) => ({
    option_id: Number(o.option_id),
    option_qty: Number(o.option_qty),
    option_selections: (o.option_selections ?? []).map(Number).sort((a, b) => a - b),
  }));
  return {
    extension_attributes: {
      custom_options: custom.sort(byOptionId),
      configurable_item_options: configurable.sort(byOptionId),
      bundle_options: bundle.sort(byOptionId),
    },
  };
}

/** Checksums of the choices hashed last, by their canonical JSON (ids, and the texts a shopper typed). */
const checksums = new Map<string, string>();
const KEPT_CHECKSUMS = 1000;
let noOption: string | undefined;

/**
 * SPEC §9: the product hash is SHA3-224 of the product option. The client and the API must compute the same
 * hash for the same choice however the arrays were ordered, so the hash is taken over a canonical JSON.
 */
export function productOptionChecksum(option: ProductOption | null | undefined): string {
  // Most lines have no options: their canonical JSON is always the same, so is its key.
  const canonical = option
    ? JSON.stringify(canonicalOption(option))
    : (noOption ??= JSON.stringify(canonicalOption(null)));
  let checksum = checksums.get(canonical);
  if (checksum === undefined) {
    // SHA3 in JavaScript is a fair part of pricing a line (issue 32); most lines have no options, and the same few
    // choices come again and again. Bounded: the oldest choice first out.
    checksum = bytesToHex(sha3_224(utf8ToBytes(canonical)));
    if (checksums.size >= KEPT_CHECKSUMS) checksums.delete(checksums.keys().next().value!);
    checksums.set(canonical, checksum);
  }
  return checksum;
}

/** SPEC §5: items with bundle or custom options are told apart by checksum, not by sku. */
export function hasChecksumOptions(option: ProductOption | null | undefined): boolean {
  const ext = canonicalOption(option).extension_attributes;
  return ext.bundle_options.length > 0 || ext.custom_options.length > 0;
}
