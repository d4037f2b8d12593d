import type { Translations } from '@kingside/contract';

export default {
  'You are on the waiting list (number {position})': 'أنت على قائمة الانتظار (رقم {position})',
  "Your registration: {state, select, registered {Registered} confirmed {Confirmed by the organiser} awaiting_approval {Awaiting the organiser's approval} awaiting_payment {Awaiting payment} withdrawn {Withdrawn} declined {Declined} other {Waiting list}}":
    'تسجيلك: {state, select, registered {مسجَّل} confirmed {مؤكَّد من المنظّم} awaiting_approval {بانتظار موافقة المنظّم} awaiting_payment {بانتظار الدفع} withdrawn {مسحوب} declined {مرفوض} other {قائمة الانتظار}}',
  Registration: 'التسجيل',
  'You are not registered': 'لست مسجّلًا',
  'You have withdrawn': 'لقد انسحبت',
  '{count, plural, one {# player found} other {# players found}}':
    '{count, plural, zero {لم يُعثر على أي لاعب} one {عُثر على لاعب واحد} two {عُثر على لاعبَين} few {عُثر على # لاعبين} many {عُثر على # لاعبًا} other {عُثر على # لاعب}}',
  Registrations: 'التسجيلات',
  'Registration settings saved': 'تم حفظ إعدادات التسجيل',
  'Registration approved': 'تمت الموافقة على التسجيل',
  'Registration declined': 'تم رفض التسجيل',
  'The tournament has finished; its registration no longer changes': 'انتهت البطولة؛ لم يعد التسجيل فيها يتغيّر',
  'No registration has this id': 'لا يوجد تسجيل بهذا المعرّف',
  'This registration was already decided, or withdrawn by its player': 'سبق البتّ في هذا التسجيل، أو سحبه صاحبه',
  'Tournament not found': 'البطولة غير موجودة',
  'Players enter a team event with their team: join yours through the invitation link its captain sends, or register a team':
    'يدخل اللاعبون بطولة الفرق مع فرقهم: انضم إلى فريقك عبر رابط الدعوة الذي يرسله قائده، أو سجّل فريقًا',
  'This tournament does not take registrations; ask its organiser': 'لا تقبل هذه البطولة التسجيل؛ راجع منظّمها',
  'The tournament has finished': 'انتهت البطولة',
  'Round 1 is already paired; ask the arbiter for a late entry': 'الجولة 1 مقرونة بالفعل؛ اطلب من الحَكَم تسجيلًا متأخرًا',
  'Registration for this tournament is closed': 'التسجيل في هذه البطولة مغلق',
  'You withdrew from this tournament; ask its organiser to enter you again': 'لقد انسحبت من هذه البطولة؛ اطلب من منظّمها إعادة تسجيلك',
  'You are already registered in this tournament': 'أنت مسجّل بالفعل في هذه البطولة',
  'fideId: a player with FIDE id {fideId} is already registered': 'fideId: لاعب بمعرّف FIDE {fideId} مسجّل بالفعل',
  'You have no registration in this tournament to withdraw': 'ليس لديك تسجيل في هذه البطولة لتسحبه',
  'Round 1 is paired: only the arbiter can withdraw you now': 'الجولة 1 مقرونة: لا يمكن سحبك الآن إلا من قِبل الحَكَم',
} satisfies Translations;
