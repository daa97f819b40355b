/** A line's chosen options, stored as `Färg: Grön; Storlek: 3-sits`, as label/value pairs (orders, history, mail). */
export function presentOptions(text: string): { label: string; value: string }[] {
  return text
    ? text.split('; ').map((part) => {
        const at = part.indexOf(': ');
        return { label: part.slice(0, at), value: part.slice(at + 2) };
      })
    : [];
}
