import type { Translations } from '@kingside/contract';

export default {
  'the file is over the {size} MB limit for a player list (no exceptions)': 'फ़ाइल खिलाड़ी सूची की {size} MB सीमा से बड़ी है (कोई अपवाद नहीं)',
  'Upload failed: {problem} (field {field}); no field is required except tournamentId and file':
    'अपलोड विफल: {problem} (फ़ील्ड {field}); tournamentId और file के सिवा कोई फ़ील्ड आवश्यक नहीं है',
  'send the form as multipart/form-data, with the sheet in the field "file"; every other field is text except that one':
    'फ़ॉर्म multipart/form-data के रूप में भेजें, शीट "file" फ़ील्ड में; उसके सिवा हर फ़ील्ड टेक्स्ट है',
  'send one sheet, in the field "file"; no other file is taken, except that one': 'एक ही शीट भेजें, "file" फ़ील्ड में; उसके सिवा कोई फ़ाइल नहीं ली जाती',
  'choose the CSV or XLSX file of players (field "file"); every field is optional except that one and tournamentId':
    'खिलाड़ियों की CSV या XLSX फ़ाइल चुनें (फ़ील्ड "file"); उसके और tournamentId के सिवा हर फ़ील्ड वैकल्पिक है',
  'every column is optional except the name, and no column of the header is a name (e.g. "Name"); download the template for the columns':
    'नाम के सिवा हर कॉलम वैकल्पिक है, और हेडर का कोई कॉलम नाम नहीं है (जैसे "Name"); कॉलमों के लिए टेम्पलेट डाउनलोड करें',
  'columns "{first}" and "{second}" both hold the {field}; remove every one of them except one':
    'कॉलम "{first}" और "{second}" दोनों में {field} है; एक को छोड़कर बाकी सब हटाएँ',
  'column {number}': 'कॉलम {number}',
  "''{text}'' is not a number (a FIDE id is a whole number)": '‘{text}’ संख्या नहीं है (FIDE id एक पूर्ण संख्या होती है)',
  "''{text}'' is not a number": '‘{text}’ संख्या नहीं है',
  "''{text}'' is not a whole number (a FIDE id is a whole number)": '‘{text}’ पूर्ण संख्या नहीं है (FIDE id एक पूर्ण संख्या होती है)',
  "''{text}'' is not a whole number (a rating is a whole number)": '‘{text}’ पूर्ण संख्या नहीं है (रेटिंग एक पूर्ण संख्या होती है)',
  "''{text}'' is not a whole number (a board is a whole number)": '‘{text}’ पूर्ण संख्या नहीं है (बोर्ड एक पूर्ण संख्या होता है)',
  "''{text}'' is not a date that exists": '‘{text}’ कोई मौजूद तारीख़ नहीं है',
  "''{text}'' is not a date (YYYY, YYYY-MM-DD or DD.MM.YYYY)": '‘{text}’ तारीख़ नहीं है (YYYY, YYYY-MM-DD या DD.MM.YYYY)',
  'a name is required': 'नाम आवश्यक है',
  "{problem} (found ''{found}'')": '{problem} (मिला: ‘{found}’)',
  "a board is from 1 to {max} (found ''{found}'')": 'बोर्ड 1 से {max} तक होता है (मिला: ‘{found}’)',
  'a board is a place in a team, and the row names no team': 'बोर्ड किसी टीम में एक स्थान है, और इस पंक्ति में कोई टीम नहीं है',
  'rows {rows} and {last}': 'पंक्तियाँ {rows} और {last}',
  'board {board} of {team} is given in {rows}': '{team} का बोर्ड {board} इनमें दिया गया है: {rows}',
  'Upload failed: {tournament} is an individual event, and column {column} gives teams. Every column may stay except that one: leave it empty, or name it Club if it holds the players’ clubs':
    'अपलोड विफल: {tournament} व्यक्तिगत प्रतियोगिता है, और कॉलम {column} में टीमें हैं। उसके सिवा हर कॉलम रह सकता है: उसे खाली छोड़ें, या अगर उसमें खिलाड़ियों के क्लब हैं तो उसका नाम Club रखें',
  'Cannot upload yet: every row is fine except {list}': 'अभी अपलोड नहीं हो सकता: {list} के सिवा हर पंक्ति ठीक है',
  'Upload failed: every row is fine except {list}. Nothing was saved; remove those rows, or leave out the players already entered':
    'अपलोड विफल: {list} के सिवा हर पंक्ति ठीक है। कुछ भी सहेजा नहीं गया; वे पंक्तियाँ हटाएँ, या पहले से शामिल खिलाड़ियों को छोड़ दें',
  'Upload failed: every row is fine except {list}. Nothing was saved': 'अपलोड विफल: {list} के सिवा हर पंक्ति ठीक है। कुछ भी सहेजा नहीं गया',
  '{count, plural, one {# player} other {# players}} ready to upload; {skipped, plural, one {# row} other {# rows}} of players already entered left out':
    '{count, plural, one {# खिलाड़ी} other {# खिलाड़ी}} अपलोड के लिए तैयार; पहले से शामिल खिलाड़ियों की {skipped, plural, one {# पंक्ति} other {# पंक्तियाँ}} छोड़ी गईं',
  '{count, plural, one {# player} other {# players}} ready to upload': '{count, plural, one {# खिलाड़ी} other {# खिलाड़ी}} अपलोड के लिए तैयार',
  '{count, plural, one {# player} other {# players}} uploaded; {skipped, plural, one {# row} other {# rows}} of players already entered left out':
    '{count, plural, one {# खिलाड़ी} other {# खिलाड़ी}} अपलोड हुए; पहले से शामिल खिलाड़ियों की {skipped, plural, one {# पंक्ति} other {# पंक्तियाँ}} छोड़ी गईं',
  '{count, plural, one {# player} other {# players}} uploaded': '{count, plural, one {# खिलाड़ी} other {# खिलाड़ी}} अपलोड हुए',
  'Upload failed: {reason}. Every row was refused, without exception': 'अपलोड विफल: {reason}। हर पंक्ति अस्वीकार की गई, बिना किसी अपवाद के',
  'Row {row}: {problem}': 'पंक्ति {row}: {problem}',
  'the same player as row {other} (FIDE id {fideId})': 'पंक्ति {other} वाला ही खिलाड़ी (FIDE id {fideId})',
  'the same player as row {other} (same name and birth date)': 'पंक्ति {other} वाला ही खिलाड़ी (वही नाम और जन्मतिथि)',
  'already entered as {name} (FIDE id {fideId})': 'पहले से {name} के रूप में शामिल (FIDE id {fideId})',
  'already entered as {name}, born {birthDate}': 'पहले से {name} के रूप में शामिल, जन्म {birthDate}',
  'Row {row}, column {column}: {problem}': 'पंक्ति {row}, कॉलम {column}: {problem}',
  'column {column}: {problem}': 'कॉलम {column}: {problem}',
  'row {row} ({problem})': 'पंक्ति {row} ({problem})',
  '{first}, {second}, {third} and {more, plural, one {# more row} other {# more rows}}':
    '{first}, {second}, {third} और {more, plural, one {# और पंक्ति} other {# और पंक्तियाँ}}',
  '{first}, {second} and {third}': '{first}, {second} और {third}',
  '{first} and {second}': '{first} और {second}',
} satisfies Translations;
