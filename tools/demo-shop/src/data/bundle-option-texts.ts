/**
 * The titles of the bundles' options (composites.ts) in the English, German and Italian store views (decision 0061,
 * addendum), by the Swedish title: what a product page and a cart line in /en, /de and /it call a bundle's parts.
 */
export const BUNDLE_OPTION_TITLES: Readonly<Record<string, readonly [en: string, de: string, it: string]>> = {
  Bordslampor: ['Table lamps', 'Tischleuchten', 'Lampade da tavolo'],
  Bänk: ['Bench', 'Bank', 'Panca'],
  Fåtölj: ['Armchair', 'Sessel', 'Poltrona'],
  Golvlampa: ['Floor lamp', 'Stehleuchte', 'Lampada da terra'],
  Ljusstakar: ['Candlesticks', 'Kerzenständer', 'Candelieri'],
  Matbord: ['Dining table', 'Esstisch', 'Tavolo da pranzo'],
  Matta: ['Rug', 'Teppich', 'Tappeto'],
  Pläd: ['Throw', 'Plaid', 'Plaid'],
  Soffa: ['Sofa', 'Sofa', 'Divano'],
  Soffbord: ['Coffee table', 'Couchtisch', 'Tavolino'],
  Solstolar: ['Sun loungers', 'Liegestühle', 'Sdraio'],
  Spegel: ['Mirror', 'Spiegel', 'Specchio'],
  Stolar: ['Chairs', 'Stühle', 'Sedie'],
  Säng: ['Bed', 'Bett', 'Letto'],
  Sängbord: ['Bedside tables', 'Nachttische', 'Comodini'],
  Sängkläder: ['Bed linen', 'Bettwäsche', 'Biancheria da letto'],
  Taklampa: ['Ceiling lamp', 'Deckenleuchte', 'Lampada da soffitto'],
  Utebord: ['Garden table', 'Gartentisch', 'Tavolo da giardino'],
  Vas: ['Vase', 'Vase', 'Vaso'],
};
