import type { Translations } from '@kingside/contract';

export default {
  Payouts: 'भुगतान',
  'Payee details saved': 'प्राप्तकर्ता विवरण सहेजे गए',
  'Link sent to {to}': 'लिंक {to} पर भेजा गया',
  'Your prize': 'आपका पुरस्कार',
  'Thank you: your details are saved': 'धन्यवाद: आपका विवरण सहेज लिया गया है',
  'Entry fee payment status': 'प्रवेश शुल्क भुगतान की स्थिति',
  'Payout status': 'भुगतान की स्थिति',
  Balance: 'शेष राशि',
  'The payment provider did not give the balance': 'भुगतान प्रदाता ने शेष राशि नहीं बताई',
  'Payout ledger': 'भुगतान बही',
  'Released: the prize may be paid again': 'मुक्त किया गया: पुरस्कार का फिर से भुगतान किया जा सकता है',
  Received: 'प्राप्त हुआ',
  'already paid': 'पहले ही भुगतान हो चुका है',
  'the provider does not know its last payout: check with the provider and release it first':
    'प्रदाता को इसके पिछले भुगतान की जानकारी नहीं है: प्रदाता से जाँच करें और पहले उसे मुक्त करें',
  'its payout is under way ({status})': 'इसका भुगतान चल रहा है ({status})',
  'No prize winner {id} in this tournament': 'इस टूर्नामेंट में कोई पुरस्कार विजेता {id} नहीं है',
  'This tournament has no prize winners yet: compute or upload them on the prizes tab first':
    'इस टूर्नामेंट में अभी कोई पुरस्कार विजेता नहीं है: पहले पुरस्कार टैब पर उनकी गणना करें या उन्हें अपलोड करें',
  'nothing to pay': 'भुगतान के लिए कुछ नहीं',
  '{amount} is under {least}, the least a payout can be': '{amount}, {least} से कम है, जो भुगतान की न्यूनतम राशि है',
  'no payee details yet': 'अभी कोई प्राप्तकर्ता विवरण नहीं',
  '{field}: {problem}': '{field}: {problem}',
  'Nothing to pay ({skipped}; …)': 'भुगतान के लिए कुछ नहीं ({skipped}; …)',
  'Nothing to pay ({skipped})': 'भुगतान के लिए कुछ नहीं ({skipped})',
  'nothing was sent': 'कुछ भी नहीं भेजा गया',
  'The payment provider pays in {provider}; these prizes are in {currency}. Nothing was sent':
    'भुगतान प्रदाता {provider} में भुगतान करता है; ये पुरस्कार {currency} में हैं। कुछ भी नहीं भेजा गया',
  'The payout account holds {balance}; these prizes need {total}. Nothing was sent':
    'भुगतान खाते में {balance} हैं; इन पुरस्कारों के लिए {total} चाहिए। कुछ भी नहीं भेजा गया',
  'The payment provider refused the payout: {reason}. Nothing was paid; correct it and pay again':
    'भुगतान प्रदाता ने भुगतान अस्वीकार कर दिया: {reason}। कुछ भी भुगतान नहीं हुआ; इसे ठीक करें और फिर से भुगतान करें',
  'no payout is marked as started; Kingside asks the provider about order {orderId} and will show its answer':
    'कोई भुगतान शुरू हुआ नहीं माना गया; Kingside प्रदाता से ऑर्डर {orderId} के बारे में पूछता है और उसका उत्तर दिखाएगा',
  '{count, plural, one {Sent # prize ({total}) to the payment provider} other {Sent # prizes ({total}) to the payment provider}}':
    '{count, plural, one {# पुरस्कार ({total}) भुगतान प्रदाता को भेजा गया} other {# पुरस्कार ({total}) भुगतान प्रदाता को भेजे गए}}',
  'Refused: {reason}': 'अस्वीकृत: {reason}',
  'The payment provider refused: {reason}; {consequence}': 'भुगतान प्रदाता ने अस्वीकार कर दिया: {reason}; {consequence}',
  'The payment provider failed ({reason})': 'भुगतान प्रदाता विफल रहा ({reason})',
  '{first}; {rest}': '{first}; {rest}',
  Created: 'बनाया गया',
  Updated: 'अपडेट किया गया',
  Tournament: 'टूर्नामेंट',
  Player: 'खिलाड़ी',
  Category: 'श्रेणी',
  Place: 'स्थान',
  Attempt: 'प्रयास',
  Amount: 'राशि',
  Currency: 'मुद्रा',
  Payee: 'प्राप्तकर्ता',
  Status: 'स्थिति',
  'Order id': 'ऑर्डर id',
  'Fulfillment id': 'फ़ुलफ़िलमेंट id',
  'Transaction id': 'लेनदेन id',
  'Idempotency key': 'इडेम्पोटेंसी कुंजी',
  'Failure reason': 'विफलता का कारण',
  "{name}'s prize at {tournament}: where should we pay it?": '{tournament} में {name} का पुरस्कार: हम इसका भुगतान कहाँ करें?',
  "Dear captain of {name},\n\nCongratulations on {name}'s prize at {tournament} ({prize}).\n\nPlease tell us the team's UPI id, or bank account and IFSC, on this page:\n{link}\n\nThe link works until {expires} UTC. If you did not expect this mail, ignore it.\n":
    '{name} के प्रिय कप्तान,\n\n{tournament} में {name} के पुरस्कार ({prize}) के लिए बधाई।\n\nकृपया इस पेज पर हमें टीम का UPI id, या बैंक खाता और IFSC बताएँ:\n{link}\n\nयह लिंक {expires} UTC तक काम करता है। अगर आपको इस मेल की उम्मीद नहीं थी, तो इसे अनदेखा करें।\n',
  'Your prize at {tournament}: where should we pay it?': '{tournament} में आपका पुरस्कार: हम इसका भुगतान कहाँ करें?',
  'Dear {name},\n\nCongratulations on your prize at {tournament} ({prize}).\n\nPlease tell us your UPI id, or bank account and IFSC, on this page:\n{link}\n\nThe link works until {expires} UTC. If you did not expect this mail, ignore it.\n':
    'प्रिय {name},\n\n{tournament} में आपके पुरस्कार ({prize}) के लिए बधाई।\n\nकृपया इस पेज पर हमें अपना UPI id, या बैंक खाता और IFSC बताएँ:\n{link}\n\nयह लिंक {expires} UTC तक काम करता है। अगर आपको इस मेल की उम्मीद नहीं थी, तो इसे अनदेखा करें।\n',
  'This team has no captain with an email address: give the team a captain on the teams tab, or type the payee details yourself':
    'इस टीम का कोई ईमेल पते वाला कप्तान नहीं है: टीम टैब पर टीम को कप्तान दें, या प्राप्तकर्ता विवरण स्वयं लिखें',
  '{team} has no captain with an email address: give the team a captain on the teams tab, or type the payee details yourself':
    '{team} का कोई ईमेल पते वाला कप्तान नहीं है: टीम टैब पर टीम को कप्तान दें, या प्राप्तकर्ता विवरण स्वयं लिखें',
  'This player has no email address: add one on the players tab, or type the payee details yourself':
    'इस खिलाड़ी का कोई ईमेल पता नहीं है: खिलाड़ी टैब पर एक जोड़ें, या प्राप्तकर्ता विवरण स्वयं लिखें',
  '{player} has no email address: add one on the players tab, or type the payee details yourself':
    '{player} का कोई ईमेल पता नहीं है: खिलाड़ी टैब पर एक जोड़ें, या प्राप्तकर्ता विवरण स्वयं लिखें',
  '{category}, place {place}: {amount}': '{category}, स्थान {place}: {amount}',
  'The mail to {to} could not be sent ({reason}); try again later': '{to} को मेल नहीं भेजा जा सका ({reason}); बाद में फिर कोशिश करें',
  'This payee link is not valid: ask the organiser for a new one': 'यह प्राप्तकर्ता लिंक मान्य नहीं है: आयोजक से नया लिंक माँगें',
  'This payee link has expired: ask the organiser for a new one': 'यह प्राप्तकर्ता लिंक समाप्त हो गया है: आयोजक से नया लिंक माँगें',
  'This payee link is for a player or team no longer in the tournament': 'यह प्राप्तकर्ता लिंक ऐसे खिलाड़ी या टीम के लिए है जो अब टूर्नामेंट में नहीं है',
  'This link has already been used to give your payee details, which are saved. To change them, ask the organiser for a new link':
    'इस लिंक से आपका प्राप्तकर्ता विवरण पहले ही दिया जा चुका है, जो सहेजा हुआ है। उसे बदलने के लिए आयोजक से नया लिंक माँगें',
  'the provider does not know the order: its answer to the creation was lost': 'प्रदाता को ऑर्डर की जानकारी नहीं है: बनाने पर उसका उत्तर खो गया',
  'the provider no longer knows the order': 'प्रदाता को अब ऑर्डर की जानकारी नहीं है',
  'No payout order or fulfillment has this id': 'किसी भुगतान ऑर्डर या फ़ुलफ़िलमेंट का यह id नहीं है',
  'Payout attempt not found': 'भुगतान प्रयास नहीं मिला',
  'Only a payout the provider does not know can be released; this one is {status}':
    'केवल वही भुगतान मुक्त किया जा सकता है जिसकी प्रदाता को जानकारी न हो; यह {status} है',
  'Released by {name}: {reason}': '{name} द्वारा मुक्त किया गया: {reason}',
} satisfies Translations;
