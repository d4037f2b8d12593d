import type { Translations } from '@kingside/contract';

export default {
  'Club invitations': 'क्लब निमंत्रण',
  'Club memberships': 'आपके क्लब',
  'Club created.': 'क्लब बनाया गया।',
  'Only organisers and admins create clubs': 'केवल आयोजक और एडमिन क्लब बनाते हैं',
  'A club with this name already exists': 'इस नाम का क्लब पहले से मौजूद है',
  'Club not found': 'क्लब नहीं मिला',
  'You do not manage this club': 'आप इस क्लब का प्रबंधन नहीं करते',
  'emails: name at least one address other than your own': 'emails: अपने पते के अलावा कम से कम एक पता दें',
  'Only organisers and admins manage clubs': 'केवल आयोजक और एडमिन क्लब का प्रबंधन करते हैं',
  'You have sent too many club invitations today; try again tomorrow.': 'आपने आज बहुत अधिक क्लब निमंत्रण भेजे हैं; कल फिर कोशिश करें।',
  '{inviter} invited you to manage {club} on Kingside': '{inviter} ने आपको Kingside पर {club} का प्रबंधन करने के लिए आमंत्रित किया',
  'Hello,\n\n{inviter} invited you to manage the tournaments of the club {club} on Kingside with them.\n\nTo accept, sign in to Kingside with this email address (or sign up as an organiser with it) and open\n{link}\nwhere the invitation waits under "Invitations to manage a club".\n\nNothing changes until you accept. If you did not expect this mail, ignore it or decline the invitation there.\n':
    'नमस्ते,\n\n{inviter} ने आपको Kingside पर क्लब {club} के टूर्नामेंटों का अपने साथ प्रबंधन करने के लिए आमंत्रित किया है।\n\nस्वीकार करने के लिए, इसी ईमेल पते से Kingside में साइन इन करें (या इससे आयोजक के रूप में साइन अप करें) और यह खोलें\n{link}\nजहाँ निमंत्रण "क्लब प्रबंधन के निमंत्रण" के अंतर्गत प्रतीक्षा कर रहा है।\n\nजब तक आप स्वीकार नहीं करते, कुछ नहीं बदलता। यदि आपको इस मेल की अपेक्षा नहीं थी, तो इसे अनदेखा करें या वहीं निमंत्रण अस्वीकार करें।\n',
  'Invitation mailed to {emails}: they manage {club} once they accept it.': 'निमंत्रण {emails} को मेल किया गया: स्वीकार करते ही वे {club} का प्रबंधन करेंगे।',
  'The mail to {emails} could not be sent; they can still accept the invitation once signed in.':
    '{emails} को मेल नहीं भेजा जा सका; साइन इन करने पर वे फिर भी निमंत्रण स्वीकार कर सकते हैं।',
  'There is no invitation to this club for your email address': 'आपके ईमेल पते के लिए इस क्लब का कोई निमंत्रण नहीं है',
  'You now manage {club}': 'अब आप {club} का प्रबंधन करते हैं',
  'Invitation to {club} declined': '{club} का निमंत्रण अस्वीकार किया गया',
} satisfies Translations;
