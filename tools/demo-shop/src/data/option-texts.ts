import { COLORS } from './name-parts.ts';

/**
 * Attribute option labels in German and Italian (decision 0061: an option's English label is its `default_label`),
 * written as the /de and /it store views' texts, so a colour or material reads and is searched in the store view's
 * language (decision 0058 addendum 2). Sizes and manufacturers are the same in every language.
 */
export const OPTION_LABELS: Readonly<
  Record<string, Readonly<Record<string, readonly [de: string, it: string]>>>
> = {
  color: Object.fromEntries(Object.entries(COLORS).map(([sv, [, de, it]]) => [sv, [de, it] as const])),
  material: {
    Ek: ['Eiche', 'Rovere'],
    Björk: ['Birke', 'Betulla'],
    Furu: ['Kiefer', 'Pino'],
    Valnöt: ['Nussbaum', 'Noce'],
    Teak: ['Teak', 'Teak'],
    Metall: ['Metall', 'Metallo'],
    Mässing: ['Messing', 'Ottone'],
    Aluminium: ['Aluminium', 'Alluminio'],
    Glas: ['Glas', 'Vetro'],
    Marmor: ['Marmor', 'Marmo'],
    Bomull: ['Baumwolle', 'Cotone'],
    Linne: ['Leinen', 'Lino'],
    Ull: ['Wolle', 'Lana'],
    Jute: ['Jute', 'Iuta'],
    Sammet: ['Samt', 'Velluto'],
    Bouclé: ['Bouclé', 'Bouclé'],
    Rotting: ['Rattan', 'Rattan'],
    Keramik: ['Keramik', 'Ceramica'],
    Terrakotta: ['Terrakotta', 'Terracotta'],
    Läder: ['Leder', 'Pelle'],
    Papper: ['Papier', 'Carta'],
  },
  form: {
    Rund: ['Rund', 'Rotondo'],
    Rektangulär: ['Rechteckig', 'Rettangolare'],
    Kvadratisk: ['Quadratisch', 'Quadrato'],
    Oval: ['Oval', 'Ovale'],
  },
  fabric: {
    Bouclé: ['Bouclé', 'Bouclé'],
    Sammet: ['Samt', 'Velluto'],
    Linne: ['Leinen', 'Lino'],
    Bomull: ['Baumwolle', 'Cotone'],
    Ull: ['Wolle', 'Lana'],
    Chenille: ['Chenille', 'Ciniglia'],
    Manchester: ['Cord', 'Velluto a coste'],
    Läder: ['Leder', 'Pelle'],
  },
};
