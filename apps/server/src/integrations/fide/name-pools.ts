/**
 * Name material for generated FIDE lists: per language area, federations (with a rough share of the
 * list), common surnames and given names, and word parts for a long tail of rarer surnames,
 * so a generated list has the skew of the real one (many Kumars, Wangs and Müllers, many one-offs).
 */
export interface NameArea {
  federations: ReadonlyArray<readonly [code: string, weight: number]>;
  surnames: readonly string[];
  men: readonly string[];
  women: readonly string[];
  roots: readonly string[];
  endings: readonly string[];
  /** A woman's form of a surname, where the language has one. */
  feminine?: (surname: string) => string;
  /** How the list writes a full name; default "Surname, Given". */
  order?: 'surname-first' | 'given-initial';
}

const slavicFeminine = (s: string): string =>
  s.replace(/ov$/, 'ova').replace(/ev$/, 'eva').replace(/in$/, 'ina').replace(/sky$/, 'skaya').replace(/ski$/, 'ska').replace(/cki$/, 'cka').replace(/dzki$/, 'dzka');
const czechFeminine = (s: string): string => (/[ýí]$/.test(s) ? s.replace(/ý$/, 'á') : /[aeiouy]$/.test(s) ? `${s.slice(0, -1)}ová` : `${s}ová`);

export const nameAreas: readonly NameArea[] = [
  {
    federations: [['IND', 120], ['BAN', 8], ['SRI', 8], ['NEP', 4]],
    surnames: ['Kumar', 'Sharma', 'Singh', 'Patel', 'Reddy', 'Nair', 'Iyer', 'Rao', 'Gupta', 'Das', 'Ghosh', 'Banerjee', 'Chatterjee', 'Mukherjee', 'Joshi', 'Desai', 'Mehta', 'Shah', 'Pillai', 'Menon', 'Krishnan', 'Subramanian', 'Raman', 'Srinivasan', 'Verma', 'Yadav', 'Mishra', 'Pandey', 'Tiwari', 'Agarwal', 'Jain', 'Bhat', 'Kulkarni', 'Deshpande', 'Patil', 'Kapoor', 'Malhotra', 'Bose', 'Sen', 'Dutta', 'Roy', 'Saha', 'Naidu', 'Shetty', 'Hegde', 'Prasad', 'Gujrathi', 'Erigaisi', 'Koneru', 'Dronavalli'],
    men: ['Rahul', 'Arjun', 'Aditya', 'Vishal', 'Rohan', 'Karthik', 'Santosh', 'Ramesh', 'Suresh', 'Ganesh', 'Prakash', 'Vikram', 'Aravind', 'Nihal', 'Raunak', 'Abhijeet', 'Vidit', 'Aarav', 'Ishaan', 'Pranav', 'Srinath', 'Gukesh', 'Harikrishna', 'Sethuraman', 'Adhiban'],
    women: ['Priya', 'Anjali', 'Divya', 'Lakshmi', 'Kavya', 'Sneha', 'Deepika', 'Pooja', 'Meera', 'Tania', 'Aadhya', 'Vaishali', 'Harika', 'Humpy', 'Vantika', 'Savitha', 'Padmini'],
    roots: ['Ana', 'Bala', 'Chandra', 'Deva', 'Gopa', 'Hari', 'Jaya', 'Kali', 'Madhu', 'Nara', 'Padma', 'Raja', 'Sai', 'Siva', 'Sri', 'Venka', 'Vija', 'Ravi', 'Sundar', 'Murali'],
    endings: ['nathan', 'raman', 'swamy', 'krishnan', 'murthy', 'sekar', 'kumar', 'reddy', 'prasad', 'dev', 'nandan', 'pathy'],
    order: 'given-initial',
  },
  {
    federations: [['RUS', 60], ['UKR', 20], ['BLR', 8], ['KAZ', 6], ['KGZ', 2]],
    surnames: ['Ivanov', 'Smirnov', 'Kuznetsov', 'Popov', 'Vasiliev', 'Petrov', 'Sokolov', 'Mikhailov', 'Novikov', 'Fedorov', 'Morozov', 'Volkov', 'Alekseev', 'Lebedev', 'Semenov', 'Egorov', 'Pavlov', 'Kozlov', 'Stepanov', 'Nikolaev', 'Orlov', 'Andreev', 'Makarov', 'Nikitin', 'Zakharov', 'Zaitsev', 'Solovyov', 'Borisov', 'Yakovlev', 'Grigoriev', 'Romanov', 'Sergeev', 'Kuzmin', 'Frolov', 'Dmitriev', 'Korolev', 'Gusev', 'Kiselev', 'Ilyin', 'Polyakov', 'Sorokin', 'Kovalenko', 'Bondarenko', 'Shevchenko', 'Tkachenko', 'Karpov', 'Kramnik', 'Grischuk', 'Nepomniachtchi', 'Dubov', 'Svidler', 'Ponomariov', 'Ivanchuk'],
    men: ['Alexander', 'Sergey', 'Dmitry', 'Andrey', 'Alexey', 'Maxim', 'Evgeny', 'Ivan', 'Mikhail', 'Artem', 'Nikita', 'Vladimir', 'Pavel', 'Roman', 'Denis', 'Anton', 'Kirill', 'Ilya', 'Yuri', 'Oleg', 'Vasyl', 'Bogdan', 'Taras', 'Daniil', 'Ian'],
    women: ['Anastasia', 'Maria', 'Daria', 'Ekaterina', 'Olga', 'Tatiana', 'Natalia', 'Elena', 'Anna', 'Polina', 'Alexandra', 'Valentina', 'Kateryna', 'Mariya', 'Aleksandra', 'Irina', 'Svetlana'],
    roots: ['Bel', 'Bogd', 'Vor', 'Grom', 'Zhuk', 'Kras', 'Lebed', 'Mor', 'Pesk', 'Sokol', 'Tikh', 'Chern', 'Yakov', 'Zol', 'Ryab', 'Svirid', 'Tar', 'Fil', 'Kalin', 'Sav', 'Dem', 'Gor', 'Kozh', 'Lap', 'Mal', 'Nesterov', 'Ostr', 'Prokh', 'Rudn', 'Shal', 'Yer', 'Zub', 'Vlas', 'Med', 'Step', 'Kon', 'Tolst', 'Khar', 'Vin', 'Dolg'],
    endings: ['ov', 'ev', 'in', 'sky', 'ikhin', 'yakov', 'anov', 'unov', 'ashov', 'enkov'],
    feminine: slavicFeminine,
  },
  {
    federations: [['GER', 60], ['AUT', 12], ['SUI', 6], ['LIE', 1]],
    surnames: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Schäfer', 'Koch', 'Bauer', 'Richter', 'Klein', 'Wolf', 'Schröder', 'Neumann', 'Schwarz', 'Zimmermann', 'Braun', 'Krüger', 'Hofmann', 'Hartmann', 'Lange', 'Werner', 'Krause', 'Lehmann', 'Köhler', 'Huber', 'Maier', 'Fuchs', 'Jäger', 'Weiß', 'Groß', 'Böhm', 'Götz', 'Keymer', 'Blübaum', 'Svane', 'Donchenko', 'Bluebaum'],
    men: ['Lukas', 'Jonas', 'Felix', 'Maximilian', 'Jürgen', 'Jörg', 'Günter', 'Uwe', 'Klaus', 'Stefan', 'Matthias', 'Sebastian', 'Tobias', 'Andreas', 'Michael', 'Thomas', 'Björn', 'Vincent', 'Rasmus', 'Dennis', 'Frederik'],
    women: ['Anna', 'Lena', 'Sophie', 'Hannah', 'Julia', 'Elisabeth', 'Käthe', 'Jördis', 'Dinara', 'Josefine', 'Hanna', 'Lara', 'Annmarie', 'Zoë'],
    roots: ['Acker', 'Berg', 'Brand', 'Eich', 'Feld', 'Gärt', 'Hage', 'Holz', 'Kirch', 'Lind', 'Mühl', 'Ober', 'Rein', 'Stein', 'Schön', 'Wald', 'Wies', 'Zieg', 'Bruck', 'Sonn', 'Kaltenb', 'Grün', 'Roß', 'Hölz'],
    endings: ['er', 'mann', 'huber', 'bauer', 'müller', 'berger', 'hofer', 'meier', 'ner', 'ling', 'inger', 'stätter'],
  },
  {
    federations: [['FRA', 40], ['BEL', 8], ['LUX', 1], ['MON', 1]],
    surnames: ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Lefèvre', 'Lefebvre', 'Mercier', 'Girard', 'Bonnet', 'Dupont', 'Lambert', 'Fontaine', 'Rousseau', 'Vincent', 'Faure', 'André', 'Gauthier', 'Bérard', 'Chevalier', 'Brunet', 'Blanc', 'Guérin', 'Boyer', 'Vachier-Lagrave', 'Bacrot', 'Fressinet', 'Maze', 'Édouard', 'Hélie'],
    men: ['Jérôme', 'François', 'Stéphane', 'Frédéric', 'Sébastien', 'Benoît', 'Noël', 'Maxime', 'Théo', 'Hugo', 'Louis', 'Étienne', 'Gaël', 'Loïc', 'Maxence', 'Romain', 'Laurent', 'Jean-Pierre', 'Marc-André', 'Jules'],
    women: ['Léa', 'Chloé', 'Zoé', 'Hélène', 'Amélie', 'Céline', 'Renée', 'Sophie', 'Marie', 'Camille', 'Mathilde', 'Anaïs', 'Cécile', 'Noémie', 'Pauline', 'Almira'],
    roots: ['Beau', 'Bel', 'Bois', 'Cham', 'Char', 'Clé', 'Dela', 'Font', 'Gar', 'Lamb', 'Mar', 'Mont', 'Pré', 'Roch', 'Vau', 'Ville'],
    endings: ['mont', 'champ', 'court', 'ville', 'lier', 'rier', 'ard', 'ault', 'eau', 'ière', 'et', 'in'],
  },
  {
    federations: [['ESP', 45], ['ARG', 15], ['MEX', 10], ['COL', 12], ['PER', 8], ['CHI', 6], ['CUB', 6], ['VEN', 6], ['ECU', 4], ['URU', 2]],
    surnames: ['García', 'Fernández', 'González', 'Rodríguez', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Martín', 'Jiménez', 'Ruiz', 'Hernández', 'Díaz', 'Moreno', 'Muñoz', 'Álvarez', 'Romero', 'Alonso', 'Gutiérrez', 'Navarro', 'Torres', 'Domínguez', 'Vázquez', 'Ramos', 'Gil', 'Ramírez', 'Serrano', 'Blanco', 'Molina', 'Morales', 'Suárez', 'Ortega', 'Delgado', 'Castro', 'Ortiz', 'Rubio', 'Marín', 'Sanz', 'Núñez', 'Iglesias', 'Medina', 'Cortés', 'Castillo', 'Santos', 'Méndez', 'Cruz', 'Peña', 'Flores', 'Cabrera', 'Vallejo Pons', 'Shirov', 'Antón Guijarro'],
    men: ['José', 'Antonio', 'Manuel', 'Francisco', 'Juan', 'David', 'Javier', 'Jesús', 'Daniel', 'Carlos', 'Miguel', 'Alejandro', 'Rafael', 'Pedro', 'Ángel', 'Pablo', 'Sergio', 'Fernando', 'Jorge', 'Luis', 'Álvaro', 'Adrián', 'Andrés', 'Raúl', 'Iván', 'Rubén', 'Óscar', 'Ramón', 'Joaquín', 'José Luis', 'Juan Carlos'],
    women: ['María', 'Carmen', 'Lucía', 'Sofía', 'Martina', 'Inés', 'Ana', 'Laura', 'Marta', 'Paula', 'Sara', 'Elena', 'Andrea', 'María José', 'Ainhoa', 'Begoña'],
    roots: ['Alcal', 'Barr', 'Bel', 'Carr', 'Cast', 'Esc', 'Fuent', 'Galv', 'Lar', 'Mend', 'Montal', 'Orteg', 'Quint', 'Sala', 'Tov', 'Villa', 'Zamor', 'Echev', 'Arri', 'Bust'],
    endings: ['ez', 'ano', 'ado', 'ero', 'ón', 'illa', 'arría', 'era', 'és', 'ina'],
  },
  {
    federations: [['BRA', 20], ['POR', 10], ['ANG', 2], ['MOZ', 1]],
    surnames: ['Silva', 'Santos', 'Ferreira', 'Pereira', 'Oliveira', 'Costa', 'Rodrigues', 'Martins', 'Sousa', 'Fernandes', 'Gonçalves', 'Gomes', 'Lopes', 'Marques', 'Alves', 'Almeida', 'Ribeiro', 'Pinto', 'Carvalho', 'Teixeira', 'Moreira', 'Correia', 'Mendes', 'Nunes', 'Soares', 'Vieira', 'Monteiro', 'Cardoso', 'Rocha', 'Araújo', 'Conceição', 'Magalhães', 'Simões', 'Leitão', 'Mekhitarian'],
    men: ['João', 'José', 'António', 'Francisco', 'Luís', 'Gonçalo', 'Tomás', 'Rodrigo', 'Martim', 'Sebastião', 'Thiago', 'Lucas', 'Gabriel', 'Mateus', 'Rafael', 'Krikor', 'Alexandr'],
    women: ['Inês', 'Beatriz', 'Leonor', 'Mariana', 'Matilde', 'Vitória', 'Júlia', 'Ana Luísa', 'Letícia', 'Juliana'],
    roots: ['Abr', 'Bar', 'Brag', 'Cam', 'Esp', 'Figu', 'Guim', 'Lim', 'Mach', 'Nasc', 'Queir', 'Salg', 'Tav', 'Val'],
    endings: ['ão', 'eiro', 'ado', 'eira', 'ares', 'oso', 'ães', 'ença'],
  },
  {
    federations: [['POL', 30]],
    surnames: ['Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kowalczyk', 'Kamiński', 'Lewandowski', 'Zieliński', 'Szymański', 'Woźniak', 'Dąbrowski', 'Kozłowski', 'Jankowski', 'Mazur', 'Wojciechowski', 'Kwiatkowski', 'Krawczyk', 'Kaczmarek', 'Piotrowski', 'Grabowski', 'Zając', 'Pawłowski', 'Michalski', 'Król', 'Wieczorek', 'Jabłoński', 'Wróbel', 'Majewski', 'Olszewski', 'Stępień', 'Malinowski', 'Jaworski', 'Duda', 'Wojtaszek', 'Gajewski', 'Świercz', 'Bartel', 'Socko', 'Żak'],
    men: ['Jakub', 'Kacper', 'Szymon', 'Filip', 'Jan', 'Antoni', 'Mikołaj', 'Wojciech', 'Łukasz', 'Paweł', 'Piotr', 'Krzysztof', 'Tomasz', 'Michał', 'Grzegorz', 'Zbigniew', 'Radosław', 'Jan-Krzysztof', 'Kamil', 'Mateusz'],
    women: ['Małgorzata', 'Agnieszka', 'Katarzyna', 'Zofia', 'Alicja', 'Łucja', 'Monika', 'Joanna', 'Oliwia', 'Klaudia', 'Iweta'],
    roots: ['Bor', 'Brzez', 'Chmiel', 'Dobrz', 'Grab', 'Jast', 'Kras', 'Lip', 'Mał', 'Ostr', 'Przyb', 'Sos', 'Trzc', 'Węgr', 'Zbor', 'Żuraw', 'Gór', 'Kub', 'Lesz', 'Pszcz'],
    endings: ['owski', 'ewski', 'iński', 'ycki', 'czak', 'ak', 'ek', 'owicz', 'iak', 'uk'],
    feminine: (s) => s.replace(/ski$/, 'ska').replace(/cki$/, 'cka').replace(/ński$/, 'ńska').replace(/dzki$/, 'dzka'),
  },
  {
    federations: [['CZE', 30], ['SVK', 10]],
    surnames: ['Novák', 'Svoboda', 'Novotný', 'Dvořák', 'Černý', 'Procházka', 'Kučera', 'Veselý', 'Horák', 'Němec', 'Pokorný', 'Marek', 'Pospíšil', 'Hájek', 'Jelínek', 'Král', 'Růžička', 'Beneš', 'Fiala', 'Sedláček', 'Doležal', 'Zeman', 'Kolář', 'Navrátil', 'Čermák', 'Kříž', 'Kovář', 'Kratochvíl', 'Bartoš', 'Vlček', 'Šimek', 'Konečný', 'Štěpánek', 'Šťastný', 'Sýkora', 'Řezníček', 'Ševčík', 'Navara', 'Laznička', 'Hráček'],
    men: ['Jiří', 'Jan', 'Petr', 'Josef', 'Pavel', 'Jaroslav', 'Martin', 'Tomáš', 'Miroslav', 'František', 'Zdeněk', 'Václav', 'Michal', 'Karel', 'Milan', 'Vojtěch', 'Ondřej', 'Lukáš', 'Matěj', 'Jakub', 'Ľubomír', 'Ján'],
    women: ['Jana', 'Tereza', 'Lucie', 'Kateřina', 'Zuzana', 'Markéta', 'Eliška', 'Julie', 'Kristýna', 'Anežka'],
    roots: ['Bláh', 'Dvoř', 'Hrub', 'Kop', 'Lis', 'Mach', 'Pech', 'Řeh', 'Skal', 'Šrám', 'Vorl', 'Žáč', 'Chal', 'Jireš', 'Kubíč', 'Tům'],
    endings: ['ek', 'ák', 'íček', 'ka', 'ý', 'an', 'íř', 'ovský', 'ec'],
    feminine: czechFeminine,
  },
  {
    federations: [['HUN', 25]],
    surnames: ['Nagy', 'Kovács', 'Tóth', 'Szabó', 'Horváth', 'Varga', 'Kiss', 'Molnár', 'Németh', 'Farkas', 'Balogh', 'Papp', 'Takács', 'Juhász', 'Lakatos', 'Mészáros', 'Oláh', 'Rácz', 'Fekete', 'Szilágyi', 'Török', 'Fehér', 'Balázs', 'Gál', 'Szűcs', 'Kocsis', 'Fodor', 'Sipos', 'Lukács', 'Bíró', 'Király', 'Hegedűs', 'Deák', 'Szőke', 'Vörös', 'Polgár', 'Lékó', 'Rapport', 'Berkes', 'Almási'],
    men: ['László', 'István', 'József', 'János', 'Zoltán', 'Sándor', 'Gábor', 'Ferenc', 'Attila', 'Péter', 'Tamás', 'Zsolt', 'Tibor', 'András', 'Csaba', 'Imre', 'Lajos', 'György', 'Balázs', 'Richárd', 'Ádám', 'Benjámin'],
    women: ['Judit', 'Zsófia', 'Zsuzsa', 'Katalin', 'Éva', 'Erzsébet', 'Ildikó', 'Hoang Thanh Trang', 'Anita', 'Réka', 'Tícia'],
    roots: ['Bán', 'Csó', 'Erdő', 'Föl', 'Győ', 'Hal', 'Kör', 'Mező', 'Öre', 'Szé', 'Tö', 'Vár', 'Zöl', 'Bőd', 'Kalo', 'Szil'],
    endings: ['di', 'si', 'ki', 'ényi', 'ágyi', 'ösi', 'falvi', 'helyi', 'vári', 'kuti'],
  },
  {
    federations: [['NOR', 10], ['SWE', 14], ['DEN', 10], ['FIN', 7], ['ISL', 3]],
    surnames: ['Hansen', 'Johansen', 'Olsen', 'Larsen', 'Andersen', 'Pedersen', 'Nilsen', 'Kristiansen', 'Jensen', 'Karlsen', 'Carlsen', 'Eriksen', 'Berg', 'Haugen', 'Jørgensen', 'Sørensen', 'Halvorsen', 'Nygård', 'Sæther', 'Ødegård', 'Rønning', 'Næss', 'Johansson', 'Andersson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Persson', 'Svensson', 'Jönsson', 'Lindström', 'Sjöberg', 'Håkansson', 'Björk', 'Åberg', 'Öberg', 'Åström', 'Mårtensson', 'Virtanen', 'Mäkinen', 'Hämäläinen', 'Korhonen', 'Nieminen', 'Tari', 'Grandelius', 'Hammer', 'Gunnarsson', 'Stefánsson'],
    men: ['Magnus', 'Jon', 'Lars', 'Ole', 'Erik', 'Henrik', 'Sven', 'Nils', 'Bjørn', 'Øystein', 'Håkon', 'Jørgen', 'Søren', 'Anders', 'Per', 'Kjell', 'Aryan', 'Nils', 'Jussi', 'Mikko', 'Hjörvar', 'Jóhann'],
    women: ['Åsa', 'Ingrid', 'Sigrid', 'Solveig', 'Astrid', 'Märta', 'Linnéa', 'Pia', 'Sheila', 'Hanna', 'Aino', 'Guðrún'],
    roots: ['Ask', 'Berg', 'Dal', 'Fjell', 'Gran', 'Hol', 'Lund', 'Nord', 'Ros', 'Sand', 'Sjö', 'Strand', 'Vik', 'Øst', 'Åk', 'Lind', 'Häm', 'Kos', 'Sal', 'Tör'],
    endings: ['sen', 'son', 'ström', 'berg', 'lund', 'vik', 'gren', 'qvist', 'heim', 'nen', 'inen', 'rud'],
  },
  {
    federations: [['ITA', 30], ['SMR', 1]],
    surnames: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti', 'De Luca', 'Mancini', 'Costa', 'Giordano', 'Rizzo', 'Lombardi', 'Moretti', 'Barbieri', 'Fontana', 'Santoro', 'Mariani', 'Rinaldi', 'Caruso', 'Ferrara', 'Galli', 'Martini', 'Leone', "D'Angelo", 'De Santis', 'Vocaturo', 'Brunello', 'Sonis', 'Moroni', 'Dragnev', 'Niccolò'],
    men: ['Francesco', 'Alessandro', 'Lorenzo', 'Mattia', 'Andrea', 'Leonardo', 'Gabriele', 'Matteo', 'Tommaso', 'Riccardo', 'Niccolò', 'Nicolò', 'Daniele', 'Sabino', 'Luca', 'Giovanni'],
    women: ['Giulia', 'Sofia', 'Aurora', 'Chiara', 'Elena', 'Marina', 'Francesca', 'Olga', 'Desiree', 'Alessia'],
    roots: ['Alb', 'Bell', 'Camp', 'Ferr', 'Giov', 'Lomb', 'Marc', 'Pagan', 'Rinald', 'Salv', 'Tort', 'Zan', 'Baldass', 'Cesar', 'Frances', 'Montan'],
    endings: ['ini', 'etti', 'elli', 'one', 'ucci', 'ato', 'iero', 'ari', 'esi', 'otto'],
  },
  {
    federations: [['TUR', 40], ['AZE', 8]],
    surnames: ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Yıldırım', 'Öztürk', 'Aydın', 'Özdemir', 'Arslan', 'Doğan', 'Kılıç', 'Aslan', 'Çetin', 'Kara', 'Koç', 'Kurt', 'Özkan', 'Şimşek', 'Polat', 'Korkmaz', 'Çakır', 'Erdoğan', 'Yavuz', 'Güler', 'Yalçın', 'Güneş', 'Bozkurt', 'Ünal', 'Gül', 'Işık', 'Mamedyarov', 'Mamedov', 'Radjabov', 'Abasov', 'Guseinov', 'Durarbayli', 'Esipenko'],
    men: ['Mehmet', 'Mustafa', 'Ahmet', 'Ali', 'Hüseyin', 'Hasan', 'İbrahim', 'İsmail', 'Osman', 'Yusuf', 'Murat', 'Ömer', 'Emre', 'Burak', 'Furkan', 'Ediz', 'Vahap', 'Yağız', 'Shakhriyar', 'Teimour', 'Rauf', 'Nijat'],
    women: ['Fatma', 'Ayşe', 'Emine', 'Hatice', 'Zeynep', 'Elif', 'Şeyma', 'Büşra', 'Gülşen', 'Özge', 'Ekin', 'Betül', 'Gunay', 'Ulviyya'],
    roots: ['Ak', 'Bay', 'Demir', 'Er', 'Gök', 'Kar', 'Öz', 'Sarı', 'Tek', 'Uz', 'Yücel', 'Çak', 'Gün', 'Kör'],
    endings: ['soy', 'taş', 'kaya', 'öz', 'türk', 'alp', 'can', 'oğlu', 'er', 'han'],
  },
  {
    federations: [['IRI', 30], ['AFG', 1]],
    surnames: ['Ahmadi', 'Hosseini', 'Mohammadi', 'Rezaei', 'Moradi', 'Karimi', 'Jafari', 'Rahimi', 'Hashemi', 'Mousavi', 'Ghaemmaghami', 'Maghsoodloo', 'Tabatabaei', 'Firouzja', 'Idani', 'Tahbaz', 'Ghasemi', 'Sadeghi', 'Bagheri', 'Kazemi', 'Amini', 'Nazari', 'Heidari', 'Asadi', 'Ebrahimi', 'Soltani', 'Akbari', 'Najafi', 'Khademalsharieh'],
    men: ['Mohammad', 'Ali', 'Hossein', 'Reza', 'Mehdi', 'Amir', 'Alireza', 'Parham', 'Pouya', 'Arash', 'Pouria', 'Ehsan', 'Amin', 'Bardiya'],
    women: ['Sara', 'Zahra', 'Fatemeh', 'Maryam', 'Mobina', 'Atousa', 'Ghazal', 'Sarasadat', 'Mitra', 'Shadi'],
    roots: ['Abdol', 'Bahr', 'Dehg', 'Esfand', 'Ghol', 'Khosrav', 'Mahd', 'Nour', 'Shir', 'Tehr', 'Zand', 'Farah'],
    endings: ['i', 'ani', 'zadeh', 'pour', 'nejad', 'far', 'abadi', 'nia'],
  },
  {
    federations: [['CHN', 20], ['SGP', 2], ['MAS', 3], ['TPE', 2], ['HKG', 1]],
    surnames: ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Huang', 'Zhao', 'Wu', 'Zhou', 'Xu', 'Sun', 'Ma', 'Zhu', 'Hu', 'Guo', 'He', 'Gao', 'Lin', 'Luo', 'Zheng', 'Liang', 'Xie', 'Song', 'Tang', 'Han', 'Feng', 'Deng', 'Cao', 'Peng', 'Zeng', 'Xiao', 'Tian', 'Dong', 'Yuan', 'Pan', 'Yu', 'Jiang', 'Ding', 'Wei', 'Bu', 'Ni', 'Lei', 'Ju', 'Tan'],
    men: ['Hao', 'Yi', 'Chao', 'Jun', 'Wei', 'Lei', 'Yang', 'Xiangzhi', 'Liren', 'Yue', 'Zhongyi', 'Jinshi', 'Qun', 'Yiming', 'Xu', 'Ziyang', 'Yuxin', 'Shengqi'],
    women: ['Yifan', 'Wenjun', 'Tingjie', 'Jiner', 'Xue', 'Qian', 'Zhongyi', 'Shiqun', 'Jieyi', 'Mei', 'Lina'],
    roots: ['Bao', 'Cai', 'Fan', 'Gu', 'Hong', 'Jia', 'Kong', 'Lu', 'Mo', 'Qin', 'Shi', 'Su', 'Tao', 'Xia', 'Yan', 'Zou'],
    endings: [''],
  },
  {
    federations: [['VIE', 10], ['PHI', 8], ['INA', 6]],
    surnames: ['Nguyen', 'Tran', 'Le', 'Pham', 'Hoang', 'Huynh', 'Phan', 'Vu', 'Vo', 'Dang', 'Bui', 'Do', 'Ho', 'Ngo', 'Duong', 'Ly', 'Santos', 'Reyes', 'Cruz', 'Bautista', 'Garcia', 'Dela Cruz', 'Mendoza', 'Paragua', 'Torre', 'Susanto', 'Wijaya', 'Megaranto', 'Sukandar', 'Siregar'],
    men: ['Van Anh', 'Ngoc Truong Son', 'Quang Liem', 'Duc Hoa', 'Thanh Nhan', 'Tuan Minh', 'Huynh Minh Huy', 'Eugenio', 'Mark Paragua', 'Wesley', 'Rogelio', 'Susanto', 'Novendra'],
    women: ['Thi Mai Hung', 'Thi Thanh An', 'Thao Nguyen', 'Hoang Thanh Trang', 'Janelle Mae', 'Irene Kharisma', 'Medina Warda', 'Chelsie Monica'],
    roots: ['Ha', 'Kim', 'Lam', 'Mai', 'Quach', 'Trinh', 'Vuong', 'Dinh', 'Cao', 'Luong'],
    endings: [''],
  },
  {
    federations: [['ENG', 20], ['USA', 40], ['CAN', 10], ['AUS', 10], ['SCO', 3], ['IRL', 3], ['NZL', 2], ['RSA', 4], ['WLS', 1]],
    surnames: ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson', 'Anderson', 'Taylor', 'Thomas', 'Moore', 'Jackson', 'Martin', 'Lee', 'Thompson', 'White', 'Harris', 'Clark', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Hill', 'Green', 'Adams', 'Baker', 'Nelson', 'Carter', 'Mitchell', 'Roberts', 'Turner', 'Campbell', 'Parker', 'Evans', 'Edwards', "O'Brien", "O'Connor", 'McDonald', 'MacLeod', 'Short', 'Howell', 'Nakamura', 'Caruana', 'So', 'Niemann', 'Shankland', 'Krush'],
    men: ['James', 'John', 'Robert', 'Michael', 'William', 'David', 'Richard', 'Joseph', 'Thomas', 'Charles', 'Christopher', 'Daniel', 'Matthew', 'Anthony', 'Mark', 'Steven', 'Paul', 'Andrew', 'Joshua', 'Kevin', 'Brian', 'George', 'Edward', 'Hikaru', 'Fabiano', 'Wesley', 'Hans Moke', 'Samuel', 'Nigel'],
    women: ['Mary', 'Patricia', 'Jennifer', 'Linda', 'Elizabeth', 'Susan', 'Jessica', 'Sarah', 'Karen', 'Emily', 'Emma', 'Olivia', 'Irina', 'Carissa', 'Jennifer'],
    roots: ['Ash', 'Black', 'Brad', 'Chap', 'Craw', 'Fair', 'Hart', 'Haw', 'Kings', 'Mad', 'North', 'Pem', 'Rad', 'Sher', 'Stan', 'Whit', 'Wood', 'Fitz', 'Mac', 'Ross'],
    endings: ['ley', 'ton', 'ford', 'man', 'wood', 'field', 'well', 'by', 'worth', 'gerald', 'kins', 'son'],
  },
  {
    federations: [['SRB', 25], ['CRO', 15], ['BIH', 8], ['SLO', 6], ['MNE', 3], ['MKD', 4], ['BUL', 12]],
    surnames: ['Jovanović', 'Petrović', 'Nikolić', 'Marković', 'Đorđević', 'Stojanović', 'Ilić', 'Stanković', 'Pavlović', 'Milošević', 'Popović', 'Kovačević', 'Horvat', 'Babić', 'Marić', 'Jurić', 'Novak', 'Kovačić', 'Knežević', 'Vuković', 'Šarić', 'Tomić', 'Perić', 'Božić', 'Radić', 'Lukić', 'Matić', 'Grgić', 'Krajnc', 'Zupančič', 'Potočnik', 'Mlakar', 'Žagar', 'Ivanišević', 'Šolak', 'Topalov', 'Cheparinov', 'Georgiev', 'Dimitrov', 'Stefanova'],
    men: ['Marko', 'Nikola', 'Stefan', 'Luka', 'Miloš', 'Aleksandar', 'Dragan', 'Zoran', 'Goran', 'Milan', 'Đorđe', 'Dušan', 'Živko', 'Ivan', 'Josip', 'Ante', 'Tomislav', 'Željko', 'Veselin', 'Ivan', 'Kiril'],
    women: ['Mirjana', 'Jelena', 'Ivana', 'Ana', 'Milica', 'Dragana', 'Tijana', 'Maja', 'Nataša', 'Snežana', 'Teodora', 'Antoaneta', 'Nurgyul'],
    roots: ['Bog', 'Drag', 'Jak', 'Kost', 'Laz', 'Mil', 'Obrad', 'Rad', 'Sim', 'Vas', 'Vel', 'Živ', 'Đur', 'Stoj', 'Mladen', 'Ston'],
    endings: ['ović', 'ević', 'ić', 'ač', 'ov', 'ev', 'ski', 'ar', 'ec'],
  },
  {
    federations: [['ROU', 20], ['MDA', 4], ['GRE', 14], ['CYP', 2]],
    surnames: ['Popescu', 'Ionescu', 'Popa', 'Pop', 'Radu', 'Dumitru', 'Stan', 'Stoica', 'Gheorghe', 'Matei', 'Ciobanu', 'Rusu', 'Munteanu', 'Constantin', 'Moldovan', 'Lungu', 'Șerban', 'Ștefan', 'Bălan', 'Nedelcu', 'Țurcanu', 'Lupulescu', 'Papadopoulos', 'Papadakis', 'Georgiou', 'Nikolaou', 'Ioannou', 'Konstantinou', 'Dimitriou', 'Vlachos', 'Oikonomou', 'Pappas', 'Makris', 'Kotronias', 'Banikas', 'Halkias'],
    men: ['Andrei', 'Alexandru', 'Ionuț', 'Mihai', 'Constantin', 'Bogdan', 'Cristian', 'Răzvan', 'Vlad', 'Costin', 'Georgios', 'Dimitrios', 'Konstantinos', 'Ioannis', 'Nikolaos', 'Panagiotis', 'Vasileios', 'Christos', 'Evangelos', 'Spyridon'],
    women: ['Ioana', 'Elena', 'Maria', 'Andreea', 'Alina', 'Irina', 'Mădălina', 'Eleni', 'Aikaterini', 'Vasiliki', 'Angeliki', 'Dimitra', 'Stavroula'],
    roots: ['Andr', 'Bran', 'Cost', 'Dob', 'Georg', 'Manol', 'Nic', 'Pan', 'Stav', 'Tod', 'Vasil', 'Chrys', 'Kyr', 'Theod'],
    endings: ['escu', 'eanu', 'aru', 'opoulos', 'akis', 'idis', 'ou', 'as'],
  },
  {
    federations: [['EGY', 10], ['ALG', 8], ['MAR', 4], ['TUN', 4], ['UAE', 3], ['JOR', 3], ['IRQ', 4], ['SYR', 3], ['LBN', 2], ['QAT', 1]],
    surnames: ['Mohamed', 'Ahmed', 'Ali', 'Hassan', 'Hussein', 'Ibrahim', 'Mahmoud', 'Mostafa', 'Abdelrahman', 'Salem', 'Saleh', 'Youssef', 'Khalil', 'Nasser', 'Amin', 'Said', 'Farouk', 'Gamal', 'Adly', 'Fawzy', 'Benali', 'Belkacem', 'Haddad', 'Mansour', 'Bouaziz', 'Cherif', 'Rahmani', 'Al-Sayed', 'El-Gindy', 'Al Modiahki', 'Amin', 'Ezat'],
    men: ['Mohamed', 'Ahmed', 'Omar', 'Youssef', 'Karim', 'Khaled', 'Amr', 'Tarek', 'Hany', 'Walid', 'Hossam', 'Sherif', 'Bassem', 'Essam', 'Bilel'],
    women: ['Fatima', 'Aisha', 'Mariam', 'Nour', 'Salma', 'Yasmin', 'Hala', 'Shrook', 'Mona', 'Amina', 'Sabrina'],
    roots: ['Abdel', 'Ben', 'Bou', 'El', 'Hadj', 'Mes', 'Sid', 'Zer', 'Tal', 'Kad'],
    endings: ['aziz', 'hamid', 'kader', 'ouni', 'chiche', 'djemai', 'ssaoui', 'rahim'],
  },
  {
    federations: [['ARM', 10], ['GEO', 10], ['ISR', 8], ['UZB', 6], ['MGL', 3]],
    surnames: ['Sargsyan', 'Petrosyan', 'Hakobyan', 'Grigoryan', 'Harutyunyan', 'Karapetyan', 'Gevorgyan', 'Avetisyan', 'Aronian', 'Melkumyan', 'Movsesian', 'Akopian', 'Vardanyan', 'Mkrtchyan', 'Beridze', 'Kapanadze', 'Gelashvili', 'Jobava', 'Chiburdanidze', 'Pantsulaia', 'Mchedlishvili', 'Jojua', 'Paichadze', 'Khotenashvili', 'Dzagnidze', 'Batsiashvili', 'Gelfand', 'Smirin', 'Sutovsky', 'Rodshtein', 'Abdusattorov', 'Sindarov', 'Yakubboev', 'Vokhidov', 'Batkhuyag'],
    men: ['Levon', 'Tigran', 'Hrant', 'Gabriel', 'Aram', 'Vahe', 'Karen', 'Giorgi', 'Levan', 'Davit', 'Baadur', 'Mikheil', 'Nikoloz', 'Tornike', 'Boris', 'Emil', 'Nodirbek', 'Javokhir', 'Shamsiddin'],
    women: ['Lilit', 'Anna', 'Elina', 'Nana', 'Maia', 'Nino', 'Salome', 'Lela', 'Bella', 'Meri', 'Marina', 'Nilufar'],
    roots: ['Abra', 'Baghd', 'Ghaz', 'Hovhann', 'Mkhit', 'Tsereteli', 'Guram', 'Kvar', 'Lomi', 'Tsik', 'Shaliko', 'Zur'],
    endings: ['yan', 'ian', 'shvili', 'dze', 'ia', 'ava', 'ov', 'baev'],
  },
  {
    federations: [['NED', 20], ['LAT', 3], ['LTU', 4], ['EST', 3]],
    surnames: ['de Jong', 'Jansen', 'de Vries', 'van den Berg', 'van Dijk', 'Bakker', 'Janssen', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'de Groot', 'Bos', 'Vos', 'Peters', 'Hendriks', 'van Leeuwen', 'Dekker', 'Brouwer', 'Giri', 'van Foreest', 'Warmerdam', "L'Ami", 'Shirov', 'Kalniņš', 'Bērziņš', 'Ozoliņš', 'Kazlauskas', 'Jankauskas', 'Petrauskas', 'Šulskis', 'Tamm', 'Saar', 'Sepp', 'Kärner'],
    men: ['Jan', 'Pieter', 'Jordy', 'Anish', 'Max', 'Erwin', 'Loek', 'Daan', 'Sem', 'Jānis', 'Andris', 'Mindaugas', 'Šarūnas', 'Kaido', 'Jüri', 'Lucas'],
    women: ['Anne', 'Eline', 'Lotte', 'Sanne', 'Iris', 'Zoë', 'Līga', 'Dana', 'Rūta', 'Kristina', 'Mai', 'Triin'],
    roots: ['Hoog', 'Kerk', 'Kool', 'Molen', 'Over', 'Veld', 'Zand', 'Bērz', 'Kaln', 'Liep', 'Kaz', 'Paul', 'Rand', 'Kask'],
    endings: ['hof', 'huis', 'veld', 'dijk', 'iņš', 'ītis', 'auskas', 'aitis', 'mäe', 'oja'],
  },
];
