import type { LeafTemplate } from './template-types.ts';

/** Outdoor furniture: sofas, tables and loungers. */
export const OUTDOOR: LeafTemplate[] = [
  {
    category: 'utesoffor',
    kind: 'outdoor-sofa',
    noun: 'Utesoffa',
    sku: 'UTS',
    variants: [
      { code: '2', label: '2-sits', factor: 0.8 },
      { code: '3', label: '3-sits', factor: 1 },
    ],
    price: [5995, 17995],
    weight: [25, 50],
    dims: {
      length: [150, 210],
      depth: [75, 90],
      height: [70, 80],
      seat_height: [38, 42],
      seat_depth: [55, 62],
    },
    materials: ['Teak', 'Aluminium', 'Rotting'],
    colors: ['Ljusgrå', 'Beige', 'Natur', 'Grön', 'Mörkgrå'],
    delivery: ['w2-4', 'w3-6'],
    brands: ['Vinga Living'],
    share: 4,
    configurable: { share: 1, by: ['color'] },
    intro: [
      '{name} har en ram i teak och dynor klädda i snabbtorkande outdoortyg.',
      'Låga {line} gör altanen till ett extra vardagsrum hela sommaren.',
    ],
    use: ['Förvara dynorna torrt under vintern.', 'Teaken grånar vackert om den inte oljas.'],
  },
  {
    category: 'utebord',
    kind: 'outdoor-table',
    noun: 'Utebord',
    sku: 'UTB',
    variants: [
      { code: 'C', label: 'café', factor: 0.5, dims: { length: [70, 70] } },
      { code: '200', label: '200', factor: 1, dims: { length: [200, 200] } },
    ],
    price: [1995, 10995],
    weight: [10, 40],
    dims: { width: [70, 95], height: [72, 74] },
    materials: ['Teak', 'Aluminium'],
    colors: ['Ek', 'Svart', 'Vit', 'Grön'],
    forms: ['Rund', 'Rektangulär', 'Kvadratisk'],
    delivery: ['w2-4', 'w3-6'],
    brands: ['Vinga Living'],
    share: 5,
    intro: [
      '{name} är tillverkat i hållbart odlad teak med ribbad skiva som släpper igenom regnvatten.',
      'Stadiga {line} i pulverlackerad aluminium tål både sol och regn.',
    ],
    use: [
      'Kan stå ute året runt men håller längre under tak vintertid.',
      'Behandla teaken med teakolja en gång per säsong för att bevara färgen.',
    ],
  },
  {
    category: 'solstolar',
    kind: 'lounger',
    noun: 'Solstol',
    sku: 'SOL',
    variants: [
      { code: '', label: '', factor: 1 },
      { code: 'SNG', label: '', noun: 'Solsäng', factor: 1.5 },
    ],
    price: [1495, 5995],
    weight: [7, 20],
    dims: { length: [90, 190], width: [60, 70], height: [80, 95] },
    materials: ['Teak', 'Aluminium', 'Bomull'],
    colors: ['Natur', 'Grön', 'Blå', 'Vit', 'Terrakotta', 'Gul'],
    delivery: ['w2-4', 'd7-14'],
    brands: ['Vinga Living'],
    share: 4,
    intro: [
      '{name} har ställbart ryggstöd i fem lägen och en sits i tålig canvas.',
      'Klassiska {line} fälls ihop och tar liten plats i förrådet.',
    ],
    use: [
      'Tyget kan tas av och tvättas i 30 grader.',
      'Passa på att ta fram den till årets första varma dag.',
    ],
  },
];
