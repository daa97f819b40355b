/** Small immutable edits of the lists inside the form (options, their selections and values). */
export const replaceAt = <T>(list: readonly T[], index: number, change: Partial<T>): T[] =>
  list.map((item, i) => (i === index ? { ...item, ...change } : item));

export const removeAt = <T>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);

/** A number typed into a field (`2`, `1,5`); what is not one reads as 0, which the API's rules then refuse. */
export const typedNumber = (text: string): number => {
  const value = Number(text.replace(/\s/g, '').replace(',', '.'));
  return Number.isFinite(value) ? value : 0;
};
