/**
 * The sandbox carrier's pick-up points (ombud), by postcode area (decision 0033). Fictional but plausible: the kinds
 * of shops that are ombud in Sweden, with street addresses in the right postcode areas. A real carrier's adapter
 * (PostNord's or DHL's service-point search by postal code) answers the same fields.
 */
export interface PickupPoint {
  id: string;
  name: string;
  street: string;
  /** `123 45`. */
  postcode: string;
  city: string;
  openingHours: string;
}

const WEEK = 'Mån–fre 8–21, lör–sön 9–20';
const KIOSK = 'Mån–fre 7–22, lör–sön 8–22';
const STORE = 'Mån–fre 9–20, lör 10–18, sön 11–17';

type Row = [id: string, name: string, street: string, postcode: string, city: string, hours: string];

const ROWS: Row[] = [
  // Stockholm and around (1xx)
  ['SE-1001', 'ICA Nära Vasastan', 'Upplandsgatan 48', '113 28', 'Stockholm', WEEK],
  ['SE-1002', 'Pressbyrån T-Centralen', 'Sergels torg 12', '111 57', 'Stockholm', KIOSK],
  ['SE-1003', 'Coop Södermalm', 'Götgatan 67', '116 21', 'Stockholm', WEEK],
  ['SE-1004', 'Hemköp Östermalmstorg', 'Nybrogatan 31', '114 39', 'Stockholm', WEEK],
  ['SE-1005', 'ICA Supermarket Hornstull', 'Långholmsgatan 15', '117 33', 'Stockholm', WEEK],
  ['SE-1006', 'Pressbyrån Fridhemsplan', 'Fridhemsgatan 9', '112 40', 'Stockholm', KIOSK],
  ['SE-1007', 'Coop Hammarby Sjöstad', 'Lugnets allé 20', '120 65', 'Stockholm', WEEK],
  ['SE-1008', 'ICA Kvantum Farsta', 'Farstaplan 5', '123 47', 'Farsta', WEEK],
  ['SE-1009', 'Direkten Nacka Forum', 'Forumvägen 14', '131 53', 'Nacka', STORE],
  ['SE-1010', 'Coop Bromma Blocks', 'Ulvsundavägen 190', '168 67', 'Bromma', WEEK],
  ['SE-1011', 'ICA Nära Solna Centrum', 'Solna torg 3', '171 45', 'Solna', WEEK],
  ['SE-1012', 'Pressbyrån Sundbyberg', 'Landsvägen 42', '172 63', 'Sundbyberg', KIOSK],
  ['SE-1013', 'Hemköp Lidingö Centrum', 'Stockholmsvägen 50', '181 42', 'Lidingö', WEEK],
  ['SE-1014', 'ICA Maxi Täby', 'Enhagsvägen 2', '187 40', 'Täby', WEEK],
  ['SE-1015', 'Coop Södertälje', 'Storgatan 19', '151 72', 'Södertälje', WEEK],
  // Uppsala (75x)
  ['SE-7501', 'ICA Nära Luthagen', 'Geijersgatan 12', '752 26', 'Uppsala', WEEK],
  ['SE-7502', 'Pressbyrån Uppsala C', 'Kungsgatan 57', '753 21', 'Uppsala', KIOSK],
  ['SE-7503', 'Coop Gränby', 'Marknadsgatan 8', '754 54', 'Uppsala', WEEK],
  ['SE-7504', 'Hemköp Sävja', 'Sävja torg 2', '757 57', 'Uppsala', WEEK],
  // Västerås, Örebro, Gävle, Sundsvall, Umeå, Luleå
  ['SE-7201', 'ICA Kvantum Hälla', 'Hällagatan 4', '721 36', 'Västerås', WEEK],
  ['SE-7001', 'Coop Örebro Vivalla', 'Vivalla centrum 6', '703 40', 'Örebro', WEEK],
  ['SE-8001', 'Pressbyrån Gävle C', 'Centralplan 1', '803 11', 'Gävle', KIOSK],
  ['SE-8501', 'ICA Nära Haga', 'Nybrogatan 4', '852 36', 'Sundsvall', WEEK],
  ['SE-9001', 'Coop Ålidhem', 'Tvistevägen 47', '907 36', 'Umeå', WEEK],
  ['SE-9701', 'ICA Supermarket Luleå', 'Storgatan 51', '972 32', 'Luleå', WEEK],
  // Linköping, Norrköping, Jönköping
  ['SE-5801', 'Hemköp Linköping City', 'Ågatan 39', '582 22', 'Linköping', WEEK],
  ['SE-6001', 'Pressbyrån Norrköping C', 'Järnvägsgatan 2', '602 24', 'Norrköping', KIOSK],
  ['SE-5501', 'ICA Nära Söder', 'Barnarpsgatan 22', '553 16', 'Jönköping', WEEK],
  // Göteborg and around (4xx)
  ['SE-4101', 'ICA Nära Linnéstaden', 'Linnégatan 21', '413 04', 'Göteborg', WEEK],
  ['SE-4102', 'Pressbyrån Göteborg C', 'Drottningtorget 5', '411 03', 'Göteborg', KIOSK],
  ['SE-4103', 'Coop Majorna', 'Karl Johansgatan 45', '414 55', 'Göteborg', WEEK],
  ['SE-4104', 'Hemköp Kungsladugård', 'Mariaplan 3', '414 71', 'Göteborg', WEEK],
  ['SE-4105', 'ICA Supermarket Hisingen', 'Wieselgrensplatsen 2', '417 17', 'Göteborg', WEEK],
  ['SE-4106', 'Coop Frölunda Torg', 'Frölunda torg 10', '421 42', 'Västra Frölunda', WEEK],
  ['SE-4107', 'ICA Maxi Mölndal', 'Bergfotsgatan 2', '431 35', 'Mölndal', WEEK],
  ['SE-4108', 'Direkten Kungsbacka', 'Storgatan 30', '434 30', 'Kungsbacka', STORE],
  // Malmö, Lund, Helsingborg (2xx)
  ['SE-2101', 'ICA Nära Möllevången', 'Bergsgatan 28', '214 22', 'Malmö', WEEK],
  ['SE-2102', 'Pressbyrån Malmö C', 'Centralplan 10', '211 20', 'Malmö', KIOSK],
  ['SE-2103', 'Coop Limhamn', 'Linnégatan 54', '216 14', 'Limhamn', WEEK],
  ['SE-2104', 'Hemköp Västra Hamnen', 'Stora Varvsgatan 11', '211 19', 'Malmö', WEEK],
  ['SE-2105', 'ICA Kvantum Lund', 'Tornavägen 9', '223 63', 'Lund', WEEK],
  ['SE-2501', 'Coop Helsingborg Söder', 'Södergatan 33', '252 25', 'Helsingborg', WEEK],
];

export const PICKUP_POINTS: readonly PickupPoint[] = ROWS.map(
  ([id, name, street, postcode, city, openingHours]) => ({ id, name, street, postcode, city, openingHours }),
);
