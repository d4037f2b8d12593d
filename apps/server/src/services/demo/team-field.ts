import type { AddPlayerBody } from '@kingside/contract';

/** One club's team of the demo league: its name and its roster in board order (board 1 first, the reserve last). */
export interface DemoTeam {
  name: string;
  shortName: string;
  club: string;
  roster: AddPlayerBody[];
}

const player = (name: string, federation: string, rating: number, sex: 'm' | 'w', birthDate: string, title?: AddPlayerBody['title']): AddPlayerBody => ({
  name,
  federation,
  rating,
  sex,
  birthDate,
  ...(title ? { title } : {}),
});

/**
 * The demo league's twelve clubs, four boards and a reserve each: invented people (no FIDE ids, so none is
 * mistaken for a real player), the strongest club averaging about 2300 and the weakest about 1700.
 */
export const demoTeams: DemoTeam[] = [
  {
    name: 'Riverside Rooks',
    shortName: 'RIV',
    club: 'Riverside Chess Club',
    roster: [
      player('Ashworth, Daniel', 'ENG', 2412, 'm', '1990', 'IM'),
      player('Kaur, Simran', 'ENG', 2318, 'w', '2001', 'WIM'),
      player('Mensah, Kofi', 'ENG', 2286, 'm', '1995', 'FM'),
      player('Doyle, Aoife', 'IRL', 2240, 'w', '1999'),
      player('Whitfield, George', 'ENG', 2195, 'm', '1972'),
    ],
  },
  {
    name: 'Harbour Knights',
    shortName: 'HAR',
    club: 'Harbour Chess Society',
    roster: [
      player('Lindgren, Oskar', 'SWE', 2390, 'm', '1993', 'FM'),
      player('Patel, Rohan', 'ENG', 2331, 'm', '2004', 'FM'),
      player('Costa, Inês', 'POR', 2254, 'w', '1998', 'WFM'),
      player('Brooks, Harriet', 'ENG', 2221, 'w', '2006'),
      player('Yilmaz, Emre', 'TUR', 2170, 'm', '1987'),
    ],
  },
  {
    name: 'Castle Hill Bishops',
    shortName: 'CHB',
    club: 'Castle Hill Chess Club',
    roster: [
      player('Novotná, Klára', 'CZE', 2355, 'w', '1996', 'WGM'),
      player('Achebe, Ifeanyi', 'NGR', 2302, 'm', '1991', 'FM'),
      player('Marsh, Thomas', 'ENG', 2245, 'm', '1984'),
      player('Ibrahim, Layla', 'ENG', 2188, 'w', '2005'),
      player('Fraser, Callum', 'SCO', 2142, 'm', '2008'),
    ],
  },
  {
    name: 'Northgate Pawnstars',
    shortName: 'NOR',
    club: 'Northgate Chess Club',
    roster: [
      player('Sørensen, Mads', 'DEN', 2334, 'm', '1989', 'FM'),
      player('Ferreira, Lucas', 'BRA', 2271, 'm', '2000', 'CM'),
      player('Hale, Rebecca', 'ENG', 2210, 'w', '1994'),
      player('Zhou, Wei', 'CHN', 2163, 'm', '2007'),
      player('Pritchard, Owen', 'WLS', 2105, 'm', '1969'),
    ],
  },
  {
    name: 'Millbrook Gambit',
    shortName: 'MIL',
    club: 'Millbrook Chess Club',
    roster: [
      player('Ivanova, Daria', 'BUL', 2288, 'w', '1997', 'WIM'),
      player('Sharma, Vikram', 'IND', 2249, 'm', '1986', 'CM'),
      player('Kelly, Niamh', 'IRL', 2178, 'w', '2003'),
      player('Adeyemi, Tunde', 'ENG', 2121, 'm', '1992'),
      player('Lowe, Martin', 'ENG', 2064, 'm', '1965'),
    ],
  },
  {
    name: 'Queensway Queens',
    shortName: 'QUE',
    club: 'Queensway Chess Club',
    roster: [
      player('Bianchi, Giulia', 'ITA', 2262, 'w', '1999', 'WFM'),
      player('Khan, Ayesha', 'PAK', 2214, 'w', '2002'),
      player('Morgan, Ellis', 'ENG', 2156, 'm', '1990'),
      player('Takahashi, Ren', 'JPN', 2098, 'm', '2009'),
      player('Dunne, Patrick', 'IRL', 2042, 'm', '1978'),
    ],
  },
  {
    name: 'Old Town Endgame',
    shortName: 'OTE',
    club: 'Old Town Chess Circle',
    roster: [
      player('Horváth, Péter', 'HUN', 2236, 'm', '1983', 'CM'),
      player('Obi, Chiamaka', 'NGR', 2180, 'w', '2001'),
      player('Reid, Alistair', 'SCO', 2127, 'm', '1976'),
      player('Silva, Mariana', 'BRA', 2069, 'w', '2006'),
      player('Nakamura, Kenji', 'JPN', 2011, 'm', '1994'),
    ],
  },
  {
    name: 'Westfield Zugzwang',
    shortName: 'WES',
    club: 'Westfield Chess Club',
    roster: [
      player('Müller, Jonas', 'GER', 2205, 'm', '1998'),
      player('Rao, Lakshmi', 'IND', 2149, 'w', '2004'),
      player('Evans, Carys', 'WLS', 2090, 'w', '1993'),
      player('Dubois, Hugo', 'FRA', 2036, 'm', '2010'),
      player('Grant, Simon', 'ENG', 1984, 'm', '1961'),
    ],
  },
  {
    name: 'Southbank Fianchetto',
    shortName: 'SOU',
    club: 'Southbank Chess Club',
    roster: [
      player('Kowalski, Marek', 'POL', 2171, 'm', '1988'),
      player('Owusu, Abena', 'GHA', 2115, 'w', '2000'),
      player('Bell, Nathan', 'ENG', 2058, 'm', '2007'),
      player('Andersson, Freja', 'SWE', 1997, 'w', '1996'),
      player('Carter, Leonard', 'ENG', 1941, 'm', '1958'),
    ],
  },
  {
    name: 'Elmwood Outposts',
    shortName: 'ELM',
    club: 'Elmwood Chess Club',
    roster: [
      player('Popescu, Andrei', 'ROU', 2133, 'm', '1985'),
      player('Hussain, Zara', 'ENG', 2079, 'w', '2005'),
      player('Quinn, Declan', 'NIR', 2021, 'm', '1991'),
      player('Park, Ji-woo', 'KOR', 1962, 'w', '2011'),
      player('Hammond, Roy', 'ENG', 1905, 'm', '1955'),
    ],
  },
  {
    name: 'Lakeside Luft',
    shortName: 'LAK',
    club: 'Lakeside Chess Club',
    roster: [
      player('Virtanen, Aleksi', 'FIN', 2094, 'm', '1997'),
      player('Mukherjee, Ananya', 'IND', 2040, 'w', '2008'),
      player('Walker, Joseph', 'ENG', 1983, 'm', '1982'),
      player('García, Lucía', 'ESP', 1925, 'w', '2003'),
      player('Shaw, Dennis', 'ENG', 1866, 'm', '1950'),
    ],
  },
  {
    name: 'Hilltop Holders',
    shortName: 'HIL',
    club: 'Hilltop Chess Club',
    roster: [
      player('Jovanović, Milan', 'SRB', 2052, 'm', '1980'),
      player('Chen, Mei', 'ENG', 1998, 'w', '2009'),
      player('Foster, Liam', 'ENG', 1941, 'm', '1999'),
      player('Nowak, Zofia', 'POL', 1884, 'w', '2012'),
      player('Barnes, Keith', 'ENG', 1827, 'm', '1957'),
    ],
  },
];
