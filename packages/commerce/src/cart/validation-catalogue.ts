import type { ShopLocale } from '../format.ts';
import { VALIDATION_MESSAGES, type ValidationCode } from './validation.ts';

/** The SPEC §5 form messages in Swedish: the same rules say the same thing in the storefront and the back office. */
const SWEDISH: Record<ValidationCode, string> = {
  required: 'Fältet måste fyllas i',
  greaterThanZero: 'Måste vara större än 0',
  qtyAboveZero: 'Antalet måste vara större än 0',
  qtyBelow: 'Antalet måste vara mindre än {quantity}',
  qtyPositiveInteger: 'Antalet måste vara ett positivt heltal',
  nameMinLength: 'Namnet måste ha minst {min} bokstäver.',
  passwordMinLength: 'Lösenordet måste ha minst {min} tecken.',
  passwordsIdentical: 'Lösenorden måste vara likadana',
  passwordClasses:
    'Lösenordet måste innehålla minst 3 olika teckentyper: små bokstäver, stora bokstäver, siffror, specialtecken.',
  taxIdMinLength: 'Organisationsnumret måste ha minst {min} tecken.',
  taxIdentificationMinLength: 'Organisationsnumret måste ha minst {min} tecken.',
  zipMinLength: 'Postnumret måste ha minst {min} tecken.',
  postcode: 'Postnumret ska ha {digits} siffror, till exempel {example}.',
  email: 'Ange en giltig e-postadress.',
  phone: 'Ange ett giltigt telefonnummer.',
  province: 'Ange provinsen med dess två bokstäver, till exempel MI.',
  terms: 'Du måste godkänna köpvillkoren.',
  maxQuantity: 'Endast {maxQuantity} av den här varan finns tillgängliga!',
};

const GERMAN: Record<ValidationCode, string> = {
  required: 'Pflichtfeld',
  greaterThanZero: 'Muss größer als 0 sein',
  qtyAboveZero: 'Die Menge muss größer als 0 sein',
  qtyBelow: 'Die Menge muss kleiner als {quantity} sein',
  qtyPositiveInteger: 'Die Menge muss eine positive ganze Zahl sein',
  nameMinLength: 'Der Name muss mindestens {min} Buchstaben haben.',
  passwordMinLength: 'Das Passwort muss mindestens {min} Zeichen haben.',
  passwordsIdentical: 'Die Passwörter müssen übereinstimmen',
  passwordClasses:
    'Das Passwort muss mindestens 3 verschiedene Zeichenarten enthalten: Kleinbuchstaben, Großbuchstaben, Ziffern, Sonderzeichen.',
  taxIdMinLength: 'Die Steuernummer muss mindestens {min} Zeichen haben.',
  taxIdentificationMinLength: 'Die Steuer-Identifikationsnummer muss mindestens {min} Zeichen haben.',
  zipMinLength: 'Die Postleitzahl muss mindestens {min} Zeichen haben.',
  postcode: 'Die Postleitzahl muss {digits} Ziffern haben, zum Beispiel {example}.',
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  phone: 'Bitte geben Sie eine gültige Telefonnummer ein.',
  province: 'Bitte geben Sie die Provinz als Kürzel aus zwei Buchstaben an, z. B. MI.',
  terms: 'Sie müssen die AGB akzeptieren.',
  maxQuantity: 'Von diesem Produkt sind nur {maxQuantity} verfügbar!',
};

const ITALIAN: Record<ValidationCode, string> = {
  required: 'Campo obbligatorio',
  greaterThanZero: 'Deve essere maggiore di 0',
  qtyAboveZero: 'La quantità deve essere maggiore di 0',
  qtyBelow: 'La quantità deve essere minore di {quantity}',
  qtyPositiveInteger: 'La quantità deve essere un numero intero positivo',
  nameMinLength: 'Il nome deve avere almeno {min} lettere.',
  passwordMinLength: 'La password deve avere almeno {min} caratteri.',
  passwordsIdentical: 'Le password devono coincidere',
  passwordClasses:
    'La password deve contenere almeno 3 tipi di caratteri diversi: minuscole, maiuscole, cifre, caratteri speciali.',
  taxIdMinLength: 'Il codice fiscale deve avere almeno {min} caratteri.',
  taxIdentificationMinLength: 'Il numero di identificazione fiscale deve avere almeno {min} caratteri.',
  zipMinLength: 'Il CAP deve avere almeno {min} caratteri.',
  postcode: 'Il CAP deve avere {digits} cifre, ad esempio {example}.',
  email: 'Inserisci un indirizzo e-mail valido.',
  phone: 'Inserisci un numero di telefono valido.',
  province: 'Indica la provincia con la sigla di due lettere, ad esempio MI.',
  terms: 'Devi accettare i termini e le condizioni.',
  maxQuantity: 'Di questo prodotto ne sono disponibili solo {maxQuantity}!',
};

const BY_LOCALE: Record<ShopLocale, Record<ValidationCode, string>> = {
  'sv-SE': SWEDISH,
  'en-US': VALIDATION_MESSAGES,
  'de-DE': GERMAN,
  'it-IT': ITALIAN,
};

export type ValidationCatalogue = { readonly [C in ValidationCode as `validation.${C}`]: string };

/** The form messages of a locale as UI catalogue entries (`validation.required` …), with their {placeholders}. */
export function validationCatalogue(locale: ShopLocale): ValidationCatalogue {
  return Object.fromEntries(
    Object.entries(BY_LOCALE[locale]).map(([code, text]) => [`validation.${code}`, text]),
  ) as ValidationCatalogue;
}
