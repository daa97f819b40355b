type OptionType = 'radio' | 'checkbox' | 'select' | 'drop_down' | 'field';

export interface CustomValueDef {
  title: string;
  /** Kronor for fixed prices. */
  kr?: number;
  percent?: number;
}

export interface CustomOptionDef {
  title: string;
  type: OptionType;
  required: boolean;
  values?: CustomValueDef[];
  /** 'field' options: their own price and length limit. */
  field?: { kr?: number; percent?: number; maxCharacters: number };
}

/** Custom option sets by leaf category; the generator attaches them to some products there. */
export const CUSTOM_OPTION_SETS: Record<string, CustomOptionDef[]> = {
  soffor: [
    {
      title: 'Tygskydd',
      type: 'checkbox',
      required: false,
      values: [{ title: 'Tygskyddsbehandling', kr: 495 }],
    },
    {
      title: 'Ben',
      type: 'drop_down',
      required: true,
      values: [
        { title: 'Ek (standard)' },
        { title: 'Svart metall', kr: 300 },
        { title: 'Mässing', percent: 5 },
      ],
    },
  ],
  fatoljer: [
    {
      title: 'Ben',
      type: 'radio',
      required: true,
      values: [{ title: 'Ek (standard)' }, { title: 'Valnöt', kr: 395 }],
    },
    {
      title: 'Tygskydd',
      type: 'checkbox',
      required: false,
      values: [{ title: 'Tygskyddsbehandling', kr: 295 }],
    },
  ],
  matbord: [
    {
      title: 'Ilägg',
      type: 'select',
      required: false,
      values: [
        { title: 'Inget ilägg' },
        { title: '1 iläggsskiva 50 cm', kr: 1495 },
        { title: '2 iläggsskivor 50 cm', kr: 2795 },
      ],
    },
    {
      title: 'Ytbehandling',
      type: 'radio',
      required: true,
      values: [{ title: 'Naturolja' }, { title: 'Vitpigmenterad olja', percent: 8 }],
    },
  ],
  sangar: [
    {
      title: 'Sänggavel',
      type: 'radio',
      required: true,
      values: [{ title: 'Låg' }, { title: 'Hög', kr: 1495 }],
    },
    {
      title: 'Ben',
      type: 'drop_down',
      required: true,
      values: [{ title: 'Ek 15 cm' }, { title: 'Ek 20 cm', kr: 195 }, { title: 'Svart metall 15 cm', kr: 0 }],
    },
  ],
  speglar: [{ title: 'Gravyr', type: 'field', required: false, field: { kr: 149, maxCharacters: 20 } }],
  ljusstakar: [
    { title: 'Personlig gravyr', type: 'field', required: false, field: { kr: 99, maxCharacters: 15 } },
  ],
  taklampor: [
    {
      title: 'Sladd',
      type: 'select',
      required: true,
      values: [
        { title: 'Vit textilsladd' },
        { title: 'Svart textilsladd' },
        { title: 'Mässingsfärgad sladd', kr: 99 },
      ],
    },
    {
      title: 'Ljuskälla',
      type: 'checkbox',
      required: false,
      values: [{ title: 'LED-lampa E27, dimbar', kr: 149 }],
    },
  ],
  mattor: [
    {
      title: 'Halkskydd',
      type: 'checkbox',
      required: false,
      values: [{ title: 'Halkskyddsunderlägg i storlek', kr: 249 }],
    },
  ],
  bankar: [
    {
      title: 'Dyna',
      type: 'radio',
      required: false,
      values: [
        { title: 'Ingen dyna' },
        { title: 'Fårskinnsdyna', percent: 20 },
        { title: 'Linnedyna', kr: 395 },
      ],
    },
  ],
  matstolar: [
    { title: 'Namnbricka', type: 'field', required: false, field: { percent: 10, maxCharacters: 12 } },
  ],
};
