import type { UploadField } from '@kingside/contract';
import { headerKey } from '../../core/spreadsheets/header-key.js';
import { fileRefused } from '../../core/spreadsheets/uploaded-sheet.js';
import { words } from '../../core/languages/message.js';

/** What each field's column is called in the lists organisers keep (FIDE, Swiss-Manager, national federations' exports). */
const synonyms: Record<UploadField | 'firstName' | 'lastName', string[]> = {
  name: ['name', 'player', 'playername', 'fullname', 'names', 'participant', 'nom', 'nombre'],
  lastName: ['lastname', 'surname', 'familyname'],
  firstName: ['firstname', 'givenname', 'forename', 'prenom'],
  fideId: ['fideid', 'fide', 'fideno', 'fidenumber', 'fidecode', 'idfide', 'fidenr'],
  nationalId: ['nationalid', 'natid', 'national', 'nationalnumber', 'nationalcode', 'localid', 'federationid', 'memberid', 'membershipnumber'],
  ratingStandard: [
    'standardrating',
    'ratingstandard',
    'standard',
    'std',
    'rtgstd',
    'stdrating',
    'classical',
    'classicalrating',
    'ratingclassical',
    'elostandard',
    'standardelo',
    'fidestandard',
  ],
  ratingRapid: ['rapidrating', 'ratingrapid', 'rapid', 'rpd', 'rtgrpd', 'rapidelo', 'elorapid', 'fiderapid'],
  ratingBlitz: ['blitzrating', 'ratingblitz', 'blitz', 'blz', 'rtgblz', 'blitzelo', 'eloblitz', 'fideblitz'],
  rating: ['rating', 'elo', 'rtg', 'fiderating', 'fideelo', 'ratings'],
  nationalRating: ['nationalrating', 'ratingnational', 'natrating', 'rtgnat', 'nationalelo', 'elonational', 'localrating'],
  manualRating: ['manualrating', 'ratingmanual', 'arbiterrating', 'estimatedrating'],
  title: ['title', 'tit', 'fidetitle'],
  federation: ['federation', 'fed', 'country', 'nation', 'nationality', 'fidefederation'],
  sex: ['sex', 'gender', 's'],
  birthDate: ['birthdate', 'dateofbirth', 'dob', 'born', 'birth', 'birthday', 'birthyear', 'yearofbirth', 'byear', 'bday', 'yob'],
  club: ['club', 'clubname', 'clubcity', 'clubteam'],
  email: ['email', 'mail', 'emailaddress', 'mailaddress'],
  phone: ['phone', 'telephone', 'tel', 'mobile', 'phonenumber', 'cell', 'cellphone', 'mobilephone'],
  // A team event's rosters: the team each player plays for, and their place in its board order.
  team: ['team', 'teamname', 'squad'],
  board: ['board', 'boardnumber', 'boardno', 'bd', 'brd', 'boardorder', 'teamboard'],
};

const byKey = new Map<string, keyof typeof synonyms>(
  Object.entries(synonyms).flatMap(([field, keys]) => keys.map((key) => [key, field as keyof typeof synonyms] as const)),
);

export interface ColumnMap {
  /** Column index (from 0) of each field found. */
  fields: Partial<Record<UploadField, number>>;
  /** "Surname" and "First name" columns, joined as "Surname, First name" when there is no name column. */
  lastName?: number;
  firstName?: number;
  /** Every column with what it was read as (null: not recognised, ignored). */
  columns: { index: number; header: string; field: UploadField | null }[];
}

/** Reads the header; two columns meaning one field, or no name at all, refuse the file. */
export function mapColumns(header: string[]): ColumnMap {
  const map: ColumnMap = { fields: {}, columns: [] };
  const seen = new Map<string, number>();
  header.forEach((text, index) => {
    const field = byKey.get(headerKey(text)) ?? null;
    if (field !== null) {
      const earlier = seen.get(field);
      if (earlier !== undefined) {
        throw fileRefused(
          words('columns "{first}" and "{second}" both hold the {field}; remove every one of them except one', { first: header[earlier], second: text, field }),
        );
      }
      seen.set(field, index);
      if (field === 'firstName') map.firstName = index;
      else if (field === 'lastName') map.lastName = index;
      else map.fields[field] = index;
    }
    map.columns.push({ index: index + 1, header: text, field: field === 'firstName' || field === 'lastName' ? 'name' : field });
  });
  if (map.fields.name === undefined && map.lastName === undefined) {
    throw fileRefused('every column is optional except the name, and no column of the header is a name (e.g. "Name"); download the template for the columns');
  }
  return map;
}
