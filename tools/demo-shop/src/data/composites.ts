import type { DeliveryTimeCode } from '@hemma/commerce';
import type { Kind } from '../generate/model.ts';

export interface BundleTemplate {
  name: string;
  sku: string;
  kind: Kind;
  description: string;
  options: {
    title: string;
    category: string;
    type: 'radio' | 'select' | 'checkbox' | 'multi';
    qty: number;
    required: boolean;
  }[];
  delivery: DeliveryTimeCode;
}

/** Bundles: "{line}" is the line name. The bundle price is the default selection minus 10 %. */
export const BUNDLES: BundleTemplate[] = [
  {
    name: 'Matgrupp {line}: bord + 4 stolar',
    sku: 'MGR',
    kind: 'dining-table',
    delivery: 'w3-6',
    description: 'Ett komplett matrum: välj bord och stolar som passar ihop.',
    options: [
      { title: 'Matbord', category: 'matbord', type: 'radio', qty: 1, required: true },
      { title: 'Stolar', category: 'matstolar', type: 'select', qty: 4, required: true },
    ],
  },
  {
    name: 'Soffgrupp {line}',
    sku: 'SGR',
    kind: 'sofa',
    delivery: 'w6-8',
    description: 'Soffa och soffbord – med en matta till om du vill.',
    options: [
      { title: 'Soffa', category: 'soffor', type: 'radio', qty: 1, required: true },
      { title: 'Soffbord', category: 'soffbord', type: 'select', qty: 1, required: true },
      { title: 'Matta', category: 'mattor', type: 'checkbox', qty: 1, required: false },
    ],
  },
  {
    name: 'Sovrumsset {line}',
    sku: 'SRS',
    kind: 'bed',
    delivery: 'w3-6',
    description: 'Säng med två matchande sängbord och sängkläder.',
    options: [
      { title: 'Säng', category: 'sangar', type: 'radio', qty: 1, required: true },
      { title: 'Sängbord', category: 'sangbord', type: 'select', qty: 2, required: true },
      { title: 'Sängkläder', category: 'sangklader', type: 'checkbox', qty: 1, required: false },
    ],
  },
  {
    name: 'Läshörna {line}',
    sku: 'LHO',
    kind: 'armchair',
    delivery: 'w3-6',
    description: 'Fåtölj, golvlampa och pläd – allt för en skön läsplats.',
    options: [
      { title: 'Fåtölj', category: 'fatoljer', type: 'radio', qty: 1, required: true },
      { title: 'Golvlampa', category: 'golvlampor', type: 'radio', qty: 1, required: true },
      { title: 'Pläd', category: 'pladar', type: 'multi', qty: 1, required: false },
    ],
  },
  {
    name: 'Belysningspaket {line}',
    sku: 'BLP',
    kind: 'ceiling-lamp',
    delivery: 'd7-14',
    description: 'En taklampa och två bordslampor i samma formspråk.',
    options: [
      { title: 'Taklampa', category: 'taklampor', type: 'radio', qty: 1, required: true },
      { title: 'Bordslampor', category: 'bordslampor', type: 'select', qty: 2, required: true },
    ],
  },
  {
    name: 'Utegrupp {line}',
    sku: 'UGR',
    kind: 'outdoor-table',
    delivery: 'w2-4',
    description: 'Utebord och två solstolar för balkongen eller altanen.',
    options: [
      { title: 'Utebord', category: 'utebord', type: 'radio', qty: 1, required: true },
      { title: 'Solstolar', category: 'solstolar', type: 'select', qty: 2, required: true },
    ],
  },
  {
    name: 'Hallpaket {line}',
    sku: 'HPK',
    kind: 'mirror',
    delivery: 'w2-4',
    description: 'Spegel och bänk som gör hallen välkomnande.',
    options: [
      { title: 'Spegel', category: 'speglar', type: 'radio', qty: 1, required: true },
      { title: 'Bänk', category: 'bankar', type: 'radio', qty: 1, required: true },
    ],
  },
  {
    name: 'Dukat bord {line}',
    sku: 'DBD',
    kind: 'candle-holder',
    delivery: 'd2-8',
    description: 'Tre ljusstakar och en vas för det dukade bordet.',
    options: [
      { title: 'Ljusstakar', category: 'ljusstakar', type: 'select', qty: 3, required: true },
      { title: 'Vas', category: 'vaser', type: 'radio', qty: 1, required: true },
    ],
  },
];

export interface GroupedTemplate {
  name: string;
  sku: string;
  category: string;
  description: string;
}

export const GROUPED: GroupedTemplate[] = [
  {
    name: 'Kuddset {line}',
    sku: 'KSET',
    category: 'kuddar',
    description: 'Kuddfodral i färger som passar ihop – köp hela setet eller bara dina favoriter.',
  },
  {
    name: 'Vasset {line}',
    sku: 'VSET',
    category: 'vaser',
    description: 'Vaser i olika höjder som gör sig bäst i grupp.',
  },
  {
    name: 'Ljusstakeset {line}',
    sku: 'LSET',
    category: 'ljusstakar',
    description: 'Ljusstakar i olika höjder för en levande bordsdukning.',
  },
  {
    name: 'Krukset {line}',
    sku: 'KRSET',
    category: 'krukor',
    description: 'Krukor i tre storlekar för fönsterbrädan.',
  },
  {
    name: 'Plädset {line}',
    sku: 'PSET',
    category: 'pladar',
    description: 'Plädar att blanda i soffan och sängen.',
  },
];
