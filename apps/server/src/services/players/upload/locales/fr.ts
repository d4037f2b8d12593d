import type { Translations } from '@kingside/contract';

export default {
  'the file is over the {size} MB limit for a player list (no exceptions)': 'le fichier dépasse la limite de {size} Mo d’une liste de joueurs (sans exception)',
  'Upload failed: {problem} (field {field}); no field is required except tournamentId and file':
    'Échec de l’envoi : {problem} (champ {field}) ; aucun champ n’est obligatoire sauf tournamentId et file',
  'send the form as multipart/form-data, with the sheet in the field "file"; every other field is text except that one':
    'envoyez le formulaire en multipart/form-data, la feuille dans le champ « file » ; tous les autres champs sont du texte',
  'send one sheet, in the field "file"; no other file is taken, except that one':
    'envoyez une seule feuille, dans le champ « file » ; aucun autre fichier n’est pris',
  'choose the CSV or XLSX file of players (field "file"); every field is optional except that one and tournamentId':
    'choisissez le fichier CSV ou XLSX des joueurs (champ « file ») ; tous les champs sont facultatifs sauf celui-ci et tournamentId',
  'every column is optional except the name, and no column of the header is a name (e.g. "Name"); download the template for the columns':
    'toutes les colonnes sont facultatives sauf le nom, et aucune colonne de l’en-tête n’est un nom (p. ex. « Name ») ; téléchargez le modèle pour les colonnes',
  'columns "{first}" and "{second}" both hold the {field}; remove every one of them except one':
    'les colonnes « {first} » et « {second} » contiennent toutes deux le champ {field} ; n’en gardez qu’une',
  'column {number}': 'colonne {number}',
  "''{text}'' is not a number (a FIDE id is a whole number)": '« {text} » n’est pas un nombre (un identifiant FIDE est un nombre entier)',
  "''{text}'' is not a number": '« {text} » n’est pas un nombre',
  "''{text}'' is not a whole number (a FIDE id is a whole number)": '« {text} » n’est pas un nombre entier (un identifiant FIDE est un nombre entier)',
  "''{text}'' is not a whole number (a rating is a whole number)": '« {text} » n’est pas un nombre entier (un classement Elo est un nombre entier)',
  "''{text}'' is not a whole number (a board is a whole number)": '« {text} » n’est pas un nombre entier (un échiquier est un nombre entier)',
  "''{text}'' is not a date that exists": '« {text} » n’est pas une date qui existe',
  "''{text}'' is not a date (YYYY, YYYY-MM-DD or DD.MM.YYYY)": '« {text} » n’est pas une date (AAAA, AAAA-MM-JJ ou JJ.MM.AAAA)',
  'a name is required': 'un nom est obligatoire',
  "{problem} (found ''{found}'')": '{problem} (trouvé : « {found} »)',
  "a board is from 1 to {max} (found ''{found}'')": 'un échiquier va de 1 à {max} (trouvé : « {found} »)',
  'a board is a place in a team, and the row names no team': 'un échiquier est une place dans une équipe, et la ligne ne nomme aucune équipe',
  'rows {rows} and {last}': 'lignes {rows} et {last}',
  'board {board} of {team} is given in {rows}': 'l’échiquier {board} de {team} figure aux {rows}',
  'Upload failed: {tournament} is an individual event, and column {column} gives teams. Every column may stay except that one: leave it empty, or name it Club if it holds the players’ clubs':
    'Échec de l’envoi : {tournament} est une compétition individuelle, et la colonne {column} donne des équipes. Toutes les colonnes peuvent rester sauf celle-ci : laissez-la vide, ou nommez-la Club si elle contient les clubs des joueurs',
  'Cannot upload yet: every row is fine except {list}': 'Envoi impossible pour l’instant : toutes les lignes sont correctes sauf {list}',
  'Upload failed: every row is fine except {list}. Nothing was saved; remove those rows, or leave out the players already entered':
    'Échec de l’envoi : toutes les lignes sont correctes sauf {list}. Rien n’a été enregistré ; supprimez ces lignes, ou laissez de côté les joueurs déjà inscrits',
  'Upload failed: every row is fine except {list}. Nothing was saved':
    'Échec de l’envoi : toutes les lignes sont correctes sauf {list}. Rien n’a été enregistré',
  '{count, plural, one {# player} other {# players}} ready to upload; {skipped, plural, one {# row} other {# rows}} of players already entered left out':
    '{count, plural, one {# joueur prêt} other {# joueurs prêts}} à envoyer ; {skipped, plural, one {# ligne} other {# lignes}} de joueurs déjà inscrits laissées de côté',
  '{count, plural, one {# player} other {# players}} ready to upload': '{count, plural, one {# joueur prêt} other {# joueurs prêts}} à envoyer',
  '{count, plural, one {# player} other {# players}} uploaded; {skipped, plural, one {# row} other {# rows}} of players already entered left out':
    '{count, plural, one {# joueur envoyé} other {# joueurs envoyés}} ; {skipped, plural, one {# ligne} other {# lignes}} de joueurs déjà inscrits laissées de côté',
  '{count, plural, one {# player} other {# players}} uploaded': '{count, plural, one {# joueur envoyé} other {# joueurs envoyés}}',
  'Upload failed: {reason}. Every row was refused, without exception': 'Échec de l’envoi : {reason}. Toutes les lignes ont été refusées, sans exception',
  'Row {row}: {problem}': 'Ligne {row} : {problem}',
  'the same player as row {other} (FIDE id {fideId})': 'le même joueur que la ligne {other} (identifiant FIDE {fideId})',
  'the same player as row {other} (same name and birth date)': 'le même joueur que la ligne {other} (même nom et même date de naissance)',
  'already entered as {name} (FIDE id {fideId})': 'déjà inscrit sous le nom {name} (identifiant FIDE {fideId})',
  'already entered as {name}, born {birthDate}': 'déjà inscrit sous le nom {name}, né le {birthDate}',
  'Row {row}, column {column}: {problem}': 'Ligne {row}, colonne {column} : {problem}',
  'column {column}: {problem}': 'colonne {column} : {problem}',
  'row {row} ({problem})': 'ligne {row} ({problem})',
  '{first}, {second}, {third} and {more, plural, one {# more row} other {# more rows}}':
    '{first}, {second}, {third} et {more, plural, one {# autre ligne} other {# autres lignes}}',
  '{first}, {second} and {third}': '{first}, {second} et {third}',
  '{first} and {second}': '{first} et {second}',
} satisfies Translations;
