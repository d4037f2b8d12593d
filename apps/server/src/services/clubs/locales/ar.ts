import type { Translations } from '@kingside/contract';

export default {
  'Club invitations': 'دعوات الأندية',
  'Club memberships': 'أنديتك',
  'Club created.': 'تم إنشاء النادي.',
  'Only organisers and admins create clubs': 'لا ينشئ الأندية إلا المنظمون والمشرفون',
  'A club with this name already exists': 'يوجد نادٍ بهذا الاسم بالفعل',
  'Club not found': 'النادي غير موجود',
  'You do not manage this club': 'أنت لا تدير هذا النادي',
  'emails: name at least one address other than your own': 'emails: اذكر عنوانًا واحدًا على الأقل غير عنوانك',
  'Only organisers and admins manage clubs': 'لا يدير الأندية إلا المنظمون والمشرفون',
  'You have sent too many club invitations today; try again tomorrow.': 'أرسلت اليوم دعوات أندية كثيرة جدًا؛ حاول مجددًا غدًا.',
  '{inviter} invited you to manage {club} on Kingside': 'دعاك {inviter} إلى إدارة {club} على Kingside',
  'Hello,\n\n{inviter} invited you to manage the tournaments of the club {club} on Kingside with them.\n\nTo accept, sign in to Kingside with this email address (or sign up as an organiser with it) and open\n{link}\nwhere the invitation waits under "Invitations to manage a club".\n\nNothing changes until you accept. If you did not expect this mail, ignore it or decline the invitation there.\n':
    'مرحبًا،\n\nدعاك {inviter} إلى أن تدير معه بطولات النادي {club} على Kingside.\n\nللقبول، سجّل الدخول إلى Kingside بعنوان البريد هذا (أو أنشئ به حساب منظم) وافتح\n{link}\nحيث تنتظرك الدعوة تحت "دعوات إدارة نادٍ".\n\nلا يتغير شيء حتى تقبل. إن لم تكن تتوقع هذه الرسالة فتجاهلها أو ارفض الدعوة هناك.\n',
  'Invitation mailed to {emails}: they manage {club} once they accept it.': 'أُرسلت الدعوة إلى {emails}: سيديرون {club} بمجرد قبولها.',
  'The mail to {emails} could not be sent; they can still accept the invitation once signed in.':
    'تعذّر إرسال الرسالة إلى {emails}؛ ما زال بإمكانهم قبول الدعوة بعد تسجيل الدخول.',
  'There is no invitation to this club for your email address': 'لا توجد دعوة إلى هذا النادي لعنوان بريدك',
  'You now manage {club}': 'أصبحت تدير {club}',
  'Invitation to {club} declined': 'رُفضت الدعوة إلى {club}',
} satisfies Translations;
