import type { Kind } from '../generate/model.ts';

export interface CategoryNode {
  name: string;
  slug: string;
  /** What the category image shows. */
  kind: Kind;
  /** Colour of the item on the category image. */
  color: string;
  description: string;
  children?: CategoryNode[];
}

/** The shop's category tree below the root category "Hemma" (id 2). Ids are given breadth first from 3. */
export const CATEGORY_TREE: CategoryNode[] = [
  {
    name: 'Vardagsrum',
    slug: 'vardagsrum',
    kind: 'sofa',
    color: '#8C8C8A',
    description:
      'Soffor, fåtöljer och bord för rummet där livet händer – mjukt, tåligt och gjort för att hålla länge.',
    children: [
      {
        name: 'Soffor',
        slug: 'soffor',
        kind: 'sofa',
        color: '#D9C8AE',
        description:
          'Djupa, sköna soffor i bouclé, linne och sammet. Välj storlek och färg som passar ditt vardagsrum.',
      },
      {
        name: 'Fåtöljer',
        slug: 'fatoljer',
        kind: 'armchair',
        color: '#6E8168',
        description: 'Fåtöljer för läshörnan och brasan – från lätta skal till djupa öronlappsfåtöljer.',
      },
      {
        name: 'Soffbord',
        slug: 'soffbord',
        kind: 'coffee-table',
        color: '#C8A273',
        description: 'Soffbord i ek, valnöt, marmor och glas – runda, ovala och rektangulära.',
      },
      {
        name: 'TV-bänkar',
        slug: 'tv-bankar',
        kind: 'tv-bench',
        color: '#6B4A33',
        description: 'Låga TV-bänkar med plats för sladdar, spel och böcker bakom släta luckor.',
      },
    ],
  },
  {
    name: 'Sovrum',
    slug: 'sovrum',
    kind: 'bed',
    color: '#C9C7C2',
    description: 'Sängar, sängbord och garderober för ett lugnt sovrum med plats för allt.',
    children: [
      {
        name: 'Sängar',
        slug: 'sangar',
        kind: 'bed',
        color: '#D9C8AE',
        description: 'Sängar och sängramar med klädd sänggavel eller i massivt trä, i alla vanliga bredder.',
      },
      {
        name: 'Sängbord',
        slug: 'sangbord',
        kind: 'bedside-table',
        color: '#C8A273',
        description: 'Sängbord med låda eller öppen hylla – plats för bok, lampa och glas vatten.',
      },
      {
        name: 'Garderober',
        slug: 'garderober',
        kind: 'wardrobe',
        color: '#F7F5F0',
        description: 'Garderober med hyllor och klädstång, med släta eller spröjsade dörrar.',
      },
    ],
  },
  {
    name: 'Matplats',
    slug: 'matplats',
    kind: 'dining-table',
    color: '#C8A273',
    description: 'Matbord, stolar och bänkar för långa middagar och vardagsfrukostar.',
    children: [
      {
        name: 'Matbord',
        slug: 'matbord',
        kind: 'dining-table',
        color: '#C8A273',
        description: 'Matbord i massivt trä – runda för samtalet, långa för släktmiddagen.',
      },
      {
        name: 'Matstolar',
        slug: 'matstolar',
        kind: 'chair',
        color: '#2B2B2B',
        description: 'Stabila och bekväma matstolar i trä, med klädd sits eller i rotting.',
      },
      {
        name: 'Bänkar',
        slug: 'bankar',
        kind: 'bench',
        color: '#C8A273',
        description: 'Bänkar för matplatsen, hallen och fotänden av sängen.',
      },
    ],
  },
  {
    name: 'Förvaring',
    slug: 'forvaring',
    kind: 'shelf',
    color: '#C8A273',
    description: 'Hyllor, skåp och byråer som ger ordning utan att ta över rummet.',
    children: [
      {
        name: 'Hyllor',
        slug: 'hyllor',
        kind: 'shelf',
        color: '#C8A273',
        description: 'Bokhyllor, vägghyllor och hyllsystem i trä och metall.',
      },
      {
        name: 'Skåp',
        slug: 'skap',
        kind: 'cabinet',
        color: '#6E8168',
        description: 'Skänkar, vitrinskåp och sideboards för porslin, böcker och samlingar.',
      },
      {
        name: 'Byråer',
        slug: 'byraer',
        kind: 'dresser',
        color: '#F7F5F0',
        description: 'Byråer med mjukstängande lådor i ek, björk och lackade kulörer.',
      },
    ],
  },
  {
    name: 'Belysning',
    slug: 'belysning',
    kind: 'floor-lamp',
    color: '#B8975A',
    description: 'Lampor som ger ett varmt och ombonat ljus – i taket, på golvet och på bordet.',
    children: [
      {
        name: 'Taklampor',
        slug: 'taklampor',
        kind: 'ceiling-lamp',
        color: '#F7F5F0',
        description: 'Taklampor och pendlar i glas, metall, papper och rotting.',
      },
      {
        name: 'Golvlampor',
        slug: 'golvlampor',
        kind: 'floor-lamp',
        color: '#2B2B2B',
        description: 'Golvlampor för läsljus och stämningsljus med skärmar i linne och metall.',
      },
      {
        name: 'Bordslampor',
        slug: 'bordslampor',
        kind: 'table-lamp',
        color: '#C0704F',
        description: 'Bordslampor med fot i keramik, glas och mässing.',
      },
    ],
  },
  {
    name: 'Textilier',
    slug: 'textilier',
    kind: 'rug',
    color: '#D9C8AE',
    description: 'Mattor, kuddar, plädar och gardiner i naturmaterial som linne, ull och bomull.',
    children: [
      {
        name: 'Mattor',
        slug: 'mattor',
        kind: 'rug',
        color: '#D9C8AE',
        description: 'Handvävda och tuftade mattor i ull, jute och bomull i flera storlekar.',
      },
      {
        name: 'Kuddar',
        slug: 'kuddar',
        kind: 'cushion',
        color: '#C0704F',
        description: 'Kuddfodral och kuddar i linne, sammet och bouclé.',
      },
      {
        name: 'Plädar',
        slug: 'pladar',
        kind: 'throw',
        color: '#6E8168',
        description: 'Mjuka plädar i ull, bomull och merinoull för soffan och sängen.',
      },
      {
        name: 'Gardiner',
        slug: 'gardiner',
        kind: 'curtain',
        color: '#E4D5BC',
        description: 'Gardiner och gardinlängder i linne och bomull som silar ljuset vackert.',
      },
      {
        name: 'Sängkläder',
        slug: 'sangklader',
        kind: 'bed-linen',
        color: '#C9C7C2',
        description: 'Påslakan och örngott i stentvättat linne och percale av ekologisk bomull.',
      },
    ],
  },
  {
    name: 'Dekoration',
    slug: 'dekoration',
    kind: 'vase',
    color: '#C0704F',
    description: 'Vaser, ljusstakar, speglar och krukor som gör huset till ett hem.',
    children: [
      {
        name: 'Vaser',
        slug: 'vaser',
        kind: 'vase',
        color: '#6E8168',
        description: 'Vaser i munblåst glas och handgjord keramik.',
      },
      {
        name: 'Ljusstakar',
        slug: 'ljusstakar',
        kind: 'candle-holder',
        color: '#B8975A',
        description: 'Ljusstakar och lyktor i mässing, glas och keramik.',
      },
      {
        name: 'Speglar',
        slug: 'speglar',
        kind: 'mirror',
        color: '#C8A273',
        description: 'Runda, ovala och rektangulära speglar med ram i trä och metall.',
      },
      {
        name: 'Krukor',
        slug: 'krukor',
        kind: 'plant-pot',
        color: '#C0704F',
        description: 'Krukor och ytterkrukor i terrakotta och glaserad keramik.',
      },
    ],
  },
  {
    name: 'Utemöbler',
    slug: 'utemobler',
    kind: 'outdoor-sofa',
    color: '#C8A273',
    description: 'Utemöbler i teak, aluminium och rotting för balkongen, altanen och trädgården.',
    children: [
      {
        name: 'Utesoffor',
        slug: 'utesoffor',
        kind: 'outdoor-sofa',
        color: '#C9C7C2',
        description: 'Utesoffor med väderbeständiga dynor för långa sommarkvällar.',
      },
      {
        name: 'Utebord',
        slug: 'utebord',
        kind: 'outdoor-table',
        color: '#C8A273',
        description: 'Utebord i teak och pulverlackad aluminium – från cafébord till långbord.',
      },
      {
        name: 'Solstolar',
        slug: 'solstolar',
        kind: 'lounger',
        color: '#6E8168',
        description: 'Solstolar och solsängar med ställbart ryggstöd.',
      },
    ],
  },
  {
    name: 'Tjänster & guider',
    slug: 'tjanster',
    kind: 'service',
    color: '#6E8168',
    description: 'Inredningshjälp, montering, presentkort och guider för ditt hem.',
    children: [
      {
        name: 'Inredningshjälp',
        slug: 'inredningshjalp',
        kind: 'service',
        color: '#6E8168',
        description: 'Boka en av våra inredare – i butik, hemma hos dig eller via video.',
      },
      {
        name: 'Montering & leverans',
        slug: 'montering',
        kind: 'service',
        color: '#5A7391',
        description: 'Vi monterar dina möbler och tar med oss emballaget.',
      },
      {
        name: 'Presentkort',
        slug: 'presentkort',
        kind: 'gift-card',
        color: '#6E8168',
        description: 'Presentkort som gäller i alla våra butiker och i webbutiken.',
      },
      {
        name: 'Guider & e-böcker',
        slug: 'guider',
        kind: 'guide',
        color: '#C0704F',
        description: 'E-böcker, inspiration och monteringsanvisningar att ladda ner.',
      },
    ],
  },
];
