import type { Translations } from '@kingside/contract';

export default {
  'the file is over the {size} MB limit (no exceptions)': 'फ़ाइल {size} MB की सीमा से बड़ी है (कोई अपवाद नहीं)',
  'choose the CSV or XLSX file of prize winners (field "file"); every field is optional except that one and tournamentId':
    'पुरस्कार विजेताओं की CSV या XLSX फ़ाइल चुनें (फ़ील्ड "file"); उसके और tournamentId के सिवा हर फ़ील्ड वैकल्पिक है',
  'Prize categories': 'पुरस्कार श्रेणियाँ',
  'Prize structure': 'पुरस्कार संरचना',
  'Prize structure saved': 'पुरस्कार संरचना सहेजी गई',
  'Category {category} saved': 'श्रेणी {category} सहेजी गई',
  'Prize list published': 'पुरस्कार सूची प्रकाशित हुई',
  'Prize list no longer public': 'पुरस्कार सूची अब सार्वजनिक नहीं है',
  'Prize list': 'पुरस्कार सूची',
  'The prize list is not published yet': 'पुरस्कार सूची अभी प्रकाशित नहीं हुई है',
  'Prize winners': 'पुरस्कार विजेता',
  '{count, plural, one {# prize awarded} other {# prizes awarded}}': '{count, plural, one {# पुरस्कार दिया गया} other {# पुरस्कार दिए गए}}',
  'Prize changed': 'पुरस्कार बदला गया',
  Overall: 'समग्र',
  'Every player': 'हर खिलाड़ी',
  'Best woman': 'सर्वश्रेष्ठ महिला',
  'Women and girls': 'महिलाएँ और लड़कियाँ',
  'Under {age}': '{age} से कम आयु',
  'Born in {year} or later': '{year} या उसके बाद जन्मे',
  '{age} and over': '{age} और अधिक आयु',
  'Born in {year} or earlier': '{year} या उससे पहले जन्मे',
  'Below {rating}': '{rating} से कम रेटिंग',
  'Rated 1–{rating}': 'रेटिंग 1–{rating}',
  'Best unrated': 'सर्वश्रेष्ठ बिना रेटिंग',
  'Players without a rating': 'बिना रेटिंग वाले खिलाड़ी',
  'Best of {club}': '{club} के सर्वश्रेष्ठ',
  'Members of {club}': '{club} के सदस्य',
  'Best of {federation}': '{federation} के सर्वश्रेष्ठ',
  'Players of the federation {federation}': 'महासंघ {federation} के खिलाड़ी',
  'Best of the region': 'क्षेत्र के सर्वश्रेष्ठ',
  'Players of the region’s federations: keep only those that make the region': 'क्षेत्र के महासंघों के खिलाड़ी: केवल उन्हीं महासंघों को रखें जिनसे क्षेत्र बनता है',
  'Custom prize': 'अपना पुरस्कार',
  'Name it and add the conditions a player must meet': 'इसे नाम दें और वे शर्तें जोड़ें जो खिलाड़ी को पूरी करनी हों',
  '{count, plural, one {order: no player has the start number {numbers}} other {order: no player has the start numbers {numbers}}}':
    '{count, plural, one {order: किसी खिलाड़ी का प्रारंभिक क्रमांक {numbers} नहीं है} other {order: किसी खिलाड़ी के प्रारंभिक क्रमांक {numbers} नहीं हैं}}',
  'order: {player} is not tied with anyone on points and every tie-break after round {round}':
    'order: राउंड {round} के बाद {player} अंकों और हर टाई-ब्रेक में किसी के बराबर नहीं हैं',
  '{count, plural, one {order: {players} is not tied with {player} on points and every tie-break after round {round}} other {order: {players} are not tied with {player} on points and every tie-break after round {round}}}':
    '{count, plural, one {order: राउंड {round} के बाद {players} अंकों और हर टाई-ब्रेक में {player} के बराबर नहीं है} other {order: राउंड {round} के बाद {players} अंकों और हर टाई-ब्रेक में {player} के बराबर नहीं हैं}}',
  '{count, plural, one {order: {players} is tied with them too: rank every tied player} other {order: {players} are tied with them too: rank every tied player}}':
    '{count, plural, one {order: {players} भी उनके बराबर है: हर बराबर खिलाड़ी का क्रम तय करें} other {order: {players} भी उनके बराबर हैं: हर बराबर खिलाड़ी का क्रम तय करें}}',
  'No round is paired yet: nobody is tied': 'अभी किसी राउंड की जोड़ियाँ नहीं बनी हैं: कोई बराबर नहीं है',
  'Round {round} is waiting for results: rank tied players once its standings count it':
    'राउंड {round} के परिणाम बाकी हैं: तालिका में उसके गिने जाने के बाद बराबर खिलाड़ियों का क्रम तय करें',
  'tournament_id: not the tournament of the address': 'tournament_id: पते वाला टूर्नामेंट नहीं है',
  'category: the structure already has 50 categories': 'category: संरचना में पहले से 50 श्रेणियाँ हैं',
  'There are no winners to publish yet: compute or upload them first': 'प्रकाशित करने के लिए अभी कोई विजेता नहीं हैं: पहले उनकी गणना करें या उन्हें अपलोड करें',
  'Team places': 'टीम स्थान',
  'The teams in the order of the final team standings': 'अंतिम टीम स्थिति के क्रम में टीमें',
  'Board {board}': 'बोर्ड {board}',
  'Best performance rating on board {board}, from at least {count, plural, one {# game} other {# games}} played over the board':
    'बोर्ड {board} पर सर्वश्रेष्ठ परफ़ॉर्मेंस रेटिंग, बोर्ड पर खेली गई कम से कम {count, plural, one {# बाज़ी} other {# बाज़ियों}} से',
  '{field}: {category}: board prizes are for team events': '{field}: {category}: बोर्ड पुरस्कार टीम इवेंट के लिए हैं',
  '{field}: {category}: team places are for team events': '{field}: {category}: टीम स्थान टीम इवेंट के लिए हैं',
  '{field}: {category}: team places have no board': '{field}: {category}: टीम स्थानों का कोई बोर्ड नहीं होता',
  "{field}: {category}: a team category tests the team's {fields}, not {given}": '{field}: {category}: टीम श्रेणी टीम के {fields} जाँचती है, {given} नहीं',
  "{field}: {category}: a team event's prizes are team places (kind team) or board prizes (kind board, with its board)":
    '{field}: {category}: टीम इवेंट के पुरस्कार टीम स्थान (kind team) या बोर्ड पुरस्कार (kind board, अपने बोर्ड के साथ) होते हैं',
  '{field}: {category}: a board prize has no conditions, only its board and minimum of games':
    '{field}: {category}: बोर्ड पुरस्कार की कोई शर्त नहीं होती, केवल उसका बोर्ड और न्यूनतम बाज़ियाँ',
  '{field}: {category}: the matches have {count, plural, one {# board} other {# boards}}':
    '{field}: {category}: मैचों में {count, plural, one {# बोर्ड है} other {# बोर्ड हैं}}',
  '{missing, select, category {the sheet has no category column} place {the sheet has no place column} other {the sheet has no category or place column}}; every column is optional except Category, Place and one naming the player':
    '{missing, select, category {शीट में category कॉलम नहीं है} place {शीट में place कॉलम नहीं है} other {शीट में category या place कॉलम नहीं है}}; Category, Place और खिलाड़ी का नाम बताने वाले एक कॉलम के सिवा हर कॉलम वैकल्पिक है',
  'no column names the player; every column is optional except Category, Place and one of Start no, FIDE ID or Name':
    'कोई कॉलम खिलाड़ी का नाम नहीं बताता; Category, Place और Start no, FIDE ID या Name में से एक के सिवा हर कॉलम वैकल्पिक है',
  "''{text}'' is not an amount above 0": '‘{text}’ 0 से अधिक राशि नहीं है',
  "''{text}'' has more than two decimals": '‘{text}’ में दो से अधिक दशमलव अंक हैं',
  "''{text}'' is not an amount (e.g. 5000 or 2500.50)": '‘{text}’ राशि नहीं है (जैसे 5000 या 2500.50)',
  'a category is required': 'श्रेणी आवश्यक है',
  "''{text}'' is not a category of the prize structure ({categories})": '‘{text}’ पुरस्कार संरचना की श्रेणी नहीं है ({categories})',
  "{category} is won by teams: a sheet gives players' prizes; change a team's place on the winners list":
    '{category} टीमें जीतती हैं: शीट खिलाड़ियों के पुरस्कार देती है; टीम का स्थान विजेता सूची में बदलें',
  'a place is required': 'स्थान आवश्यक है',
  "''{text}'' is not a place (1, 2, …)": '‘{text}’ स्थान नहीं है (1, 2, …)',
  "no player has the start number ''{number}''": 'किसी खिलाड़ी का प्रारंभिक क्रमांक ‘{number}’ नहीं है',
  "no player of the tournament has the FIDE id ''{fideId}''": 'टूर्नामेंट के किसी खिलाड़ी का FIDE id ‘{fideId}’ नहीं है',
  "{count, plural, one {# player is called ''{name}''} other {# players are called ''{name}''}}; give the start number":
    '{count, plural, one {# खिलाड़ी का नाम ‘{name}’ है} other {# खिलाड़ियों का नाम ‘{name}’ है}}; प्रारंभिक क्रमांक दें',
  "no player of the tournament is called ''{name}''": 'टूर्नामेंट में किसी खिलाड़ी का नाम ‘{name}’ नहीं है',
  'the player is required': 'खिलाड़ी आवश्यक है',
  "''{given}'' is {name}, but ''{first}'' is {player}": '‘{given}’ {name} हैं, पर ‘{first}’ {player} हैं',
  'the structure has no amount for {place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}; give one':
    'संरचना में {category} के स्थान {place, selectordinal, other {#}} की कोई राशि नहीं है; राशि दें',
  '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category} is already given in row {row}':
    '{category} का स्थान {place, selectordinal, other {#}} पंक्ति {row} में पहले ही दिया जा चुका है',
  '{name} already has a prize in row {row} (one prize per player)': '{name} को पंक्ति {row} में पहले से पुरस्कार मिला है (हर खिलाड़ी को एक पुरस्कार)',
  'Upload failed: prizes go to players of a tournament under way; no sheet is taken before round 1, without exception':
    'अपलोड विफल: पुरस्कार चल रहे टूर्नामेंट के खिलाड़ियों को मिलते हैं; राउंड 1 से पहले कोई शीट नहीं ली जाती, बिना किसी अपवाद के',
  'Upload failed: save the prize structure first; no sheet is taken except against its categories':
    'अपलोड विफल: पहले पुरस्कार संरचना सहेजें; उसकी श्रेणियों के सिवा किसी आधार पर शीट नहीं ली जाती',
  '{count, plural, one {# prize} other {# prizes}} ready to upload': '{count, plural, one {# पुरस्कार} other {# पुरस्कार}} अपलोड के लिए तैयार',
  '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}: {name}, decided offline ({file}, row {row})':
    '{category}, स्थान {place, selectordinal, other {#}}: {name}, ऑफ़लाइन तय ({file}, पंक्ति {row})',
  'Uploaded from {file}, row {row}': '{file} से अपलोड, पंक्ति {row}',
  '{count, plural, one {# prize} other {# prizes}} uploaded': '{count, plural, one {# पुरस्कार} other {# पुरस्कार}} अपलोड हुए',
  '{count, plural, one {Payouts have started for # prize} other {Payouts have started for # prizes}}; {doing, select, structure {changing the prize structure} compute {computing the winners again} upload {replacing the winners} other {ranking tied players again}} would lose them. Change single awards instead':
    '{count, plural, one {# पुरस्कार का भुगतान शुरू हो चुका है} other {# पुरस्कारों का भुगतान शुरू हो चुका है}}; {doing, select, structure {पुरस्कार संरचना बदलने} compute {विजेताओं की फिर से गणना करने} upload {विजेताओं को बदलने} other {बराबर खिलाड़ियों का फिर से क्रम तय करने}} से वे खो जाएँगे। इसके बजाय अलग-अलग पुरस्कार बदलें',
  'Prizes go by the final standings: finish the tournament first': 'पुरस्कार अंतिम तालिका से तय होते हैं: पहले टूर्नामेंट समाप्त करें',
  'Save a prize structure with at least one category first': 'पहले कम से कम एक श्रेणी वाली पुरस्कार संरचना सहेजें',
  'The prize structure has no category {category}': 'पुरस्कार संरचना में {category} श्रेणी नहीं है',
  '{field}: {name} already holds {place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category} (one prize per team)':
    '{field}: {name} के पास पहले से {category} का स्थान {place, selectordinal, other {#}} है (हर टीम को एक पुरस्कार)',
  '{field}: {name} already holds {place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category} (one prize per player)':
    '{field}: {name} के पास पहले से {category} का स्थान {place, selectordinal, other {#}} है (हर खिलाड़ी को एक पुरस्कार)',
  "playerId: this is a team's place: give another team (teamId)": 'playerId: यह टीम का स्थान है: दूसरी टीम दें (teamId)',
  'teamId: not a team of this tournament': 'teamId: इस टूर्नामेंट की टीम नहीं है',
  "teamId: this prize is a player's: give another player (playerId)": 'teamId: यह पुरस्कार खिलाड़ी का है: दूसरा खिलाड़ी दें (playerId)',
  'playerId: not a player of this tournament': 'playerId: इस टूर्नामेंट का खिलाड़ी नहीं है',
  'Prize winner not found': 'पुरस्कार विजेता नहीं मिला',
  'The payout of this prize is under way ({status}); it can no longer be changed': 'इस पुरस्कार का भुगतान चल रहा है ({status}); इसे अब बदला नहीं जा सकता',
  '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}: {name}, {amount}, set by the organiser: {reason}':
    '{category}, स्थान {place, selectordinal, other {#}}: {name}, {amount}, आयोजक द्वारा तय: {reason}',
  '{points, plural, one {# match point} other {# match points}}': '{points, plural, one {# मैच अंक} other {# मैच अंक}}',
  '{points, plural, one {# game point} other {# game points}}': '{points, plural, one {# गेम अंक} other {# गेम अंक}}',
  '{points, plural, one {# point} other {# points}}': '{points, plural, one {# अंक} other {# अंक}}',
  'places {places} pooled and split equally': 'स्थान {places} की राशि जोड़कर बराबर बाँटी गई',
  'half of each of places {places} kept by tie-break order, the other halves pooled and split equally (Hort system)':
    'स्थान {places} में से हर एक का आधा टाई-ब्रेक क्रम से रखा गया, बाकी आधे जोड़कर बराबर बाँटे गए (हॉर्ट प्रणाली)',
  'nobody is eligible for this category': 'इस श्रेणी के लिए कोई पात्र नहीं है',
  'every eligible team withdrew': 'हर पात्र टीम हट गई',
  'every eligible player withdrew': 'हर पात्र खिलाड़ी हट गया',
  'every eligible team already holds a prize of at least this value': 'हर पात्र टीम के पास पहले से कम से कम इतनी राशि का पुरस्कार है',
  'every eligible player already holds a prize of at least this value': 'हर पात्र खिलाड़ी के पास पहले से कम से कम इतनी राशि का पुरस्कार है',
  'placed {order}, below {name} ({winnerOrder})': 'स्थान {order}, {name} ({winnerOrder}) से नीचे',
  '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}: {name}, {points}, {order, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} in the standings':
    '{category}, स्थान {place, selectordinal, other {#}}: {name}, {points}, तालिका में स्थान {order, selectordinal, other {#}}',
  'placed above: {holders}': 'ऊपर रहे: {holders}',
  '{count, plural, one {{names} withdrew} other {{names} withdrew}}': '{count, plural, one {{names} हट गए} other {{names} हट गए}}',
  'tied on {points} with {others}: {how}': '{others} के साथ {points} पर बराबर: {how}',
  '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}: {name}, {points}, {order, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} in the standings, tied with {others}: {how}':
    '{category}, स्थान {place, selectordinal, other {#}}: {name}, {points}, तालिका में स्थान {order, selectordinal, other {#}}, {others} के बराबर: {how}',
  '{name}, no performance rating, {percentage}% from {played, plural, one {# game} other {# games}}':
    '{name}, कोई परफ़ॉर्मेंस रेटिंग नहीं, {played, plural, one {# बाज़ी} other {# बाज़ियों}} से {percentage}%',
  '{name}, {percentage}%, no performance rating from {played, plural, one {# game} other {# games}}':
    '{name}, {played, plural, one {# बाज़ी} other {# बाज़ियों}} से {percentage}%, कोई परफ़ॉर्मेंस रेटिंग नहीं',
  '{name}, performance {performance}, {percentage}% from {played, plural, one {# game} other {# games}}':
    '{name}, परफ़ॉर्मेंस {performance}, {played, plural, one {# बाज़ी} other {# बाज़ियों}} से {percentage}%',
  '{name}, {percentage}%, performance {performance} from {played, plural, one {# game} other {# games}}':
    '{name}, {percentage}%, {played, plural, one {# बाज़ी} other {# बाज़ियों}} से परफ़ॉर्मेंस {performance}',
  'places {places} shared by the Hort system': 'स्थान {places} हॉर्ट प्रणाली से बाँटे गए',
  'nobody played on board {board}': 'बोर्ड {board} पर कोई नहीं खेला',
  'nobody eligible played {count, plural, one {# game} other {# games}} on board {board}':
    'बोर्ड {board} पर किसी पात्र खिलाड़ी ने {count, plural, one {# बाज़ी नहीं खेली} other {# बाज़ियाँ नहीं खेलीं}}',
  '{name} played {played} of the {needed, plural, one {# game} other {# games}} needed':
    '{name} ने ज़रूरी {needed, plural, one {# बाज़ी} other {# बाज़ियों}} में से {played} खेलीं',
  'placed {place} on board {board}, below {name} ({winnerPlace})': 'बोर्ड {board} पर स्थान {place}, {name} ({winnerPlace}) से नीचे',
  '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}: {row}': '{category}, स्थान {place, selectordinal, other {#}}: {row}',
  'passed over: {players}': 'छोड़े गए: {players}',
  'equal with {others}: {how}': '{others} के बराबर: {how}',
  '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}: {row}, equal with {others}: {how}':
    '{category}, स्थान {place, selectordinal, other {#}}: {row}, {others} के बराबर: {how}',
  '{name} holds {place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} {category}':
    '{name} के पास {category} का स्थान {place, selectordinal, other {#}} है',
  'Upload failed: {problem} (field {field}); no field is required except tournamentId and file':
    'अपलोड विफल: {problem} (फ़ील्ड {field}); tournamentId और file के सिवा कोई फ़ील्ड आवश्यक नहीं है',
  'send the form as multipart/form-data, with the sheet in the field "file"; every other field is text except that one':
    'फ़ॉर्म multipart/form-data के रूप में भेजें, शीट "file" फ़ील्ड में; उसके सिवा हर फ़ील्ड टेक्स्ट है',
  'send one sheet, in the field "file"; no other file is taken, except that one': 'एक ही शीट भेजें, "file" फ़ील्ड में; उसके सिवा कोई फ़ाइल नहीं ली जाती',
  'columns "{first}" and "{second}" both hold the {field}; remove every one of them except one':
    'कॉलम "{first}" और "{second}" दोनों में {field} है; एक को छोड़कर बाकी सब हटाएँ',
  'column {number}': 'कॉलम {number}',
  'Row {row}: {problem}': 'पंक्ति {row}: {problem}',
  'Row {row}, column {column}: {problem}': 'पंक्ति {row}, कॉलम {column}: {problem}',
  'column {column}: {problem}': 'कॉलम {column}: {problem}',
  'Upload failed: {reason}. Every row was refused, without exception': 'अपलोड विफल: {reason}। हर पंक्ति अस्वीकार की गई, बिना किसी अपवाद के',
  'Cannot upload yet: every row is fine except {list}': 'अभी अपलोड नहीं हो सकता: {list} के सिवा हर पंक्ति ठीक है',
  'Upload failed: every row is fine except {list}. Nothing was saved': 'अपलोड विफल: {list} के सिवा हर पंक्ति ठीक है। कुछ भी सहेजा नहीं गया',
  'row {row} ({problem})': 'पंक्ति {row} ({problem})',
  '{first}, {second}, {third} and {more, plural, one {# more row} other {# more rows}}':
    '{first}, {second}, {third} और {more, plural, one {# और पंक्ति} other {# और पंक्तियाँ}}',
  '{first}, {second} and {third}': '{first}, {second} और {third}',
  '{first} and {second}': '{first} और {second}',
  '{first}; {rest}': '{first}; {rest}',
} satisfies Translations;
