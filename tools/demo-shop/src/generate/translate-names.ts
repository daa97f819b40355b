import {
  COLOR_LINES,
  COLORS,
  COMPOSITES,
  EDITION,
  LABELS,
  MATERIALS,
  NOUNS,
  SERVICES,
  SHORT,
  type Terms,
} from '../data/name-parts.ts';

/** 0: English, 1: German, 2: Italian (the order of name-parts.ts' terms). */
export type Language = 0 | 1 | 2;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const longestFirst = (terms: Terms) => Object.keys(terms).sort((a, b) => b.length - a.length);
const NOUN_PATTERN = longestFirst(NOUNS).map(escape).join('|');
const COLOR_PATTERN = longestFirst(COLORS).map(escape).join('|');
/** "{noun} {line}[ {label}][, {colour}[ {size}]]": a leaf template's product or variant name (furnishings.ts). */
const LEAF = new RegExp(`^(${NOUN_PATTERN}) ([^\\s,]+)(?: ([^,]+?))?(?:, (${COLOR_PATTERN})(?: (\\S+))?)?$`);

function label(sv: string, language: Language): string | null {
  const term = LABELS[sv]?.[language];
  if (term) return term;
  if (/^[Ø\d][\dx]*$/.test(sv)) return sv;
  // A line's later series ("Lund 2") before the variant's label.
  const series = /^(\d+) (.+)$/.exec(sv);
  const rest = series ? label(series[2]!, language) : null;
  return rest === null ? null : `${series![1]} ${rest}`;
}

/** A line's name: the same in every language, but for a colour word (COLOR_LINES), with its suffix ("Kornblåvik"). */
function lineName(line: string, language: Language): string {
  const colour = longestFirst(COLOR_LINES).find((word) => line.startsWith(word));
  return colour ? `${COLOR_LINES[colour]![language]}${line.slice(colour.length)}` : line;
}

function leafName(sv: string, language: Language): string | null {
  const match = LEAF.exec(sv);
  if (!match) return null;
  const [, noun, line, variant, color, size] = match;
  const words = [NOUNS[noun!]![language], lineName(line!, language)];
  if (variant) {
    const translated = label(variant, language);
    if (translated === null) return null;
    words.push(translated);
  }
  const name = words.join(' ');
  return color ? `${name}, ${COLORS[color]![language]}${size ? ` ${size}` : ''}` : name;
}

function compositeName(sv: string, language: Language): string | null {
  for (const [template, names] of Object.entries(COMPOSITES)) {
    const pattern = new RegExp(`^${escape(template).replace('\\{line\\}', '(.+)')}$`);
    const match = pattern.exec(sv);
    if (match) return names[language].replace('{line}', lineName(match[1]!, language));
  }
  return null;
}

function serviceName(sv: string, language: Language): string | null {
  const edition = / – utgåva (\d+)$/.exec(sv);
  const base = edition ? sv.slice(0, edition.index) : sv;
  const name = SERVICES[base]?.[language];
  if (!name) return null;
  return edition ? `${name} – ${EDITION[language]} ${edition[1]}` : name;
}

/**
 * A demo product's name in another language, translated part by part (decision 0058); null when a part has no
 * translation (the store view then falls back to English, then Swedish, and the back office lists it as missing).
 */
export function translateProductName(sv: string, language: Language): string | null {
  return serviceName(sv, language) ?? compositeName(sv, language) ?? leafName(sv, language);
}

const MATERIAL_PATTERN = longestFirst(MATERIALS).map(escape).join('|');
/** "{noun} i {material}[ med ben|stomme i {material}]. Färg: {colour}." or "… Finns i {n} färger." (furnishings.ts) */
const SHORT_PATTERN = new RegExp(
  `^(${NOUN_PATTERN}) i (${MATERIAL_PATTERN})(?: med (ben|stomme) i (${MATERIAL_PATTERN}))?\\. ` +
    `(?:Färg: (${COLOR_PATTERN})|Finns i (\\d+) färger)\\.$`,
);

/**
 * A leaf product's short description in another language, built from the same parts as the Swedish one (decision
 * 0058); null for another text (composites' and services' descriptions are prose and are not translated).
 */
export function translateShortDescription(sv: string, language: Language): string | null {
  const match = SHORT_PATTERN.exec(sv);
  if (!match) return null;
  const [, noun, material, part, accent, color, count] = match;
  const fill = (template: string, values: Record<string, string>) =>
    template.replace(/\{(\w+)\}/g, (_all, name: string) => values[name] ?? '');
  let made = fill(SHORT.made[language], {
    noun: NOUNS[noun!]![language],
    material: MATERIALS[material!]![language],
  });
  if (part && accent)
    made += fill(SHORT[part === 'ben' ? 'legs' : 'frame'][language], {
      material: MATERIALS[accent]![language],
    });
  const last = color
    ? fill(SHORT.color[language], { color: COLORS[color]![language] })
    : fill(SHORT.colors[language], { count: count! });
  return `${made}. ${last}`;
}
