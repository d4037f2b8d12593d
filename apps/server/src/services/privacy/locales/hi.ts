import type { Translations } from '@kingside/contract';

export default {
  'Deleted tournaments': 'हटाए गए टूर्नामेंट',
  'Tournament deleted; it can be restored until {date}': 'टूर्नामेंट हटा दिया गया; इसे {date} तक वापस लाया जा सकता है',
  'Tournament restored': 'टूर्नामेंट वापस लाया गया',
  'Your account was deleted': 'आपका खाता हटा दिया गया',
  'Your data': 'आपका डेटा',
  'Account deleted': 'खाता हटाया गया',
  '{count, plural, one {You still own a tournament ({names}): delete it first, or ask an admin to take it over} other {You still own # tournaments ({names}{more, plural, =0 {} other { and # more}}): delete them first, or ask an admin to take them over}}':
    '{count, plural, one {आप अभी भी एक टूर्नामेंट के स्वामी हैं ({names}): पहले उसे हटाएँ, या किसी एडमिन से उसे अपने हाथ में लेने को कहें} other {आप अभी भी # टूर्नामेंटों के स्वामी हैं ({names}{more, plural, =0 {} other { और # अन्य}}): पहले उन्हें हटाएँ, या किसी एडमिन से उन्हें अपने हाथ में लेने को कहें}}',
  'A prize payout to you is still pending: wait until it is paid or has failed, then delete your account':
    'आपको एक पुरस्कार भुगतान अभी लंबित है: उसके भुगतान होने या विफल होने तक प्रतीक्षा करें, फिर अपना खाता हटाएँ',
  'You are the only manager of the club “{club}”, which has tournaments: invite another organiser to manage it (Create club, Your clubs) and wait until they accept':
    'आप क्लब “{club}” के एकमात्र प्रबंधक हैं, जिसके टूर्नामेंट हैं: इसके प्रबंधन के लिए किसी अन्य आयोजक को आमंत्रित करें (क्लब बनाएँ, आपके क्लब) और उनके स्वीकार करने तक प्रतीक्षा करें',
  'An admin account is deleted by another admin (Admin → users)': 'एडमिन खाता किसी अन्य एडमिन द्वारा हटाया जाता है (एडमिन → उपयोगकर्ता)',
  'The password is wrong': 'पासवर्ड गलत है',
  'You cannot delete your own admin account here; another admin can': 'आप अपना एडमिन खाता यहाँ नहीं हटा सकते; कोई अन्य एडमिन हटा सकता है',
  'Account not found': 'खाता नहीं मिला',
  'A prize payout of this tournament is still pending: wait until it is paid or has failed (Payouts), then delete the tournament':
    'इस टूर्नामेंट का एक पुरस्कार भुगतान अभी लंबित है: उसके भुगतान होने या विफल होने तक प्रतीक्षा करें (भुगतान), फिर टूर्नामेंट हटाएँ',
  'Tournament not found': 'टूर्नामेंट नहीं मिला',
  'You do not manage this tournament': 'आप इस टूर्नामेंट का प्रबंधन नहीं करते',
  'This tournament is not deleted': 'यह टूर्नामेंट हटाया नहीं गया है',
  'This tournament was deleted more than {days} days ago and is being purged; it can no longer be restored':
    'यह टूर्नामेंट {days} दिन से अधिक पहले हटाया गया था और मिटाया जा रहा है; इसे अब वापस नहीं लाया जा सकता',
  'Only organisers and admins manage tournaments': 'केवल आयोजक और एडमिन टूर्नामेंट का प्रबंधन करते हैं',
} satisfies Translations;
